import SegueCore
import Testing

@testable import SegueRender

/// The one conversion from the library's UTF-16 offsets to our characters: every character
/// lands whole in one run, in the kind of the span covering its first UTF-16 unit.
@Suite struct SyntaxRunsTests {
  typealias Raw = SyntaxHighlighter.RawSpan

  /// KSyntaxHighlighting's style numbers: 1 keyword, 12 string, 21 comment.
  static let keyword: Int32 = 1
  static let string: Int32 = 12
  static let comment: Int32 = 21

  static func raw(_ line: Int, _ offset: Int, _ length: Int, _ style: Int32) -> Raw {
    Raw(line: line, offset: offset, length: length, style: style)
  }

  @Test func asciiSpansBecomeRunsOfTheirKinds() {
    let runs = SyntaxHighlighter.runs(
      of: "let x = \"a\"", spans: [Self.raw(0, 0, 3, Self.keyword), Self.raw(0, 8, 3, Self.string)])
    #expect(
      runs == [[TokenRun("let", .keyword), TokenRun(" x = ", nil), TokenRun("\"a\"", .string)]])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var line: String
    /// The string literal's UTF-16 offset and length in `line`.
    var offset: Int
    var length: Int
    var string: String
    var testDescription: String { name }
  }

  /// A string literal after `s = `, in UTF-16 units as the library counts them.
  static let cases: [Case] = [
    Case(
      name: "precomposed é (one unit)", line: "s = \"café\" x", offset: 4, length: 6,
      string: "\"café\""),
    Case(
      name: "e and a combining acute (two units, one character)", line: "s = \"cafe\u{301}\" x",
      offset: 4, length: 7, string: "\"cafe\u{301}\""),
    Case(
      name: "CJK (one unit each, two columns)", line: "s = \"日本語\" x", offset: 4, length: 5,
      string: "\"日本語\""),
    Case(
      name: "emoji (a surrogate pair)", line: "s = \"🚀\" x", offset: 4, length: 4, string: "\"🚀\""),
    Case(
      name: "emoji ZWJ sequence (five scalars, eight units)", line: "s = \"👩‍💻\" x", offset: 4,
      length: 7, string: "\"👩‍💻\""),
  ]

  @Test(arguments: cases)
  func nonASCIILinesKeepEveryCharacterWhole(_ c: Case) {
    let runs = SyntaxHighlighter.runs(
      of: c.line, spans: [Self.raw(0, c.offset, c.length, Self.string)])
    #expect(runs == [[TokenRun("s = ", nil), TokenRun(c.string, .string), TokenRun(" x", nil)]])
    #expect(runs[0].map(\.text).joined() == c.line)
  }

  /// A span that ends inside a character (after `e`, before its accent) does not split it:
  /// the character goes with the span of its first unit.
  @Test func aSpanEndingInsideACharacterLeavesItWhole() {
    let line = "e\u{301}x"
    let runs = SyntaxHighlighter.runs(of: line, spans: [Self.raw(0, 0, 1, Self.keyword)])
    #expect(runs == [[TokenRun("e\u{301}", .keyword), TokenRun("x", nil)]])
  }

  @Test func spansGoToTheirLinesAndOutOfRangeOnesAreIgnored() {
    let runs = SyntaxHighlighter.runs(
      of: "ab\n\ncd",
      spans: [
        Self.raw(0, 0, 1, Self.keyword), Self.raw(2, 1, 9, Self.comment), Self.raw(7, 0, 1, 1),
        Self.raw(0, -3, 2, Self.string),
      ])
    // The span before the line's start covers nothing of it; the one past its end is cut.
    #expect(
      runs == [
        [TokenRun("a", .keyword), TokenRun("b", nil)], [],
        [TokenRun("c", nil), TokenRun("d", .comment)],
      ])
  }

  /// The real library on non-ASCII lines: the string literal comes back whole, whatever is in it.
  @Test(arguments: ["café", "cafe\u{301}", "日本語", "🚀", "👩‍💻"])
  func theLibraryHighlightsNonASCIIStringsWhole(_ text: String) throws {
    let line = "let s = \"\(text)\" // ok"
    let lines = try #require(SyntaxHighlighter.shared.lines(of: line, definition: "Rust"))
    #expect(lines.count == 1)
    #expect(lines[0].map(\.text).joined() == line)
    #expect(lines[0].contains(TokenRun("\"\(text)\"", .string)))
    #expect(lines[0].first == TokenRun("let", .keyword))
    #expect(lines[0].last == TokenRun("// ok", .comment))
  }

  @Test func anUnknownDefinitionNameIsNoHighlighting() {
    #expect(SyntaxHighlighter.shared.lines(of: "x", definition: "No Such Language") == nil)
  }
}
