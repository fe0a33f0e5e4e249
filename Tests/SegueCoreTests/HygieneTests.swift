import SegueCore
import Testing

/// Input hygiene: bytes in, clean text out, positions kept.
@Suite struct HygieneTests {
  @Test func byteOrderMarkIsStripped() {
    let source = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("# Hi\n".utf8), fileName: "f.md")
    #expect(source.text == "# Hi\n")
  }

  @Test(arguments: [
    ("CRLF", "a\r\nb\r\n"), ("lone CR", "a\rb\r"), ("mixed", "a\r\nb\r"),
  ])
  func lineEndingsBecomeLF(_ name: String, _ text: String) {
    #expect(SourceText(bytes: Array(text.utf8), fileName: "f.md").text == "a\nb\n")
  }

  @Test func invalidUTF8BecomesReplacementWithPositions() {
    let bytes: [UInt8] = Array("ok\nab".utf8) + [0xFF] + Array("c\n".utf8) + [0xC3]
    let source = SourceText(bytes: bytes, fileName: "f.md")
    #expect(source.text == "ok\nab\u{FFFD}c\n\u{FFFD}")
    #expect(
      source.warnings.map { "\($0.location!.line):\($0.location!.column): \($0.message)" } == [
        "2:3: invalid UTF-8 byte sequence replaced by U+FFFD",
        "3:1: invalid UTF-8 byte sequence replaced by U+FFFD",
      ])
  }

  @Test func manyInvalidSequencesAreSummarised() {
    let source = SourceText(bytes: [UInt8](repeating: 0xFF, count: 25), fileName: "f.md")
    #expect(source.warnings.count == 11)
    #expect(source.warnings.last?.message == "15 more invalid UTF-8 sequences replaced by U+FFFD")
  }

  @Test func controlCharactersStayAsData() throws {
    let deck = try load("# Title\n\nbell \u{07} and esc \u{1B}[31m\n")
    #expect(
      deck.sections[0].slides[0].blocks[0].kind
        == .paragraph([.text("bell \u{07} and esc \u{1B}[31m")]))
  }

  @Test func nulIsKeptVisibleByCmark() throws {
    let deck = try load("# A\u{0}B\n\ntext\n")
    #expect(deck.sections[0].slides[0].titleText == "A\u{FFFD}B")
  }

  @Test func binaryDetection() {
    #expect(SourceText.looksBinary([0x7F, 0x45, 0x4C, 0x46, 0, 0, 0, 0, 1, 2, 0, 0]))
    #expect(!SourceText.looksBinary(Array("# A\u{0}title\n\ntext with a NUL \u{0} here\n".utf8)))
    #expect(!SourceText.looksBinary([]))
  }
}

@Suite struct SourceLinesTests {
  @Test(arguments: [
    ("", [""]),
    ("a", ["a"]),
    ("a\n", ["a", ""]),
    ("\n\n", ["", "", ""]),
    ("日本\néa\n😀 x", ["日本", "éa", "😀 x"]),
    ("one\r\ntwo\rthree", ["one", "two", "three"]),
  ])
  func linesSplitOnNewlines(_ text: String, _ expected: [String]) {
    let source = SourceText(text, fileName: "t.md")
    #expect((0..<source.lineCount).map { String(source.lineText(at: $0)) } == expected)
  }

  /// Text that is valid UTF-8 without NUL is never binary, whatever its length; bytes cut in
  /// the middle of a character at the 8 KB mark are not counted against it.
  @Test func longTextIsNotBinary() {
    let text = String(repeating: "日本語のテキスト ", count: 2000)
    #expect(!SourceText.looksBinary(Array(text.utf8)))
  }

  @Test func mostlyInvalidBytesAreBinary() {
    #expect(SourceText.looksBinary(Array(repeating: 0xFF, count: 100) + Array("text".utf8)))
  }
}
