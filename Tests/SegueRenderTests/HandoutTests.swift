import Testing

@testable import SegueRender

/// The text formats' own lines: the separator that names a frame and the notes under it.
@Suite struct HandoutTests {
  struct SeparatorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var label: FrameLabel
    var width: Int
    var expected: String
    var testDescription: String { name }
  }

  static let separatorCases = [
    SeparatorCase(
      name: "numbers and title, filled to the width",
      label: FrameLabel(section: 2, page: 3, title: "First deck"), width: 24,
      expected: "━━ 2.3 First deck ━━━━━━"),
    SeparatorCase(
      name: "step", label: FrameLabel(section: 1, page: 1, title: "A", step: 2, steps: 3),
      width: 26, expected: "━━ 1.1 A · step 2/3 ━━━━━━"),
    SeparatorCase(
      name: "no title", label: FrameLabel(section: 1, page: 2, title: nil), width: 12,
      expected: "━━ 1.2 ━━━━━"),
    SeparatorCase(
      name: "control characters made visible",
      label: FrameLabel(section: 1, page: 1, title: "a\u{1B}[2Jb"), width: 16,
      expected: "━━ 1.1 a␛[2Jb ━━"),
    SeparatorCase(
      name: "long title cut, two heavy lines kept",
      label: FrameLabel(section: 1, page: 1, title: "A very long title indeed"), width: 16,
      expected: "━━ 1.1 A very … ━━"),
  ]

  @Test(arguments: separatorCases)
  func separator(_ c: SeparatorCase) {
    #expect(Handout.separator(c.label, width: c.width) == c.expected)
  }

  @Test func notesIndentedLineByLine() {
    var buffer = ByteBuffer()
    Handout.appendNotes(["one\ntwo", "\u{7}bell"], to: &buffer)
    #expect(buffer.text == "Notes:\n  one\n  two\n  ␇bell\n")
  }

  @Test func noNotesNoLines() {
    var buffer = ByteBuffer()
    Handout.appendNotes([], to: &buffer)
    #expect(buffer.bytes.isEmpty)
  }

  @Test func aFrameIsOneWriteOfSeparatorRowsAndNotes() throws {
    var canvas = Canvas(width: 12, height: 2)
    canvas.put("hi", x: 0, y: 0, style: .plain)
    let frame = ExportFrame(
      canvas: canvas, position: .start, index: 0,
      label: FrameLabel(section: 1, page: 1, title: "T"), notes: ["n"])
    var format = TextFormat()
    var sink = WriteCounter()
    try format.frame(frame, to: &sink)
    try format.frame(frame, to: &sink)
    let one = "━━ 1.1 T ━━━\nhi\n\nNotes:\n  n\n"
    #expect(sink.writes == [one, one])
  }

  struct WriteCounter: ByteSink {
    var writes: [String] = []
    mutating func write(_ bytes: [UInt8]) { writes.append(String(decoding: bytes, as: UTF8.self)) }
  }
}
