import SegueCore
import SegueRender

extension PresenterState {
  /// The frame for the current position, mode and banner.
  func compose() -> Canvas {
    var canvas = renderer.render(deck, at: pager.position, size: size)
    guard renderer.isPresentable(size) else { return canvas }
    switch mode {
    case .slides: break
    case .help: HelpOverlay(bindings: KeyInterpreter.helpLines).draw(on: &canvas, theme: theme)
    case .notes:
      let slide = deck.sections[pager.position.section].slides[pager.position.page]
      NotesOverlay(notes: slide.notes).draw(on: &canvas, theme: theme)
    case .overview(let overview): overview.draw(on: &canvas, theme: theme)
    case .prompt(let text): PromptLine(text: ":" + text + "▏").draw(on: &canvas, theme: theme)
    }
    if let banner { ErrorBanner(message: banner.text).draw(on: &canvas, theme: theme) }
    return canvas
  }

  /// Draws the current frame, ending any transition.
  mutating func redraw() -> PresenterEffect {
    transitionEnd = nil
    let frame = compose()
    shown = frame
    return .draw(frame)
  }

  /// Jumps a transition in progress to its last frame.
  mutating func finishTransition() -> [PresenterEffect] {
    guard transitionEnd != nil, let shown else { return [] }
    transitionEnd = nil
    return [.draw(shown)]
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
    guard animates, let from, from.width == size.width, from.height == size.height,
      renderer.isPresentable(size), case .draw(let to) = target
    else { return [target] }
    let rows = renderer.contentRows(size: size)
    let slide = SlideTransition(from: from, to: to, direction: transition.direction, rows: rows)
    let frames = Self.frameTimes(duration: theme.transition.durationMilliseconds, start: now)
    let timed = zip(slide.frames(count: frames.count), frames).map {
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

extension FrameRenderer {
  public func isPresentable(_ size: Size) -> Bool {
    size.width >= Self.minimumSize.width && size.height >= Self.minimumSize.height
  }
}
