import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// Clicks on a one-section deck's slide window (`segment_bar.single_section: slides`) and on
/// the progress line of compact page dots go where they point.
@Suite struct PresenterSlideWindowTests {
  /// A talk of one section: eight titled slides, the fifth untitled.
  static let markdown = (1...8).map { $0 == 5 ? "just a picture\n" : "# Topic \($0)\n\nx\n" }
    .joined(separator: "\n---\n\n")

  static let theme: Theme = {
    var theme = Theme.dark
    theme.segmentBar.singleSection = .slides
    return theme
  }()

  /// Where the shown frame draws `kind`: the middle cell of its target.
  func cell(of kind: HitTarget.Kind, in p: PresenterSession) throws -> (x: Int, y: Int) {
    let target = try #require(p.state.shown?.targets.first { $0.kind == kind })
    return (target.rect.x + target.rect.width / 2, target.rect.y)
  }

  func click(_ p: inout PresenterSession, _ at: (x: Int, y: Int)) {
    p.send(.input(.mouse(MouseEvent(kind: .press(button: 1), x: at.x, y: at.y))))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var from: Int
    var to: Int
    var testDescription: String { "slide \(from + 1) → \(to + 1)" }
  }

  @Test(arguments: [Case(from: 0, to: 1), Case(from: 3, to: 4), Case(from: 4, to: 2)])
  func aClickOnASlideOfTheWindowGoesThere(_ c: Case) throws {
    var p = PresenterSession(Self.markdown, size: Size(width: 80, height: 20), theme: Self.theme)
    for _ in 0..<c.from { p.key(.right) }
    #expect(p.position.page == c.from)
    click(&p, try cell(of: .slide(c.to), in: p))
    #expect(p.position == Position(section: 0, page: c.to, step: 0))
    // The window follows: the new slide is the selected one, and its label is on the bar.
    let bar = try #require(p.state.shown?.layout.bar)
    let label = c.to == 4 ? "5" : "Topic \(c.to + 1)"
    #expect(p.screen[bar.y].contains(label))
  }

  @Test func aClickOnTheProgressLineGoesToThatShareOfTheDeck() throws {
    var theme = Theme.dark
    theme.pageDots.maximumDots = 4
    var p = PresenterSession(Self.markdown, size: Size(width: 80, height: 20), theme: theme)
    let dots = try #require(p.state.shown?.layout.dots)
    // The last cell of the line is the last slide.
    click(&p, (dots.x + dots.width - 1, dots.y))
    #expect(p.position.page == 7)
    click(&p, (dots.x, dots.y))
    #expect(p.position.page == 0)
  }
}
