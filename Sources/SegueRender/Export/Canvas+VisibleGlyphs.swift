import SegueCore

extension Canvas {
  /// Appends the UTF-8 of the glyph `cell` holds, any control character in it replaced by its
  /// visible stand-in.
  ///
  /// Cells never hold control characters (`put` replaces them), but encoders write to a
  /// terminal or a file someone will `cat`, so they do not take that on trust.
  func appendVisibleGlyph(of cell: PackedCell, to buffer: inout ByteBuffer) {
    if cell.isOverflow {
      for scalar in overflow[cell.overflowIndex].unicodeScalars {
        buffer.append(ControlCharacters.visible(scalar))
      }
    } else if cell.glyph >= 0x20 && cell.glyph < 0x7F {
      buffer.append(UInt8(truncatingIfNeeded: cell.glyph))  // most cells: printable ASCII
    } else {
      buffer.append(ControlCharacters.visible(Unicode.Scalar(cell.glyph) ?? "\u{FFFD}"))
    }
  }
}
