import SegueRender

/// Plays an animation's frames at their times on an `EventLoop`: the presenter's slide-ins,
/// and a follower's.
///
/// The frames already due are drawn at once, inside `play`, so the first frame of a
/// transition is on the screen before the caller does anything else (such as telling the
/// speaker channel's clients, whose wake-up would otherwise compete with it); the rest wait
/// on a timer. A late turn shows the latest frame that is due, skipping frames rather than
/// lagging behind.
final class FramePlayer {
  private let loop: EventLoop
  private let draw: (Canvas) -> Void
  private var frames: ArraySlice<TimedFrame> = []
  private var timer: EventLoop.ID?

  init(loop: EventLoop, draw: @escaping (Canvas) -> Void) {
    self.loop = loop
    self.draw = draw
  }

  /// Replaces any animation in progress by `timed`.
  func play(_ timed: [TimedFrame]) {
    stop()
    frames = timed[...]
    showDue(at: loop.clock())
  }

  /// Ends the animation in progress where it is (a frame drawn now replaces it).
  func stop() {
    frames = []
    if let timer { loop.remove(timer) }
    timer = nil
  }

  private func showDue(at now: Int) {
    var due: TimedFrame?
    while let first = frames.first, first.time <= now { due = frames.removeFirst() }
    if let due { draw(due.canvas) }
    guard let next = frames.first else { return }
    timer = loop.schedule(at: next.time) { [unowned self] now in
      timer = nil
      showDue(at: now)
    }
  }
}
