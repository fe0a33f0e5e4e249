import SegueCore
import SegueRender

extension PresenterState {
  /// The frame for the current position, mode and banner.
  func compose() -> Frame {
    var frame = session.renderer.render(
      deck, at: pager.position, size: size, live: live.content, scroll: navigation.scroll)
    guard !frame.layout.isNotice else { return frame }
    switch overlays.mode {
    case .slides: drawSearch(on: &frame)
    case .help:
      HelpOverlay(bindings: helpLines, footer: keys.table.helpFooter)
        .draw(on: &frame.canvas, theme: theme)
    case .notes:
      let slide = deck.sections[pager.position.section].slides[pager.position.page]
      NotesOverlay(notes: slide.notes).draw(on: &frame.canvas, theme: theme)
    case .overview(let overview): overview.draw(on: &frame.canvas, theme: theme)
    case .prompt(let text):
      PromptLine(text: ":" + text + "▏").draw(on: &frame.canvas, theme: theme)
    case .search(let text):
      PromptLine(text: "/" + text + "▏").draw(on: &frame.canvas, theme: theme)
    }
    if autoAdvance.paused, advanceInterval != nil, overlays.mode == .slides,
      overlays.search == nil
    {
      PromptLine(text: AutoAdvance.pausedLine).draw(on: &frame.canvas, theme: theme)
    }
    if live.focus != nil {
      PromptLine(text: Self.focusLine).draw(on: &frame.canvas, theme: theme)
    }
    if session.isMarked { drawLoadingMarks(on: &frame) }
    if let banner = overlays.banner {
      ErrorBanner(message: banner.text).draw(on: &frame.canvas, theme: theme)
    }
    // Pixels would cover an overlay or the banner drawn over the slide: only its symbols show.
    if case .slides = overlays.mode, overlays.banner == nil {} else { frame.pictures = [] }
    return frame
  }

  /// The `?` overlay's lines: `a` only when something in this talk advances by itself.
  var helpLines: [(keys: String, action: String)] {
    let advances =
      autoAdvance.interval != nil
      || deck.sections.contains { $0.slides.contains { $0.layout.autoAdvance != nil } }
    let pause = keys.table[.slides].first { $0.action == .toggleAutoAdvance }
    guard !advances, let pause else { return keys.table.helpLines }
    return keys.table.helpLines.filter { $0.keys != pause.keysLabel }
  }

  /// The line at the bottom while a terminal program has the keys.
  static let focusLine = "⌨ keys go to the program · Ctrl-T gives them back"

  /// Draws the current frame, ending any transition.
  mutating func redraw() -> PresenterEffect {
    timers.transitionEnd = nil
    prepareLive()
    let frame = compose()
    launchLive(in: frame)
    shown = frame
    return .draw(frame.canvas)
  }

  /// Jumps a transition in progress to its last frame.
  mutating func finishTransition() -> [PresenterEffect] {
    guard timers.transitionEnd != nil, let shown else { return [] }
    timers.transitionEnd = nil
    return [.draw(shown.canvas)]
  }

  /// Whether slide changes animate now: allowed, and not turned off by the deck or theme.
  var animates: Bool {
    SlideAnimation.isOn(deck: deck, theme: theme, allowed: transitions)
  }

  /// Applies a pager move: a transition when something changed and transitions are on.
  /// Another slide shows from its top, or scrolled to its end with `atEnd` (going back onto
  /// it); a step keeps the scroll.
  mutating func navigate(_ transition: Transition?, at now: Int, atEnd: Bool = false)
    -> [PresenterEffect]
  {
    guard let transition else { return [] }
    navigation.anchorHere()
    if transition.from.section != transition.to.section
      || transition.from.page != transition.to.page
    {
      // The frame clamps it to how far the slide scrolls.
      navigation.scroll = atEnd ? Int.max : 0
    }
    let from = shown
    let target = redraw()
    guard animates, let from, let to = shown,
      let timed = SlideAnimation.frames(
        from: from, to: to, direction: transition.direction, theme: theme, start: now)
    else { return [target] }
    timers.transitionEnd = timed.last?.time
    return [.animate(timed)]
  }
}
