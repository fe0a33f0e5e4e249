import SegueCore
import SegueRender

extension ViewerState {
  /// What to put on the screen after an event: the follower answers a move of the presenter
  /// with the slide-in the presenter plays (`SlideAnimation`, in this view's theme and size);
  /// anything else is drawn at once.
  ///
  /// An event that changes nothing on the screen (the clock's second in the follower, a key
  /// that is ignored) draws nothing, so an animation in progress plays on; a move during one
  /// starts the next from the frame it was heading for, as the presenter does.
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
    // Nothing changed: no draw. A follower shows no clock, so its once-a-second tick would
    // otherwise hand ncurses the same frame every second, in fifty processes at once.
    if next.canvas == previous?.canvas { return [] }
    transitionEnd = nil
    return [.draw(next.canvas)]
  }
}
