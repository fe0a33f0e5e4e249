import SegueCore
import Testing

@testable import SegueRender

/// The page dots' compact forms: when they apply, what they draw, and where a click on the
/// progress line goes.
@Suite struct CompactDotsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var compact: PageDotsTheme.CompactDots
    var count: Int
    var active: Int
    var width: Int
    var line: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "up to max_dots every dot shows", compact: .counter, count: 20, active: 6, width: 60,
      line: "          ○ ○ ○ ○ ○ ○ ● ○ ○ ○ ○ ○ ○ ○ ○ ○ ○ ○ ○ ○"),
    Case(
      name: "more than max_dots: a counter", compact: .counter, count: 69, active: 6, width: 60,
      line: "                           7 / 69"),
    Case(
      name: "more than max_dots: a progress line", compact: .progress, count: 4 * 10, active: 9,
      width: 20, line: "━━━━━───────────────"),
    Case(
      name: "the last slide fills the line", compact: .progress, count: 69, active: 68,
      width: 10, line: "━━━━━━━━━━"),
    Case(
      name: "the first slide fills a cell", compact: .progress, count: 69, active: 0, width: 10,
      line: "━─────────"),
    Case(
      name: "the window form is today's", compact: .window, count: 30, active: 0, width: 20,
      line: " ●○○○○○○○○○○○○› 1/30"),
    Case(
      name: "the window holds at most max_dots", compact: .window, count: 30, active: 29,
      width: 60, line: "                ‹○○○○○○○○○○○○○○○○○○○● 30/30"),
    Case(
      name: "fewer dots than max_dots that do not fit the row are compact too",
      compact: .counter, count: 12, active: 11, width: 10, line: " 12 / 12"),
  ]

  static func dots(_ c: Case) -> PageDots {
    var theme = Theme.dark.pageDots
    theme.compact = c.compact
    return PageDots(count: c.count, active: c.active, theme: theme)
  }

  @Test(arguments: cases)
  func form(_ c: Case) {
    var canvas = Canvas(width: c.width, height: 1)
    Self.dots(c).draw(into: &canvas, x: 0, y: 0, width: c.width)
    #expect(canvas.lines()[0] == c.line)
  }

  @Test func theDefaultIsAProgressLineAfterTwentyDots() {
    #expect(Theme.dark.pageDots.compact == .progress)
    #expect(Theme.dark.pageDots.maximumDots == 20)
  }

  /// Every cell of the line goes to a page; after the click, that cell is filled.
  @Test(arguments: [(69, 72), (21, 72), (72, 72), (100, 40)])
  func aClickOnTheProgressLineGoesToThatShare(_ count: Int, _ width: Int) {
    var theme = Theme.dark.pageDots
    theme.compact = .progress
    var canvas = Canvas(width: width, height: 1)
    let targets = PageDots(count: count, active: 0, theme: theme).draw(
      into: &canvas, x: 0, y: 0, width: width)
    let frame = Frame(
      canvas: canvas, layout: FrameLayout(theme: .dark, size: Size(width: width, height: 1)),
      targets: targets)
    var pages: [Int] = []
    for x in 0..<width {
      guard case .page(let page) = frame.target(atX: x, y: 0) else {
        Issue.record("cell \(x) selects nothing")
        return
      }
      pages.append(page)
      var after = Canvas(width: width, height: 1)
      PageDots(count: count, active: page, theme: theme).draw(
        into: &after, x: 0, y: 0, width: width)
      #expect(after[x: x, y: 0].grapheme == theme.progressFilled, "cell \(x) → page \(page)")
    }
    #expect(pages.first == 0 && pages.last == count - 1 || count > width)
    #expect(pages == pages.sorted())
  }

  @Test func theCounterSelectsNothing() {
    var theme = Theme.dark.pageDots
    theme.compact = .counter
    var canvas = Canvas(width: 40, height: 1)
    #expect(
      PageDots(count: 50, active: 3, theme: theme).draw(
        into: &canvas, x: 0, y: 0, width: 40
      ).isEmpty)
  }
}
