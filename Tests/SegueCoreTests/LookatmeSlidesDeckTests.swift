import Testing

@testable import SegueCore

/// lookatme's and slides' decks read as their tools read them: front matter, footer content,
/// pauses, image heights and `file` blocks (docs/deck-format.md, "lookatme decks", "slides
/// decks").
@Suite struct LookatmeSlidesDeckTests {
  static let lookatme = """
    ---
    title: A Talk
    author: Ada
    date: 2019-12-04
    dialect: lookatme
    styles:
      title:
        fg: "#ff0000"
    extensions:
      - file_loader
    ---

    # First

    one

    <!-- stop -->

    two

    ---

    # Second

    ![10](chart.png)

    """

  static let slides = """
    ---
    theme: ./glamour.json
    author: Bob
    date: 2024-01-01
    paging: "Page %d of %d"
    dialect: slides
    ---

    # One

    ---

    # Two

    """

  func load(_ markdown: String) throws -> DeckLoad {
    let load = DeckParser.parse(markdown, fileName: "deck.md")
    #expect(load.errors == [])
    _ = try #require(load.deck)
    return load
  }

  func slide(_ deck: Deck, titled title: String) throws -> Slide {
    try #require(deck.sections.flatMap(\.slides).first { $0.titleText == title })
  }

  /// `styles:` and `extensions:` style lookatme itself: no warning, one note naming both.
  @Test func lookatmesFrontMatterIsReadWithOneNote() throws {
    let load = try load(Self.lookatme)
    #expect(load.warnings == [])
    let notes = load.diagnostics.filter { $0.severity == .note }
    #expect(notes.count == 1)
    #expect(notes.first?.message.contains("'styles'") == true)
    #expect(notes.first?.message.contains("'extensions'") == true)
    let meta = try #require(load.deck).meta
    #expect((meta.title, meta.authors, meta.date) == ("A Talk", ["Ada"], "2019-12-04"))
  }

  /// slides' `theme:` is a glamour style: not looked up as a Segue theme; `paging:` is read.
  @Test func slidesFrontMatterIsReadWithOneNote() throws {
    let load = try load(Self.slides)
    #expect(load.warnings == [])
    #expect(load.diagnostics.filter { $0.severity == .note }.count == 1)
    let meta = try #require(load.deck).meta
    #expect(meta.theme == nil)
    #expect(meta.paging == "Page %d of %d")
  }

  @Test(arguments: [
    ("%d / %d", "{slide} / {slides}"),
    ("Slide %d / %d", "Slide {slide} / {slides}"),
    ("page %d", "page {slide}"),
    ("%d%% of %d", "{slide}% of {slides}"),
    ("no counter", "no counter"),
    ("%d %d %d", "%d %d %d"),
  ])
  func slidesPagingFormatIsItsCounter(paging: String, template: String) {
    #expect(ToolChrome.counter(paging) == template)
  }

  @Test func eachToolsFooterIsTheDecksFooter() throws {
    let look = try #require(try load(Self.lookatme).deck).meta
    #expect(
      look.footer
        == DeckFooter(left: "{author}  {date}", center: "", right: "slide {slide} / {slides}"))
    #expect(look.showsTitleBar)
    let slides = try #require(try load(Self.slides).deck).meta
    #expect(
      slides.footer
        == DeckFooter(left: "{author} {date}", center: "", right: "Page {slide} of {slides}"))
    #expect(!slides.showsTitleBar)
    let patat = try #require(
      try load("---\ntitle: T\nauthor: Ada\ndialect: pandoc\n---\n\n# A\n\nx\n").deck
    ).meta
    #expect(patat.footer == DeckFooter(left: "{author}", center: "", right: "{slide} / {slides}"))
    #expect(patat.showsTitleBar)
  }

  /// patat's `slideNumber: false` leaves the counter out of its footer.
  @Test func patatsSlideNumberFalseHidesItsCounter() throws {
    let load = try load(
      "---\nauthor: Ada\ndialect: pandoc\npatat:\n  slideNumber: false\n---\n\nx\n")
    #expect(load.warnings == [])
    #expect(try #require(load.deck).meta.footer?.right == "")
  }

  /// A deck's own `footer:` is kept whatever its tool; a Segue deck keeps the theme's footer.
  @Test func aDecksOwnFooterWinsOverItsTools() throws {
    let own = try #require(
      try load("---\ndialect: slides\nfooter: mine\n---\n\n# A\n\nx\n").deck
    ).meta
    #expect(own.footer?.left == "mine")
    let segue = try #require(try load("---\ntitle: T\n---\n\n# A\n\nx\n").deck).meta
    #expect(segue.footer == nil)
    #expect(!segue.showsTitleBar)
  }

  @Test func stopIsAPauseInALookatmeDeck() throws {
    let deck = try #require(try load(Self.lookatme).deck)
    #expect(try slide(deck, titled: "First").steps == 2)
  }

  @Test func aNumericAltTextIsAHeightInRowsInALookatmeDeck() throws {
    let deck = try #require(try load(Self.lookatme).deck)
    let image = try #require(
      try slide(deck, titled: "Second").blocks.lazy.compactMap(\.kind.soleImage).first)
    #expect(image.heightRows == 10)
    #expect(image.alt == [])
    let segue = Self.lookatme.replacing("dialect: lookatme", with: "dialect: segue")
    let plain = try #require(try load(segue).deck)
    let alt = try #require(
      try slide(plain, titled: "Second").blocks.lazy.compactMap(\.kind.soleImage).first)
    #expect(alt.heightRows == nil)
    #expect(alt.alt == [Inline.text("10")])
  }

  /// lookatme's `lines:` is a Python slice: `end: null` (or none) shows the file to its end.
  @Test(arguments: [
    "path: a.py\nlines:\n  start: 1\n  end: null\n",
    "path: a.py\nlines:\n  start: 1\n  end:\n",
    "path: a.py\nlines: {start: 1, end: null}\n",
    "path: a.py\nlines: {start: 1}\n",
  ])
  func fileLoaderLinesWithoutAnEndShowTheRest(body: String) {
    let (file, problems) = CodeFile.parse(body: body)
    #expect(problems == [])
    #expect(file == CodeFile(path: "a.py", startLine: 2, endLine: nil))
  }

  @Test func fileLoaderFlowLinesWithAnEnd() {
    let (file, problems) = CodeFile.parse(
      body: "path: a.py\nlang: python\nlines: {start: 0, end: 3}")
    #expect(problems == [])
    #expect(file == CodeFile(path: "a.py", language: "python", startLine: 1, endLine: 3))
  }
}
