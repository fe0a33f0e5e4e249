import Testing

@testable import SegueCore

/// Display formulas typeset as pictures (`DiagramBlocks.withFormulas`): only a paragraph that
/// is a lone `$$…$$`, nested ones too; a formula without a picture stays text.
@Suite struct FormulaBlocksTests {
  static let deck = """
    # Formulas

    $$a^2 + b^2 = c^2$$

    Inline $x^2$ stays text, and so does $$y$$ inside a sentence.

    - in a list

      $$\\frac{1}{2}$$
    """

  private func load() throws -> Deck {
    try #require(DeckParser.parse(Self.deck, fileName: "t.md").deck)
  }

  @Test func everyDisplayFormulaIsFound() throws {
    #expect(
      DiagramBlocks.formulas(in: try load()).map(\.source) == ["a^2 + b^2 = c^2", "\\frac{1}{2}"])
  }

  @Test func aFormulaWithAPictureBecomesItsImageAtItsRows() throws {
    let drawn = DiagramBlocks.withFormulas(try load()) { math in
      DiagramBlocks.Formula(path: "/cache/\(math.source.count).svg", rows: 4)
    }
    let images = drawn.sections.flatMap(\.slides).flatMap(\.blocks).flatMap(Self.images)
    #expect(images.map(\.path) == ["/cache/15.svg", "/cache/11.svg"])
    #expect(images.map(\.heightRows) == [4, 4])
    #expect(images.first?.alt == [.text("$$a^2 + b^2 = c^2$$")], "the formula as written")
  }

  @Test func withoutAPictureTheDeckIsUnchanged() throws {
    let deck = try load()
    let drawn = DiagramBlocks.withFormulas(deck) { _ in nil }
    #expect(drawn.id == deck.id)
  }

  /// The images of a block and of the blocks inside it.
  static func images(_ block: Block) -> [Image] {
    var found: [Image] = []
    if case .paragraph(let inlines) = block.kind {
      for case .image(let image) in inlines { found.append(image) }
    }
    return found + block.kind.children.flatMap(images)
  }
}
