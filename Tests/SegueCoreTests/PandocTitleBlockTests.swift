import SegueCore
import Testing

/// pandoc's title block (`% Title`, `% Authors`, `% Date` at the very top) is the deck's
/// front matter, as pandoc and patat read it; mdp's `%title:` lines stay mdp's.
@Suite struct PandocTitleBlockTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var title: String?
    var authors: [String]
    var date: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "title, authors and date", text: "% Talk\n% Ada; Grace\n% 2026-12-01\n\n# A\n\nx\n",
      title: "Talk", authors: ["Ada", "Grace"], date: "2026-12-01"),
    Case(
      name: "a title alone", text: "% Only a title\n\n# A\n\nx\n", title: "Only a title",
      authors: [], date: nil),
    Case(
      name: "an empty author field before the date", text: "% T\n%\n% June\n\n# A\n\nx\n",
      title: "T", authors: [], date: "June"),
    Case(
      name: "continuation lines: the title goes on, each author line is an author",
      text: "% A long\n  title\n% Ada\n  Grace\n% May\n\n# A\n\nx\n", title: "A long title",
      authors: ["Ada", "Grace"], date: "May"),
    Case(
      name: "inline Markdown in the title is shown as text", text: "% *Big* ideas\n\n# A\n\nx\n",
      title: "Big ideas", authors: [], date: nil),
    Case(
      name: "mdp's %title: lines are not a pandoc block", text: "%title: Mdp\n%author: M\n\nx\n",
      title: "Mdp", authors: ["M"], date: nil),
  ]

  @Test(arguments: cases)
  func readsTheBlock(_ c: Case) throws {
    let load = DeckParser.parse(c.text, fileName: "deck.md")
    let deck = try #require(load.deck)
    #expect(deck.meta.title == c.title)
    #expect(deck.meta.authors == c.authors)
    #expect(deck.meta.date == c.date)
    #expect(load.diagnostics.allSatisfy { $0.severity != .error })
  }

  @Test func theBlockIsNotShownAndLinesKeepTheirNumbers() throws {
    let deck = try #require(
      DeckParser.parse("% Talk\n% Ada\n% May\n\n# First\n\nx\n", fileName: "deck.md").deck)
    let slides = deck.sections.flatMap(\.slides)
    // patat shows the title block in its header, not as a slide.
    #expect(slides.map(\.kind) == [.content])
    #expect(slides.first?.sourceLine == 5)
    #expect(!TreeDump.render(deck).contains("paragraph @1"))
  }
}
