import SegueCore
import Testing

@testable import SegueTerminal

/// A live edit that inserts a slide before the current one leaves the presenter on its slide.
@Suite struct PresenterReloadPlaceTests {
  @Test func aSlideInsertedBeforeTheCurrentOneKeepsItOnScreen() {
    var p = PresenterSession(PresenterTests.markdown)
    p.type("ll")
    #expect(p.state.deck.sections[0].slides[2].titleText == "B")
    let edited = PresenterTests.markdown.replacingOccurrences(
      of: "## A\n", with: "## Inserted\n\ni\n\n## A\n")
    p.loadDeck = { .success(DeckParser.parse(edited, fileName: "deck.md")) }
    p.send(.fileChanged(.deck))
    #expect(p.position == Position(section: 0, page: 3, step: 0))
    #expect(p.text.contains("B"))
    #expect(!p.text.contains("Inserted"))
  }

  /// Two saves without a key between them: the first inserts a slide before the current one,
  /// the second renames the current slide. The second must start from where the first put it.
  @Test func aRenameSavedAfterAnInsertionStaysOnTheSlide() {
    var p = PresenterSession(PresenterTests.markdown)
    p.type("ll")
    let inserted = PresenterTests.markdown.replacingOccurrences(
      of: "## A\n", with: "## Inserted\n\ni\n\n## A\n")
    p.loadDeck = { .success(DeckParser.parse(inserted, fileName: "deck.md")) }
    p.send(.fileChanged(.deck))
    #expect(p.position == Position(section: 0, page: 3, step: 0))
    let renamed = inserted.replacingOccurrences(of: "## B\n", with: "## B, renamed\n")
    p.loadDeck = { .success(DeckParser.parse(renamed, fileName: "deck.md")) }
    p.send(.fileChanged(.deck))
    #expect(p.position == Position(section: 0, page: 3, step: 0))
    #expect(p.text.contains("B, renamed"))
  }
}
