import SegueCore

/// Encodes a canvas as plain text: the `text` export format, with no escape sequence at all.
///
/// Each row becomes one line ending in "\n", trailing spaces trimmed; wide glyphs are written
/// once (their continuation cells add nothing). The only byte below 0x20 in the output is
/// "\n", and there is no DEL or C1 control anywhere, whatever the cells hold.
public enum TextEncoder {
  /// The canvas as lines of text; "" for a canvas without rows.
  public static func encode(_ canvas: Canvas) -> String {
    var buffer = ByteBuffer(capacity: canvas.height * (canvas.width + 1))
    encode(canvas, to: &buffer)
    return buffer.text
  }

  /// Appends the canvas's lines of text to `buffer`.
  public static func encode(_ canvas: Canvas, to buffer: inout ByteBuffer) {
    for row in 0..<canvas.height {
      let lineStart = buffer.count
      let start = row * canvas.width
      var end = start + canvas.width
      // Most of a frame is blank to the right: those cells are not written at all.
      while end > start
        && (canvas.cells[end - 1].glyph == PackedCell.space || canvas.cells[end - 1].isContinuation)
      {
        end -= 1
      }
      for cell in canvas.cells[start..<end] where !cell.isContinuation {
        canvas.appendVisibleGlyph(of: cell, to: &buffer)
      }
      buffer.trimTrailingSpaces(after: lineStart)  // a glyph shown as a space (a tab)
      buffer.append(0x0A)
    }
  }
}
