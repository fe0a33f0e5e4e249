import SegueCore

/// The `cast` export format: the deck as an asciicast v2 recording that `asciinema play`
/// shows, each frame a full-screen redraw `slideSeconds` after the one before.
///
/// With a theme that animates (and a deck that does not say `transition: none`), the frames
/// of the presenter's slide-in (`SlideTransition`, the same rows sliding) lead into each new
/// frame over the theme's duration, so the recording looks like the talk. The first frame
/// comes at 0; frame `n` arrives at `n × slideSeconds`, and the recording ends with a last
/// event `slideSeconds` later, so the final slide stays up as long as the others.
public struct CastFormat: ExportFormat {
  /// Microseconds between frames.
  public var interval: Int
  /// The animation's length in milliseconds; 0 for none.
  public var transitionMilliseconds: Int
  private var previous: ExportFrame?

  /// A recording `slideSeconds` per frame, animated when `theme` has transitions and `deck`
  /// (given to `prologue`) does not turn them off.
  public init(theme: Theme, slideSeconds: Double = 5) {
    interval = Int((slideSeconds * 1_000_000).rounded())
    let animates = theme.transition.style != .none
    transitionMilliseconds = animates ? max(0, theme.transition.durationMilliseconds) : 0
  }

  /// Frames of an animation, one every ~16 ms as in the presenter.
  static let frameMilliseconds = 16

  public mutating func prologue(deck: Deck, size: Size, to sink: inout some ByteSink)
    throws(WriteError)
  {
    if deck.meta.transition == "none" { transitionMilliseconds = 0 }
    try write(CastEvent.header(size: size, title: deck.meta.title), to: &sink)
  }

  public mutating func frame(_ frame: ExportFrame, to sink: inout some ByteSink)
    throws(WriteError)
  {
    let start = frame.index * interval
    var text = ""
    for (offset, canvas) in transitionFrames(to: frame) {
      text += CastEvent.output(at: start + offset, CastEvent.screen(canvas))
    }
    if text.isEmpty {
      text = CastEvent.output(at: start, CastEvent.screen(frame.canvas))
    }
    previous = frame
    try write(text, to: &sink)
  }

  /// Ends with the cursor shown again, when the next frame would have come.
  public mutating func epilogue(to sink: inout some ByteSink) throws(WriteError) {
    guard let previous else { return }
    let end = (previous.index + 1) * interval
    try write(CastEvent.output(at: end, "\u{1B}[0m\u{1B}[?25h"), to: &sink)
  }

  /// The slide-in from the previous frame to `frame` with each canvas's offset in
  /// microseconds (the last is `frame`'s own canvas); empty when nothing animates.
  func transitionFrames(to frame: ExportFrame) -> [(Int, Canvas)] {
    guard transitionMilliseconds > 0, let previous, let to = frame.layout,
      let from = previous.layout, from.size == to.size, !to.isNotice
    else { return [] }
    let old = from.slidingRows
    let new = to.slidingRows
    let rows = min(old.lowerBound, new.lowerBound)..<max(old.upperBound, new.upperBound)
    let count = max(1, transitionMilliseconds / Self.frameMilliseconds)
    let slide = SlideTransition(
      from: previous.canvas, to: frame.canvas, direction: .forward, rows: rows)
    let step = min(transitionMilliseconds * 1000 / count, interval / max(1, count))
    return slide.frames(count: count).enumerated().map { ($0.offset * step, $0.element) }
  }

  private func write(_ text: String, to sink: inout some ByteSink) throws(WriteError) {
    try sink.write(Array(text.utf8))
  }
}
