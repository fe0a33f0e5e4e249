import SegueCore
import SegueRender

extension PresenterState {
  /// A click on a segment or a page dot goes there; the wheel pages.
  mutating func handleMouse(_ mouse: MouseEvent, at now: Int) -> [PresenterEffect] {
    switch mouse.kind {
    case .wheelDown: return navigate(pager.next(), at: now)
    case .wheelUp: return navigate(pager.previous(), at: now)
    case .press(button: 1):
      guard renderer.isPresentable(size) else { return [] }
      let section = deck.sections[pager.position.section]
      if let barRow = renderer.segmentBarRow(size: size), mouse.y == barRow,
        deck.sections.count > 1
      {
        let bar = SegmentBar(
          titles: deck.sections.map(\.title), selected: pager.position.section,
          theme: theme.segmentBar)
        if let index = bar.section(atColumn: mouse.x, width: size.width) {
          return navigate(pager.selectSection(index), at: now)
        }
      } else if let dotsRow = renderer.pageDotsRow(
        size: size, hidesFooter: section.slides[pager.position.page].layout.hidesFooter),
        mouse.y == dotsRow
      {
        let dots = PageDots(
          count: section.slides.count, active: pager.position.page, theme: theme.pageDots)
        if let page = dots.page(atColumn: mouse.x, width: size.width) {
          return navigate(pager.goToPage(page), at: now)
        }
      }
      return []
    default:
      return []
    }
  }
}

extension FrameRenderer {
  /// The row of the segment bar, if shown.
  func segmentBarRow(size: Size) -> Int? {
    switch theme.segmentBar.position {
    case .top: return 0
    case .bottom:
      return contentRows(size: size).upperBound + (theme.pageDots.position == .bottom ? 1 : 0)
    case .hidden: return nil
    }
  }

  /// The row of the page dots, if shown.
  func pageDotsRow(size: Size, hidesFooter: Bool) -> Int? {
    let rows = contentRows(size: size, hidesFooter: hidesFooter)
    switch theme.pageDots.position {
    case .top: return theme.segmentBar.position == .top ? 1 : 0
    case .bottom: return rows.upperBound
    case .hidden: return nil
    }
  }
}
