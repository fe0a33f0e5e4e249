/// Visible stand-ins for control characters, so deck text never drives the terminal.
public enum ControlCharacters {
  /// The character to show for `scalar`: C0 controls map to the U+2400 block (`␛` for ESC),
  /// DEL to `␡`, C1 controls to `�`, a tab to a space; everything else is itself.
  public static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x09: return " "
    case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value)!
    case 0x7F: return "\u{2421}"
    case 0x80..<0xA0: return "\u{FFFD}"
    default: return scalar
    }
  }

  /// `text` with every control character replaced by its visible stand-in.
  public static func visible(_ text: String) -> String {
    visible(text, keeping: { _ in false })
  }

  /// `text` with every control character replaced by its visible stand-in, except those that
  /// `keep` keeps. Text without control characters is returned as it is.
  public static func visible(_ text: String, keeping keep: (Unicode.Scalar) -> Bool) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) && !keep($0) }) else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.map { keep($0) ? $0 : visible($0) }))
  }

  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }
}
