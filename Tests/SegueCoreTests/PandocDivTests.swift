import SegueCore
import Testing

/// Pandoc's fenced divs in decks (docs/deck-format.md, "Fenced divs (pandoc)").
@Suite struct PandocDivTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var expected: [String]
    var testDescription: String { name }
  }

  /// The dump of the deck's slides and blocks, without the deck and section lines.
  static func dump(_ markdown: String) throws -> [String] {
    let deck = try load(markdown)
    return TreeDump.render(deck).split(separator: "\n").map(String.init)
      .filter { !$0.hasPrefix("deck") && !$0.hasPrefix("  section") }
      .map { String($0.drop { $0 == " " }) }
  }

  static let notes: [Case] = [
    Case(
      name: "::: notes is a speaker note, not shown",
      markdown: "# A\n\ntext\n\n::: notes\nSay hello.\n\nThen wave.\n:::\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "note \"Say hello.␊␊Then wave.\"",
        "paragraph @3 text",
      ]),
    Case(
      name: "a notes fence right after text splits the paragraph",
      markdown: "# A\n\ntext\n::: notes\nhidden\n:::\nmore\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "note \"hidden\"", "paragraph @3 text",
        "paragraph @7 more",
      ]),
    Case(
      name: "{.notes} attributes are notes too",
      markdown: "# A\n\n::: {.notes}\nhidden\n:::\n\nshown\n",
      expected: ["slide 1.1 content \"A\" @1 steps=1", "note \"hidden\"", "paragraph @7 shown"]),
    Case(
      name: "divs and comment markers inside notes stay note text",
      markdown: "# A\n\nx\n\n::: notes\n::: hashtag\nin <!-- c --> note\n:::\n:::\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "note \"in < !-- c -- > note\"",
        "paragraph @3 x",
      ]),
    Case(
      name: "an empty notes div adds no note",
      markdown: "# A\n\nx\n\n::: notes\n:::\n",
      expected: ["slide 1.1 content \"A\" @1 steps=1", "paragraph @3 x"]),
  ]

  @Test(arguments: notes) func speakerNotes(_ c: Case) throws {
    #expect(try Self.dump(c.markdown) == c.expected)
  }

  static let incremental: [Case] = [
    Case(
      name: "::: incremental reveals the lists inside it, not those after",
      markdown: "# A\n\n::: incremental\n- a\n- b\n:::\n\n- c\n- d\n",
      expected: ["A steps=3"]),
    Case(
      name: "::: nonincremental keeps a list whole in an incremental deck",
      markdown: "---\nincremental_lists: true\n---\n\n# A\n\n::: nonincremental\n- a\n- b\n:::\n",
      expected: ["A steps=1"]),
    Case(
      name: "closing ::: nonincremental restores the deck's incremental default",
      markdown:
        "---\nincremental_lists: true\n---\n\n# A\n\n::: nonincremental\n- a\n- b\n:::\n\n- c\n- d\n",
      expected: ["A steps=3"]),
    Case(
      name: "a nested incremental div restores the enclosing one when it closes",
      markdown:
        "# A\n\n::: nonincremental\n::: incremental\n- a\n- b\n:::\n- c\n- d\n:::\n",
      expected: ["A steps=3"]),
  ]

  @Test(arguments: incremental) func incrementalLists(_ c: Case) throws {
    let deck = try load(c.markdown)
    let slides = deck.sections.flatMap(\.slides).filter { $0.kind == .content }
    #expect(slides.map { "\($0.titleText ?? "_") steps=\($0.steps)" } == c.expected)
  }

  static let columns: [Case] = [
    Case(
      name: "columns without widths are equal",
      markdown: "# A\n\n:::: columns\n::: column\nl\n:::\n::: column\nr\n:::\n::::\n\nbelow\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "columns 1,1 @3", "column 0",
        "paragraph @5 l", "column 1", "paragraph @8 r", "paragraph @12 below",
      ]),
    Case(
      name: "width=\"40%\" and an unsized column sharing the rest",
      markdown:
        "# A\n\n:::: columns\n::: {.column width=\"40%\"}\nl\n:::\n::: column\nr\n:::\n::::\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "columns 40,60 @3", "column 0",
        "paragraph @5 l", "column 1", "paragraph @8 r",
      ]),
    Case(
      name: "{width=30%} unquoted, {.columns} as attributes, three columns",
      markdown:
        "# A\n\n::: {.columns}\n::: {.column width=30%}\na\n:::\n::: {.column width=30%}\nb\n:::\n::: {.column width=40%}\nc\n:::\n:::\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "columns 30,30,40 @3", "column 0",
        "paragraph @5 a", "column 1", "paragraph @8 b", "column 2", "paragraph @11 c",
      ]),
    Case(
      name: "a heading inside a column stays in its column",
      markdown: "# A\n\n:::: columns\n::: column\n### Left\nl\n:::\n::: column\nr\n:::\n::::\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "columns 1,1 @3", "column 0",
        "heading 3 @5 Left", "paragraph @6 l", "column 1", "paragraph @9 r",
      ]),
    Case(
      name: "a columns div with no column inside only shows its content",
      markdown: "# A\n\n:::: columns\ntext\n::::\n",
      expected: ["slide 1.1 content \"A\" @1 steps=1", "paragraph @4 text"]),
  ]

  @Test(arguments: columns) func columnLayouts(_ c: Case) throws {
    #expect(try Self.dump(c.markdown) == c.expected)
  }

  static let plain: [Case] = [
    Case(
      name: "a class word: content shown without fences",
      markdown: "# A\n\n::: hashtag\n#shown\n:::\n",
      expected: ["slide 1.1 content \"A\" @1 steps=1", "paragraph @4 #shown"]),
    Case(
      name: "an attribute block with a style and an id",
      markdown: "# A\n\n::: {#x .big style=\"color: red\"}\nbig\n:::\n",
      expected: ["slide 1.1 content \"A\" @1 steps=1", "paragraph @4 big"]),
    Case(
      name: "fences glued to the text before and after",
      markdown: "# A\n\nbefore\n::: big\ninside\n:::\nafter\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "paragraph @3 before",
        "paragraph @5 inside", "paragraph @7 after",
      ]),
    Case(
      name: "divs nest by fence, not by count of colons",
      markdown: "# A\n\n::: outer\n::: inner\nx\n:::\ny\n:::\n\nz\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "paragraph @5 x", "paragraph @7 y",
        "paragraph @10 z",
      ]),
    Case(
      name: "trailing colons after the class",
      markdown: "# A\n\n::: big :::\nx\n:::\n",
      expected: ["slide 1.1 content \"A\" @1 steps=1", "paragraph @4 x"]),
    Case(
      name: "a fence indented in a list item is dropped, its content kept",
      markdown: "# A\n\n- item\n\n  ::: big\n  x\n  :::\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "list bullet loose @3", "item",
        "paragraph @3 item", "paragraph @6 x",
      ]),
    Case(
      name: "colons followed by ordinary words are text",
      markdown: "# A\n\n::: not a fence\n",
      expected: ["slide 1.1 content \"A\" @1 steps=1", "paragraph @3 ::: not a fence"]),
    Case(
      name: "fences inside fenced code are code",
      markdown: "# A\n\n```\n::: notes\n:::\n```\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "code fenced info=\"\" @3", "| ::: notes", "| :::",
      ]),
  ]

  @Test(arguments: plain) func otherDivs(_ c: Case) throws {
    #expect(try Self.dump(c.markdown) == c.expected)
  }

  static let unclosed: [Case] = [
    Case(
      name: "an unclosed notes div ends at the next slide's heading",
      markdown: "# A\n\nx\n\n::: notes\nnote\n\n# B\n\ny\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "note \"note\"", "paragraph @3 x",
        "slide 1.2 content \"B\" @8 steps=1", "paragraph @10 y",
      ]),
    Case(
      name: "an unclosed columns div ends at a thematic break",
      markdown: "# A\n\n:::: columns\n::: column\nl\n\n---\n\n# B\n\ny\n",
      expected: [
        "slide 1.1 content \"A\" @1 steps=1", "columns 1 @3", "column 0",
        "paragraph @5 l", "slide 1.2 content \"B\" @9 steps=1", "paragraph @11 y",
      ]),
    Case(
      name: "a stray closing fence is dropped",
      markdown: "# A\n\nx\n:::\n",
      expected: ["slide 1.1 content \"A\" @1 steps=1", "paragraph @3 x"]),
  ]

  @Test(arguments: unclosed) func unclosedDivs(_ c: Case) throws {
    #expect(try Self.dump(c.markdown) == c.expected)
  }

  @Test func anUnclosedDivIsAWarningAtItsFence() {
    #expect(
      messages("# A\n\nx\n\n::: notes\nnote\n\n# B\n\ny\n") == [
        "5:1: warning: this div has no closing ':::' fence; it ends where its slide ends"
      ])
  }

  @Test func closedDivsLoadWithoutMessages() {
    #expect(
      messages("# A\n\n::: notes\nn\n:::\n\n:::: columns\n::: column\nx\n:::\n::::\n").isEmpty)
  }
}
