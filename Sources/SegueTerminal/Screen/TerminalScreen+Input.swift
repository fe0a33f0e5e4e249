import CNcursesw
import Glibc
import SegueRender

/// What one read of the terminal's input brought.
public enum TerminalRead: Equatable, Sendable {
  /// The raw bytes read: possibly several keys, possibly part of one. Feed them to a
  /// `KeyDecoder`.
  case bytes([UInt8])
  /// Nothing after all (a signal interrupted the read): wait again.
  case nothing
  /// The input is gone (end of file, the terminal hung up, or the screen was restored):
  /// nothing more will ever arrive, so quit.
  case endOfInput
}

/// The screen's input side, for an event loop that polls: the screen itself never waits.
///
/// Two descriptors matter: `inputDescriptor` (keys and mouse reports; read it with
/// `readInput()` when it is readable) and `signalDescriptor` (readable after a resize or
/// after the program was continued; call `handleSignals()`, then draw a new frame). Register
/// the signal descriptor first, so a resize is handled before the input waiting with it.
extension TerminalScreen {
  /// The self-pipe that SIGWINCH and SIGCONT write to (see `TerminalSignals`).
  public var signalDescriptor: Int32 { TerminalSignals.wakeReader }

  /// Reads the bytes waiting on `inputDescriptor`.
  public func readInput() -> TerminalRead {
    guard isActive else { return .endOfInput }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(inputDescriptor, &buffer, buffer.count)
    if count > 0 { return .bytes(Array(buffer[0..<count])) }
    if count < 0 && (errno == EINTR || errno == EAGAIN) { return .nothing }
    return .endOfInput  // 0 is end of file; EIO is a hung-up terminal
  }

  /// Does the work the signals asked for: re-enters the screen after SIGTSTP/SIGCONT and
  /// adopts the window's new size. Returns whether a signal came (then `size` may have
  /// changed and the next `draw` repaints everything: draw a new frame).
  public func handleSignals() -> Bool {
    let reasons = TerminalSignals.drainWakePipe()
    guard !reasons.isEmpty, isActive else { return false }
    if reasons.contains(TerminalSignals.continueByte) { resumeAfterStop() }
    adoptWindowSize()
    return true
  }

  /// Tells ncurses the window's new size (we handle SIGWINCH, so ncurses does not), at most
  /// the largest frame (`cursesSize`).
  func adoptWindowSize() {
    guard isActive else { return }
    TerminalSignals.isInsideCurses = true
    defer { TerminalSignals.leaveCurses() }
    if let window = Self.windowSize() {
      windowSize = window
      let drawn = Self.cursesSize(window)
      resizeterm(Int32(drawn.height), Int32(drawn.width))
    }
    clearok(segue_curscr(), true)
    writer.cleared()
  }
}

extension TerminalScreen {
  /// Leaves the screen as a stop (SIGTSTP) does: mouse reporting off, the main screen, the
  /// cursor shown, the shell's modes back, standard error no longer captured.
  public func handOver() {
    guard isActive, TerminalSignals.isScreenActive else { return }
    TerminalSignals.restoreFromHandler(callEndwin: true)
    TerminalSignals.isSuspended = true
  }

  /// Comes back as after a continue: the program modes, the alternate screen, every cell
  /// repainted by the next frame, the window's size read again.
  public func takeBack() {
    guard isActive, TerminalSignals.isSuspended else { return }
    resumeAfterStop()
    adoptWindowSize()
  }

  /// Asks the terminal for its background colour (OSC 11, ended by ST); a terminal that knows
  /// answers with `ESC ] 11 ; rgb:…`, which `KeyDecoder` reads, and one that does not stays
  /// silent.
  public func askBackgroundColor() {
    guard isActive else { return }
    TerminalSignals.writeSequence("\u{1B}]11;?\u{1B}\\")
  }
}
