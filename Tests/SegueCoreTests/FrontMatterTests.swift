import SegueCore
import Testing

@Suite struct FrontMatterTests {
  @Test func readsEveryKey() throws {
    let deck = try load(
      """
      ---
      title: Segue
      sub_title: Slides in a terminal
      authors: [Ada, Grace]
      date: 2026-11-29
      event: TermConf
      location: Lisbon
      theme: dark
      slide_level: 2
      section_level: 1
      thematic_breaks: rule
      incremental_lists: true
      transition: slide
      footer: "{title} — {slide}/{slides}"
      ---

      ## One

      - a
      - b
      """)
    let meta = deck.meta
    #expect(meta.title == "Segue")
    #expect(meta.subTitle == "Slides in a terminal")
    #expect(meta.authors == ["Ada", "Grace"])
    #expect(meta.date == "2026-11-29")
    #expect(meta.event == "TermConf")
    #expect(meta.location == "Lisbon")
    #expect(meta.theme?.name == "dark")
    #expect(meta.slideLevel == 2)
    #expect(meta.sectionLevel == 1)
    #expect(meta.thematicBreaks == .rule)
    #expect(meta.incrementalLists)
    #expect(meta.transition == "slide")
    // The text counts slides itself, so it takes the theme's right part's place too.
    #expect(meta.footer == DeckFooter(left: "{title} — {slide}/{slides}", center: "", right: ""))
  }

  @Test func subtitleAliasAndSingleAuthor() throws {
    let meta = try load("---\nsubtitle: S\nauthor: Me\n---\n\ntext\n").meta
    #expect(meta.subTitle == "S")
    #expect(meta.authors == ["Me"])
  }

  @Test func dotsCloseFrontMatter() throws {
    let deck = try load("---\ntitle: Dots\n...\n\n## A\n\nx\n")
    #expect(deck.meta.title == "Dots")
    // `...` closes pandoc's YAML block: a pandoc deck, whose title makes no slide.
    #expect(outline(deck) == ["Dots: A"])
  }

  @Test func themeForms() throws {
    #expect(
      try load("---\ntheme: ./themes/mine.yaml\n---\nx\n").meta.theme?.path == "./themes/mine.yaml")
    let mapping = try load(
      "---\ntheme:\n  name: light\n  override:\n    page_dots:\n      active: \"◆\"\n---\nx\n"
    ).meta.theme
    #expect(mapping?.name == "light")
    #expect(mapping?.override != nil)
  }

  @Test func lineNumbersAfterFrontMatterAreTheFilesOwn() throws {
    let deck = try load("---\ntitle: T\nauthor: A\n---\n\n## Slide\n\nx\n")
    #expect(deck.sections[0].slides[1].sourceLine == 6)
  }

  @Test func mdpHeaderLines() throws {
    let deck = try load("%title: mdp talk\n%author: someone\n%date: 2016-02-07\n\n# One\n\nx\n")
    #expect(deck.meta.title == "mdp talk")
    #expect(deck.meta.authors == ["someone"])
    #expect(deck.meta.date == "2016-02-07")
    #expect(deck.sections[0].slides[0].sourceLine == 5)  // mdp shows no intro slide
  }

  @Test func aLeadingBreakThatIsNotYAMLIsASlideBreak() throws {
    let deck = try load("---\n# First\n\ntext\n\n---\n\n# Second\n\nmore\n")
    #expect(deck.meta.title == nil)
    #expect(outline(deck) == ["First: First | Second"])
  }

  @Test func controlCharactersInYAMLAreKeptVisible() throws {
    let deck = try load("---\ntitle: \"evil \u{1B}]0;x\u{07} title\"\n---\n\ntext\n")
    #expect(deck.meta.title == "evil \u{241B}]0;x\u{2407} title")
  }

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      name: "an unclosed bracket is pointed at where it opens",
      markdown: "---\ntitle: [unclosed\nauthor: x\n---\n\ntext\n",
      expected: [
        "2:8: error: malformed front matter: did not find expected ',' or ']' at 3:7 (while parsing a flow sequence that starts here)"
      ]),
    ErrorCase(
      name: "an unclosed quote is pointed at where it opens",
      markdown: "---\ntitle: \"unclosed\nauthor: me\n---\n# A\n",
      expected: [
        "2:8: error: malformed front matter: found unexpected end of stream at 3:11 (while scanning a quoted scalar that starts here)"
      ]),
    ErrorCase(
      name: "unterminated front matter",
      markdown: "---\ntitle: never closed\n\n# Slide\n\ntext\n",
      expected: ["1:1: error: front matter is never closed: add a line '---' after its last key"]),
    ErrorCase(
      name: "unknown keys are warnings with a suggestion",
      markdown: "---\ntitel: Oops\npatta:\n  wrap: true\n---\n\ntext\n",
      expected: [
        "2:1: warning: unknown front matter key 'titel' is ignored (did you mean 'title'?)",
        "3:1: warning: unknown front matter key 'patta' is ignored (did you mean 'patat'?)",
      ]),
    ErrorCase(
      name: "slide_level out of range",
      markdown: "---\nslide_level: 9\n---\n\ntext\n",
      expected: ["2:14: error: 'slide_level' must be a heading level from 1 to 6"]),
    ErrorCase(
      name: "incremental_lists not a boolean",
      markdown: "---\nincremental_lists: sometimes\n---\n\ntext\n",
      expected: ["2:20: error: 'incremental_lists' must be true or false"]),
    ErrorCase(
      name: "thematic_breaks not slide or rule",
      markdown: "---\nthematic_breaks: page\n---\n\ntext\n",
      expected: ["2:18: error: 'thematic_breaks' must be slide or rule"]),
    ErrorCase(
      name: "slide_level that is not a number",
      markdown: "---\nslide_level: x\n---\n\ntext\n",
      expected: ["2:14: error: 'slide_level' must be a heading level from 1 to 6"]),
    ErrorCase(
      name: "front matter that is not a mapping",
      markdown: "---\ntitle: x\n- item\n---\n\ntext\n",
      expected: [
        "3:1: error: malformed front matter: did not find expected key (while parsing a block mapping that starts at 2:1)"
      ]),
  ]

  @Test(arguments: errorCases)
  func errors(_ c: ErrorCase) {
    #expect(messages(c.markdown) == c.expected)
  }
}
