import SegueCore
import Testing

/// Where each dialect's slides end, and which makes an intro slide, as each tool does it
/// (docs/deck-format.md, "Where slides split"; issue 28).
@Suite struct DialectSplittingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "presenterm: with end_slide, ## headings stay on their slide",
      markdown:
        "# Talk\n\nintro\n\n## Part one\n\ntext\n\n## Part two\n\nmore\n\n<!-- end_slide -->\n\n"
        + "## Next\n\nx\n",
      expected: ["Talk: Talk | Next"]),
    Case(
      name: "presenterm: end_slide_shorthand in front matter opened by --- and a blank line",
      markdown:
        "---\n\noptions:\n  end_slide_shorthand: true\n---\n\nOne\n===\n\nx\n\n# not a slide\n\n"
        + "---\n\nTwo\n===\n\ny\n",
      expected: ["One: One | Two"]),
    Case(
      name: "presenterm: implicit_slide_ends makes a setext title end the slide",
      markdown:
        "---\noptions:\n  implicit_slide_ends: true\n---\n\nOne\n===\n\nx\n\nTwo\n===\n\ny\n\n"
        + "# not a slide\n\nz\n",
      expected: ["One: One | Two"]),
    Case(
      name: "patat: a deck with --- splits at the breaks only, its headings stay",
      markdown:
        "---\ntitle: T\npatat:\n  wrap: true\n---\n\n# One\n\nx\n\n## Sub\n\ny\n\n---\n\n# Two\n\nz\n",
      expected: ["T: One | Two"]),
    Case(
      name: "patat: without --- the headings split, and the title makes no slide",
      markdown: "% T\n\n# One\n\nx\n\n# Two\n\ny\n",
      expected: ["T: One | Two"]),
    Case(
      name: "lookatme: a deck with --- splits at the breaks only",
      markdown:
        "---\ntitle: T\nstyles:\n  style: monokai\n---\n\n# One\n\nx\n\n# Also one\n\ny\n\n---\n\n"
        + "# Two\n\n<!-- stop -->\n\nz\n",
      expected: ["T: One | Two"]),
    Case(
      name:
        "lookatme: without ---, a first heading of its own level is the title, the next level splits",
      markdown:
        "---\nextensions: []\n---\n\n# Talk\n\nintro\n\n## A\n\nx\n\n## B\n\ny\n\n<!-- stop -->\n\nz\n",
      expected: ["Talk: Talk | A | B"]),
    Case(
      name: "slides: --- splits, headings never",
      markdown:
        "---\nauthor: Gopher\npaging: \"%d / %d\"\n---\n\n# One\n\nx\n\n# Still one\n\ny\n\n---\n\n"
        + "# Two\n\nz\n",
      expected: ["One: One | Two"]),
    Case(
      name: "slides: only a line that is exactly --- splits; *** and ---- stay rules",
      markdown:
        "---\nauthor: Gopher\npaging: \"%d/%d\"\n---\n\n# One\n\n***\n\nrule\n\n----\n\nmore\n\n"
        + "---\n\n# Two\n\nz\n",
      expected: ["One: One | Two"]),
  ]

  @Test(arguments: cases)
  func splitting(_ c: Case) throws {
    #expect(try outline(load(c.markdown)) == c.expected)
  }

  /// Only presenterm (and Segue) make a slide of the front matter's title.
  @Test(arguments: [
    ("presenterm", true), ("segue", true), ("pandoc", false), ("lookatme", false),
    ("slides", false), ("mdp", false),
  ])
  func introSlide(dialect: String, present: Bool) throws {
    let deck = try load("---\ntitle: T\ndialect: \(dialect)\n---\n\nx\n")
    let kinds = deck.sections.flatMap(\.slides).map(\.kind)
    #expect(kinds == (present ? [.intro, .content] : [.content]))
  }

  /// presenterm makes its intro slide from any of the fields it shows, not only a title.
  @Test func presentermMakesAnIntroFromAnAuthorAlone() throws {
    let deck = try load("---\nauthor: Ada\n---\n\nx\n\n<!-- end_slide -->\n\ny\n")
    #expect(deck.sections.flatMap(\.slides).map(\.kind) == [.intro, .content, .content])
  }

  @Test func blankLineAfterTheOpeningFenceIsFrontMatterOnlyWhenYAMLFollows() throws {
    let deck = try load("---\n\ntitle: T\nauthor: Ada\n---\n\n<!-- end_slide -->\n\nx\n")
    #expect(deck.meta.title == "T")
    #expect(outline(deck) == ["T: intro T | _"])
    // A deck that opens with a break and a paragraph keeps both.
    let plain = try load("---\n\nJust a paragraph.\n\n---\n\nnext\n")
    #expect(plain.meta.title == nil)
    #expect(plain.slideCount == 2)
    // A first slide whose sentence reads as a YAML key is still the first slide.
    let sentence = "---\n\nAgenda: what we cover today\n\n---\n\nnext\n"
    #expect(try load(sentence).slideCount == 2)
    #expect(messages(sentence).isEmpty)
  }

  @Test func presentermOptionsAreReadNotUnknown() throws {
    let text =
      "---\noptions:\n  incremental_lists: true\n  strict_front_matter_parsing: false\n"
      + "  command_prefix: \"cmd:\"\n  bogus: 1\n---\n\n- a\n- b\n"
    let deck = try load(text)
    #expect(deck.meta.incrementalLists)
    #expect(
      messages(text) == [
        "5:3: warning: presenterm option 'command_prefix' is not supported by Segue: it is ignored",
        "6:3: warning: unknown presenterm option 'bogus' is ignored",
      ])
  }

  @Test func checkSaysWhySlidesSplit() throws {
    let presenterm = try load("# A\n\nx\n\n<!-- end_slide -->\n\n# B\n")
    #expect(
      presenterm.structure.headingRule == "presenterm: only end_slide splits slides, not headings")
    #expect(
      StructureJSON.render(presenterm).contains(
        "\"split_rule\": \"presenterm: only end_slide splits slides, not headings\""))
    let shorthand = try load("---\noptions:\n  end_slide_shorthand: true\n---\n\nx\n\n---\n\ny\n")
    #expect(
      shorthand.structure.headingRule
        == "presenterm: only end_slide and --- (end_slide_shorthand) split slides, not headings")
    let patat = try load("---\npatat:\n  wrap: true\n---\n\n# A\n\nx\n\n---\n\n# B\n")
    #expect(
      patat.structure.headingRule
        == "pandoc: the deck has thematic breaks (---), so only they split slides, not headings")
    let implicit = try load("---\noptions:\n  implicit_slide_ends: true\n---\n\nA\n===\n\nx\n")
    #expect(implicit.structure.titleRule != nil)
    let segue = try load("# A\n\nx\n")
    #expect(segue.structure.headingRule == nil)
  }

  /// A deck that is presenterm's only by its `end_slide` (Segue's own directive too) is told,
  /// once, that its `#` headings stay inside slides and how to split at them; a deck that says
  /// it is presenterm's in its front matter is not.
  @Test func endSlideAloneNotesTheHeadingsThatDoNotSplit() {
    let segueLike = DeckParser.parse("# A\n\nx\n\n## B\n\ny\n\n<!-- end_slide -->\n\nz\n")
    let notes = segueLike.diagnostics.filter { $0.severity == .note }
    #expect(notes.count == 1)
    #expect(notes.first?.message.hasPrefix("a '#' heading does not start a slide") == true)
    #expect(notes.first?.location?.line == 5)
    let presenterm = DeckParser.parse(
      "---\noptions:\n  implicit_slide_ends: false\n---\n\nA\n===\n\n## B\n\ny\n\n"
        + "<!-- end_slide -->\n\nz\n")
    #expect(!presenterm.diagnostics.contains { $0.message.contains("does not start a slide") })
  }
}
