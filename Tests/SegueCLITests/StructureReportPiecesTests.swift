import SegueCore
import Testing

@testable import SegueCLI

/// `check`'s structure report is handed on in pieces of whole lines as it is made, so a deck
/// of many slides never holds its whole report (5 MB for 40,000 sections) at once.
@Suite struct StructureReportPiecesTests {
  static func deck(sections: Int) throws -> Deck {
    let text = (0..<sections).map { "# Part \($0)\n\n## Slide\n\ntext\n\n" }.joined()
    return try #require(DeckParser.parse(text, fileName: "long.md").deck)
  }

  @Test func aLongReportComesInPiecesOfWholeLines() throws {
    let deck = try Self.deck(sections: 4_000)
    var pieces: [String] = []
    StructureReport.write(deck, fileName: "long.md") { pieces.append($0) }
    #expect(pieces.count > 2)
    for piece in pieces.dropLast() {
      #expect(piece.hasSuffix("\n"))
      // A piece is handed on as soon as it reaches the size; a slide's line is short.
      #expect(piece.utf8.count < StructureReport.pieceSize + 200)
    }
    #expect(pieces.joined() == StructureReport.render(deck, fileName: "long.md"))
  }

  @Test func aShortReportIsOnePiece() throws {
    let deck = try Self.deck(sections: 2)
    var pieces: [String] = []
    StructureReport.write(deck, fileName: "short.md") { pieces.append($0) }
    #expect(pieces.count == 1)
    #expect(pieces[0].hasPrefix("short.md: 2 sections, 4 slides\n"))
    #expect(pieces[0].hasSuffix("  2.2 Slide  line 9\n"))
  }
}
