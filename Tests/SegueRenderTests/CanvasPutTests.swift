import SegueRender
import Testing

/// DESIGN.md §1: drawing text into cells, wide glyphs and control characters included.
@Suite struct CanvasPutTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var x: Int = 0
    var maxWidth: Int? = nil
    /// The 6-column row of dots after the text is drawn over it.
    var expected: String
    var used: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "ASCII", text: "abc", expected: "abc...", used: 3),
    Case(name: "ASCII at a column", text: "abc", x: 2, expected: "..abc.", used: 3),
    Case(name: "clipped at the right edge", text: "abcdefgh", x: 3, expected: "...abc", used: 3),
    Case(name: "CJK takes two cells a glyph", text: "漢字", expected: "漢字..", used: 4),
    Case(name: "Hangul", text: "한글", x: 1, expected: ".한글.", used: 4),
    Case(name: "emoji", text: "😀!", x: 1, expected: ".😀!..", used: 3),
    Case(
      name: "ZWJ family is one glyph", text: "👩\u{200D}👩\u{200D}👧",
      expected: "👩\u{200D}👩\u{200D}👧....", used: 2),
    Case(name: "flag is one glyph", text: "🇫🇷a", expected: "🇫🇷a...", used: 3),
    Case(
      name: "wide glyph at the last column becomes a space", text: "ab漢", x: 3, expected: "...ab",
      used: 3),
    Case(
      name: "wide glyph straddling maxWidth becomes a space", text: "a漢b", maxWidth: 2,
      expected: "a ....", used: 2),
    Case(name: "maxWidth", text: "abcdef", x: 1, maxWidth: 3, expected: ".abc..", used: 3),
    Case(name: "maxWidth 0 draws nothing", text: "abc", maxWidth: 0, expected: "......", used: 0),
    Case(
      name: "maxWidth larger than the canvas", text: "abcdefgh", x: 4, maxWidth: Int.max,
      expected: "....ab", used: 2),
    Case(name: "negative x clips on the left", text: "abcdef", x: -2, expected: "cdef..", used: 6),
    Case(
      name: "wide glyph cut by the left edge shows a space", text: "漢字", x: -1, expected: " 字...",
      used: 4),
    Case(name: "x past the right edge", text: "abc", x: 6, expected: "......", used: 0),
    Case(
      name: "combining mark stays in its cell", text: "e\u{301}x", expected: "e\u{301}x....",
      used: 2),
    Case(name: "lone combining mark is dropped", text: "\u{301}ab", expected: "ab....", used: 2),
    Case(name: "bidi override is dropped", text: "a\u{202E}b", expected: "ab....", used: 2),
    Case(name: "tab is one space", text: "a\tb", expected: "a b...", used: 3),
    Case(name: "ESC is ␛", text: "\u{1B}[2J", expected: "␛[2J..", used: 4),
    Case(name: "NUL is ␀ and DEL is ␡", text: "\u{0}\u{7F}", expected: "␀␡....", used: 2),
    Case(name: "C1 CSI is �", text: "\u{9B}31m", expected: "�31m..", used: 4),
    Case(name: "CR LF is ␍␊", text: "a\r\nb", expected: "a␍␊b..", used: 4),
    Case(name: "CR LF cut at the edge keeps ␍", text: "abcde\r\n", expected: "abcde␍", used: 6),
  ]

  @Test(arguments: cases)
  func put(_ c: Case) {
    var canvas = dottedRow(6)
    let used = canvas.put(c.text, x: c.x, y: 0, style: .red, maxWidth: c.maxWidth)
    #expect(canvas.lines() == [c.expected])
    #expect(used == c.used)
    expectWideGlyphsIntact(canvas)
  }

  @Test func textIsDrawnInItsStyleAndWideGlyphsOwnTwoCells() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("漢a", x: 0, y: 0, style: .red)
    #expect(canvas[x: 0, y: 0] == Cell(grapheme: "漢", style: .red))
    #expect(canvas[x: 1, y: 0] == Cell(grapheme: "", style: .red, isContinuation: true))
    #expect(canvas[x: 2, y: 0] == Cell(grapheme: "a", style: .red))
    #expect(canvas[x: 3, y: 0] == Cell(grapheme: " ", style: .plain))
  }

  @Test func wideGlyphThatDoesNotFitLeavesASpaceInTheTextStyle() {
    var canvas = dottedRow(3)
    canvas.put("a漢", x: 1, y: 0, style: .red)
    #expect(canvas[x: 2, y: 0] == Cell(grapheme: " ", style: .red))
  }

  @Test(arguments: [-1, 1, 5])
  func rowsOffTheCanvasDrawNothingButStillCount(_ y: Int) {
    var canvas = Canvas(width: 4, height: 1)
    let before = canvas
    #expect(canvas.put("ab漢", x: 0, y: y, style: .plain) == 4)
    #expect(canvas == before)
  }

  @Test func usedColumnsAdvanceSpansWhateverTheClipping() {
    var canvas = dottedRow(8)
    var x = -3
    for word in ["ab", "漢字", "cd"] { x += canvas.put(word, x: x, y: 0, style: .plain) }
    #expect(x == 5)
    #expect(canvas.lines() == [" 字cd..."])
  }

  @Test func spansAreDrawnSideBySideInTheirStyles() {
    var canvas = dottedRow(8)
    let used = canvas.put(
      [Span("ab", style: .red), Span("漢字", style: .bold), Span("cd")], x: 1, y: 0, maxWidth: 7)
    #expect(used == 7)
    #expect(canvas.lines() == [".ab漢字c"])
    #expect(canvas[x: 1, y: 0].style == .red)
    #expect(canvas[x: 3, y: 0].style == .bold)
    #expect(canvas[x: 7, y: 0] == Cell(grapheme: "c", style: .plain))
  }

  @Test func controlCharactersNeverReachACell() {
    var all = ""
    for value in UInt32(0)...0x9F where value < 0x20 || value >= 0x7F {
      all.unicodeScalars.append(Unicode.Scalar(value)!)
    }
    all += "\r\n"
    var canvas = Canvas(width: 80, height: 1)
    let used = canvas.put(all, x: 0, y: 0, style: .plain)
    #expect(used == 32 + 33 + 2)
    for cell in canvas.allCells {
      for scalar in cell.grapheme.unicodeScalars {
        #expect(
          scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value),
          "U+\(String(scalar.value, radix: 16)) in a cell")
      }
    }
    #expect(canvas[x: 0x1B, y: 0].grapheme == "␛")
    #expect(canvas[x: 0x09, y: 0].grapheme == " ")
    #expect(canvas[x: 32, y: 0].grapheme == "␡")
    #expect(canvas[x: 33, y: 0].grapheme == "\u{FFFD}")
  }
}
