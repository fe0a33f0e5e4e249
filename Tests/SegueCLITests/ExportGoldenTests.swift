import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `segue export` of whole decks as plain text, compared with stored golden files
/// (re-record with `RECORD_GOLDENS=1 swift test`).
///
/// Whole decks are kept where they guard something no small deck does: the built-in demo (what
/// a person sees first) and decks written for other tools (how Segue reads their dialects).
/// Single behaviours and colours have their own small goldens (`BehaviourGoldenTests`).
@Suite struct ExportGoldenTests {
  static let corpusDecks = [
    "presenterm__demo", "presenterm__columns", "presenterm__speaker-notes", "presenterm__footer",
    "patat__demo", "patat__README", "slides__slides", "slides__tutorial", "slides__code_blocks",
    "lookatme__tour", "lookatme__progressive", "mdp__sample",
  ]

  func export(_ path: String) -> (ExitCode, String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", path, "--size", "80x24", "--format", "text"], output: &output)
    return (code, output.stdout)
  }

  @Test func demoDeck() throws {
    let (code, out) = export(TestPaths.fixture("Decks/demo.md").path)
    #expect(code == .success)
    try Golden.check(out, against: "Tests/Goldens/export/demo.80x24.txt")
  }

  @Test(.needsCorpus, arguments: corpusDecks)
  func corpusDeck(_ name: String) throws {
    let corpus = try #require(TestPaths.corpus)
    let (code, out) = export(corpus.appendingPathComponent("decks/\(name).md").path)
    #expect(code == .success)
    try Golden.check(out, against: "Tests/Goldens/export/\(name).80x24.txt")
  }

  @Test func sameInputSameBytes() {
    let path = TestPaths.fixture("Decks/demo.md").path
    var first = CapturedOutput()
    var second = CapturedOutput()
    let arguments = ["export", path, "--size", "100x30", "--format", "ansi"]
    _ = SegueCommand.run(arguments, output: &first)
    _ = SegueCommand.run(arguments, output: &second)
    #expect(first.stdout == second.stdout)
  }
}
