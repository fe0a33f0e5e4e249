import SegueCore
import SegueRender

extension PresenterState {
  /// A click on a segment, a slide of the slide window or a page dot goes there; the wheel
  /// scrolls a long slide, or pages.
  mutating func handleMouse(_ mouse: MouseEvent, at now: Int) -> [PresenterEffect] {
    switch mouse.kind {
    case .wheelDown: return wheel(down: true, at: mouse, now: now)
    case .wheelUp: return wheel(down: false, at: mouse, now: now)
    case .press(button: 1):
      switch shown?.target(atX: mouse.x, y: mouse.y) {
      case .section(let index): return navigate(navigation.pager.selectSection(index), at: now)
      case .page(let page): return navigate(navigation.pager.goToPage(page), at: now)
      case .slide(let index): return navigate(navigation.pager.goToSlide(index), at: now)
      case nil: return []
      }
    default:
      return []
    }
  }
}
