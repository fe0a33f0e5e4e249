import SegueRender
import Testing

/// DESIGN.md §6: the `text` export has no escape sequences at all and trims trailing spaces.
@Suite struct EncoderTextTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var width: Int
    /// Text drawn at column 0 of each row, in a style with colours (which text drops).
    var rows: [String]
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "rows joined by newlines, one at the end", width: 5, rows: ["ab", "cde"],
      expected: "ab\ncde\n"),
    Case(name: "trailing spaces trimmed", width: 8, rows: ["a  b  ", "   "], expected: "a  b\n\n"),
    Case(name: "leading spaces kept", width: 6, rows: ["  a"], expected: "  a\n"),
    Case(name: "CJK written once per glyph", width: 8, rows: ["漢字a"], expected: "漢字a\n"),
    Case(
      name: "emoji, ZWJ family and flag", width: 10, rows: ["😀👩\u{200D}👩\u{200D}👧🇫🇷!"],
      expected: "😀👩\u{200D}👩\u{200D}👧🇫🇷!\n"),
    Case(
      name: "combining mark kept with its letter", width: 4, rows: ["e\u{301}"],
      expected: "e\u{301}\n"),
    Case(
      name: "wide glyph cut at the edge is a space, then trimmed", width: 3, rows: ["ab漢"],
      expected: "ab\n"),
    Case(
      name: "ESC, BEL, NUL, DEL and C1 shown as symbols", width: 30,
      rows: ["\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{0}\u{7F}\u{9B}31m\u{90}x"],
      expected: "␛]52;c;aGk=␇␛[2J␀␡�31m�x\n"),
    Case(name: "CR LF and tab", width: 8, rows: ["a\r\n\tz"], expected: "a␍␊ z\n"),
    Case(name: "no columns", width: 0, rows: ["a", "b"], expected: "\n\n"),
    Case(name: "no rows", width: 4, rows: [], expected: ""),
  ]

  @Test(arguments: cases)
  func encode(_ c: Case) {
    var canvas = Canvas(width: c.width, height: c.rows.count, style: Style(bg: .ansi(4)))
    for (y, text) in c.rows.enumerated() {
      canvas.put(text, x: 0, y: y, style: Style(fg: .rgb(1, 2, 3), attributes: .bold))
    }
    #expect(TextEncoder.encode(canvas) == c.expected)
  }

  @Test func smallStyledCanvasExactly() {
    #expect(TextEncoder.encode(EncoderFixtures.styled) == "abc\n漢x\nok!\n")
  }

  @Test(arguments: EncoderFixtures.all.map(\.name))
  func noControlCharacterButNewline(_ name: String) {
    let canvas = EncoderFixtures.all.first { $0.name == name }!.canvas
    let text = TextEncoder.encode(canvas)
    let controls = text.unicodeScalars.filter {
      $0 != "\n" && ($0.value < 0x20 || (0x7F..<0xA0).contains($0.value))
    }
    #expect(controls.isEmpty, "control characters: \(controls.map { String($0.value, radix: 16) })")
    #expect(text.hasSuffix("\n"))
    #expect(
      text.split(separator: "\n", omittingEmptySubsequences: false).count == canvas.height + 1)
  }

  @Test func matchesCanvasLines() {
    for (name, canvas) in EncoderFixtures.all {
      let lines = TextEncoder.encode(canvas).split(
        separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.dropLast().map(String.init) == canvas.lines(), "\(name)")
    }
  }

  @Test func deterministic() {
    #expect(
      TextEncoder.encode(EncoderFixtures.hostile) == TextEncoder.encode(EncoderFixtures.hostile))
  }
}
