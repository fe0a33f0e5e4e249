/// Writes Select Graphic Rendition sequences, the only escape sequences Segue's exports contain.
public enum SGR {
  /// The attribute codes, in the order they are written.
  static let attributeCodes: [(Attributes, UInt8)] = [
    (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7), (.strikethrough, 9),
  ]

  /// Appends `ESC [ 0 ; attributes ; fg ; bg m`, which sets exactly `style` whatever was set
  /// before; `ESC[0m` for the plain style.
  ///
  /// The colours must already be degraded to the output's depth: `.default` writes nothing
  /// (the reset restored it), `.ansi` 0–15 writes 30–37/90–97 or 40–47/100–107, `.indexed`
  /// writes `38;5;n`/`48;5;n` and `.rgb` writes `38;2;r;g;b`/`48;2;r;g;b`.
  public static func append(_ style: Style, to buffer: inout ByteBuffer) {
    buffer.append("\u{1B}[0")
    for (attribute, code) in attributeCodes where style.attributes.contains(attribute) {
      appendParameter(code, to: &buffer)
    }
    appendColor(style.fg, base: 30, brightBase: 90, extended: 38, to: &buffer)
    appendColor(style.bg, base: 40, brightBase: 100, extended: 48, to: &buffer)
    buffer.append(UInt8(ascii: "m"))
  }

  private static func appendColor(
    _ color: Color, base: UInt8, brightBase: UInt8, extended: UInt8, to buffer: inout ByteBuffer
  ) {
    switch color {
    case .default:
      break
    case .ansi(let index) where index < 8:
      appendParameter(base + index, to: &buffer)
    case .ansi(let index) where index < 16:
      appendParameter(brightBase + index - 8, to: &buffer)
    case .ansi(let index), .indexed(let index):
      for parameter in [extended, 5, index] { appendParameter(parameter, to: &buffer) }
    case .rgb(let red, let green, let blue):
      for parameter in [extended, 2, red, green, blue] { appendParameter(parameter, to: &buffer) }
    }
  }

  /// Appends ";" and `value` in decimal.
  private static func appendParameter(_ value: UInt8, to buffer: inout ByteBuffer) {
    buffer.append(UInt8(ascii: ";"))
    buffer.append(decimal: Int(value))
  }
}
