import SegueCore
import Testing

/// mdp decks read the way mdp shows them (docs/deck-format.md, "mdp decks").
@Suite struct MdpDeckTests {
  /// A deck's slides as `title steps=N`, one per slide.
  static func slides(_ markdown: String) throws -> [String] {
    let deck = try #require(DeckParser.parse(markdown).deck)
    return deck.sections.flatMap(\.slides).map { "\($0.titleText ?? "_") steps=\($0.steps)" }
  }

  /// The dump of the deck's blocks, without the deck and section lines.
  static func blocks(_ markdown: String) throws -> [String] {
    let deck = try #require(DeckParser.parse(markdown).deck)
    return TreeDump.render(deck).split(separator: "\n").map(String.init)
      .filter { !$0.hasPrefix("deck") && !$0.hasPrefix("  section") }
      .map { String($0.drop { $0 == " " }) }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let splitting: [Case] = [
    Case(
      name: "headings never split: # A … ^ … # B is one slide",
      markdown: "%title: T\n\n# A\n\nfirst\n^\n# B\n\nsecond\n",
      expected: ["A steps=2"]),
    Case(
      name: "only thematic breaks split slides",
      markdown: "%title: T\n\n# A\n\nx\n\n## A.1\n\ny\n\n---\n\n# B\n\nz\n",
      expected: ["A steps=1", "B steps=1"]),
    Case(
      name: "no intro slide: mdp shows the title in its header",
      markdown: "%title: T\n%author: me\n\nonly slide\n", expected: ["_ steps=1"]),
    Case(
      name: "a centred heading titles its slide",
      markdown: "%title: T\n\n-> # Centred <-\n\ntext\n", expected: ["Centred steps=1"]),
  ]

  @Test(arguments: splitting)
  func splits(_ test: Case) throws {
    #expect(try Self.slides(test.markdown) == test.expected)
  }

  static let forms: [Case] = [
    Case(
      name: "a paragraph keeps its lines as line breaks",
      markdown: "%title: T\n\none\ntwo\nthree\n",
      expected: ["slide 1.1 content @3 steps=1", "paragraph @3 one↵two↵three"]),
    Case(
      name: "a continuation line keeps its indentation, as mdp aligns columns",
      markdown: "%title: T\n\nnext    Enter, Space,\n        Right Arrow\n",
      expected: [
        "slide 1.1 content @3 steps=1", "paragraph @3 next    Enter, Space,↵        Right Arrow",
      ]),
    Case(
      name: "^ inside a paragraph is a pause between its lines",
      markdown: "%title: T\n\none\n^\ntwo\n",
      expected: ["slide 1.1 content @3 steps=2", "paragraph @3 one", "paragraph @5 step=2 two"]),
    Case(
      name: "<br> alone on a line is a pause",
      markdown: "%title: T\n\none\n<br>\ntwo\n",
      expected: ["slide 1.1 content @3 steps=2", "paragraph @3 one", "paragraph @5 step=2 two"]),
    Case(
      name: "<br> inside text is a line break",
      markdown: "%title: T\n\none<br>two\n",
      expected: ["slide 1.1 content @3 steps=1", "paragraph @3 one↵two"]),
    Case(
      name: "<br> at the end of a line ends the line once, not twice",
      markdown: "%title: T\n\none<br>\ntwo\n",
      expected: ["slide 1.1 content @3 steps=1", "paragraph @3 one↵two"]),
    Case(
      name: "-> text <- centres the line",
      markdown: "%title: T\n\nintro\n\n-> middle <-\n",
      expected: [
        "slide 1.1 content @3 steps=1", "paragraph @3 intro", "aligned center @5",
        "paragraph @5 middle",
      ]),
    Case(
      name: "consecutive centred lines are one block keeping their relative indentation",
      markdown: "%title: T\n\n->   /\\\\   <-\n->  /  \\\\  <-\n-> /____\\\\ <-\n",
      expected: [
        "slide 1.1 content @3 steps=1", "centred_lines @3", "|   /\\", "|  /  \\", "| /____\\",
      ]),
    Case(
      name: "a centred heading among centred lines stays a heading",
      markdown: "%title: T\n\n-> # Title <-\n-> sub <-\n-> line <-\n\nbody\n",
      expected: [
        "slide 1.1 content \"Title\" @3 steps=1", "centred_lines @4", "| sub", "| line",
        "paragraph @7 body",
      ]),
    Case(
      name: "-> without <- is text as written",
      markdown: "%title: T\n\n-> arrow\n",
      expected: ["slide 1.1 content @3 steps=1", "paragraph @3 -> arrow"]),
  ]

  @Test(arguments: forms)
  func reads(_ test: Case) throws {
    #expect(try Self.blocks(test.markdown) == test.expected)
  }

  static let lists: [Case] = [
    Case(
      name: "each ^ after a list item reveals the next item",
      markdown: "%title: T\n\n* one\n^\n* two\n^\n* three\n",
      expected: [
        "slide 1.1 content @3 steps=3", "list bullet tight @3", "item", "paragraph @3 one",
        "item step=2", "paragraph @5 two", "item step=3", "paragraph @7 three",
      ]),
    Case(
      name: "indented ^ reveals the nested item after it",
      markdown: "%title: T\n\n* major\n  ^\n    * minor\n      ^\n        * detail\n",
      expected: [
        "slide 1.1 content @3 steps=3", "list bullet tight @3", "item", "paragraph @3 major",
        "list bullet tight @5", "item step=2", "paragraph @5 minor", "list bullet tight @7",
        "item step=3", "paragraph @7 detail",
      ]),
    Case(
      name: "<br> between list items reveals the next item (CommonMark would swallow the list)",
      markdown: "%title: T\n\nAgenda\n<br>\n* one\n<br>\n* two\n",
      expected: [
        "slide 1.1 content @3 steps=3", "paragraph @3 Agenda", "list bullet tight @5 step=2",
        "item step=2", "paragraph @5 one", "item step=3", "paragraph @7 two",
      ]),
    Case(
      name: "a ^ after the last item delays what follows the list",
      markdown: "%title: T\n\n* one\n^\n\nafter\n",
      expected: [
        "slide 1.1 content @3 steps=2", "list bullet tight @3", "item", "paragraph @3 one",
        "paragraph @6 step=2 after",
      ]),
    Case(
      name: "a list after a pause keeps counting from there",
      markdown: "%title: T\n\nintro\n\n^\n\n* one\n^\n* two\n",
      expected: [
        "slide 1.1 content @3 steps=3", "paragraph @3 intro", "list bullet tight @7 step=2",
        "item step=2", "paragraph @7 one", "item step=3", "paragraph @9 two",
      ]),
    Case(
      name: "a list without pauses appears at once",
      markdown: "%title: T\n\n* one\n* two\n",
      expected: [
        "slide 1.1 content @3 steps=1", "list bullet tight @3", "item", "paragraph @3 one",
        "item", "paragraph @4 two",
      ]),
  ]

  @Test(arguments: lists)
  func reveals(_ test: Case) throws {
    #expect(try Self.blocks(test.markdown) == test.expected)
  }

  @Test func aCentredHeadingThatTitlesASlideKeepsItsCentring() throws {
    let deck = try #require(
      DeckParser.parse("%title: T\n\n-> # Centred <-\n\nx\n\n---\n\n# Plain\n\ny\n").deck)
    let slides = deck.sections.flatMap(\.slides)
    #expect(slides.map(\.titleText) == ["Centred", "Plain"])
    #expect(slides.map(\.titleAlignment) == [.center, nil])
  }

  @Test func markersInFencedCodeStayCode() throws {
    let blocks = try Self.blocks("%title: T\n\n```\n<br>\n^\n```\n")
    #expect(blocks.contains("| <br>"))
    #expect(blocks.contains("| ^"))
  }

  @Test func theOtherDialectsStillSplitAtHeadings() throws {
    #expect(try Self.slides("# A\n\nx\n\n# B\n\ny\n") == ["A steps=1", "B steps=1"])
  }
}
