import Foundation
import SegueTestSupport
import Testing

@testable import SegueCLI

/// `segue languages`, and the note `segue check` gives a language it does not know.
@Suite struct LanguagesCommandTests {
  func run(_ arguments: [String]) -> (ExitCode, CapturedOutput) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output)
  }

  @Test func listsEveryLanguageWithItsWordsOnePerLine() {
    let (code, output) = run(["languages"])
    #expect(code == .success)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count > 300)
    let rust = lines.first { $0.hasPrefix("Rust ") }
    #expect(rust?.hasSuffix("  rust, rs") == true, "\(rust ?? "no Rust line")")
    let bash = lines.first { $0.hasPrefix("Bash ") } ?? ""
    for word in ["bash", "sh", "shell", "console"] {
      #expect(bash.contains(" \(word),") || bash.hasSuffix(" \(word)"), "\(word) in \(bash)")
    }
    // The words start in one column.
    let columns = Set(
      lines.prefix(40).map { line in
        line.firstRange(of: "  ").map { line.distance(from: line.startIndex, to: $0.lowerBound) }
      })
    #expect(columns.count >= 1)
    #expect(output.stderr.isEmpty)
  }

  @Test func languagesHasItsHelp() {
    let (code, output) = run(["languages", "--help"])
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Usage: segue languages"))
    #expect(output.stdout.contains("one per line"))
  }

  @Test func theMainHelpListsIt() {
    let (_, output) = run(["--help"])
    #expect(output.stdout.contains("languages"))
  }

  @Test func checkNotesAnUnknownLanguageOnceAtItsFirstBlock() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-lang-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let deck = dir.appendingPathComponent("talk.md")
    try """
    # Talk

    ## Code

    ```mermaid
    graph TD
    ```

    ```rust
    fn main() {}
    ```

    ```text
    plain, asked for
    ```

    ```mermaid
    graph LR
    ```
    """.write(to: deck, atomically: true, encoding: .utf8)
    let (code, output) = run(["check", deck.path])
    #expect(code == .success)
    #expect(
      output.stderr == """
        \(deck.path):5:4: note: unknown language 'mermaid': its 2 code blocks are shown as plain text ('segue languages' lists the known ones)
        ```mermaid
           ^

        """)
  }

  @Test func theCodeDeckHasOneNoteForItsOwnLanguage() {
    let (code, output) = run(["check", TestPaths.fixture("Decks/code.md").path])
    #expect(code == .success)
    #expect(output.stderr.components(separatedBy: "note: ").count == 2)
    #expect(
      output.stderr.contains("unknown language 'plan': its code block is shown as plain text"))
    #expect(!output.stderr.contains("warning"))
  }

  /// A language named somewhere other than the fence line, or longer than what follows the
  /// fence, is found at the fence (the fuzzer found `check` trapping on a presenterm `file`
  /// block whose `lang:` was longer than `file`: Tests/Fixtures/fuzz/deck/).
  @Test(
    arguments: [
      ("```file", "zzzzz", 4),  // a `file` block: the language is on its `lang:` line
      ("```ab", "abcd", 4),  // longer than what follows the fence
      ("```", "x", 4),  // nothing after the fence
      ("", "rust", 1),
      ("~~~ {.haskell}", "haskell", 7),
      ("```mermaid", "mermaid", 4),
      ("  ```  plan", "plan", 8),
    ] as [(String, String, Int)])
  func theNoteStandsAtTheLanguageOrTheFence(line: String, word: String, column: Int) {
    #expect(LanguageReport.column(of: word, line: line) == column)
  }

  @Test func aFileBlockInAnUnknownLanguageGetsItsNote() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "x = 1\n".write(
      to: folder.appendingPathComponent("a.zz"), atomically: true, encoding: .utf8)
    let deck = folder.appendingPathComponent("talk.md")
    try "# A\n\n```file\npath: a.zz\nlang: zzzzz\n```\n".write(
      to: deck, atomically: true, encoding: .utf8)
    let (code, output) = run(["check", deck.path])
    #expect(code == .success)
    #expect(output.stderr.contains("\(deck.path):3:4: note: unknown language 'zzzzz'"))
  }
}
