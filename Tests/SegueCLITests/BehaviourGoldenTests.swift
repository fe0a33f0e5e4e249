import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// One small deck per behaviour (`Tests/Fixtures/behaviours/`), exported as ANSI and compared
/// with its golden file (`Tests/Goldens/behaviours/`; re-record with `RECORD_GOLDENS=1`).
///
/// Each golden is a few frames at a small size, so a change shows up in the golden of the
/// behaviour it touched and nowhere else, and a reviewer can read it (`cat` it in a terminal).
@Suite struct BehaviourGoldenTests {
  /// A fixture deck, the size it is exported at, and any further `segue export` options.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var size = "60x16"
    var options: [String] = []

    var testDescription: String { name }
    var deck: String { TestPaths.fixture("Tests/Fixtures/behaviours/\(name).md").path }
    var golden: String { "Tests/Goldens/behaviours/\(name).\(size).ansi" }
  }

  static let cases: [Case] = [
    Case(name: "headings"),
    Case(name: "inline-styles"),
    Case(name: "lists"),
    Case(name: "nested-lists"),
    Case(name: "block-quotes"),
    Case(name: "alerts", size: "60x22"),
    Case(name: "code-block"),
    Case(name: "table"),
    Case(name: "columns"),
    Case(name: "alignment"),
    // Tall enough that "the middle" is below where the text would otherwise go.
    Case(name: "jump-to-middle", size: "60x24"),
    Case(name: "new-lines"),
    Case(name: "steps", options: ["--steps"]),
    Case(name: "incremental-lists", options: ["--steps"]),
    Case(name: "footer-template"),
    Case(name: "segment-bar-many-sections"),
    Case(name: "page-dots-compact"),
    Case(name: "page-dots-overflow"),
    // A deck of one section with a slide window for a bar and a counter for its dots.
    Case(name: "one-section-slides"),
    Case(name: "intro-slide"),
    Case(name: "wide-characters"),
    Case(name: "control-characters"),
    Case(name: "overflow"),
  ]

  func export(_ deck: String, size: String, options: [String]) -> (ExitCode, String, String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", deck, "--size", size, "--format", "ansi"] + options, output: &output)
    return (code, output.stdout, output.stderr)
  }

  @Test(arguments: cases)
  func behaviour(_ test: Case) throws {
    let (code, out, err) = export(test.deck, size: test.size, options: test.options)
    #expect(code == .success, "\(err)")
    #expect(err.isEmpty, "a fixture deck should load without warnings: \(err)")
    try Golden.check(out, against: test.golden)
  }

  /// Every fixture deck has a case, so a deck added without one is not silently unchecked.
  @Test func everyFixtureDeckHasACase() throws {
    let folder = TestPaths.fixture("Tests/Fixtures/behaviours").path
    let decks = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
    #expect(Set(decks) == Set(Self.cases.map(\.name) + ["theme-colours"]))
  }

  /// The built-in themes, from the file names in `Themes/`.
  static let themes: [String] = {
    let folder = TestPaths.fixture("Themes").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }()

  @Test func themesAreFound() {
    #expect(Self.themes.count >= 8, "Themes/ holds the built-in themes")
  }

  /// Each built-in theme's colours, glyphs and chrome on one small two-section deck.
  @Test(arguments: themes)
  func themeColours(_ theme: String) throws {
    let deck = TestPaths.fixture("Tests/Fixtures/behaviours/theme-colours.md").path
    let (code, out, err) = export(deck, size: "60x20", options: ["--theme", theme])
    #expect(code == .success, "\(err)")
    #expect(err.isEmpty, "\(err)")
    try Golden.check(out, against: "Tests/Goldens/behaviours/theme-\(theme).60x20.ansi")
  }
}
