/// The CSS classes of an HTML export: one per cell style met, numbered in order of appearance.
///
/// A class per style keeps the page small (a run of cells names its class, not its colours)
/// and deterministic (the same deck gives the same numbers). Colours are written as the
/// theme gives them, in full RGB; ANSI and 256-colour values become xterm's RGB, and the
/// terminal's default colours become the page's (`defaultForeground`, `defaultBackground`).
struct HTMLStyles: Sendable {
  /// A terminal's usual default colours, for themes that leave them to the terminal.
  static let defaultForeground = "#d0d0d0"
  static let defaultBackground = "#000000"

  private(set) var classes: [Style: Int] = [:]
  private(set) var ordered: [Style] = []

  /// The class number of `style`, given one when it is new.
  mutating func number(of style: Style) -> Int {
    if let number = classes[style] { return number }
    classes[style] = ordered.count
    ordered.append(style)
    return ordered.count - 1
  }

  /// The rules of every class: `.c3{color:#ff0000;background:#101010;font-weight:bold}`.
  func css(base: Style) -> String {
    var text = ""
    for (number, style) in ordered.enumerated() {
      text += ".c\(number){\(Self.declarations(style, base: base))}\n"
    }
    return text
  }

  /// The colour and font declarations of `style`; reverse swaps the colours as a terminal does.
  static func declarations(_ style: Style, base: Style) -> String {
    var foreground = css(style.fg) ?? css(base.fg) ?? defaultForeground
    var background = css(style.bg) ?? css(base.bg) ?? defaultBackground
    if style.attributes.contains(.reverse) { swap(&foreground, &background) }
    var parts = ["color:\(foreground)", "background:\(background)"]
    if style.attributes.contains(.bold) { parts.append("font-weight:bold") }
    if style.attributes.contains(.italic) { parts.append("font-style:italic") }
    if style.attributes.contains(.dim) { parts.append("opacity:.6") }
    var lines: [String] = []
    if style.attributes.contains(.underline) { lines.append("underline") }
    if style.attributes.contains(.strikethrough) { lines.append("line-through") }
    if !lines.isEmpty { parts.append("text-decoration:" + lines.joined(separator: " ")) }
    return parts.joined(separator: ";")
  }

  /// `#rrggbb` for a colour, nil for the terminal's default.
  static func css(_ color: Color) -> String? {
    guard let rgb = XtermPalette.rgb(of: color) else { return nil }
    return "#" + [rgb.red, rgb.green, rgb.blue].map(hex).joined()
  }

  private static func hex(_ value: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
  }
}
