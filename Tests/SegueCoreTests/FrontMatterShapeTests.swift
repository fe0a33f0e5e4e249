import SegueCore
import Testing

/// Front matter in the shapes pandoc (and patat, and presenterm) decks write it: never a
/// reason to refuse the deck; a shape Segue does not use is a warning at its position.
@Suite struct FrontMatterShapeTests {
  struct AuthorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var yaml: String
    var authors: [String]
    var testDescription: String { name }
  }

  static let authorCases: [AuthorCase] = [
    AuthorCase(name: "a string", yaml: "author: Jane Doe", authors: ["Jane Doe"]),
    AuthorCase(name: "a flow list", yaml: "author: [Ada, Grace]", authors: ["Ada", "Grace"]),
    AuthorCase(
      name: "a block list of strings", yaml: "author:\n  - Ada Lovelace\n  - Grace Hopper",
      authors: ["Ada Lovelace", "Grace Hopper"]),
    AuthorCase(
      name: "a list of mappings with name and desc",
      yaml:
        "author:\n  - name: Ada Lovelace\n    desc: Analytical Engines Ltd\n  - name: Grace Hopper\n    affiliation: US Navy",
      authors: ["Ada Lovelace", "Grace Hopper"]),
    AuthorCase(
      name: "one mapping with a name", yaml: "author:\n  name: Ada\n  email: ada@example.org",
      authors: ["Ada"]),
    AuthorCase(name: "authors as one string", yaml: "authors: Ada", authors: ["Ada"]),
    AuthorCase(
      name: "inline Markdown in a name", yaml: "author: Jane *Doe*", authors: ["Jane Doe"]),
    AuthorCase(name: "an empty author", yaml: "author:", authors: []),
  ]

  @Test(arguments: authorCases)
  func authors(_ c: AuthorCase) throws {
    let load = DeckParser.parse("---\n\(c.yaml)\n---\n\ntext\n", fileName: "deck.md")
    #expect(load.diagnostics.isEmpty, "\(load.diagnostics)")
    #expect(try #require(load.deck).meta.authors == c.authors)
  }

  struct TitleCase: CustomTestStringConvertible, Sendable {
    var name: String
    var yaml: String
    var plain: String
    var inlines: [Inline]
    var testDescription: String { name }
  }

  static let titleCases: [TitleCase] = [
    TitleCase(
      name: "emphasis", yaml: "title: \"*Big* ideas\"", plain: "Big ideas",
      inlines: [.emphasis([.text("Big")]), .text(" ideas")]),
    TitleCase(
      name: "presenterm's underscores", yaml: "title: Introducing _presenterm_",
      plain: "Introducing presenterm",
      inlines: [.text("Introducing "), .emphasis([.text("presenterm")])]),
    TitleCase(
      name: "strong and code", yaml: "title: '**Fast** `grep`'", plain: "Fast grep",
      inlines: [.strong([.text("Fast")]), .text(" "), .code("grep")]),
    TitleCase(
      name: "inline HTML is read as on a slide: a span keeps its text and its class",
      yaml: "title: 'a <span class=\"x\">red</span> word'", plain: "a red word",
      inlines: [
        .text("a "),
        .styled(
          StyledText(foreground: nil, background: nil, classes: ["x"], content: [.text("red")])),
        .text(" word"),
      ]),
    TitleCase(
      name: "text without marks stays as written", yaml: "title: 1. Intro",
      plain: "1. Intro", inlines: [.text("1. Intro")]),
    TitleCase(
      name: "a lone ampersand", yaml: "title: Rust & Swift", plain: "Rust & Swift",
      inlines: [.text("Rust & Swift")]),
  ]

  @Test(arguments: titleCases)
  func titles(_ c: TitleCase) throws {
    let meta = try load("---\n\(c.yaml)\n---\n\ntext\n").meta
    #expect(meta.title == c.plain)
    #expect(meta.titleInlines == c.inlines)
  }

  @Test func subtitleMarkdown() throws {
    let meta = try load("---\nsubtitle: \"**Segue** in _practice_\"\n---\n\ntext\n").meta
    #expect(meta.subTitle == "Segue in practice")
    #expect(meta.subTitleInlines.count == 3)
  }

  @Test(arguments: [
    ("date: 2019-11-19", "2019-11-19"),
    ("date: May 22, 2022", "May 22, 2022"),
    ("date: '2026-12-01'", "2026-12-01"),
  ])
  func dates(yaml: String, date: String) throws {
    #expect(try load("---\n\(yaml)\n---\n\ntext\n").meta.date == date)
  }

  @Test func theIntroSlideShowsThePlainTitle() throws {
    let deck = try load("---\ntitle: \"*Big* ideas\"\n---\n\n# One\n\ntext\n")
    #expect(outline(deck) == ["Big ideas: intro Big ideas | One"])
  }

  struct WarningCase: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var expected: [String]
    var testDescription: String { name }
  }

  /// Each deck still loads: these are warnings.
  static let warningCases: [WarningCase] = [
    WarningCase(
      name: "a title that is a list",
      markdown: "---\ntitle:\n  - a\n  - b\n---\n\ntext\n",
      expected: ["3:3: warning: 'title' is a list, not text: it is ignored"]),
    WarningCase(
      name: "a date that is a mapping",
      markdown: "---\ndate:\n  year: 2026\n---\n\ntext\n",
      expected: ["3:3: warning: 'date' is a mapping, not text: it is ignored"]),
    WarningCase(
      name: "an author mapping without a name",
      markdown: "---\nauthor:\n  - name: Ada\n  - desc: nobody\n---\n\ntext\n",
      expected: ["4:5: warning: an author given as a mapping needs a 'name': it is ignored"]),
    WarningCase(
      name: "an author name that is a list",
      markdown: "---\nauthor:\n  - name: [A, B]\n---\n\ntext\n",
      expected: ["3:11: warning: 'author.name' is a list, not text: it is ignored"]),
    WarningCase(
      name: "nested values of unknown keys warn once, at the key",
      markdown:
        "---\nheader-includes:\n  - \\usepackage{x}\nlookatme:\n  styles: {a: [1, {b: 2}]}\n---\n\ntext\n",
      expected: [
        "2:1: warning: unknown front matter key 'header-includes' is ignored",
        "4:1: warning: unknown front matter key 'lookatme' is ignored",
      ]),
    WarningCase(
      name: "an event that is a list",
      markdown: "---\nevent: [a]\n---\n\ntext\n",
      expected: ["2:8: warning: 'event' is a list, not text: it is ignored"]),
  ]

  @Test(arguments: warningCases)
  func warnings(_ c: WarningCase) throws {
    #expect(messages(c.markdown) == c.expected)
    #expect(DeckParser.parse(c.markdown).deck != nil, "the deck still presents")
  }

  /// Segue's own settings with wrong values stay errors: the deck would not be what its
  /// author asked for.
  @Test(arguments: [
    ("slide_level: x", "2:14: error: 'slide_level' must be a heading level from 1 to 6"),
    ("incremental_lists: [a]", "2:20: error: 'incremental_lists' must be true or false"),
    ("transition: [a]", "2:13: error: 'transition' must be text"),
    (
      "footer: [a]",
      "2:9: error: 'footer' must be text, false, or a mapping of left, center and right"
    ),
    (
      "footer: {left: x, middle: y}",
      "2:19: error: unknown key 'middle' in 'footer' (expected left, center or right)"
    ),
  ])
  func settingErrors(yaml: String, expected: String) {
    let markdown = "---\n\(yaml)\n---\n\ntext\n"
    #expect(messages(markdown) == [expected])
    #expect(DeckParser.parse(markdown).deck == nil)
  }

  @Test func anUnknownFooterVariableIsAnErrorWithASuggestion() {
    let markdown = "---\nfooter: \"{titel}\"\n---\n\ntext\n"
    let message = messages(markdown).first ?? ""
    #expect(
      message.hasPrefix("2:9: error: unknown footer variable '{titel}' (did you mean 'title'?)"))
  }
}
