/// Writes Select Graphic Rendition sequences, the only escape sequences Segue's exports contain.
enum SGR {
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
  static func append(_ style: Style, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "0")])
    for (attribute, code) in attributeCodes where style.attributes.contains(attribute) {
      appendParameter(code, to: &bytes)
    }
    appendColor(style.fg, base: 30, brightBase: 90, extended: 38, to: &bytes)
    appendColor(style.bg, base: 40, brightBase: 100, extended: 48, to: &bytes)
    bytes.append(UInt8(ascii: "m"))
  }

  private static func appendColor(
    _ color: Color, base: UInt8, brightBase: UInt8, extended: UInt8, to bytes: inout [UInt8]
  ) {
    switch color {
    case .default:
      break
    case .ansi(let index) where index < 8:
      appendParameter(base + index, to: &bytes)
    case .ansi(let index) where index < 16:
      appendParameter(brightBase + index - 8, to: &bytes)
    case .ansi(let index), .indexed(let index):
      for parameter in [extended, 5, index] { appendParameter(parameter, to: &bytes) }
    case .rgb(let red, let green, let blue):
      for parameter in [extended, 2, red, green, blue] { appendParameter(parameter, to: &bytes) }
    }
  }

  /// Appends ";" and `value` in decimal.
  private static func appendParameter(_ value: UInt8, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: ";"))
    if value >= 100 { bytes.append(UInt8(ascii: "0") + value / 100) }
    if value >= 10 { bytes.append(UInt8(ascii: "0") + value / 10 % 10) }
    bytes.append(UInt8(ascii: "0") + value % 10)
  }
}
