import Foundation
import SegueCore
import Testing

@testable import SegueCLI

/// Many warnings on one long line: each quotes only the part of its line that is shown (200
/// characters), where it copied the whole line — a 700 KB info string of `+bogus` took 14 s —
/// and past ten on a line the warnings are counted, not printed.
@Suite struct LongLineWarningTests {
  /// What `segue check` printed about `deck` on standard error.
  func checkErrors(_ deck: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-long-line-\(UUID().uuidString).md"
    ).path
    try deck.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var output = CapturedOutput()
    _ = SegueCommand.run(["check", path], output: &output)
    return output.stderr
  }

  static func deck(_ attribute: String, _ n: Int) -> String {
    "# Code\n\n```rust " + String(repeating: attribute, count: n) + "\nfn main() {}\n```\n"
  }

  /// A thousand errors on a line of a million characters each quote the shown part of it,
  /// cut with `…`: the behaviour, not the time (the cost of one was a copy of the whole line;
  /// `shownPart` now takes the first 201 characters alone).
  @Test func everyErrorOnALongLineQuotesItsShownPart() {
    let source = SourceText("# Code\n\n" + String(repeating: "x", count: 1_000_000) + "\n")
    let diagnostics = (0..<1_000).map {
      // Errors: every one is printed (warnings stop at ten a line).
      Diagnostic.error("w", at: SourceLocation(file: "d.md", line: 3, column: $0 + 1))
    }
    var output = CapturedOutput()
    DiagnosticPrinter.print(diagnostics, source: source, output: &output)
    #expect(output.stderr.hasPrefix("d.md:3:1: error: w\n"))
    let quoted = output.stderr.split(separator: "\n").filter { $0.hasPrefix("x") }
    #expect(quoted.count == 1_000)
    #expect(quoted.allSatisfy { $0.count == 201 && $0.hasSuffix("…") })
  }

  @Test func theQuotedLineIsCutAtWhatIsShown() throws {
    let source = SourceText("short\n" + String(repeating: "é", count: 1_000) + "\n")
    #expect(DiagnosticFormatter.shownPart(of: source, line: 1) == "short")
    #expect(DiagnosticFormatter.shownPart(of: source, line: 2)?.unicodeScalars.count == 201)
    #expect(DiagnosticFormatter.shownPart(of: source, line: 4) == nil)
    #expect(DiagnosticFormatter.shownPart(of: source, line: 0) == nil)
    let err = try checkErrors(Self.deck("+bogus ", 100))
    let quoted = err.split(separator: "\n").filter { $0.hasPrefix("```rust") }
    #expect(quoted.count == DiagnosticPrinter.maximumPerLine)
    #expect(quoted.allSatisfy { $0.count == 201 && $0.hasSuffix("…") }, "cut, as before")
  }

  @Test func warningsStopAtTenALineWithACountOfTheRest() {
    func at(_ line: Int) -> SegueCore.SourceLocation {
      SegueCore.SourceLocation(file: "d.md", line: line, column: 2)
    }
    let diagnostics =
      (0..<12).map { Diagnostic.warning("w\($0)", at: at(3)) } + [.error("e", at: at(3))]
      + [.warning("next", at: at(4)), .warning("no place")]
    var output = CapturedOutput()
    DiagnosticPrinter.print(diagnostics, source: nil, output: &output)
    #expect(
      output.stderr
        == (0..<10).map { "d.md:3:2: warning: w\($0)\n" }.joined() + "d.md:3:2: error: e\n"
        + "d.md:3:1: note: 2 more warnings on this line not shown "
        + "(segue check --json lists them all)\n" + "d.md:4:2: warning: next\n"
        + "warning: no place\n" + "1 error found\n")
  }

  /// At most 200 warnings in all, each line's cap aside; errors always, and the count last.
  @Test func warningsStopAtTwoHundredInAll() {
    let diagnostics =
      (1...250).map {
        Diagnostic.warning(
          "w\($0)", at: SegueCore.SourceLocation(file: "d.md", line: $0, column: 1))
      } + [.error("e", at: SegueCore.SourceLocation(file: "d.md", line: 251, column: 1))]
    var output = CapturedOutput()
    DiagnosticPrinter.print(diagnostics, source: nil, output: &output)
    let lines = output.stderr.split(separator: "\n")
    #expect(lines.filter { $0.contains(": warning: ") }.count == DiagnosticPrinter.maximumInAll)
    #expect(lines.contains("d.md:251:1: error: e"))
    #expect(
      lines.suffix(2) == [
        "note: 50 more warnings not shown (segue check --json lists them all)", "1 error found",
      ])
  }
}
