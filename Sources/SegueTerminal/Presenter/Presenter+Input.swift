import SegueCore
import SegueRender

extension Presenter {
  /// One key or mouse event, in the current mode.
  func handle(_ event: InputEvent) {
    // A transition in progress ends now; the event then applies to where it was going.
    finishTransition()
    switch (mode, event) {
    case (.notes, .key(let key)):
      // The notes stay open while paging, so they follow the talk; Esc or N closes them.
      if key == .escape || key == .character("N") {
        mode = .slides
        redraw()
      } else {
        mode = .slides
        perform(interpreter.interpret(key))
        if mode == .slides {
          mode = .notes
          redraw()
        }
      }
    case (.help, .key(let key)):
      if key == .escape || key == .character("?") || key == .character("q") {
        mode = .slides
        redraw()
      }
    case (.overview(var overview), .key(let key)):
      handleOverview(key, &overview)
    case (.prompt(let text), .key(let key)):
      handlePrompt(key, text)
    case (.slides, .key(let key)):
      if banner != nil && (key == .escape || bannerClearsOnKey) {
        banner = nil
        bannerClearsOnKey = false
        redraw()
      }
      let commands = interpreter.interpret(key)
      digitDeadline = interpreter.isWaiting ? now() + KeyInterpreter.digitTimeoutMilliseconds : nil
      perform(commands)
    case (.slides, .mouse(let mouse)):
      handleMouse(mouse)
    default:
      break
    }
  }

  func perform(_ commands: [PresenterCommand]) {
    for command in commands {
      switch command {
      case .next: navigate(pager.next())
      case .previous: navigate(pager.previous())
      case .nextSection: navigate(pager.nextSection())
      case .previousSection: navigate(pager.previousSection())
      case .first: navigate(pager.first())
      case .last: navigate(pager.last())
      case .selectSection(let n): navigate(pager.selectSection(n - 1))
      case .goToSlide(let n): go(to: String(n))
      case .openPrompt:
        mode = .prompt("")
        redraw()
      case .help:
        mode = .help
        redraw()
      case .overview:
        mode = .overview(OverviewOverlay(deck: deck, current: pager.position))
        redraw()
      case .notes:
        mode = .notes
        redraw()
      case .reload: reload()
      case .quit: running = false
      }
    }
  }

  /// Whether slide changes animate now: allowed, and not turned off by the deck or theme.
  var animates: Bool {
    options.transitions && deck.meta.transition != "none"
      && options.theme.transition.style != .none
  }

  /// Applies a pager move: a transition when something changed and transitions are on.
  func navigate(_ transition: Transition?) {
    guard let transition else { return }
    anchor = pager.position
    let size = screen.size
    let target = compose(size: size)
    guard animates, let from = shown, from.layout.size == size, !target.layout.isTooSmall
    else {
      show(target)
      return
    }
    // Rows that are chrome in both frames show the new frame at once; the rest slide.
    let old = from.layout.slidingRows
    let new = target.layout.slidingRows
    let rows = min(old.lowerBound, new.lowerBound)..<max(old.upperBound, new.upperBound)
    transitionFrames = SlideTransition(
      from: from.canvas, to: target.canvas, direction: transition.direction, rows: rows
    )
    .frames()
    shown = target
    nextFrameAt = now()
    tick()
  }

  func go(to reference: String) {
    do {
      navigate(try pager.goTo(reference))
    } catch {
      banner = error.description
      bannerClearsOnKey = true
      redraw()
    }
  }

  private func handleOverview(_ key: Key, _ overview: inout OverviewOverlay) {
    switch key {
    case .escape, .character("o"), .character("q"):
      mode = .slides
      redraw()
    case .down, .character("j"), .tab:
      overview.move(1)
      mode = .overview(overview)
      redraw()
    case .up, .character("k"), .backTab:
      overview.move(-1)
      mode = .overview(overview)
      redraw()
    case .pageDown:
      overview.move(10)
      mode = .overview(overview)
      redraw()
    case .pageUp:
      overview.move(-10)
      mode = .overview(overview)
      redraw()
    case .enter:
      mode = .slides
      let target = overview.selectedPosition
      let slide = pager.globalSlideIndex(of: target)
      if let transition = pager.goToSlide(slide) {
        navigate(transition)
      } else {
        redraw()
      }
    default:
      break
    }
  }

  private func handlePrompt(_ key: Key, _ text: String) {
    switch key {
    case .escape, .control("c"):
      mode = .slides
      redraw()
    case .enter:
      mode = .slides
      if text.isEmpty {
        redraw()
      } else {
        banner = nil
        go(to: text)
        if banner == nil { redraw() }
      }
    case .backspace:
      mode = text.isEmpty ? .slides : .prompt(String(text.dropLast()))
      redraw()
    case .character(let c) where c.isASCII && (c.isNumber || c == "/" || c == " "):
      mode = .prompt(text + String(c))
      redraw()
    default:
      break
    }
  }

  private func handleMouse(_ mouse: MouseEvent) {
    switch mouse.kind {
    case .wheelDown: navigate(pager.next())
    case .wheelUp: navigate(pager.previous())
    case .press(button: 1):
      switch shown?.target(atX: mouse.x, y: mouse.y) {
      case .section(let index): navigate(pager.selectSection(index))
      case .page(let page): navigate(pager.goToPage(page))
      case nil: break
      }
    default:
      break
    }
  }
}
