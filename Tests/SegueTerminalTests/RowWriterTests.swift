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
    writer.plainLongBlanks()
    return (0..<writer.count).map {
      (Character(Unicode.Scalar(UInt32(cells[$0].chars.0))!), cells[$0].attr)
    }
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
}
