import SegueCore

extension Canvas {
  /// Appends the UTF-8 of the glyph `cell` holds, any control character in it replaced by its
  /// visible stand-in.
  ///
  /// Cells never hold control characters (`put` replaces them), but encoders write to a
  /// terminal or a file someone will `cat`, so they do not take that on trust.
  func appendVisibleUTF8(of cell: PackedCell, to bytes: inout [UInt8]) {
    if cell.isOverflow {
      for scalar in overflow[cell.overflowIndex].unicodeScalars {
        appendVisible(scalar, to: &bytes)
      }
    } else if cell.glyph >= 0x20 && cell.glyph < 0x7F {
      bytes.append(UInt8(truncatingIfNeeded: cell.glyph))
    } else {
      appendVisible(Unicode.Scalar(cell.glyph) ?? "\u{FFFD}", to: &bytes)
    }
  }
}

/// Appends the UTF-8 of `scalar`, or of its visible stand-in when it is a control character.
private func appendVisible(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
  UTF8.encode(ControlCharacters.visible(scalar)) { bytes.append($0) }
}
