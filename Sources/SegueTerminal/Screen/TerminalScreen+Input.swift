import CNcursesw
import Glibc
import SegueRender

/// What one wait for input brought.
public enum TerminalInput: Equatable, Sendable {
  /// The raw bytes read: possibly several keys, possibly part of one. Feed them to a
  /// `KeyDecoder`.
  case bytes([UInt8])
  /// The window was resized (or the program came back from being stopped): `size` has the
  /// new size and the next `draw` repaints everything. Draw a new frame.
  case resize
  /// Nothing came in time. If the decoder `hasPending`, call its `flush()`.
  case timeout
  /// The input is gone (end of file, the terminal hung up, or the screen was restored):
  /// nothing more will ever arrive, so quit.
  case endOfInput
}

extension TerminalScreen {
  /// Waits up to `timeoutMilliseconds` (-1: forever) for keys, mouse reports or a resize.
  ///
  /// A resize is reported before input that is waiting at the same time; the input stays
  /// for the next call. The presenter's loop:
  /// ```
  /// let wait = decoder.hasPending ? TerminalScreen.escapeDelayMilliseconds : -1
  /// switch screen.readInput(timeoutMilliseconds: wait) {
  /// case .bytes(let bytes): handle(decoder.feed(bytes))
  /// case .timeout: handle(decoder.flush())
  /// case .resize: redraw()
  /// case .endOfInput: quit()
  /// }
  /// ```
  public func readInput(timeoutMilliseconds: Int) -> TerminalInput {
    guard isActive else { return .endOfInput }
    let deadline = timeoutMilliseconds < 0 ? nil : Self.now() + timeoutMilliseconds
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var wait = -1
      if let deadline { wait = max(0, deadline - Self.now()) }
      var descriptors = [
        pollfd(fd: TerminalSignals.wakeReader, events: Int16(POLLIN), revents: 0),
        pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, Int32(clamping: wait))
      if ready < 0 {
        if errno == EINTR { continue }
        return .endOfInput
      }
      if ready == 0 { return .timeout }
      if descriptors[0].revents & Int16(POLLIN) != 0 {
        let reasons = TerminalSignals.drainWakePipe()
        if reasons.contains(TerminalSignals.continueByte) { resumeAfterStop() }
        adoptWindowSize()
        return .resize
      }
      let events = descriptors[1].revents
      if events & Int16(POLLNVAL) != 0 { return .endOfInput }
      guard events != 0 else { continue }
      let count = read(inputDescriptor, &buffer, buffer.count)
      if count > 0 { return .bytes(Array(buffer[0..<count])) }
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      return .endOfInput  // 0 is end of file; EIO is a hung-up terminal
    }
  }

  /// Tells ncurses the window's new size (we handle SIGWINCH, so ncurses does not).
  func adoptWindowSize() {
    guard isActive else { return }
    TerminalSignals.isInsideCurses = true
    defer { TerminalSignals.leaveCurses() }
    var rows: Int32 = 0
    var columns: Int32 = 0
    if segue_window_size(outputDescriptor, &rows, &columns) == 0 {
      resizeterm(rows, columns)
    }
    clearok(segue_curscr(), true)
  }

  /// Milliseconds on the monotonic clock.
  static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }
}
