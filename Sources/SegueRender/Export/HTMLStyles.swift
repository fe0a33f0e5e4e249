/// The CSS classes of an HTML export: one per cell style met, numbered in order of appearance.
///
/// A class per style keeps the page small (a run of cells names its class, not its colours)
/// and deterministic (the same deck gives the same numbers). Colours are written as the
/// theme gives them, in full RGB; ANSI and 256-colour values become xterm's RGB, and the
/// terminal's default colours become the paper's, as in the PDF (`PaperColors`).
struct HTMLStyles: Sendable {
  private(set) var classes: [Style: Int] = [:]
  private(set) var ordered: [Style] = []

  /// The class number of `style`, given one when it is new.
  mutating func number(of style: Style) -> Int {
    // A link's number (`Style.link`) is the stage's, for OSC 8: it looks like its neighbours.
    var style = style
    style.link = 0
    if let number = classes[style] { return number }
    classes[style] = ordered.count
    ordered.append(style)
    return ordered.count - 1
  }

  /// The rules of every class: `.c3{color:#ff0000;background:#101010;font-weight:bold}`.
  func css(paper: PaperColors) -> String {
    var text = ""
    for (number, style) in ordered.enumerated() {
      text += ".c\(number){\(Self.declarations(style, paper: paper))}\n"
    }
    return text
  }

  /// The colour and font declarations of `style`, its colours as the PDF paints them: reverse
  /// swaps them and dim mixes the text into the background, as a terminal does.
  static func declarations(_ style: Style, paper: PaperColors) -> String {
    let (foreground, background) = paper.colors(of: style)
    var parts = ["color:\(hex(foreground))", "background:\(hex(background))"]
    if style.attributes.contains(.bold) { parts.append("font-weight:bold") }
    if style.attributes.contains(.italic) { parts.append("font-style:italic") }
    var lines: [String] = []
    if style.attributes.contains(.underline) { lines.append("underline") }
    if style.attributes.contains(.strikethrough) { lines.append("line-through") }
    if !lines.isEmpty { parts.append("text-decoration:" + lines.joined(separator: " ")) }
    return parts.joined(separator: ";")
  }

  /// `#rrggbb`.
  static func hex(_ color: RGB) -> String {
    "#" + [color.red, color.green, color.blue].map(hex).joined()
  }

  private static func hex(_ value: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
  }
}
