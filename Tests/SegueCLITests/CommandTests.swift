import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `segue` called in-process: output texts and exit codes, pinned.
@Suite struct CommandTests {
  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    runInRepository(arguments)
  }

  func fixture(_ name: String) -> String { "Tests/Fixtures/decks/\(name)" }

  @Test func helpAndVersion() {
    let help = run(["--help"])
    #expect(help.code == .success)
    #expect(help.out.hasPrefix("segue — terminal slide presentations from Markdown\n"))
    #expect(help.out.contains("check <deck>"))
    // With no argument segue presents the demo, which needs a terminal: tests have none.
    let bare = run([])
    #expect(bare.code == .failure)
    #expect(
      bare.err == """
        error: segue presents in a terminal, and standard input or output is not one
        To render slides to a file or a pipe, use: segue export DECK

        """)
    #expect(
      run(["check", "--help"]).out.hasPrefix(
        "Usage: segue check <deck> [--dump | --json | --timing | --exec | --render]\n"))
    let version = run(["--version"]).out
    #expect(version.hasPrefix("segue 0.1.0 (revision ") && version.hasSuffix(")\n"))
    // After a deck, help and the version are the presenter's and the program's.
    #expect(run(["talk.md", "--help"]).out.hasPrefix("Usage: segue present [<deck>] "))
    #expect(run(["talk.md", "--version"]).out == version)
  }

  struct UsageCase: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var message: String
    var testDescription: String { name }

    /// The usage and help lines of the command called.
    var tail: String {
      arguments.first == "check"
        ? "Usage: segue check <deck> [--dump | --json | --timing | --exec | --render]\n"
          + "                   [--size WxH] [-x] [-X]\nSee 'segue check --help'\n"
        : "Usage: segue [<deck>] | segue <command> [options]\nSee 'segue --help'\n"
    }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(
      name: "unknown command", arguments: ["chek", "x.md"],
      message: "unknown command 'chek' (did you mean 'check'?)"),
    UsageCase(
      name: "unknown option", arguments: ["--verbose"], message: "unknown option '--verbose'"),
    UsageCase(
      name: "check without a deck", arguments: ["check"], message: "missing argument <deck>"),
    UsageCase(
      name: "unknown check option", arguments: ["check", "--jsno", "x.md"],
      message: "unknown option '--jsno' (did you mean '--json'?)"),
    UsageCase(
      name: "two decks", arguments: ["check", "a.md", "b.md"], message: "unexpected argument 'b.md'"
    ),
    UsageCase(
      name: "dump and json together", arguments: ["check", "--dump", "--json", "a.md"],
      message: "choose one of '--dump' and '--json'"),
    UsageCase(
      name: "a flag given a value", arguments: ["check", "--dump=yes", "a.md"],
      message: "'--dump' takes no value"),
  ]

  @Test(arguments: usageCases)
  func usageErrors(_ c: UsageCase) {
    let result = run(c.arguments)
    #expect(result.code == .usage)
    #expect(result.out == "")
    #expect(
      result.err
        == "Error: \(c.message)\n" + c.tail)
  }

  @Test func checkPrintsTheStructure() {
    let result = run(["check", fixture("parts.md")])
    #expect(result.code == .success)
    #expect(result.err == "")
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines == [
        "Tests/Fixtures/decks/parts.md: 3 sections, 6 slides",
        "dialect segue: no other tool's markers",
        "slide level 2, set by line 8: ## Install",
        "section level 1: '#' headings start sections",
        "thematic breaks (---) split slides",
        "",
        "1 Parts and slides",
        "  1.1 Parts and slides  (intro)  line 1",
        "2 Getting started",
        "  2.1 Getting started  (section title)  line 6",
        "  2.2 Install  (notes)  line 8",
        "  2.3 First deck  (2 steps)  line 14",
        "3 Going further",
        "  3.1 Going further  (section title)  line 23",
        "  3.2 Sections  line 25",
        "",
      ])
  }

  /// A heading with nothing to show (a reveal.js `# {attributes}` heading) is an untitled
  /// slide in the list, like a slide with no heading; and a dialect's own splitting sentence
  /// is not followed by the generic one about breaks.
  @Test(arguments: [
    ("# A\n\nx\n\n# { data-state=\"t\" }\n\ny\n", "  1.2 (untitled)  line 5"),
    ("A\n===\n\nx\n\n<!-- end_slide -->\n\nB\n===\n\ny\n", "  1.2 B  line 8"),
  ])
  func checkListsEachSlideOnce(deck: String, second: String) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-untitled-\(getpid())-\(UUID().uuidString).md").path
    try deck.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = run(["check", path])
    #expect(result.code == .success)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.contains(second), "\(lines)")
    let sentences = lines.filter { $0.contains("split slides") || $0.contains("split") }
    #expect(sentences.count == 1, "\(lines)")
  }

  @Test func checkJSON() {
    let result = run(["check", "--json", fixture("parts.md")])
    #expect(result.code == .success)
    #expect(result.out.contains("\"slide_level\": 2,"))
    #expect(
      result.out.contains(
        "{\"number\": \"2.3\", \"slide\": 4, \"title\": \"First deck\", \"kind\": \"content\", \"steps\": 2, \"line\": 14, \"notes\": false, \"skipped\": false}"
      ))
  }

  /// `check --json` carries every diagnostic `check` prints: the deck's, unknown languages
  /// (notes), `--size` overflows and the deck's theme's problems, each with its severity.
  @Test func checkJSONCarriesEveryDiagnostic() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "name: broken\ncolors: [\n".write(
      to: folder.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
    let tall = (1...40).map { "line \($0)\n" }.joined(separator: "\n")
    let deck =
      "---\ntheme: broken.yaml\nbogus: 1\n---\n\n# One\n\n```klingon\nx\n```\n\n# Two\n\n\(tall)"
    let path = folder.appendingPathComponent("talk.md").path
    try deck.write(toFile: path, atomically: true, encoding: .utf8)
    let result = run(["check", "--json", "--size", "80x24", path])
    #expect(result.code == .success)
    #expect(result.err == "")
    let out = result.out
    #expect(out.hasPrefix("{\n  \"loaded\": true,\n"))
    #expect(out.contains(#"{"severity": "warning", "file": ""# + path + #"", "line": 3"#))
    #expect(out.contains(#""severity": "note""#) && out.contains("klingon"))
    #expect(out.contains("slide 1.2 'Two' overflows 80x24: its end is cut"), "\(out)")
    #expect(out.contains("broken.yaml") && out.contains("the deck's theme settings are ignored"))
  }

  /// A deck that does not load still gives a script JSON: `"loaded": false` and its errors.
  @Test func checkJSONOfADeckThatFails() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID()).md")
      .path
    try "---\ntitle: [\n---\n# x\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = run(["check", "--json", path])
    #expect(result.code == .failure)
    #expect(result.out.hasPrefix("{\n  \"loaded\": false,\n  \"diagnostics\": [\n"))
    #expect(result.out.contains(#"{"severity": "error", "file": ""#))
    #expect(result.err.contains("error:"))
    let missing = run(["check", "--json", "/nonexistent/talk.md"])
    #expect(missing.code == .failure)
    #expect(missing.out.contains(#""severity": "error""#), "\(missing.out)")
  }

  @Test func checkDumpIsGolden() throws {
    let result = run(["check", "--dump", fixture("parts.md")])
    try Golden.check(result.out, against: "Tests/Goldens/dump/parts.txt")
  }

  struct FileErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var path: String
    var stderr: String
    var testDescription: String { name }
  }

  static let fileErrorCases: [FileErrorCase] = [
    FileErrorCase(
      name: "missing file", path: "Tests/Fixtures/decks/nope.md",
      stderr: "error: Tests/Fixtures/decks/nope.md: no such file\n"),
    FileErrorCase(
      name: "a directory", path: "Tests/Fixtures/decks",
      stderr: "error: Tests/Fixtures/decks: is a directory, not a deck file\n"),
    FileErrorCase(
      name: "unreadable path", path: "Tests/Fixtures/decks/parts.md/inner.md",
      stderr: "error: Tests/Fixtures/decks/parts.md/inner.md: cannot read: not a directory\n"),
  ]

  @Test(arguments: fileErrorCases)
  func fileErrors(_ c: FileErrorCase) {
    let result = run(["check", c.path])
    #expect(result.code == .failure)
    #expect(result.err == c.stderr + "1 error found\n")
  }

  @Test func malformedFrontMatterError() {
    let result = run(["check", "Tests/Fixtures/decks/broken-front-matter.md"])
    #expect(result.code == .failure)
    #expect(
      result.err == """
        Tests/Fixtures/decks/broken-front-matter.md:2:8: error: malformed front matter: did not find expected ',' or ']' at 3:7 (while parsing a flow sequence that starts here)
        title: [broken
               ^
        1 error found

        """)
  }

  @Test func badDirectiveError() {
    let result = run(["check", "Tests/Fixtures/decks/bad-directive.md"])
    #expect(result.code == .failure)
    #expect(result.out == "")
    #expect(
      result.err == """
        Tests/Fixtures/decks/bad-directive.md:3:17: error: 'alignment' must be left, center or right
        <!-- alignment: middle -->
                        ^
        1 error found

        """)
  }
}

/// The bad inputs of the foundation issue, from files written here (the corpus has more).
@Suite struct BadInputTests {
  func check(_ bytes: [UInt8], _ extra: [String] = []) throws -> (ExitCode, String, String) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID()).md")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var output = CapturedOutput()
    let code = SegueCommand.run(["check"] + extra + [url.path], output: &output)
    return (code, output.stdout, output.stderr.replacingOccurrences(of: url.path, with: "deck.md"))
  }

  @Test func binaryFileIsRefused() throws {
    let elf: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + [UInt8](repeating: 0, count: 56)
    let (code, out, err) = try check(elf)
    #expect(code == .failure)
    #expect(out == "")
    #expect(err == "error: deck.md: is a binary file, not a Markdown deck\n1 error found\n")
  }

  /// The caret is placed by the terminal's columns: after two wide characters it is two
  /// columns further than their count (it drifted left of its character before).
  @Test func caretStaysUnderItsCharacterAfterWideOnes() throws {
    let deck = "---\ntitle: t\nsections: {漢字: [}\n---\n\n# x\n"
    let (code, _, err) = try check(Array(deck.utf8))
    #expect(code == .failure)
    let lines = err.split(separator: "\n").map(String.init)
    let source = try #require(lines.firstIndex(of: "sections: {漢字: [}"))
    #expect(lines[0].hasPrefix("deck.md:3:17: error: malformed front matter"))
    #expect(lines[source + 1] == String(repeating: " ", count: 18) + "^")
  }

  @Test func emptyFileIsOneEmptySlide() throws {
    let (code, out, err) = try check([])
    #expect(code == .success)
    #expect(out.contains("1 section, 1 slide\n"))
    #expect(err == "warning: the deck has no slides\n")
  }

  @Test func onlySeparators() throws {
    let (code, _, err) = try check(Array(String(repeating: "---\n\n", count: 500).utf8))
    #expect(code == .success)
    #expect(err == "warning: the deck has no slides\n")
  }

  @Test func overflowReport() throws {
    let list = (1...40).map { "- item \($0)" }.joined(separator: "\n")
    let (code, _, err) = try check(Array("# Long\n\n\(list)\n".utf8), ["--size", "80x24"])
    #expect(code == .success)
    #expect(
      err == """
        deck.md:1:1: warning: slide 1.1 'Long' overflows 80x24: its end is cut
        # Long
        ^

        """)
  }
}
