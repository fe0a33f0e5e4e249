import Foundation
import SegueCore
import SegueTestSupport
import Testing

@testable import SegueRender

/// The code blocks of every corpus deck: each is highlighted or shown as plain text, never
/// an error, and highlighting loses or changes no character.
@Suite struct CorpusHighlightTests {
  static func codeBlocks(_ blocks: [Block]) -> [CodeBlock] {
    blocks.flatMap { block -> [CodeBlock] in
      switch block.kind {
      case .code(let code): [code]
      case .blockQuote(let inner), .aligned(_, let inner): codeBlocks(inner)
      case .alert(let alert): codeBlocks(alert.blocks)
      case .list(let list): list.items.flatMap { codeBlocks($0.blocks) }
      case .columns(let columns): codeBlocks(columns.before + columns.columns.flatMap { $0 })
      default: []
      }
    }
  }

  @Test(.needsCorpus) func everyCorpusCodeBlockHighlightsOrFallsBack() throws {
    var highlighted = Set<String>()
    var blocks = 0
    let files = TestPaths.corpusFiles("decks").filter { $0.pathExtension == "md" }
    #expect(files.count > 20)
    for file in files {
      guard let bytes = FileManager.default.contents(atPath: file.path),
        let deck = DeckParser.parse(SourceText(bytes: Array(bytes), fileName: file.path)).deck
      else { continue }
      for code in deck.sections.flatMap(\.slides).flatMap({ Self.codeBlocks($0.blocks) }) {
        blocks += 1
        let lines = CodeHighlighting.lines(code)
        let expected = CodeLines.split(code.text).map(String.init)
        #expect(
          lines.map { $0.map(\.text).joined() } == expected,
          "\(file.lastPathComponent): \(code.language)")
        if case .definition(let name) = CodeHighlighting.lookup(code.language),
          lines.contains(where: { $0.contains { $0.kind != nil } })
        {
          highlighted.insert(name)
        }
      }
    }
    #expect(blocks > 100)
    #expect(highlighted.count >= 20, "highlighted: \(highlighted.sorted())")
  }
}
