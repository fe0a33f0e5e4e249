import SegueCore
import Testing

/// What `/` finds: the slides' text (titles, paragraphs, lists, code, tables) and their notes,
/// each occurrence with the step that shows it; smart case; skipped slides left out. And the
/// `<!-- auto_advance: 5s -->` comment read into the slide.
@Suite struct DeckSearchTests {
  static let deck = """
    ## Fruit

    Apples and pears.

    <!-- pause -->

    - an apple tree

    ```
    let apple = 1
    ```

    | kind | count |
    |---|---|
    | apple | 3 |

    <!-- speaker_note: the apple joke -->

    ## Hidden

    <!-- skip_slide -->

    apple pie
    """

  func matches(_ text: String) -> [SearchMatch] {
    DeckParser.parse(Self.deck).deck!.search(SearchQuery(text))
  }

  @Test func everyOccurrenceIsFoundWithTheStepThatShowsIt() {
    let found = matches("apple")
    #expect(found.count == 5)
    #expect(found.map(\.position.step) == [0, 1, 1, 1, 0])
    #expect(found.map(\.inNotes) == [false, false, false, false, true])
  }

  @Test func aCapitalMakesItCaseSensitive() {
    #expect(matches("Apple").count == 1)
    #expect(matches("APPLE").isEmpty)
  }

  @Test func matchesInARowOfCharactersDoNotOverlap() {
    #expect(SearchQuery("aa").matches(in: Array("aaaa")) == [0..<2, 2..<4])
    #expect(SearchQuery("é").matches(in: Array("CAFÉ é")) == [3..<4, 5..<6])
  }

  @Test(arguments: [("5s", 5), ("1m", 60), ("1m30s", 90)])
  func autoAdvanceIsReadIntoTheSlide(text: String, seconds: Int) {
    let deck = DeckParser.parse("## A\n\n<!-- auto_advance: \(text) -->\n\nbody\n\n## B\n").deck!
    #expect(deck.sections[0].slides.map(\.layout.autoAdvance) == [seconds, nil])
  }

  @Test(arguments: ["5", "soon", ""])
  func anAutoAdvanceThatIsNoTimeIsAWarning(text: String) {
    let markdown = "## A\n\n<!-- auto_advance: \(text) -->\n\nbody\n"
    #expect(
      messages(markdown).contains {
        $0.contains("warning: 'auto_advance' must be a time such as 5s, 1m or 1m30s")
      })
    #expect(DeckParser.parse(markdown).deck?.sections[0].slides[0].layout.autoAdvance == nil)
  }
}
