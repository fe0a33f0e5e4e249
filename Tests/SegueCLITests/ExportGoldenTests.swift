import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `segue export` of whole decks, compared with stored golden files
/// (re-record with `RECORD_GOLDENS=1 swift test`).
@Suite struct ExportGoldenTests {
  static let ownDecks = ["demo", "columns", "steps", "unicode"]
  static let corpusDecks = [
    "presenterm__demo", "presenterm__columns", "presenterm__speaker-notes", "presenterm__footer",
    "patat__demo", "patat__README", "slides__slides", "slides__tutorial", "slides__code_blocks",
    "lookatme__tour", "lookatme__progressive", "mdp__sample",
  ]
  static let variants = [
    ("80x24", "text"), ("80x24", "ansi"), ("120x40", "text"), ("120x40", "ansi"),
  ]

  func export(_ path: String, size: String, format: String) -> (ExitCode, String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", path, "--size", size, "--format", format], output: &output)
    return (code, output.stdout)
  }

  @Test(arguments: ownDecks)
  func ownDeck(_ name: String) throws {
    for (size, format) in Self.variants {
      let (code, out) = export(
        TestPaths.fixture("Decks/\(name).md").path, size: size, format: format)
      #expect(code == .success)
      try Golden.check(
        out, against: "Tests/Goldens/export/\(name).\(size).\(format == "text" ? "txt" : "ansi")")
    }
  }

  @Test(.needsCorpus, arguments: corpusDecks)
  func corpusDeck(_ name: String) throws {
    let corpus = try #require(TestPaths.corpus)
    for (size, format) in Self.variants {
      let path = corpus.appendingPathComponent("decks/\(name).md").path
      let (code, out) = export(path, size: size, format: format)
      #expect(code == .success)
      try Golden.check(
        out, against: "Tests/Goldens/export/\(name).\(size).\(format == "text" ? "txt" : "ansi")")
    }
  }

  @Test func sameInputSameBytes() {
    let path = TestPaths.fixture("Decks/demo.md").path
    #expect(
      export(path, size: "100x30", format: "ansi").1
        == export(path, size: "100x30", format: "ansi").1)
  }
}
