import CNcursesw
import SegueRender
import Testing

@testable import SegueTerminal

/// The cells a row hands to ncurses, built without a terminal (no colour, so no colour pairs:
/// the attributes are the whole of a cell's style).
@Suite struct RowWriterTests {
  /// Writes `text` (ASCII) in `style` into a row `columns` wide, fills and finishes it the way
  /// `draw` does, and returns each cell's character and attributes.
  static func row(_ runs: [(String, Style)], columns: Int) -> [(Character, attr_t)] {
    written(runs, columns: columns).cells
  }

  /// The cells of `row`, and the entries `draw` hands to ncurses (the rest are plain blanks).
  static func written(_ runs: [(String, Style)], columns: Int) -> (
    cells: [(Character, attr_t)], shown: Range<Int>
  ) {
    let glyph = UnsafeMutablePointer<Int32>.allocate(capacity: CursesGlyph.capacity + 1)
    let cells = UnsafeMutablePointer<cchar_t>.allocate(capacity: columns)
    let blanks = UnsafeMutablePointer<Bool>.allocate(capacity: columns)
    defer {
      glyph.deallocate()
      cells.deallocate()
      blanks.deallocate()
    }
    let encoder = CellEncoder(
      capability: ColorCapability(colors: 0), depth: .none, glyph: glyph)
    var writer = RowWriter(encoder: encoder, cells: cells, blanks: blanks, columns: columns)
    for (text, style) in runs {
      for scalar in text.unicodeScalars {
        // `draw` hands the last column's glyph to `add`, which also takes wide ones.
        if writer.width == columns - 1 {
          writer.add(scalar.value, nil, style: style, columns: 1)
        } else {
          writer.addASCII(scalar.value, style: style)
        }
      }
    }
    writer.fill()
    let shown = writer.plainLongBlanks()
    let written = (0..<writer.count).map {
      (Character(Unicode.Scalar(UInt32(cells[$0].chars.0))!), cells[$0].attr)
    }
    return (written, shown)
  }

  static let bold = Style(attributes: .bold)
  static let underline = Style(attributes: .underline)

  @Test func longRunsOfBlanksThatShowNothingArePlain() {
    let cells = Self.row([("ab" + String(repeating: " ", count: 8) + "cd", Self.bold)], columns: 20)
    #expect(cells.map(\.0) == Array("ab        cd        "))
    #expect(cells[0].1 == segue_a_bold())
    #expect(cells[2..<10].allSatisfy { $0.1 == segue_a_normal() })
    #expect(cells[10].1 == segue_a_bold())
  }

  @Test func spacesBetweenWordsKeepTheTextsStyle() {
    let cells = Self.row([("one two   three", Self.bold)], columns: 15)
    #expect(cells.allSatisfy { $0.1 == segue_a_bold() })
  }

  @Test func blanksThatEndTheRowArePlainHoweverShort() {
    let cells = Self.row([("word  ", Self.bold)], columns: 6)
    #expect(cells[4...].allSatisfy { $0 == (" ", segue_a_normal()) })
  }

  @Test func underlinedBlanksStayUnderlined() {
    let spaces = String(repeating: " ", count: 12)
    let cells = Self.row([("x", .plain), (spaces, Self.underline)], columns: 13)
    #expect(cells[1...].allSatisfy { $0.1 == segue_a_underline() })
  }

  @Test func onlyTheCellsBetweenPlainBlanksAreWritten() {
    let spaces = String(repeating: " ", count: 8)
    #expect(Self.written([(spaces + "ab" + spaces, Self.bold)], columns: 20).shown == 8..<10)
    #expect(Self.written([("  ab", Self.underline)], columns: 10).shown == 0..<4)
    #expect(Self.written([("a" + spaces + "b", .plain)], columns: 12).shown == 0..<10)
    #expect(Self.written([(spaces, Self.bold)], columns: 10).shown.isEmpty)
  }
}
