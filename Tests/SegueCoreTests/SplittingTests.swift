import SegueCore
import Testing

/// DESIGN.md §2: how sections and slides are found.
@Suite struct SplittingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "flat deck, one # per slide (presenterm style)",
      markdown: "# One\n\ntext\n\n# Two\n\ntext\n\n# Three\n\ntext\n",
      expected: ["One: One | Two | Three"]),
    Case(
      name: "# parts over ## slides make one section per part",
      markdown: "# Part A\n\n## A1\n\nx\n\n## A2\n\nx\n\n# Part B\n\n## B1\n\nx\n",
      expected: ["Part A: § Part A | A1 | A2", "Part B: § Part B | B1"]),
    Case(
      name: "explicit section comments",
      markdown:
        "<!-- section: Intro -->\n\nhello\n\n---\n\nagain\n\n<!-- section: Outro -->\n\nbye\n",
      expected: ["Intro: _ | _", "Outro: _"]),
    Case(
      name: "end_slide breaks slides",
      markdown: "first\n\n<!-- end_slide -->\n\nsecond\n\n<!-- end_slide -->\n\nthird\n",
      expected: ["deck: _ | _ | _"]),
    Case(
      name: "a break followed by a heading is one slide, not two",
      markdown: "## One\n\nx\n\n---\n\n## Two\n\ny\n",
      expected: ["One: One | Two"]),
    Case(
      name: "a deck with only --- makes no slides and no error",
      markdown: "---\n\n---\n\n***\n\n___\n",
      expected: ["deck: _"]),
    Case(
      name: "front matter with a title opens with an intro slide",
      markdown: "---\ntitle: My Talk\nauthor: Me\n---\n\n## First\n\nx\n",
      expected: ["My Talk: intro My Talk | First"]),
    Case(
      name: "front matter without a title adds no intro slide",
      markdown: "---\nauthor: Me\n---\n\n## First\n\nx\n",
      expected: ["First: First"]),
    Case(
      name: "slide_level override makes ### headings the slides",
      markdown:
        "---\nslide_level: 3\n---\n\n## Chapter\n\nintro text\n\n### S1\n\nx\n\n### S2\n\ny\n",
      expected: ["Chapter: § Chapter | S1 | S2"]),
    Case(
      name: "three levels: # parts are sections, ## chapters are title slides, ### slides",
      markdown:
        "# Part 1\n\n## Chapter A\n\n### S1\n\nx\n\n### S2\n\ny\n\n## Chapter B\n\n### S3\n\nz\n\n# Part 2\n\n## Chapter C\n\n### S4\n\nw\n",
      expected: [
        "Part 1: § Part 1 | ch Chapter A | S1 | S2 | ch Chapter B | S3",
        "Part 2: § Part 2 | ch Chapter C | S4",
      ]),
    Case(
      name: "content before the first section heading forms an implicit first section",
      markdown: "Welcome!\n\n# Part A\n\n## A1\n\nx\n",
      expected: ["deck: _", "Part A: § Part A | A1"]),
    Case(
      name: "the implicit section is named by the deck title",
      markdown: "---\ntitle: Talk\n---\n\nWelcome!\n\n# Part A\n\n## A1\n\nx\n",
      expected: ["Talk: intro Talk | _", "Part A: § Part A | A1"]),
    Case(
      name: "with slide_level 2, a # heading and what follows it form the section's title slide",
      markdown: "---\nslide_level: 2\n---\n# Part\n\nabout this part\n\n## S1\n\nx\n",
      expected: ["Part: § Part | S1"]),
    Case(
      name: "with end_slide anywhere, --- is a rule inside the slide",
      markdown: "one\n\n---\n\nstill one\n\n<!-- end_slide -->\n\ntwo\n",
      expected: ["deck: _ | _"]),
    Case(
      name: "thematic_breaks: slide overrides end_slide detection",
      markdown:
        "---\nthematic_breaks: slide\n---\n\none\n\n---\n\ntwo\n\n<!-- end_slide -->\n\nthree\n",
      expected: ["deck: _ | _ | _"]),
    Case(
      name: "an untitled slide opening with a heading takes it as title",
      markdown: "Intro\n===\n\ntext\n\n<!-- end_slide -->\n\nDetails\n---\n\nmore\n",
      expected: ["Intro: Intro | Details"]),
    Case(
      name: "headings inside an open column layout stay in their column",
      markdown:
        "# Slide\n\n<!-- column_layout: [1, 1] -->\n\n<!-- column: 0 -->\n\n# Left\n\nx\n\n<!-- column: 1 -->\n\n# Right\n\ny\n",
      expected: ["Slide: Slide"]),
    Case(
      name: "slide level comes from the first heading level followed by content",
      markdown: "# Title\n\n## A\n\n## B\n\ntext\n",
      expected: ["Title: § Title | A | B"]),
    Case(
      name: "one paragraph under # flips the deck to level 1",
      markdown: "# Title\n\nhello\n\n## A\n\ntext\n",
      expected: ["Title: Title"]),
    Case(
      name: "an empty section comment is left out",
      markdown: "<!-- section: Empty -->\n\n<!-- section: Full -->\n\nx\n",
      expected: ["Full: _"]),
    Case(
      name: "mdp decks: %title header, --- breaks, centred headings",
      markdown: "%title: Demo\n%author: me\n\n-> # One <-\n\ntext\n\n---\n\n-> # Two <-\n\ntext\n",
      expected: ["Demo: One | Two"]),  // mdp shows no intro slide
  ]

  @Test(arguments: cases)
  func splitting(_ c: Case) throws {
    #expect(try outline(load(c.markdown)) == c.expected)
  }

  @Test func slideLevelIsExplained() throws {
    let deck = try load("# Title\n\n## A\n\n## B\n\ntext\n")
    #expect(deck.structure.slideLevel == 2)
    #expect(deck.structure.slideLevelSource == .heading(line: 5, text: "B"))
    #expect(deck.structure.sectionLevel == 1)
    let fromFrontMatter = try load("---\nslide_level: 1\n---\n# A\n\n## B\n\nx\n")
    #expect(fromFrontMatter.structure.slideLevelSource == .frontMatter)
  }

  @Test func slidesKeepTheirSourceLines() throws {
    let deck = try load("---\ntitle: T\n---\n\n## First\n\nx\n\n---\n\nplain\n")
    let lines = deck.sections[0].slides.map(\.sourceLine)
    #expect(lines == [1, 5, 11])
  }

  @Test func emptyDeckHasOneEmptySlideAndAWarning() throws {
    let load = DeckParser.parse("", fileName: "talk.md")
    #expect(load.deck?.sections.map(\.title) == ["talk"])
    #expect(load.deck?.slideCount == 1)
    #expect(load.warnings.map(\.message) == ["the deck has no slides"])
  }
}

@Suite struct FallbackTitleTests {
  @Test(arguments: [
    ("talks/my.talk.md", "my.talk"), ("notes.md", "notes"), ("README", "README"),
    (".hidden", ".hidden"),
  ])
  func aSectionWithNothingToNameItTakesTheFileName(file: String, title: String) throws {
    let deck = try #require(DeckParser.parse("Just some text.\n", fileName: file).deck)
    #expect(deck.sections.map(\.title) == [title])
  }
}
