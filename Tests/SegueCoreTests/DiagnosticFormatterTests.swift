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

  /// The caret counts columns, not characters: after a wide character it moves two, after a
  /// combining mark none.
  @Test(arguments: [
    ("漢字x", 3, "    ^"), ("e\u{301}x", 3, " ^"), ("ab", 2, " ^"),
  ])
  func caretIsUnderItsCharacterAfterWideAndCombiningOnes(line: String, column: Int, caret: String) {
    let d = Diagnostic.error("bad", at: SourceLocation(file: "f", line: 1, column: column))
    let twoForCJK: @Sendable (Unicode.Scalar) -> Int = { scalar in
      switch scalar.value {
      case 0x301: 0
      case 0x4E00...0x9FFF: 2
      default: 1
      }
    }
    let text = DiagnosticFormatter(useColor: false, width: twoForCJK).format(d, sourceLine: line)
    #expect(text.split(separator: "\n").last.map(String.init) == caret)
  }

  // MARK: Quoted text (issue 13, item 3)

  let hostile = Diagnostic.warning(
    "unknown front matter key 'a\u{1B}]0;pwned\u{07}\nb\r\u{9B}2J' is ignored",
    at: SourceLocation(file: "x\u{1B}[2J.md", line: 2, column: 1))

  @Test func quotedTextInTheMessageAndThePathIsShownOnOneLine() {
    let text = DiagnosticFormatter(useColor: false).format(hostile, sourceLine: nil)
    #expect(
      text
        == "x␛[2J.md:2:1: warning: unknown front matter key 'a␛]0;pwned␇␊b␍\u{FFFD}2J' is ignored\n"
    )
  }

  @Test func inColourTheOnlyEscapesAreTheFormattersOwn() {
    let text = DiagnosticFormatter(useColor: true).format(
      hostile, sourceLine: "\u{1B}P1;2|x\u{1B}\\")
    let withoutSGR = text.replacing(/\x1B\[[0-9;]*m/, with: "")
    #expect(!withoutSGR.unicodeScalars.contains { $0.value == 0x1B })
    #expect(withoutSGR.contains("'a␛]0;pwned␇␊b␍\u{FFFD}2J'"))
    #expect(withoutSGR.contains("\n␛P1;2|x␛\\\n"))
  }

  @Test func jsonShowsTheSameTextAndIsValid() {
    #expect(
      DiagnosticFormatter.json(hostile)
        == #"{"severity": "warning", "file": "x␛[2J.md", "line": 2, "column": 1, "message": "unknown front matter key 'a␛]0;pwned␇␊b␍\#u{FFFD}2J' is ignored"}"#
    )
    #expect(DiagnosticFormatter.jsonString("say \"hi\" \\ \u{7F}\t") == #""say \"hi\" \\ ␡ ""#)
    #expect(
      DiagnosticFormatter.json(.warning("plain")) == #"{"severity": "warning", "message": "plain"}"#
    )
  }

  /// `shown` is the renderer's replacement, not a second one.
  @Test func shownIsTheRenderersReplacement() {
    let every = String(String.UnicodeScalarView((0..<0xA0).compactMap(Unicode.Scalar.init)))
    #expect(DiagnosticFormatter.shown(every) == ControlCharacters.visible(every))
    #expect(
      !DiagnosticFormatter.shown(every).unicodeScalars.contains(where: ControlCharacters.isControl))
  }
}
