import SegueCore
import SegueRender

/// The slide-in between two frames, as frames with their times: what the presenter plays
/// after a move, and what a follower (`segue follow`) plays when the presenter's position
/// changes.
///
/// Written once so that the audience's terminals animate exactly as the presenter's does:
/// the same rows slide, at the same pace, under the same rule for when there is no animation.
enum SlideAnimation {
  /// Whether moves animate: allowed (no `--no-transitions`), and turned off neither by the
  /// deck's `transition: none` nor by the theme's `transition` (style `none`, 0 ms).
  static func isOn(deck: Deck, theme: Theme, allowed: Bool) -> Bool {
    allowed && deck.meta.transition != "none" && theme.transition.style != .none
      && theme.transition.durationMilliseconds > 0
  }

  /// The frames from `from` to `to`, the first due at `start`, over the theme's duration; nil
  /// when the two cannot slide into each other (the size changed, or the new frame is too
  /// small to hold a slide), so the new frame is simply drawn.
  static func frames(
    from: Frame, to: Frame, direction: Direction, theme: Theme, start: Int
  ) -> [TimedFrame]? {
    guard from.layout.size == to.layout.size, !to.layout.isNotice else { return nil }
    // Rows that are chrome in both frames show the new frame at once; the rest slide.
    let old = from.layout.slidingRows
    let new = to.layout.slidingRows
    let rows = min(old.lowerBound, new.lowerBound)..<max(old.upperBound, new.upperBound)
    let slide = SlideTransition(from: from.canvas, to: to.canvas, direction: direction, rows: rows)
    let times = frameTimes(duration: theme.transition.durationMilliseconds, start: start)
    return zip(slide.frames(count: times.count), times).map { TimedFrame(canvas: $0, time: $1) }
  }

  /// When each frame of a `duration` ms animation is due: one every ~16 ms, the first at once
  /// (so the bar and dots answer the key at once).
  static func frameTimes(duration: Int, start: Int) -> [Int] {
    let count = max(1, duration / PresenterState.frameMilliseconds)
    return (0..<count).map { start + $0 * duration / count }
  }
}
