import SegueCore
import SegueRender

extension ViewerState {
  /// What to put on the screen after an event: the follower answers a move of the presenter
  /// with the slide-in the presenter plays (`SlideAnimation`, in this view's theme and size);
  /// anything else is drawn at once.
  ///
  /// An event that changes nothing on the screen (the clock's second, a key that is ignored)
  /// lets an animation in progress play on, since drawing would cut it short; a move during
  /// one starts the next from the frame it was heading for, as the presenter does.
  mutating func show(at now: Int) -> [ViewerEffect] {
    if let end = transitionEnd, now >= end { transitionEnd = nil }
    let pending = move
    move = nil
    let next = composed()
    let previous = shown
    shown = next
    if let pending, let deck, kind == .follow,
      SlideAnimation.isOn(deck: deck, theme: theme, allowed: transitions),
      let from = previous?.slide, let to = next.slide,
      let timed = SlideAnimation.frames(
        from: from, to: to, direction: pending.direction, theme: theme, start: now)
    {
      transitionEnd = timed.last?.time
      return [.animate(timed)]
    }
    if transitionEnd != nil, next.canvas == previous?.canvas { return [] }
    transitionEnd = nil
    return [.draw(next.canvas)]
  }
}
