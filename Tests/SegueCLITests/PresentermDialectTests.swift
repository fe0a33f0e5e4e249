import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// presenterm decks as their authors wrote them: inline HTML colours text, `<br>` breaks lines,
/// image and pandoc attributes are read, and no markup reaches the audience.
@Suite struct PresentermDialectTests {
  static let fixtures = ["presenterm-html", "presenterm-malformed-html"]
  static let corpusDecks = [
    "presenterm__demo", "presenterm__columns", "presenterm__custom-intro-slides",
    "presenterm__footer", "presenterm__speaker-notes", "presenterm__code", "jqno__bullshitlanguage",
  ]
  /// Markup that must never be shown: tags, presenterm image attributes, pandoc attributes.
  static let raw = [
    "<span", "</span", "<br", "<b>", "<i>", "<kbd", "<div", "<img", "<a ", "<center", "<font",
    "<details", "<summary", "image:width", "image:w:", "]{.", "`{.", "{ width", "{.small}",
    "data-state",
  ]

  func export(_ path: String, format: String = "text", extra: [String] = []) -> (ExitCode, String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", path, "--size", "80x24", "--format", format] + extra, output: &output)
    return (code, output.stdout)
  }

  static func fixture(_ name: String) -> String {
    TestPaths.fixture("Tests/Fixtures/dialects/\(name).md").path
  }

  /// Every step and the speaker note, where the author put them.
  @Test func goldenExport() throws {
    let (code, out) = export(Self.fixture("presenterm-html"), extra: ["--steps", "--notes"])
    #expect(code == .success)
    #expect(out.contains("· step 2/2") && out.contains("Notes:\n  mention the cold cache"))
    try Golden.check(out, against: "Tests/Goldens/dialects/presenterm-html.80x24.txt")
  }

  @Test(arguments: fixtures)
  func fixturesShowNoRawMarkup(_ name: String) {
    let (code, out) = export(Self.fixture(name))
    #expect(code == .success)
    for marker in Self.raw {
      #expect(!out.contains(marker), "\(name) shows \(marker)")
    }
  }

  /// Corpus decks show markup inside code blocks on purpose (a deck about footers shows its
  /// YAML): lines drawn inside a code box (`│`) are left out of the check.
  @Test(.needsCorpus, arguments: corpusDecks)
  func corpusDecksShowNoRawMarkup(_ name: String) throws {
    let corpus = try #require(TestPaths.corpus)
    let (code, out) = export(corpus.appendingPathComponent("decks/\(name).md").path)
    #expect(code == .success)
    let shown = out.split(separator: "\n").filter { !$0.contains("│") }
    for marker in Self.raw {
      let hits = shown.filter { $0.contains(marker) }
      #expect(hits.isEmpty, "\(name) shows \(marker): \(hits.prefix(3))")
    }
  }

  /// The colours reach the screen: `red` is the terminal's red, `#33cc66` exact.
  @Test func spansAreColouredInTheANSIExport() {
    let (_, out) = export(Self.fixture("presenterm-html"), format: "ansi")
    #expect(out.contains("\u{1B}[0;31mFast"))
    #expect(out.contains("\u{1B}[0;38;2;51;204;102msafe"))
  }
}
