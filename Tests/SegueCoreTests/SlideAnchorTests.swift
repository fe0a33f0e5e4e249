import SegueCore
import Testing

/// A live reload keeps the slide, not the number (docs/presenter.md, "Live reload").
@Suite struct SlideAnchorTests {
  static let deck = "# One\n\n## A\n\na\n\n## B\n\nb\n\n## C\n\nc\n\n# Two\n\n## D\n\nd\n"

  func load(_ markdown: String) throws -> Deck {
    try #require(DeckParser.parse(markdown, fileName: "deck.md").deck)
  }

  /// The title of the slide a reload from `old` at `position` to `new` lands on, and where.
  func land(_ old: String, at position: Position, _ new: String) throws -> (String?, Position) {
    let newDeck = try load(new)
    let place = SlideAnchor.position(of: position, in: try load(old), within: newDeck)
    let landed = Pager(deck: newDeck, at: place).position
    return (newDeck.sections[landed.section].slides[landed.page].titleText, landed)
  }

  @Test func aSlideInsertedBeforeKeepsTheSlide() throws {
    let new = Self.deck.replacingOccurrences(of: "## B\n", with: "## New\n\nn\n\n## B\n")
    let (title, place) = try land(Self.deck, at: Position(section: 0, page: 2, step: 0), new)
    #expect(title == "B")
    #expect(place == Position(section: 0, page: 3))
  }

  @Test func aSlideDeletedBeforeKeepsTheSlide() throws {
    let new = Self.deck.replacingOccurrences(of: "## A\n\na\n\n", with: "")
    let (title, _) = try land(Self.deck, at: Position(section: 0, page: 3, step: 0), new)
    #expect(title == "C")
  }

  @Test func theSlideDeletedGoesToTheNearestOne() throws {
    let new = Self.deck.replacingOccurrences(of: "## B\n\nb\n\n", with: "")
    let (title, _) = try land(Self.deck, at: Position(section: 0, page: 2, step: 0), new)
    #expect(title == "C")
  }

  @Test func aRenamedSlideIsFoundAtItsPlace() throws {
    let new = Self.deck.replacingOccurrences(of: "## B\n", with: "## Bee\n")
    let (title, _) = try land(Self.deck, at: Position(section: 0, page: 2, step: 0), new)
    #expect(title == "Bee")
  }

  @Test func duplicateTitlesKeepTheirRank() throws {
    let old = "# S\n\n## Demo\n\none\n\n## Demo\n\ntwo\n\n## End\n\ne\n"
    let new = old.replacingOccurrences(of: "# S\n\n", with: "# S\n\n## Intro\n\ni\n\n")
    let (title, place) = try land(old, at: Position(section: 0, page: 2, step: 0), new)
    #expect(title == "Demo")
    #expect(place == Position(section: 0, page: 3))
    // The first of two duplicates deleted: the one left is the nearest.
    let fewer = old.replacingOccurrences(of: "## Demo\n\none\n\n", with: "")
    #expect(
      try land(old, at: Position(section: 0, page: 2), fewer).1 == Position(section: 0, page: 1))
  }

  @Test func aSectionInsertedBeforeKeepsTheSlideAndItsStep() throws {
    let old = "# One\n\n## A\n\na\n\n# Two\n\n## D\n\nd\n\n<!-- pause -->\n\ne\n"
    let new = old.replacingOccurrences(of: "# Two\n", with: "# Half\n\n## H\n\nh\n\n# Two\n")
    let (title, place) = try land(old, at: Position(section: 1, page: 1, step: 1), new)
    #expect(title == "D")
    #expect(place == Position(section: 2, page: 1, step: 1))
  }

  @Test func aSlideMovedToAnotherSectionIsFollowed() throws {
    let new = Self.deck.replacingOccurrences(of: "## C\n\nc\n\n", with: "")
      .replacingOccurrences(of: "## D\n", with: "## C\n\nc\n\n## D\n")
    let (title, place) = try land(Self.deck, at: Position(section: 0, page: 3, step: 0), new)
    #expect(title == "C")
    #expect(place.section == 1)
  }
}
