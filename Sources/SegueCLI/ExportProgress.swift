import SegueCore
import SegueRender
import Synchronization

/// What `export -o` says on stderr: a bar while a long export runs on a terminal, and one line
/// when it is done (`wrote talk.pdf: 24 slides in 3.1 s`).
///
/// Why: an export to a file printed nothing, so a long one looked hung and a short one left
/// the writer unsure it had run. The bar waits a second, so a quick export shows only its
/// line, and it is drawn only where stderr is a terminal (a log or a pipe gets the line
/// alone). Frames may be drawn on several threads at once (`Exporter.exportInParallel`):
/// the count and the drawing are behind one lock.
final class ExportProgress: Sendable {
  /// How long an export runs before its bar shows, in milliseconds.
  static let delay = 1000
  /// The least time between two drawings of the bar, in milliseconds.
  static let interval = 100
  static let barWidth = 24

  private struct State {
    var done = 0
    var lastDrawn: Int?
  }

  private let state = Mutex(State())
  /// The frames the export will write; nil when no bar is drawn.
  private let total: Int?
  private let name: String
  private let clock: @Sendable () -> Int
  private let draw: @Sendable (String) -> Void

  /// Counts the frames of an export to `name`, drawing the bar through `draw` when `total` is
  /// known; `clock` tells milliseconds since the export began.
  init(
    name: String, total: Int?, clock: @escaping @Sendable () -> Int,
    draw: @escaping @Sendable (String) -> Void
  ) {
    self.name = name
    self.total = total
    self.clock = clock
    self.draw = draw
  }

  /// Milliseconds since this call, by the monotonic clock.
  static func stopwatch() -> @Sendable () -> Int {
    let start = ContinuousClock.now
    return {
      let elapsed = (ContinuousClock.now - start).components
      return Int(elapsed.seconds) * 1000 + Int(elapsed.attoseconds / 1_000_000_000_000_000)
    }
  }

  /// The frames written so far.
  var done: Int { state.withLock { $0.done } }

  /// One more frame written; redraws the bar when it is due.
  func advance() {
    guard let total else {
      state.withLock { $0.done += 1 }
      return
    }
    let now = clock()
    state.withLock { s in
      s.done += 1
      guard now >= Self.delay, s.lastDrawn.map({ now - $0 >= Self.interval }) ?? true else {
        return
      }
      s.lastDrawn = now
      draw("\r" + Self.bar(name: name, done: s.done, total: total))
    }
  }

  /// Clears the bar when one was drawn and returns the line that says what was written.
  func finish(frameKind: String) -> String {
    let drawn = state.withLock { $0.lastDrawn != nil }
    if drawn { draw("\r\u{1B}[K") }
    let count = done
    return Self.line(
      name: name, what: "\(count) \(frameKind)\(count == 1 ? "" : "s")", milliseconds: clock())
  }

  /// `wrote talk.pdf: 40 slides in 1.9 s`, the name as messages show it.
  static func line(name: String, what: String, milliseconds: Int) -> String {
    "wrote \(DiagnosticFormatter.shown(name)): \(what) in " + seconds(milliseconds) + "\n"
  }

  /// `exporting talk.pdf [██████░░░░…] 12/40`.
  static func bar(name: String, done: Int, total: Int) -> String {
    let filled = total > 0 ? min(barWidth, done * barWidth / total) : barWidth
    return "exporting \(name) ["
      + String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
      + "] \(done)/\(total)"
  }

  /// `3.1 s`: milliseconds to tenths of a second.
  static func seconds(_ milliseconds: Int) -> String {
    let tenths = max(0, milliseconds) / 100
    return "\(tenths / 10).\(tenths % 10) s"
  }
}

/// An export format that counts each frame it writes into an `ExportProgress`.
struct ProgressFormat<Inner: ExportFormat>: ExportFormat {
  var inner: Inner
  let progress: ExportProgress

  mutating func prologue(deck: Deck, size: Size, to sink: inout some ByteSink) throws(WriteError) {
    try inner.prologue(deck: deck, size: size, to: &sink)
  }

  mutating func frame(_ frame: ExportFrame, to sink: inout some ByteSink) throws(WriteError) {
    try inner.frame(frame, to: &sink)
    progress.advance()
  }

  mutating func epilogue(to sink: inout some ByteSink) throws(WriteError) {
    try inner.epilogue(to: &sink)
  }

  static var framesAreIndependent: Bool { Inner.framesAreIndependent }
}
