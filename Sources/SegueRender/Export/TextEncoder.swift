/// Encodes a canvas as plain text: the `text` export format, with no escape sequence at all.
///
/// Each row becomes one line ending in "\n", trailing spaces trimmed; wide glyphs are written
/// once (their continuation cells add nothing). The only byte below 0x20 in the output is
/// "\n", and there is no DEL or C1 control anywhere, whatever the cells hold.
public enum TextEncoder {
  /// The canvas as lines of text; "" for a canvas without rows.
  public static func encode(_ canvas: Canvas) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(canvas.height * (canvas.width + 1))
    for row in 0..<canvas.height {
      let lineStart = bytes.count
      for cell in canvas.cells[row * canvas.width..<(row + 1) * canvas.width]
      where !cell.isContinuation {
        canvas.appendVisibleUTF8(of: cell, to: &bytes)
      }
      while bytes.count > lineStart && bytes.last == 0x20 { bytes.removeLast() }
      bytes.append(0x0A)
    }
    // C1 controls cannot hide in UTF-8 as single bytes, and `appendVisibleUTF8` maps them.
    assert(
      bytes.allSatisfy { $0 == 0x0A || ($0 >= 0x20 && $0 != 0x7F) }, "control byte in text export")
    return String(decoding: bytes, as: UTF8.self)
  }
}
