import SegueCore

/// Escapes deck text for HTML: the one way any text from a deck reaches the page.
///
/// Titles, notes, cells and the front matter's title all pass through here, in element content
/// and in attribute values alike, so nothing a deck contains can become an element, an
/// attribute or script: `<`, `>`, `&`, `"` and `'` become character references, and control
/// characters their visible stand-ins (a file someone opens should not hide bytes).
enum HTMLEscape {
  /// Appends `text` escaped for element content or a quoted attribute value.
  static func append(_ text: String, to buffer: inout ByteBuffer) {
    for scalar in text.unicodeScalars { append(scalar, to: &buffer) }
  }

  /// Appends one scalar, escaped.
  static func append(_ scalar: Unicode.Scalar, to buffer: inout ByteBuffer) {
    switch scalar {
    case "<": buffer.append("&lt;")
    case ">": buffer.append("&gt;")
    case "&": buffer.append("&amp;")
    case "\"": buffer.append("&quot;")
    case "'": buffer.append("&#39;")
    case "\n": buffer.append(0x0A)
    default: buffer.append(ControlCharacters.visible(scalar))
    }
  }

  /// Whether an ASCII byte is written as itself.
  static func isPlain(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != 0x3C && byte != 0x3E && byte != 0x26 && byte != 0x22
      && byte != 0x27
  }

  /// `text` escaped, as a string: for tests and small pieces.
  static func escaped(_ text: String) -> String {
    var buffer = ByteBuffer()
    append(text, to: &buffer)
    return buffer.text
  }
}
