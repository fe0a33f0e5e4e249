import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// presenterm's code attributes through the real commands: the fixture talk exported at every
/// step (goldens, re-recorded with `RECORD_GOLDENS=1`), and what `segue check` says.
@Suite struct CodeAttributeCommandTests {
  static let deck = "Tests/Fixtures/code-attributes.md"

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    runInRepository(arguments)
  }

  /// Every step of the talk: the dynamic highlight moves (ANSI shows the dimming), line
  /// numbers, hidden lines, the `file` block and the placeholder of the missing one.
  @Test(arguments: ["ansi", "text"])
  func exportedAtEveryStep(format: String) throws {
    let result = run(["export", Self.deck, "--size", "100x30", "--format", format, "--steps"])
    #expect(result.code == .success, "\(result.err)")
    try Golden.check(
      result.out,
      against: "Tests/Goldens/code/code-attributes.100x30.\(format == "text" ? "txt" : format)")
  }

  @Test func checkReportsTheMissingFileAndNotTheRunnableBlock() {
    let result = run(["check", Self.deck])
    #expect(result.code == .success)
    #expect(
      result.err == """
        Tests/Fixtures/code-attributes.md:50:1: warning: code/circuit_breaker.rs: no such file; the block shows a placeholder
        path: code/circuit_breaker.rs
        ^

        """)
  }

  /// A deck written to a fresh folder, with the files it names; `check`'s stderr with the
  /// folder's path taken out.
  func check(_ deck: String, files: [String: String] = [:]) throws -> (ExitCode, String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let url = folder.appendingPathComponent("talk.md")
    try deck.write(to: url, atomically: true, encoding: .utf8)
    var output = CapturedOutput()
    let code = SegueCommand.run(["check", url.path], output: &output)
    return (code, output.stderr.replacingOccurrences(of: folder.path + "/", with: ""))
  }

  @Test func malformedHighlightsAreWarningsWithTheirColumn() throws {
    let deck = """
      # Highlights

      ```rust {1-}
      a
      ```

      ```rust {|}
      a
      ```

      ```rust +line_numbers {99}
      a
      ```

      ```rust {1,a}
      a
      ```

      ```rust {3-1}
      a
      b
      c
      ```
      """
    let (code, err) = try check(deck)
    #expect(code == .success, "warnings do not fail check")
    #expect(
      err == """
        talk.md:3:10: warning: line range '1-' has no end; the highlight is ignored
        ```rust {1-}
                 ^
        talk.md:7:10: warning: an empty highlight group; the highlight is ignored
        ```rust {|}
                 ^
        talk.md:11:24: warning: line 99 is outside the block's lines (1–1); the highlight is ignored
        ```rust +line_numbers {99}
                               ^
        talk.md:15:12: warning: 'a' is not a line number or range; the highlight is ignored
        ```rust {1,a}
                   ^
        talk.md:19:10: warning: line range '3-1' goes backwards; the highlight is ignored
        ```rust {3-1}
                 ^

        """)
  }

  @Test func aFileBlockReadsFromTheDecksFolder() throws {
    let deck = "# Code\n\n```file {2}\npath: src/main.rs\nlanguage: rust\n```\n"
    let (code, err) = try check(deck, files: ["src/main.rs": "fn main() {\n    run();\n}\n"])
    #expect(code == .success)
    #expect(err == "")
  }

  @Test func aDirectoryIsNoFileToShow() throws {
    let deck = "# Code\n\n```file\npath: src\nlanguage: rust\n```\n"
    let (_, err) = try check(deck, files: ["src/main.rs": ""])
    #expect(
      err == """
        talk.md:4:1: warning: src: is a directory, not a file; the block shows a placeholder
        path: src
        ^

        """)
  }
}
