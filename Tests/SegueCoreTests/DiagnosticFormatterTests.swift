import SegueCore
import Testing

@Suite struct DiagnosticFormatterTests {
  let error = Diagnostic.error(
    "'alignment' must be left, center or right",
    at: SourceLocation(file: "talk.md", line: 3, column: 17))

  @Test func plainFormatHasPositionLineAndCaret() {
    let text = DiagnosticFormatter(useColor: false).format(
      error, sourceLine: "<!-- alignment: middle -->")
    #expect(
      text == """
        talk.md:3:17: error: 'alignment' must be left, center or right
        <!-- alignment: middle -->
                        ^

        """)
  }

  @Test func warningWithoutPosition() {
    let text = DiagnosticFormatter(useColor: false).format(
      .warning("the deck has no slides"), sourceLine: nil)
    #expect(text == "warning: the deck has no slides\n")
  }

  @Test func colourOnlyWhenAsked() {
    let coloured = DiagnosticFormatter(useColor: true).format(error, sourceLine: "x")
    #expect(coloured.contains("\u{1B}[1;31merror: \u{1B}[0m"))
    let plain = DiagnosticFormatter(useColor: false).format(error, sourceLine: "x")
    #expect(!plain.contains("\u{1B}"))
  }

  @Test func sourceLineIsMadeSafeAndCaretStaysUnderItsCharacter() {
    let d = Diagnostic.error("bad", at: SourceLocation(file: "f", line: 1, column: 4))
    let text = DiagnosticFormatter(useColor: false).format(d, sourceLine: "\u{1B}\tab")
    #expect(text == "f:1:4: error: bad\n\u{241B} ab\n   ^\n")
  }
}
