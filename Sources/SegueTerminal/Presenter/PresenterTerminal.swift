import SegueRender

/// What the presenter's loop needs of a terminal: its size, drawing, and the two descriptors
/// it polls (input, and the signal wake-up).
///
/// `TerminalScreen` (ncurses) is the real one; tests run the loop over pipes.
public protocol PresenterTerminal: AnyObject {
  var size: Size { get }
  func draw(_ canvas: Canvas)
  /// Readable when keys or mouse reports arrived.
  var inputDescriptor: Int32 { get }
  func readInput() -> TerminalRead
  /// Readable after a resize or a stop and continue.
  var signalDescriptor: Int32 { get }
  /// Does what the signals asked; whether a new frame must be drawn.
  func handleSignals() -> Bool
  /// Asks the terminal for its background colour; the answer arrives as input (OSC 11).
  func askBackgroundColor()
  /// Gives the terminal to another program (`+acquire_terminal`): the main screen, the
  /// shell's modes, the cursor shown, as after quitting.
  func handOver()
  /// Takes the terminal back after `handOver`; the next frame repaints every cell.
  func takeBack()
}

extension PresenterTerminal {
  public func askBackgroundColor() {}
  public func handOver() {}
  public func takeBack() {}
}

extension TerminalScreen: PresenterTerminal {}

extension EventLoop {
  /// Watches `terminal` for the presenter and the views alike: its signal pipe first (a
  /// resize is handled before the input that waited with it), then its input. `resized` runs
  /// when the signals asked for a new frame, `input` with each read's bytes; the end of input
  /// stops the loop.
  func watch(
    _ terminal: any PresenterTerminal, resized: @escaping () -> Void,
    input: @escaping ([UInt8]) -> Void
  ) {
    add(descriptor: terminal.signalDescriptor) {
      if terminal.handleSignals() { resized() }
      return .open
    }
    add(descriptor: terminal.inputDescriptor) { [unowned self] in
      switch terminal.readInput() {
      case .bytes(let bytes): input(bytes)
      case .nothing: break
      case .endOfInput:
        stop()
        return .closed
      }
      return .open
    }
  }
}
