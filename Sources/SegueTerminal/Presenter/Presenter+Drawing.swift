import SegueCore
import SegueRender

extension Presenter {
  /// The frame for the current position, mode and banner at `size`.
  func compose(size: Size) -> Frame {
    var frame = renderer.render(deck, at: pager.position, size: size)
    guard !frame.layout.isTooSmall else { return frame }
    overlay(on: &frame.canvas)
    return frame
  }

  private func overlay(on canvas: inout Canvas) {
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
  }

  func redraw() {
    transitionFrames = []
    show(compose(size: screen.size))
  }

  func show(_ frame: Frame) {
    screen.draw(frame.canvas)
    shown = frame
  }

  func show(_ canvas: Canvas) {
    screen.draw(canvas)
    shown?.canvas = canvas
  }

  /// Jumps a transition in progress to its last frame.
  func finishTransition() {
    guard let last = transitionFrames.last else { return }
    transitionFrames = []
    show(last)
  }
}
