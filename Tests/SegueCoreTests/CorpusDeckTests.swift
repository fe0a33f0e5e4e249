import Foundation
import SegueCore
import SegueTestSupport
import Testing

/// Real decks from other tools split the way their authors meant.
@Suite struct CorpusDeckTests {
  func corpusDeck(_ name: String) throws -> Deck {
    let url = try #require(TestPaths.corpus).appendingPathComponent("decks/\(name)")
    let bytes = [UInt8](try Data(contentsOf: url))
    let load = DeckParser.parse(SourceText(bytes: bytes, fileName: name))
    #expect(load.errors.isEmpty)
    return try #require(load.deck)
  }

  @Test(.needsCorpus) func patatDemoHasSectionsFromItsHashHeadings() throws {
    let deck = try corpusDeck("patat__demo.md")
    // patat shows the title in its header: no intro slide, 46 slides as `patat --dump` counts.
    #expect(deck.sections.map(\.title) == ["Filler", "List Comprehensions", "Filler"])
    #expect(deck.slideCount == 46)
    #expect(deck.structure.slideLevel == 2)
    #expect(
      deck.sections[1].slides.map { $0.titleText ?? "" } == [
        "List Comprehensions", "Introduction", "Laziness", "Laziness",
      ])
  }

  @Test(.needsCorpus) func presentermDemoKeepsDashesAsRules() throws {
    let deck = try corpusDeck("presenterm__demo.md")
    #expect(deck.structure.thematicBreaksSplit == false)
    let rules = deck.sections.flatMap(\.slides).flatMap(\.blocks).filter { $0.kind == .rule }
    #expect(!rules.isEmpty)
    #expect(deck.sections.count == 1)
    #expect(deck.sections[0].slides[1].titleText == "Customizability")
    #expect(deck.sections[0].slides[1].steps == 2)
  }

  /// The 655 CommonMark spec examples each load (as a deck or with errors), without a crash.
  @Test(.needsCorpus) func commonMarkExamplesAllLoad() throws {
    let corpus = try #require(TestPaths.corpus)
    let data = try Data(
      contentsOf: corpus.appendingPathComponent("commonmark/commonmark-spec.json"))
    let examples = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(examples.count == 655)
    var loaded = 0
    for example in examples {
      let markdown = try #require(example["markdown"] as? String)
      let load = DeckParser.parse(markdown, fileName: "example.md")
      if load.deck != nil || !load.errors.isEmpty { loaded += 1 }
      if let deck = load.deck {
        #expect(deck.sections.allSatisfy { !$0.slides.isEmpty })
      }
    }
    #expect(loaded == examples.count)
  }
}
