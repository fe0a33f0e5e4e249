import SegueCore
import SegueRender

extension PresenterState {
  /// One key or mouse event, in the current mode.
  mutating func handleInput(_ event: InputEvent, at now: Int) -> [PresenterEffect] {
    if case .terminalBackground(let red, let green, let blue) = event {
      return terminalBackground(red, green, blue)
    }
    // A transition in progress ends now; the event then applies to where it was going.
    var effects = finishTransition()
    switch (overlays.mode, event) {
    case (.notes, .key(let key)):
      // The notes stay open while paging, so they follow the talk; Esc or N closes them.
      overlays.mode = .slides
      if key == .escape || key == .character("N") { return effects + [redraw()] }
      effects += perform(interpreter.interpret(key), at: now)
      if overlays.mode == .slides {
        overlays.mode = .notes
        effects.append(redraw())
      }
    case (.help, .key(let key)):
      if key == .escape || key == .character("?") || key == .character("q") {
        overlays.mode = .slides
        effects.append(redraw())
      }
    case (.overview(let overview), .key(let key)):
      effects += handleOverview(key, overview, at: now)
    case (.prompt(let text), .key(let key)):
      effects += handlePrompt(key, text, at: now)
    case (.slides, .key(let key)):
      if let banner = overlays.banner, key == .escape || banner.clearsOnKey {
        overlays.banner = nil
        effects.append(redraw())
      }
      let commands = interpreter.interpret(key)
      digitDeadline = interpreter.isWaiting ? now + KeyInterpreter.countTimeoutMilliseconds : nil
      effects += perform(commands, at: now)
    case (.slides, .mouse(let mouse)):
      effects += handleMouse(mouse, at: now)
    default:
      break
    }
    return effects
  }

  mutating func perform(_ commands: [PresenterCommand], at now: Int) -> [PresenterEffect] {
    var effects: [PresenterEffect] = []
    for command in commands {
      switch command {
      case .next: effects += navigate(navigation.pager.next(), at: now)
      case .previous: effects += navigate(navigation.pager.previous(), at: now)
      case .nextSection: effects += navigate(navigation.pager.nextSection(), at: now)
      case .previousSection: effects += navigate(navigation.pager.previousSection(), at: now)
      case .first: effects += navigate(navigation.pager.first(), at: now)
      case .last: effects += navigate(navigation.pager.last(), at: now)
      case .selectSection(let n):
        effects += navigate(navigation.pager.selectSection(n - 1), at: now)
      case .goToSlide(let n): effects += go(to: String(n), at: now)
      case .openPrompt: effects.append(show(.prompt("")))
      case .help: effects.append(show(.help))
      case .overview:
        effects.append(
          show(.overview(OverviewOverlay(deck: deck, current: navigation.pager.position))))
      case .notes: effects.append(show(.notes))
      case .reload: effects += reload(at: now)
      case .quit: effects.append(.quit)
      }
    }
    return effects
  }

  private mutating func show(_ newMode: Mode) -> PresenterEffect {
    overlays.mode = newMode
    return redraw()
  }

  /// Goes to a slide reference (`12`, `2/3`); a bad one shows its error until the next key.
  mutating func go(to reference: String, at now: Int) -> [PresenterEffect] {
    let transition: Transition?
    do throws(SlideReferenceError) {
      transition = try navigation.pager.goTo(reference)
    } catch {
      overlays.banner = Banner(text: error.description, clearsOnKey: true)
      return [redraw()]
    }
    return navigate(transition, at: now)
  }

  private mutating func handleOverview(_ key: Key, _ overview: OverviewOverlay, at now: Int)
    -> [PresenterEffect]
  {
    var overview = overview
    switch key {
    case .escape, .character("o"), .character("q"): return [show(.slides)]
    case .down, .character("j"), .tab: overview.move(1)
    case .up, .character("k"), .backTab: overview.move(-1)
    case .pageDown: overview.move(10)
    case .pageUp: overview.move(-10)
    case .enter:
      overlays.mode = .slides
      let slide = navigation.pager.globalSlideIndex(of: overview.selectedPosition)
      guard let transition = navigation.pager.goToSlide(slide) else { return [redraw()] }
      return navigate(transition, at: now)
    default: return []
    }
    return [show(.overview(overview))]
  }

  private mutating func handlePrompt(_ key: Key, _ text: String, at now: Int) -> [PresenterEffect] {
    switch key {
    case .escape, .control("c"): return [show(.slides)]
    case .enter:
      overlays.mode = .slides
      guard !text.isEmpty else { return [redraw()] }
      overlays.banner = nil
      let effects = go(to: text, at: now)
      // A go-to that moves nowhere still closes the prompt on screen.
      return effects.isEmpty ? [redraw()] : effects
    case .backspace:
      return [show(text.isEmpty ? .slides : .prompt(String(text.dropLast())))]
    case .character(let c) where c.isASCII && (c.isNumber || c == "/" || c == " "):
      return [show(.prompt(text + String(c)))]
    default:
      return []
    }
  }
}
