import Foundation
import SegueCore
import SegueTestSupport
import Testing

/// The front matter of real decks (`../shared/corpus`): patat's settings become Segue's, pandoc
/// and presenterm values show their text, and no front matter refuses a deck.
@Suite struct FrontMatterCorpusTests {
  func corpusDeck(_ path: String) throws -> DeckLoad {
    let url = try #require(TestPaths.corpus).appendingPathComponent(path)
    let bytes = [UInt8](try Data(contentsOf: url))
    return DeckParser.parse(SourceText(bytes: bytes, fileName: path))
  }

  func meta(_ path: String) throws -> DeckMeta {
    try #require(try corpusDeck(path).deck).meta
  }

  /// Every real deck and every patat golden input loads, whatever its front matter holds.
  @Test(.needsCorpus) func noFrontMatterRefusesADeck() throws {
    let files = TestPaths.corpusFiles("decks") + TestPaths.corpusFiles("patat-golden")
    #expect(files.count > 50)
    for url in files where !url.hasDirectoryPath {
      let load = DeckParser.parse(
        SourceText(bytes: [UInt8](try Data(contentsOf: url)), fileName: url.lastPathComponent))
      #expect(load.errors.isEmpty, "\(url.lastPathComponent): \(load.errors.map(\.message))")
    }
  }

  @Test(.needsCorpus) func patatDemoTakesItsListsAndMargins() throws {
    let meta = try meta("decks/patat__demo.md")
    #expect(meta.incrementalLists)
    #expect(meta.margins == DeckMargins(left: 1, right: 1))
    #expect(meta.authors == ["Jasper Van der Jeugt"])
  }

  @Test(.needsCorpus) func aPatatTalkWithEveryKindOfSetting() throws {
    let load = try corpusDeck("decks/verfriemelt__faster.md")
    let meta = try #require(load.deck).meta
    #expect(!meta.incrementalLists)
    #expect(meta.margins == DeckMargins(top: 3, left: 4, right: 10))
    let patatWarnings = load.warnings.filter { $0.message.hasPrefix("patat setting") }
    #expect(
      patatWarnings.map(\.message) == [
        "patat setting 'transition' is not used by Segue: it is ignored",
        "patat setting 'theme' is not used by Segue: it is ignored",
        "patat setting 'eval' is not used by Segue: it is ignored",
        "patat setting 'speakerNotes' is not used by Segue: it is ignored",
      ])
  }

  @Test(.needsCorpus, arguments: [("slidelevel0.md", 1), ("slidelevel1.md", 2)])
  func patatSlideLevels(file: String, slides: Int) throws {
    let deck = try #require(try corpusDeck("patat-golden/\(file)").deck)
    #expect(deck.sections.flatMap(\.slides).count == slides)
  }

  @Test(.needsCorpus) func patatFragmentsAreIncremental() throws {
    #expect(try meta("patat-golden/fragments.md").incrementalLists)
  }

  @Test(.needsCorpus) func presentermTitleMarkdown() throws {
    let meta = try meta("decks/presenterm__demo.md")
    #expect(meta.title == "Introducing presenterm")
    #expect(meta.titleInlines == [.text("Introducing "), .emphasis([.text("presenterm")])])
  }

  @Test(.needsCorpus) func aYAMLDateIsShownAsWritten() throws {
    #expect(try meta("decks/lookatme__calendar_example.md").date == "2019-11-19")
  }

  @Test(.needsCorpus) func presentermFooterOverrideKeepsItsTemplates() throws {
    let load = try corpusDeck("decks/presenterm__footer.md")
    #expect(try #require(load.deck).meta.theme?.override != nil)
    #expect(
      load.warnings.map(\.message) == [
        "footer images are not drawn by Segue: this part of the footer is left empty",
        "presenterm's footer 'height' is not used: Segue's footer is one line",
      ])
  }
}
