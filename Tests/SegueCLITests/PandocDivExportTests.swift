import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// Pandoc fenced divs as the audience sees them: the fixture deck's golden export (with its
/// notes), and no `:::` fence line on any slide of any corpus deck.
@Suite struct PandocDivExportTests {
  func export(_ path: String, notes: Bool = false) -> (ExitCode, String, String) {
    var output = CapturedOutput()
    var arguments = ["export", path, "--size", "80x24", "--format", "text", "--steps"]
    if notes { arguments.append("--notes") }
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stdout, output.stderr)
  }

  @Test func fixtureDeckMatchesItsGolden() throws {
    let path = TestPaths.fixture("Tests/Fixtures/dialects/pandoc-divs.md").path
    let (code, out, err) = export(path, notes: true)
    #expect(code == .success, "\(err)")
    #expect(err.isEmpty, "the fixture deck should load without warnings: \(err)")
    #expect(Self.fenceLines(out, allowed: []).isEmpty)
    #expect(out.contains("Notes:\n  Start with the audience"))
    try Golden.check(out, against: "Tests/Goldens/dialects/pandoc-divs.80x24.txt")
  }

  /// Lines of `export` that start with `:::`, except those the deck itself has in fenced code.
  static func fenceLines(_ export: String, allowed: Set<String>) -> [String] {
    export.split(separator: "\n").map { String($0.drop { $0 == " " }) }
      .filter { $0.hasPrefix(":::") && !allowed.contains($0.trimmingCharacters(in: .whitespaces)) }
  }

  /// The trimmed lines inside the deck's fenced code blocks: code may show `:::`.
  static func codeLines(_ deck: String) -> Set<String> {
    var lines: Set<String> = []
    var fence: String?
    for line in deck.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil } else { lines.insert(trimmed) }
      } else if let mark = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
        fence = String(trimmed.prefix { $0 == mark.first! })
      }
    }
    return lines
  }

  @Test(.needsCorpus) func noCorpusDeckShowsAFence() throws {
    let corpus = try #require(TestPaths.corpus)
    let manager = FileManager.default
    var decks: [URL] = []
    for folder in ["decks", "patat-golden"] {
      let url = corpus.appendingPathComponent(folder)
      decks += try manager.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
        .filter { ["md", "lhs"].contains($0.pathExtension) }
    }
    #expect(decks.count > 70)
    var exported = 0
    for deck in decks.sorted(by: { $0.path < $1.path }) {
      let (code, out, _) = export(deck.path)
      guard code == .success else { continue }  // decks that do not load show nothing
      exported += 1
      let text = try String(contentsOf: deck, encoding: .utf8)
      let shown = Self.fenceLines(out, allowed: Self.codeLines(text))
      #expect(shown.isEmpty, "\(deck.lastPathComponent) shows \(shown)")
    }
    #expect(exported > 70)
  }
}
