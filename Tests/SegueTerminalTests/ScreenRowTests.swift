import SegueRender
import Testing

@testable import SegueTerminal

/// The C library's widths, as a table, so the cases do not depend on the locale.
func fakeWidth(_ value: UInt32) -> Int {
  switch value {
  case 0x300...0x36F, 0xFE0F, 0x200D: 0
  case 0x1100...0x115F, 0x2E80...0xA4CF, 0x1F300...0x1F64F: 2
  case 0xE000: -1  // something the C library cannot print
  default: 1
  }
}

/// The entries a screen row hands to ncurses, built without a terminal.
@Suite struct ScreenRowTests {
  static let bold = Style(attributes: .bold)
  static let underline = Style(attributes: .underline)

  /// Canvas cells for `text` in `style`, a wide glyph (by Segue's width) taking two cells.
  static func canvasRow(_ runs: [(String, Style)]) -> [Cell] {
    var cells: [Cell] = []
    for (text, style) in runs {
      for character in text {
        cells.append(Cell(grapheme: String(character), style: style))
        if TextWidth.width(String(character)) == 2 {
          cells.append(Cell(grapheme: "", style: style, isContinuation: true))
        }
      }
    }
    return cells
  }

  static func row(_ runs: [(String, Style)], columns: Int, depth: ColorDepth = .none)
    -> [ScreenCell]
  {
    ScreenRow.cells(canvasRow(runs), columns: columns, depth: depth, width: fakeWidth)
  }

  /// Each entry's characters as text.
  static func text(_ cells: [ScreenCell]) -> [String] {
    cells.map {
      String(String.UnicodeScalarView($0.glyph.scalars.compactMap(Unicode.Scalar.init)))
    }
  }

  @Test func longRunsOfBlanksThatShowNothingArePlain() {
    let cells = Self.row([("ab" + String(repeating: " ", count: 8) + "cd", Self.bold)], columns: 20)
    #expect(Self.text(cells).joined() == "ab        cd        ")
    #expect(cells[0].style == Self.bold)
    #expect(cells[2..<10].allSatisfy { $0.style == .plain })
    #expect(cells[10].style == Self.bold)
  }

  @Test func spacesBetweenWordsKeepTheTextsStyle() {
    let cells = Self.row([("one two   three", Self.bold)], columns: 15)
    #expect(cells.allSatisfy { $0.style == Self.bold })
  }

  @Test func blanksThatEndTheRowArePlainHoweverShort() {
    let cells = Self.row([("word  ", Self.bold)], columns: 6)
    #expect(cells[4...].allSatisfy { $0 == .blank(.plain) })
  }

  @Test func underlinedBlanksStayUnderlined() {
    let spaces = String(repeating: " ", count: 12)
    let cells = Self.row([("x", .plain), (spaces, Self.underline)], columns: 13)
    #expect(cells[1...].allSatisfy { $0.style == Self.underline })
  }

  @Test func blanksOnAColouredBackgroundKeepIt() {
    let panel = Style(bg: .ansi(4))
    let cells = Self.row([(String(repeating: " ", count: 10), panel)], columns: 10, depth: .ansi16)
    #expect(cells.allSatisfy { $0.style == panel })
  }

  @Test func stylesAreDegradedToTheScreensDepth() {
    let cells = Self.row([("a", Style(fg: .rgb(255, 0, 0)))], columns: 1, depth: .ansi16)
    #expect(cells[0].style == Style(fg: .ansi(9)))
  }

  @Test func aWideGlyphIsOneEntryOverTwoColumns() {
    let cells = Self.row([("日x", .plain)], columns: 4)
    #expect(Self.text(cells) == ["日", "x", " "])
    #expect(cells[0].glyph.width == 2)
  }

  @Test func aWideGlyphCutByTheRightEdgeIsASpaceInItsStyle() {
    let cells = Self.row([("ab日", Self.underline)], columns: 3)
    #expect(
      cells == [
        ScreenCell(glyph: CursesGlyph("a", width: fakeWidth), style: Self.underline),
        ScreenCell(glyph: CursesGlyph("b", width: fakeWidth), style: Self.underline),
        .blank(Self.underline),
      ])
  }

  @Test func aContinuationWithoutItsHeadIsASpace() {
    let row = [
      Cell(grapheme: "", style: Self.underline, isContinuation: true), Cell(grapheme: "a"),
    ]
    let cells = ScreenRow.cells(row, columns: 2, depth: .none, width: fakeWidth)
    #expect(
      cells == [
        .blank(Self.underline),
        ScreenCell(glyph: CursesGlyph("a", width: fakeWidth), style: .plain),
      ])
  }

  @Test func aGlyphTheCLibraryFindsNarrowerIsFollowedByABlank() {
    // Segue draws the flag two cells wide; ncurses gets its first letter, one column wide.
    let cells = Self.row([("🇫🇷x", Self.underline)], columns: 3)
    #expect(Self.text(cells) == ["\u{1F1EB}", " ", "x"])
    #expect(cells[1].style == Self.underline)
  }

  @Test func aGlyphTheCLibraryFindsWiderBecomesAReplacement() {
    let row = [Cell(grapheme: "日"), Cell(grapheme: "x")]  // one cell wide on this canvas
    let cells = ScreenRow.cells(row, columns: 2, depth: .none, width: fakeWidth)
    #expect(Self.text(cells) == ["\u{FFFD}", "x"])
  }

  @Test func aRowIsClippedOrFilledToTheScreensWidth() {
    #expect(Self.text(Self.row([("abcdef", .plain)], columns: 3)) == ["a", "b", "c"])
    #expect(Self.row([("ab", Self.bold)], columns: 4)[2...].allSatisfy { $0 == .blank(.plain) })
    #expect(Self.row([], columns: 2) == [.blank(.plain), .blank(.plain)])
  }
}
