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
    if let focus = live.focus {
      if case .key(let key) = event { effects += typeIntoTerminal(key, focus: focus, at: now) }
      return effects
    }
    switch (overlays.mode, event) {
    case (_, .key(let key)):
      // A go-to error shows until the next key.
      if overlays.mode == .slides, let banner = overlays.banner, banner.clearsOnKey {
        overlays.banner = nil
        effects.append(redraw())
      }
      let command = keys.command(for: key, in: keyMode, at: now)
      effects += pauseAutoAdvance(for: command?.action)
      if let command {
        effects += perform(command, at: now)
      } else if case .search(let text) = overlays.mode, !keys.isWaiting {
        effects += performSearchPrompt(nil, key: key, text, at: now)
      }
    case (.slides, .mouse(let mouse)):
      effects += handleMouse(mouse, at: now)
    default:
      break
    }
    return effects
  }

  /// The key map of the mode shown.
  var keyMode: KeyMode {
    switch overlays.mode {
    case .slides: overlays.search == nil ? .slides : .found
    case .help: .help
    case .notes: .notes
    case .overview: .overview
    case .prompt: .prompt
    case .search: .search
    }
  }

  /// Carries out a key's command in the current mode.
  mutating func perform(_ command: Command, at now: Int) -> [PresenterEffect] {
    switch overlays.mode {
    case .slides: return perform(command.action, count: command.count, at: now)
    case .help: return command.action == .close ? [show(.slides)] : []
    case .notes:
      if command.action == .close { return [show(.slides)] }
      // The notes stay open while paging, so they follow the talk.
      overlays.mode = .slides
      var effects = perform(command.action, count: command.count, at: now)
      if overlays.mode == .slides {
        overlays.mode = .notes
        effects.append(redraw())
      }
      return effects
    case .overview(let overview): return performOverview(command.action, overview, at: now)
    case .prompt(let text): return performPrompt(command, text, at: now)
    case .search(let text): return performSearchPrompt(command, key: command.key, text, at: now)
    }
  }

  /// An action on the slides (a key's, or a speaker view's sent over the channel).
  mutating func perform(_ action: Action, count: Int?, at now: Int) -> [PresenterEffect] {
    switch action {
    case .next: return next(at: now)
    case .previous: return previous(at: now)
    case .nextSection: return navigate(navigation.pager.nextSection(), at: now)
    case .previousSection: return navigate(navigation.pager.previousSection(), at: now)
    case .first: return navigate(navigation.pager.first(), at: now)
    case .last: return navigate(navigation.pager.last(), at: now)
    case .selectSection:
      guard let count else { return [] }
      return selectSection(count, at: now)
    case .goToSlide:
      guard let count else { return [] }
      return go(to: String(count), at: now)
    case .openPrompt: return [show(.prompt(""))]
    case .help: return [show(.help)]
    case .overview:
      return [show(.overview(OverviewOverlay(deck: deck, current: navigation.pager.position)))]
    case .notes: return [show(.notes)]
    case .reload:
      session.retryDiagrams()
      return reload(at: now)
    case .quit: return [.quit]
    case .runSnippet: return runSnippet()
    case .focusTerminal: return focusTerminal()
    case .close:
      guard overlays.banner != nil else { return [] }
      overlays.banner = nil
      return [redraw()]
    case .search: return [show(.search(""))]
    case .nextMatch: return moveMatch(by: 1, at: now)
    case .previousMatch: return moveMatch(by: -1, at: now)
    case .clearSearch: return clearSearch()
    case .scrollDown: return scroll(by: scrollStep, at: now)
    case .scrollUp: return scroll(by: -scrollStep, at: now)
    case .toggleAutoAdvance: return toggleAutoAdvance(at: now)
    case .selectNext, .selectPrevious, .selectNextPage, .selectPreviousPage, .jump, .type,
      .erase, .submit, .scrollNotesDown, .scrollNotesUp, .restartTimer:
      return []
    }
  }

  mutating func show(_ newMode: Mode) -> PresenterEffect {
    overlays.mode = newMode
    return redraw()
  }

  /// Goes to section `number` (1-based); one past the last says how many there are until the
  /// next key, as a bad go-to does: a digit that does nothing reads as a key not heard.
  private mutating func selectSection(_ number: Int, at now: Int) -> [PresenterEffect] {
    let sections = deck.sections.count
    guard number > sections else {
      return navigate(navigation.pager.selectSection(number - 1), at: now)
    }
    let text = sections == 1 ? "there is only 1 section" : "there are only \(sections) sections"
    overlays.banner = Banner(text: text, clearsOnKey: true)
    return [redraw()]
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

  private mutating func performOverview(
    _ action: Action, _ overview: OverviewOverlay, at now: Int
  ) -> [PresenterEffect] {
    var overview = overview
    switch action {
    case .close: return [show(.slides)]
    case .selectNext: overview.move(1)
    case .selectPrevious: overview.move(-1)
    case .selectNextPage: overview.move(10)
    case .selectPreviousPage: overview.move(-10)
    case .jump:
      overlays.mode = .slides
      let slide = navigation.pager.globalSlideIndex(of: overview.selectedPosition)
      guard let transition = navigation.pager.goToSlide(slide) else { return [redraw()] }
      return navigate(transition, at: now)
    default: return []
    }
    return [show(.overview(overview))]
  }

  private mutating func performPrompt(_ command: Command, _ text: String, at now: Int)
    -> [PresenterEffect]
  {
    switch command.action {
    case .close: return [show(.slides)]
    case .submit:
      overlays.mode = .slides
      guard !text.isEmpty else { return [redraw()] }
      overlays.banner = nil
      let effects = go(to: text, at: now)
      // A go-to that moves nowhere still closes the prompt on screen.
      return effects.isEmpty ? [redraw()] : effects
    case .erase:
      return [show(text.isEmpty ? .slides : .prompt(String(text.dropLast())))]
    case .type:
      guard case .character(let c) = command.key else { return [] }
      return [show(.prompt(text + String(c)))]
    default:
      return []
    }
  }
}
