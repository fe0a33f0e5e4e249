import SegueCore

/// Encodes a canvas as plain text: the `text` export format, with no escape sequence at all.
///
/// Each row becomes one line ending in "\n", trailing spaces trimmed; wide glyphs are written
/// once (their continuation cells add nothing). The only byte below 0x20 in the output is
/// "\n", and there is no DEL or C1 control anywhere, whatever the cells hold.
public enum TextEncoder {
  public static func encode(_ canvas: Canvas) -> String {
    // Written straight into the string's storage: an export draws thousands of frames.
    let longestOverflow = canvas.overflow.map { $0.utf8.count }.max() ?? 0
    let perCell = max(4, 3 * longestOverflow)
    let capacity = canvas.height * (canvas.width * perCell + 1)
    return String(unsafeUninitializedCapacity: capacity) { out in
      var count = 0
      canvas.cells.withUnsafeBufferPointer { cells in
        for row in 0..<canvas.height {
          let lineStart = count
          for index in (row * canvas.width)..<((row + 1) * canvas.width) {
            let cell = cells[index]
            if cell.isContinuation { continue }
            let glyph = cell.glyph
            if glyph >= 0x20 && glyph < 0x7F {
              out[count] = UInt8(truncatingIfNeeded: glyph)
              count += 1
            } else if cell.isOverflow {
              for scalar in canvas.overflow[cell.overflowIndex].unicodeScalars {
                count = write(scalar, to: out, at: count)
              }
            } else {
              count = write(Unicode.Scalar(glyph) ?? "\u{FFFD}", to: out, at: count)
            }
          }
          while count > lineStart && out[count - 1] == 0x20 { count -= 1 }
          out[count] = 0x0A
          count += 1
        }
      }
      return count
    }
  }

  /// Writes a scalar's visible form as UTF-8 at `index`; returns the index after it.
  @inline(__always)
  private static func write(
    _ scalar: Unicode.Scalar, to out: UnsafeMutableBufferPointer<UInt8>, at index: Int
  ) -> Int {
    var index = index
    UTF8.encode(ControlCharacters.visible(scalar)) {
      out[index] = $0
      index += 1
    }
    return index
  }
}
