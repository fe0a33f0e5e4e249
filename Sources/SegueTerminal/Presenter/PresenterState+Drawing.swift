import SegueCore
import SegueRender

extension PresenterState {
  /// The frame for the current position, mode and banner.
  func compose() -> Frame {
    var frame = renderer.render(deck, at: pager.position, size: size)
    guard !frame.layout.isTooSmall else { return frame }
    switch mode {
    case .slides: break
    case .help:
      HelpOverlay(bindings: KeyInterpreter.helpLines).draw(on: &frame.canvas, theme: theme)
    case .notes:
      let slide = deck.sections[pager.position.section].slides[pager.position.page]
      NotesOverlay(notes: slide.notes).draw(on: &frame.canvas, theme: theme)
    case .overview(let overview): overview.draw(on: &frame.canvas, theme: theme)
    case .prompt(let text):
      PromptLine(text: ":" + text + "▏").draw(on: &frame.canvas, theme: theme)
    }
    if isLoading { drawLoadingMarks(on: &frame) }
    if let banner { ErrorBanner(message: banner.text).draw(on: &frame.canvas, theme: theme) }
    return frame
  }

  /// Draws the current frame, ending any transition.
  mutating func redraw() -> PresenterEffect {
    transitionEnd = nil
    let frame = compose()
    shown = frame
    return .draw(frame.canvas)
  }

  /// Jumps a transition in progress to its last frame.
  mutating func finishTransition() -> [PresenterEffect] {
    guard transitionEnd != nil, let shown else { return [] }
    transitionEnd = nil
    return [.draw(shown.canvas)]
  }

  /// Whether slide changes animate now: allowed, and not turned off by the deck or theme.
  var animates: Bool {
    transitions && deck.meta.transition != "none" && theme.transition.style != .none
      && theme.transition.durationMilliseconds > 0
  }

  /// Applies a pager move: a transition when something changed and transitions are on.
  mutating func navigate(_ transition: Transition?, at now: Int) -> [PresenterEffect] {
    guard let transition else { return [] }
    anchor = pager.position
    let from = shown
    let target = redraw()
    guard animates, let from, let to = shown, from.layout.size == size, !to.layout.isTooSmall
    else { return [target] }
    // Rows that are chrome in both frames show the new frame at once; the rest slide.
    let old = from.layout.slidingRows
    let new = to.layout.slidingRows
    let rows = min(old.lowerBound, new.lowerBound)..<max(old.upperBound, new.upperBound)
    let slide = SlideTransition(
      from: from.canvas, to: to.canvas, direction: transition.direction, rows: rows)
    let times = Self.frameTimes(duration: theme.transition.durationMilliseconds, start: now)
    let timed = zip(slide.frames(count: times.count), times).map {
      TimedFrame(canvas: $0, time: $1)
    }
    transitionEnd = timed.last?.time
    return [.animate(timed)]
  }

  /// When each frame of a `duration` ms animation is due: one every ~16 ms, the first at once
  /// (so the bar and dots answer the key at once).
  static func frameTimes(duration: Int, start: Int) -> [Int] {
    let count = max(1, duration / frameMilliseconds)
    return (0..<count).map { start + $0 * duration / count }
  }
}
