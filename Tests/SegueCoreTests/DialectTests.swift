import SegueCore
import Testing

/// Which tool a deck was written for, from its markers or its front matter (docs/deck-format.md,
/// "Dialects").
@Suite struct DialectTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var dialect: Dialect
    var source: DialectSource
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "plain Markdown is Segue's own", markdown: "# A\n\ntext\n\n---\n\nmore\n",
      dialect: .segue, source: .none),
    Case(
      name: "mdp's %title: header", markdown: "%title: Talk\n%author: me\n\n# A\n",
      dialect: .mdp, source: .marker(line: 1, text: "%title: Talk")),
    Case(
      name: "mdp's ^ pause line", markdown: "# A\n\none\n^\ntwo\n",
      dialect: .mdp, source: .marker(line: 4, text: "^")),
    Case(
      name: "a marker behind Unicode white space", markdown: "# A\n\none\n\u{3000}^\ntwo\n",
      dialect: .mdp, source: .marker(line: 4, text: "\u{3000}^")),
    Case(
      name: "mdp's <BR> in capitals, indented", markdown: "# A\n\none\n  <BR>\ntwo\n",
      dialect: .mdp, source: .marker(line: 4, text: "  <BR>")),
    Case(
      name: "mdp's centred line", markdown: "intro\n\n-> centred <-\n",
      dialect: .mdp, source: .marker(line: 3, text: "-> centred <-")),
    Case(
      name: "pandoc's % Title block", markdown: "% A talk\n% Jane\n\n# A\n",
      dialect: .pandoc, source: .marker(line: 1, text: "% A talk")),
    Case(
      name: "pandoc's fenced div", markdown: "# A\n\n::: notes\nsecret\n:::\n",
      dialect: .pandoc, source: .marker(line: 3, text: "::: notes")),
    Case(
      name: "pandoc's . . . pause", markdown: "# A\n\none\n\n. . .\n\ntwo\n",
      dialect: .pandoc, source: .marker(line: 5, text: ". . .")),
    Case(
      name: "patat settings in front matter",
      markdown: "---\ntitle: T\npatat:\n  wrap: true\n---\n\n# A\n",
      dialect: .pandoc, source: .marker(line: 3, text: "patat:")),
    Case(
      name: "presenterm's end_slide", markdown: "# A\n\n<!-- end_slide -->\n\n# B\n",
      dialect: .presenterm, source: .marker(line: 3, text: "<!-- end_slide -->")),
    Case(
      name: "a presenterm-only directive", markdown: "# A\n\n<!-- font_size: 2 -->\n",
      dialect: .presenterm, source: .marker(line: 3, text: "<!-- font_size: 2 -->")),
    Case(
      name: "directives Segue shares with presenterm decide nothing",
      markdown: "# A\n\none\n\n<!-- pause -->\n\ntwo\n", dialect: .segue, source: .none),
    Case(
      name: "the first strong marker in file order wins",
      markdown: "# A\n\n-> x <-\n\n<!-- end_slide -->\n",
      dialect: .mdp, source: .marker(line: 3, text: "-> x <-")),
    Case(
      name: "a <br> line is mdp only when nothing stronger is found",
      markdown: "# A\n\none\n\n<br>\n\ntwo\n\n<!-- end_slide -->\n",
      dialect: .presenterm, source: .marker(line: 9, text: "<!-- end_slide -->")),
    Case(
      name: "a <br> line alone makes an mdp deck", markdown: "one\n<br>\ntwo\n",
      dialect: .mdp, source: .marker(line: 2, text: "<br>")),
    Case(
      name: "an indented <br> inside a list item is no mdp marker",
      markdown: "# A\n\n- one\n  <br>\n  more\n- two\n\n1. three\n   <br>\n",
      dialect: .segue, source: .none),
    Case(
      name: "a <br> after a list item in the first column is still mdp's pause",
      markdown: "* one\n<br>\n* two\n  <br>\n", dialect: .mdp,
      source: .marker(line: 2, text: "<br>")),
    Case(
      name: "an indented <br> after a list has ended is mdp's again",
      markdown: "- one\n  <br>\n\npara\n  <br>\n", dialect: .mdp,
      source: .marker(line: 5, text: "  <br>")),
    Case(
      name: "markers inside fenced code are examples, not markers",
      markdown: "# A\n\n```\n^\n-> x <-\n::: notes\n```\n", dialect: .segue, source: .none),
    Case(
      name: "lookatme's styles: key",
      markdown: "---\ntitle: T\nstyles:\n  style: monokai\n---\n\n# A\n",
      dialect: .lookatme, source: .marker(line: 3, text: "styles:")),
    Case(
      name: "lookatme's extensions: key",
      markdown: "---\ntitle: T\nextensions:\n  - terminal\n---\n\n# A\n",
      dialect: .lookatme, source: .marker(line: 3, text: "extensions:")),
    Case(
      name: "lookatme's <!-- stop --> pause in a deck split at ---",
      markdown: "# A\n\none\n\n<!-- stop -->\n\ntwo\n\n---\n\n# B\n",
      dialect: .lookatme, source: .marker(line: 5, text: "<!-- stop -->")),
    Case(
      name: "<!-- stop --> in a deck of headings is Segue's own pause",
      markdown: "# Part\n\n## A\n\none\n\n<!-- stop -->\n\ntwo\n\n## B\n\nx\n",
      dialect: .segue, source: .none),
    Case(
      name: "slides' paging: key", markdown: "---\nauthor: G\npaging: \"%d / %d\"\n---\n\n# A\n",
      dialect: .slides, source: .marker(line: 3, text: "paging: \"%d / %d\"")),
    Case(
      name: "slides' theme: a glamour style no other tool has",
      markdown: "---\ntheme: ascii\n---\n\n# A\n\n---\n\n# B\n",
      dialect: .slides, source: .marker(line: 2, text: "theme: ascii")),
    Case(
      name: "slides' theme: a glamour JSON style",
      markdown: "---\ntheme: \"./styles/theme.json\"\n---\n\n# A\n",
      dialect: .slides, source: .marker(line: 2, text: "theme: \"./styles/theme.json\"")),
    Case(
      name: "front matter closed by pandoc's ...",
      markdown: "---\ntitle: Haskell in Production\nauthor: Jasper\n...\n\n# Intro\n",
      dialect: .pandoc, source: .marker(line: 4, text: "...")),
    Case(
      name: "theme: dark is Segue's name too and decides nothing",
      markdown: "---\ntheme: dark\n---\n\n# A\n", dialect: .segue, source: .none),
    Case(
      name: "a ~~~ fence with key=value attributes is ordinary code",
      markdown: "# A\n\n~~~js title=\"app.js\"\nlet x = 1\n~~~\n", dialect: .segue, source: .none),
    Case(
      name: "slides' ~~~command pre-processing block",
      markdown: "# A\n\n~~~xargs cat\nexamples/import.md\n~~~\n",
      dialect: .slides, source: .marker(line: 3, text: "~~~xargs cat")),
    Case(
      name: "a tilde fence with a language or attributes is no slides marker",
      markdown: "# A\n\n~~~python\nx\n~~~\n\n~~~rust +exec\ny\n~~~\n", dialect: .segue,
      source: .none),
    Case(
      name: "presenterm's options: key",
      markdown: "---\noptions:\n  end_slide_shorthand: true\n---\n\n# A\n",
      dialect: .presenterm, source: .marker(line: 2, text: "options:")),
    Case(
      name: "a front-matter key read after a blank line below the opening ---",
      markdown: "---\n\ntitle: T\nstyles:\n  style: monokai\n---\n\n# A\n",
      dialect: .lookatme, source: .marker(line: 4, text: "styles:")),
    Case(
      name: "front matter dialect: lookatme", markdown: "---\ndialect: lookatme\n---\n\n-> x <-\n",
      dialect: .lookatme, source: .frontMatter(line: 2)),
    Case(
      name: "front matter dialect: slides", markdown: "---\ndialect: slides\n---\n\n^\n",
      dialect: .slides, source: .frontMatter(line: 2)),
    Case(
      name: "front matter dialect: overrides the markers",
      markdown: "---\ndialect: pandoc\n---\n\n-> x <-\n",
      dialect: .pandoc, source: .frontMatter(line: 2)),
    Case(
      name: "front matter dialect: segue turns an mdp-looking deck back",
      markdown: "---\ndialect: segue\n---\n\none\n^\ntwo\n",
      dialect: .segue, source: .frontMatter(line: 2)),
  ]

  @Test(arguments: cases)
  func detects(_ test: Case) throws {
    let deck = try #require(DeckParser.parse(test.markdown).deck)
    #expect(deck.structure.dialect == test.dialect)
    #expect(deck.structure.dialectSource == test.source)
  }

  @Test func anUnknownDialectIsAnErrorNamingTheChoices() {
    let load = DeckParser.parse("---\ndialect: marp\n---\n\n# A\n")
    #expect(load.deck == nil)
    #expect(
      load.errors.map(\.message) == [
        "'dialect' must be segue or mdp or pandoc or presenterm or lookatme or slides"
      ])
    #expect(load.errors.first?.location?.line == 2)
  }

  @Test func theDumpHeaderNamesTheDialectAndItsLine() throws {
    let mdp = try #require(DeckParser.parse("%title: T\n\ntext\n").deck)
    #expect(TreeDump.render(mdp).hasPrefix("deck title=\"T\" footer="))
    #expect(TreeDump.render(mdp).contains(" dialect=mdp@1\n"))
    let plain = try #require(DeckParser.parse("# A\n\ntext\n").deck)
    #expect(TreeDump.render(plain).hasPrefix("deck\n"))
  }

  @Test func dialectIsAKnownKey() {
    let load = DeckParser.parse("---\ndialect: mdp\n---\n\n# A\n")
    #expect(load.warnings.isEmpty)
  }
}
