import SegueRender
import Testing

/// The one byte writer: UTF-8 of every length, decimal numbers, trimmed lines.
@Suite struct ByteBufferTests {
  struct DecimalCase: CustomTestStringConvertible, Sendable {
    var value: Int
    var expected: String
    var testDescription: String { expected }
  }

  static let decimalCases = [
    DecimalCase(value: 0, expected: "0"), DecimalCase(value: 7, expected: "7"),
    DecimalCase(value: 10, expected: "10"), DecimalCase(value: 255, expected: "255"),
    DecimalCase(value: 1000, expected: "1000"), DecimalCase(value: -42, expected: "-42"),
    DecimalCase(value: Int.max, expected: "9223372036854775807"),
    DecimalCase(value: Int.min, expected: "-9223372036854775808"),
  ]

  @Test(arguments: decimalCases)
  func decimal(_ c: DecimalCase) {
    var buffer = ByteBuffer()
    buffer.append("x=")
    buffer.append(decimal: c.value)
    #expect(buffer.text == "x=" + c.expected)
  }

  @Test(arguments: ["a", "é", "漢", "😀"] as [Unicode.Scalar])
  func scalarIsItsUTF8(_ scalar: Unicode.Scalar) {
    var buffer = ByteBuffer()
    buffer.append(scalar)
    #expect(buffer.bytes == Array(String(scalar).utf8))
  }

  @Test func charactersAndStringsOfSeveralScalars() {
    var buffer = ByteBuffer()
    buffer.append("👩\u{200D}👩\u{200D}👧" as Character)
    buffer.append("e\u{301}🇫🇷")
    buffer.append(0x0A)
    #expect(buffer.text == "👩\u{200D}👩\u{200D}👧e\u{301}🇫🇷\n")
  }

  @Test func trimmingStopsAtTheLineStart() {
    var buffer = ByteBuffer()
    buffer.append("a  \n")
    let start = buffer.count
    buffer.append("   ")
    buffer.trimTrailingSpaces(after: start)
    #expect(buffer.text == "a  \n")
    buffer.append(" b  ")
    buffer.trimTrailingSpaces(after: start)
    #expect(buffer.text == "a  \n b")
  }

  @Test func asASinkItKeepsEveryWrite() {
    var buffer = ByteBuffer()
    buffer.write(Array("one ".utf8))
    buffer.write([])
    buffer.write(Array("two".utf8))
    #expect(buffer.text == "one two")
    buffer.removeAll()
    #expect(buffer.bytes.isEmpty)
  }
}
