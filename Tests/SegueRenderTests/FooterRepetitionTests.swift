import SegueCore
import Testing

@testable import SegueRender

/// The footer says what the rest of the frame does not: a one-section deck's `{section}` is
/// empty (it is the deck's title), and so are its `{section_number}` and `{sections}`; the
/// intro's own lines are left out on the intro; a separator next to a variable that came out
/// empty goes with it.
@Suite struct FooterRepetitionTests {
  static let oneSection = """
    ---
    title: Talk
    sub_title: On things
    author: Ada
    date: 2026-12-01
    ---

    # First

    a

    ---

    # Second

    b
    """

  static let twoSections = "# Part A\n\n## a\n\nx\n\n# Part B\n\n## b\n\ny\n"

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var template: String
    var deck: String
    var page: Int
    var section = 0
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "one section: {section} is empty, its separator goes",
      template: "{section} · {slide}/{slides}", deck: oneSection, page: 1, expected: "2/3"),
    Case(
      name: "one section: a separator between two values stays once",
      template: "{title} · {section} · {slide}", deck: oneSection, page: 2,
      expected: "Talk · 3"),
    Case(
      name: "one section: a trailing separator goes", template: "{slide} | {section}",
      deck: oneSection, page: 1, expected: "2"),
    Case(
      name: "presenterm's `{author} @ {event}` with neither", template: "{author} @ {event}",
      deck: "# A\n\nx\n", page: 0, expected: ""),
    Case(
      name: "words next to an empty variable stay", template: "part {section}", deck: oneSection,
      page: 1, expected: "part"),
    Case(
      name: "several sections: {section} is the section's title",
      template: "{section} · {slide}/{slides}", deck: twoSections, page: 0, section: 1,
      expected: "Part B · 3/4"),
    Case(
      name: "one section: no section numbers, and the slash between them goes",
      template: "{section_number}/{sections} · {slide}/{slides}", deck: oneSection, page: 1,
      expected: "2/3"),
    Case(
      name: "several sections: section numbers", template: "{section_number}/{sections}",
      deck: twoSections, page: 0, section: 1, expected: "2/2"),
  ]

  @Test(arguments: cases)
  func expansion(_ c: Case) throws {
    let deck = try #require(DeckParser.parse(c.deck, fileName: "d.md").deck)
    let values = FooterTemplate.values(
      deck: deck, position: Position(section: c.section, page: c.page))
    #expect(FooterTemplate.expand(c.template, values: values) == c.expected)
  }

  @Test func theIntroLeavesOutWhatItShows() throws {
    let deck = try #require(DeckParser.parse(Self.oneSection, fileName: "d.md").deck)
    var theme = Theme.dark
    theme.footer.left = "{title} · {sub_title} · {author} · {date} · {slide_title}"
    theme.footer.right = "{slide}/{slides}"
    let renderer = FrameRenderer(theme: theme)
    let size = Size(width: 60, height: 16)
    let intro = renderer.render(deck, at: Position(section: 0, page: 0), size: size)
    let introFooter = intro.canvas.lines()[try #require(intro.layout.footer).y]
    #expect(introFooter.trimmingCharacters(in: .whitespaces) == "1/3")
    let slide = renderer.render(deck, at: Position(section: 0, page: 1), size: size)
    let slideFooter = slide.canvas.lines()[try #require(slide.layout.footer).y]
    #expect(slideFooter.contains("Talk · On things · Ada · 2026-12-01 · First"))
  }

  @Test func theIntroOfADeckOfSectionsLeavesOutTheSectionNamedByTheTitle() throws {
    let markdown = "---\ntitle: Talk\n---\n\nopening words\n\n# Part\n\n## a\n\nx\n"
    let deck = try #require(DeckParser.parse(markdown, fileName: "d.md").deck)
    #expect(deck.sections.map(\.title) == ["Talk", "Part"])
    let intro = FrameRenderer(theme: .dark).render(
      deck, at: Position(section: 0, page: 0), size: Size(width: 60, height: 16))
    let footer = intro.canvas.lines()[try #require(intro.layout.footer).y]
    #expect(footer.trimmingCharacters(in: .whitespaces) == "1/4")
  }

  /// slides' and presenterm's decks often have no title: the first slide's heading names them.
  @Test func theSlideThatNamesAnUntitledDeckLeavesTheTitleOut() throws {
    let markdown = "# Welcome to Slides\n\nhello\n\n---\n\n# Next\n\nmore\n"
    let deck = try #require(DeckParser.parse(markdown, fileName: "d.md").deck)
    let renderer = FrameRenderer(theme: .dark)
    let size = Size(width: 60, height: 16)
    let first = renderer.render(deck, at: Position(section: 0, page: 0), size: size)
    let firstFooter = first.canvas.lines()[try #require(first.layout.footer).y]
    #expect(firstFooter.trimmingCharacters(in: .whitespaces) == "1/2")
    let next = renderer.render(deck, at: Position(section: 0, page: 1), size: size)
    #expect(next.canvas.lines()[try #require(next.layout.footer).y].contains("Welcome to Slides"))
  }

  @Test func aTitleBarTakesTheTitleOutOfTheFooter() throws {
    let deck = try #require(DeckParser.parse(Self.oneSection, fileName: "d.md").deck)
    var theme = Theme.dark
    theme.segmentBar.singleSection = .title
    let frame = FrameRenderer(theme: theme).render(
      deck, at: Position(section: 0, page: 1), size: Size(width: 60, height: 16))
    let lines = frame.canvas.lines()
    #expect(lines[try #require(frame.layout.bar).y].contains("Talk"))
    #expect(!lines[try #require(frame.layout.footer).y].contains("Talk"))
  }
}
