import SegueRender

/// A terminal that records what happens on it: every frame drawn, every key pressed (as a
/// marker) and every resize, to a `CastRecorder`, while the real terminal does the rest.
///
/// It wraps the presenter's terminal rather than changing the presenter: what is recorded is
/// exactly what was drawn (animation frames included), when it was drawn, and the keys as the
/// terminal sent them.
public final class RecordingTerminal: PresenterTerminal {
  private let terminal: any PresenterTerminal
  public let recorder: CastRecorder
  private var decoder = KeyDecoder()
  private var recordedSize: Size

  public init(_ terminal: any PresenterTerminal, recorder: CastRecorder) {
    self.terminal = terminal
    self.recorder = recorder
    recordedSize = terminal.size
  }

  public var size: Size { terminal.size }
  public var inputDescriptor: Int32 { terminal.inputDescriptor }
  public var signalDescriptor: Int32 { terminal.signalDescriptor }

  public func handOver() { terminal.handOver() }
  public func takeBack() { terminal.takeBack() }

  public func draw(_ canvas: Canvas) {
    terminal.draw(canvas)
    recorder.frame(canvas)
  }

  public func readInput() -> TerminalRead {
    let read = terminal.readInput()
    if case .bytes(let bytes) = read {
      // A lone Escape is known only when nothing follows it; for a marker, a read's end is
      // near enough (the keys themselves are the presenter's, decoded on their own).
      for event in decoder.feed(bytes) + decoder.flush() {
        if let label = event.markerLabel { recorder.marker(label) }
      }
    }
    return read
  }

  public func handleSignals() -> Bool {
    let redraw = terminal.handleSignals()
    if terminal.size != recordedSize {
      recordedSize = terminal.size
      recorder.resize(to: recordedSize)
    }
    return redraw
  }

  public func askBackgroundColor() { terminal.askBackgroundColor() }
}
