import SegueCore
import Testing

@testable import SegueRender

/// The slide window alone, on a one-row canvas: which neighbours fit, and the markers.
@Suite struct SlideWindowTests {
  static let theme: SegmentBarTheme = {
    var theme = Theme.dark.segmentBar
    theme.separator = "|"
    return theme
  }()

  static func entries(_ labels: [String]) -> [SlideWindow.Entry] {
    labels.enumerated().map { SlideWindow.Entry(slide: $0.offset, label: $0.element) }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var labels: [String]
    var selected: Int
    var width: Int
    var line: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "all fit, centred", labels: ["A", "Bee", "C"], selected: 1, width: 20,
      line: "    A | Bee | C"),
    // Segments are a title and a space each side, with `|` between them.
    Case(
      name: "the first slide has only right neighbours", labels: (1...9).map { "S\($0)" },
      selected: 0, width: 20, line: "    S1 | S2 | S3   ›"),
    Case(
      name: "the middle one is centred between hidden slides", labels: (1...9).map { "S\($0)" },
      selected: 4, width: 20, line: "‹   S4 | S5 | S6   ›"),
    Case(
      name: "neighbours are cut to a third of the bar",
      labels: ["An extremely long neighbour title", "Now", "Next"], selected: 1, width: 32,
      line: "     An extr… | Now | Next"),
    Case(
      name: "a current title wider than the bar is cut", labels: ["A", "B long title here", "C"],
      selected: 1, width: 12, line: "‹ B long … ›"),
  ]

  @Test(arguments: cases)
  func window(_ c: Case) {
    var canvas = Canvas(width: c.width, height: 1)
    SlideWindow(entries: Self.entries(c.labels), selected: c.selected, theme: Self.theme).draw(
      into: &canvas, x: 0, y: 0, width: c.width)
    #expect(canvas.lines()[0] == c.line)
  }

  @Test func skippedSlidesAreLeftOutButTheCurrentOneStays() throws {
    let markdown = """
      # One

      a

      ---

      # Hidden

      <!-- skip_slide -->

      ---

      # Three

      c
      """
    let deck = try #require(DeckParser.parse(markdown, fileName: "d.md").deck)
    let window = SlideWindow(
      deck: deck, position: Position(section: 0, page: 2), theme: Self.theme, width: 80)
    #expect(window.entries.map(\.label) == ["One", "Three"])
    #expect(window.entries.map(\.slide) == [0, 2])
    #expect(window.selected == 1)
  }

  /// A frame reads only the slides that could show around the current one, whatever the
  /// section's size (export of a one-section deck in `slides` mode stays linear).
  @Test func onlyTheSlidesThatCouldShowAreRead() throws {
    let markdown = (1...500).map { "## S\($0)\n\nx\n" }.joined(separator: "\n")
    let deck = try #require(DeckParser.parse(markdown, fileName: "d.md").deck)
    let window = SlideWindow(
      deck: deck, position: Position(section: 0, page: 250), theme: Self.theme, width: 40)
    #expect(window.entries.count == 81)
    #expect(window.entries[window.selected].label == "S251")
    var canvas = Canvas(width: 40, height: 1)
    let drawn = window.draw(into: &canvas, x: 0, y: 0, width: 40)
    #expect(drawn.contains { $0.kind == .slide(250) })
    #expect(
      canvas.lines()[0].hasPrefix("‹") || canvas.lines()[0].hasPrefix(Self.theme.overflowLeft))
  }
}
