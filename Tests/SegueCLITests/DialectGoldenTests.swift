import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// Decks written for other tools (`Tests/Fixtures/dialects/`), exported step by step at 80×24
/// as text and compared with their goldens (`Tests/Goldens/dialects/`; `RECORD_GOLDENS=1`
/// re-records), and what `segue check` says about their dialect. The decks named after a tool
/// are written in the style of that tool's real talks; their `check --json` is pinned too, and
/// `DialectReferenceTests` compares their frames with the tool's own.
@Suite struct DialectGoldenTests {
  static let decks = [
    "mdp-talk", "mdp-banner", "patat-talk", "lookatme-talk", "slides-talk", "presenterm-talk",
  ]
  static let talks = ["mdp-talk", "patat-talk", "lookatme-talk", "slides-talk", "presenterm-talk"]

  func run(_ arguments: [String]) -> (ExitCode, String, String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stdout, output.stderr)
  }

  static func fixture(_ name: String) -> String {
    TestPaths.fixture("Tests/Fixtures/dialects/\(name).md").path
  }

  @Test(arguments: decks)
  func export(_ name: String) throws {
    let (code, out, err) = run([
      "export", Self.fixture(name), "--size", "80x24", "--format", "text", "--steps",
    ])
    #expect(code == .success, "\(err)")
    // Notes (the other tool's settings that Segue leaves to it) are fine; nothing worse.
    #expect(
      !err.contains("warning:") && !err.contains("error:"),
      "a fixture deck should load without warnings: \(err)")
    let rawMarkup =
      name.hasPrefix("mdp") ? ["<br>", "-> ", " <-", "\n^\n"] : ["<br>", "<!--", "\n. . .\n"]
    for raw in rawMarkup {
      #expect(!out.contains(raw), "raw markup '\(raw)' reached the audience")
    }
    try Golden.check(out, against: "Tests/Goldens/dialects/\(name).80x24.txt")
  }

  /// The structure Segue reads (dialect and why, how slides split, every slide with its
  /// steps), with the package's folder written `<root>` so the golden holds on any clone.
  @Test(arguments: talks)
  func checkJSON(_ name: String) throws {
    let (code, out, err) = run(["check", "--json", Self.fixture(name)])
    #expect(code == .success, "\(err)")
    let root = TestPaths.packageRoot.path + "/"
    try Golden.check(
      out.replacingOccurrences(of: root, with: "<root>/"),
      against: "Tests/Goldens/dialects/\(name).check.json")
  }

  @Test func checkSaysWhichDialectAndWhichLine() {
    let (code, out, _) = run(["check", Self.fixture("mdp-talk")])
    #expect(code == .success)
    let lines = out.split(separator: "\n").map(String.init)
    #expect(lines.count > 3)
    #expect(lines[1] == "dialect mdp, set by line 1: %title: Shell tricks for busy people")
    #expect(lines[2] == "mdp: headings never split slides, only breaks do")
  }

  @Test func aSlidesDeckWithBreaksInItsListItemsIsNoMdpDeck() {
    let (code, out, err) = run(["check", Self.fixture("slides-list-breaks")])
    #expect(code == .success)
    #expect(err.isEmpty, "\(err)")
    #expect(
      out.split(separator: "\n").dropFirst().first == "dialect segue: no other tool's markers")
  }

  @Test func mdpBannerShowsNoEscapingBackslash() throws {
    let (code, out, _) = run([
      "export", Self.fixture("mdp-banner"), "--size", "80x24", "--format", "text", "--steps",
    ])
    #expect(code == .success)
    let lines = out.split(separator: "\n").map(String.init)
    #expect(lines.contains("        +--+  +--  +--  +  +  +--"))
    #expect(lines.contains { $0.contains("Press <space> to go on!") })
    #expect(lines.contains { $0.contains("C:\\temp stays C:\\temp") })
    #expect(lines.contains { $0.contains("`\\n`") } == false)
    #expect(lines.contains { $0.contains("keeps \\n and \\  as typed") })
    #expect(lines.contains { $0.contains("\\    fenced code keeps it too") })
  }

  @Test func checkJSONCarriesTheDialect() {
    let (code, out, _) = run(["check", "--json", Self.fixture("mdp-talk")])
    #expect(code == .success)
    #expect(out.contains("\"dialect\": \"mdp\",\n  \"dialect_source\": \"marker\",\n"))
    #expect(out.contains("\"dialect_line\": 1,\n"))
  }

  @Test func checkReportsADialectFromFrontMatter() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-dialect-\(getpid()).md").path
    try "---\ndialect: pandoc\n---\n\n# A\n\ntext\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (code, out, _) = run(["check", path])
    #expect(code == .success)
    #expect(
      out.split(separator: "\n").dropFirst().first == "dialect pandoc, from front matter (line 2)")
    let (_, json, _) = run(["check", "--json", path])
    #expect(json.contains("\"dialect_source\": \"front_matter\",\n  \"dialect_line\": 2,"))
  }

  @Test(.needsCorpus) func mdpSampleHasAsManySlidesAsMdpShows() throws {
    let corpus = try #require(TestPaths.corpus)
    let path = corpus.appendingPathComponent("decks/mdp__sample.md").path
    let (code, out, _) = run(["check", "--json", path])
    #expect(code == .success)
    // mdp: 20 slides between 19 rules, no title slide (the title is in its header bar).
    #expect(out.contains("\"slides\": 20,\n"))
  }
}
