import SegueCLI
import SegueTestSupport
import Testing

/// Decks whose front matter is written for pandoc, patat or presenterm
/// (`Tests/Fixtures/dialects/frontmatter-*.md`), exported at 80×24 with every step, compared
/// with their goldens (`Tests/Goldens/dialects/`; re-record with `RECORD_GOLDENS=1`), and their
/// warnings pinned: what Segue does not use is said, and the deck still presents.
@Suite struct FrontMatterDialectTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// The warnings `segue check` prints, without the file name.
    var warnings: [String] = []

    var testDescription: String { name }
    var deck: String { TestPaths.fixture("Tests/Fixtures/dialects/\(name).md").path }
    var golden: String { "Tests/Goldens/dialects/\(name).80x24.txt" }
  }

  static let cases: [Case] = [
    Case(
      name: "frontmatter-pandoc",
      warnings: [
        "10:1: warning: unknown front matter key 'lang' is ignored",
        "14:1: warning: unknown front matter key 'header-includes' is ignored",
      ]),
    Case(
      name: "frontmatter-patat",
      warnings: ["12:3: warning: patat setting 'eval' is not used by Segue: it is ignored"]),
    Case(name: "frontmatter-presenterm-footer"),
    Case(name: "frontmatter-footer"),
  ]

  @Test(arguments: cases)
  func export(_ test: Case) throws {
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", test.deck, "--size", "80x24", "--format", "text", "--steps"], output: &output)
    #expect(code == .success, "\(output.stderr)")
    var check = CapturedOutput()
    #expect(SegueCommand.run(["check", test.deck], output: &check) == .success)
    let warnings = (check.stdout + check.stderr).split(separator: "\n")
      .filter { $0.contains(": warning: ") }
      .map { line in String(line[line.range(of: ".md:")!.upperBound...]) }
    #expect(warnings == test.warnings)
    for raw in ["**", "<span", "{current_slide}", "{date}", "_styling_"] {
      #expect(!output.stdout.contains(raw), "raw '\(raw)' reached the audience")
    }
    try Golden.check(output.stdout, against: test.golden)
  }

  /// The intro slide's `*Type-level*` and `**gently**` in the theme's emphasis and strong
  /// styles, and `curious` as inline code, over the intro title's colours.
  @Test func theIntroDrawsTheTitlesMarkdown() throws {
    var output = CapturedOutput()
    let deck = TestPaths.fixture("Tests/Fixtures/dialects/frontmatter-pandoc.md").path
    let code = SegueCommand.run(
      ["export", deck, "--size", "80x24", "--format", "ansi"], output: &output)
    #expect(code == .success, "\(output.stderr)")
    try Golden.check(output.stdout, against: "Tests/Goldens/dialects/frontmatter-pandoc.80x24.ansi")
  }
}
