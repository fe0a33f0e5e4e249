import SegueRender
import Testing

@testable import SegueTerminal

/// What goes to the terminal for a frame: SGR-styled text, only where the screen changed.
@Suite struct ScreenWriterTests {
  static let text = Style(fg: .rgb(205, 214, 244), bg: .rgb(30, 30, 46))

  static func row(_ text: String, _ style: Style = .plain, columns: Int = 8) -> [ScreenCell] {
    let cells = text.unicodeScalars.map {
      ScreenCell(glyph: CursesGlyph(scalars: [$0.value], width: 1), style: style)
    }
    return cells + Array(repeating: .blank(.plain), count: columns - cells.count)
  }

  static func written(_ frames: [[[ScreenCell]]], writer: inout ScreenWriter) -> String {
    var buffer = ByteBuffer()
    for frame in frames { writer.frame(frame, into: &buffer) }
    return buffer.text
  }

  @Test func theFirstFrameWritesWhatIsNotBlankInExactColours() {
    var writer = ScreenWriter()
    let output = Self.written([[Self.row("Hi", Self.text), Self.row("")]], writer: &writer)
    #expect(output == "\u{1B}[1;1H\u{1B}[0;38;2;205;214;244;48;2;30;30;46mHi\u{1B}[0m")
  }

  @Test func aLongUnchangedRunIsSkippedAShortOneWrittenAgain() {
    var writer = ScreenWriter()
    _ = Self.written([[Self.row("a          b", columns: 20)]], writer: &writer)
    let far = Self.written([[Self.row("c          d", columns: 20)]], writer: &writer)
    #expect(far == "\u{1B}[1;1H\u{1B}[0mc\u{1B}[1;12Hd")
    _ = Self.written([[Self.row("a b")]], writer: &writer)
    #expect(Self.written([[Self.row("c d")]], writer: &writer) == "\u{1B}[1;1H\u{1B}[0mc d")
  }

  @Test func aShorterRowErasesItsTail() {
    var writer = ScreenWriter()
    _ = Self.written([[Self.row("abcdef")]], writer: &writer)
    #expect(Self.written([[Self.row("ab")]], writer: &writer) == "\u{1B}[1;3H\u{1B}[0m\u{1B}[K")
  }

  @Test func strikethroughIsSGR9() {
    var writer = ScreenWriter()
    let struck = Style(attributes: [.strikethrough, .dim])
    let output = Self.written([[Self.row("x", struck)]], writer: &writer)
    #expect(output.contains("\u{1B}[0;2;9mx\u{1B}[0m"))
  }

  @Test func anUnchangedFrameWritesNothing() {
    var writer = ScreenWriter()
    let frame = [Self.row("same", Self.text)]
    _ = Self.written([frame], writer: &writer)
    #expect(Self.written([frame], writer: &writer).isEmpty)
  }

  @Test func onlyTheChangedPartOfARowIsWritten() {
    var writer = ScreenWriter()
    _ = Self.written([[Self.row("a"), Self.row("abcdef")]], writer: &writer)
    let output = Self.written([[Self.row("a"), Self.row("abXdef")]], writer: &writer)
    #expect(output == "\u{1B}[2;3H\u{1B}[0mX")
  }

  @Test func aWideGlyphCountsTwoColumnsBeforeTheChange() {
    var writer = ScreenWriter()
    let wide = ScreenCell(glyph: CursesGlyph(scalars: [0x4E2D], width: 2), style: .plain)
    let before = [wide] + Self.row("ab", columns: 6)
    _ = Self.written([[before]], writer: &writer)
    let after = [wide] + Self.row("aX", columns: 6)
    #expect(Self.written([[after]], writer: &writer) == "\u{1B}[1;4H\u{1B}[0mX")
  }

  @Test func invalidatedRowsAreWrittenWholeAClearedScreenAgain() {
    var writer = ScreenWriter()
    let frame = [Self.row("one"), Self.row("two")]
    _ = Self.written([frame], writer: &writer)
    writer.invalidate(rows: 1..<2)
    #expect(Self.written([frame], writer: &writer) == "\u{1B}[2;1H\u{1B}[0mtwo\u{1B}[K")
    writer.cleared()
    #expect(Self.written([frame], writer: &writer).contains("\u{1B}[1;1H"))
  }

  @Test func theScreenDepthDecidesTheSequences() {
    let canvasRow = [Cell(grapheme: "A", style: Self.text)]
    let cells = ScreenRow.cells(canvasRow, columns: 2, depth: .palette256, width: { _ in 1 })
    var writer = ScreenWriter()
    #expect(Self.written([[cells]], writer: &writer).contains("38;5;"))
  }
}
