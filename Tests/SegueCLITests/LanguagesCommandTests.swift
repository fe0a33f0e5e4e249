import Foundation
import SegueCLI
import SegueTestSupport
import Testing

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
}
