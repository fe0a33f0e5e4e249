/// A cell as the canvas stores it: plain data, so a canvas is created, copied and freed
/// without touching a string per cell.
///
/// Nearly every grapheme on a slide is one Unicode scalar (ASCII, CJK, most emoji), kept right
/// in `glyph`. The rest (a letter with combining marks, a flag, a ZWJ sequence) go to the
/// canvas's `overflow` table, and `glyph` holds `overflowFlag | index`.
struct PackedCell: Equatable {
  /// The scalar value of a one-scalar grapheme; 0 for a continuation's empty grapheme; or
  /// `overflowFlag | index` into the canvas's overflow table.
  var glyph: UInt32
  var style: Style
  var isContinuation: Bool

  static let overflowFlag: UInt32 = 0x8000_0000
  static let space: UInt32 = 0x20

  static func blank(_ style: Style) -> PackedCell {
    PackedCell(glyph: space, style: style, isContinuation: false)
  }

  static func continuation(_ style: Style) -> PackedCell {
    PackedCell(glyph: 0, style: style, isContinuation: true)
  }

  var isOverflow: Bool { glyph & Self.overflowFlag != 0 }
  var overflowIndex: Int { Int(glyph & ~Self.overflowFlag) }
}

/// One-character strings for ASCII, so reading ASCII cells creates no strings.
let asciiStrings: [String] = (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) }

extension Canvas {
  /// The grapheme a stored cell holds.
  func grapheme(of cell: PackedCell) -> String {
    if cell.isOverflow { return overflow[cell.overflowIndex] }
    if cell.glyph < 0x80 { return cell.glyph == 0 ? "" : asciiStrings[Int(cell.glyph)] }
    return Unicode.Scalar(cell.glyph).map { String(Character($0)) } ?? "\u{FFFD}"
  }

  /// The `glyph` value for a grapheme, storing it in `overflow` when it is more than one scalar.
  static func glyph(for character: Character, overflow: inout [String]) -> UInt32 {
    let scalars = character.unicodeScalars
    if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return first.value
    }
    return glyph(forOverflow: String(character), overflow: &overflow)
  }

  /// The `glyph` value for a grapheme stored in `overflow`.
  static func glyph(forOverflow grapheme: String, overflow: inout [String]) -> UInt32 {
    if overflow.last != grapheme { overflow.append(grapheme) }  // the same glyph again is common
    return PackedCell.overflowFlag | UInt32(overflow.count - 1)
  }

  /// Drops overflow entries no cell refers to any more once there are more entries than
  /// cells, so redrawing a canvas many times does not grow it without bound. Called at the end
  /// of a drawing operation, when every cell's index is this canvas's own.
  mutating func compactOverflowIfNeeded() {
    guard overflow.count > cells.count + 64 else { return }
    var kept: [String] = []
    var newIndex: [Int: UInt32] = [:]
    for index in cells.indices where cells[index].isOverflow {
      let old = cells[index].overflowIndex
      if let moved = newIndex[old] {
        cells[index].glyph = moved
      } else {
        let moved = PackedCell.overflowFlag | UInt32(kept.count)
        kept.append(overflow[old])
        newIndex[old] = moved
        cells[index].glyph = moved
      }
    }
    overflow = kept
  }
}
