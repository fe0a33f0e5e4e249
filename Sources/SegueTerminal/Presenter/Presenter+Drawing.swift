import SegueCore
import SegueRender

extension Presenter {
  /// The frame for the current position, mode and banner at `size`.
  func compose(size: Size) -> Canvas {
    var canvas = renderer.render(deck, at: pager.position, size: size)
    guard renderer.isPresentable(size) else { return canvas }
    let theme = options.theme
    switch mode {
    case .slides: break
    case .help: HelpOverlay(bindings: KeyInterpreter.helpLines).draw(on: &canvas, theme: theme)
    case .notes:
      let slide = deck.sections[pager.position.section].slides[pager.position.page]
      NotesOverlay(notes: slide.notes).draw(on: &canvas, theme: theme)
    case .overview(let overview): overview.draw(on: &canvas, theme: theme)
    case .prompt(let text): PromptLine(text: ":" + text + "▏").draw(on: &canvas, theme: theme)
    }
    if let banner { ErrorBanner(message: banner).draw(on: &canvas, theme: theme) }
    return canvas
  }

  func redraw() {
    transitionFrames = []
    show(compose(size: screen.size))
  }

  func show(_ canvas: Canvas) {
    screen.draw(canvas)
    shown = canvas
  }

  /// Jumps a transition in progress to its last frame.
  func finishTransition() {
    guard let last = transitionFrames.last else { return }
    transitionFrames = []
    show(last)
  }
}

extension FrameRenderer {
  public func isPresentable(_ size: Size) -> Bool {
    size.width >= Self.minimumSize.width && size.height >= Self.minimumSize.height
  }

  /// The row of the segment bar, if shown.
  public func segmentBarRow(size: Size) -> Int? {
    switch theme.segmentBar.position {
    case .top: return 0
    case .bottom:
      return contentRows(size: size).upperBound + (theme.pageDots.position == .bottom ? 1 : 0)
    case .hidden: return nil
    }
  }

  /// The row of the page dots, if shown.
  public func pageDotsRow(size: Size, hidesFooter: Bool) -> Int? {
    let rows = contentRows(size: size, hidesFooter: hidesFooter)
    switch theme.pageDots.position {
    case .top: return theme.segmentBar.position == .top ? 1 : 0
    case .bottom: return rows.upperBound
    case .hidden: return nil
    }
  }
}
