/// Reads the colours an HTML element asks for: its `style` and `class` attributes.
///
/// Only colours are read (`color`, `background-color`, `background`): a terminal cannot float,
/// size or pad text, so the rest of a style is ignored.
enum HTMLStyle {
  /// A styled text for an element's attributes (no colour and no class when it asks none).
  static func styled(_ attributes: [String: String], content: [Inline]) -> StyledText {
    var styled = StyledText(content: content)
    if let style = attributes["style"] {
      for declaration in style.split(separator: ";") {
        let parts = declaration.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { continue }
        let property = parts[0].trimmed.lowercased()
        let value = String(parts[1].trimmed)
        switch property {
        case "color": styled.foreground = color(value)
        case "background-color", "background": styled.background = color(value)
        default: break
        }
      }
    }
    if let names = attributes["class"] {
      styled.classes = names.split(whereSeparator: \.isWhitespace).map(String.init)
    }
    return styled
  }

  /// A colour as CSS and presenterm write it: `#rgb`, `#rrggbb`, `rgb(r, g, b)`, a name, or
  /// `palette:name` / `p:name` for a palette entry of the theme; `nil` when unreadable.
  static func color(_ text: String) -> ColorReference? {
    let value = text.trimmed.lowercased()
    for prefix in ["palette:", "p:"] where value.hasPrefix(prefix) {
      let name = value.dropFirst(prefix.count).trimmed
      return name.isEmpty ? nil : .palette(String(name))
    }
    if value.hasPrefix("#") { return hex(value.dropFirst()) }
    if value.hasPrefix("rgb(") && value.hasSuffix(")") {
      let parts = value.dropFirst(4).dropLast().split(separator: ",").compactMap {
        Int($0.trimmed)
      }
      guard parts.count == 3, parts.allSatisfy({ (0...255).contains($0) }) else { return nil }
      return .rgb(UInt8(parts[0]), UInt8(parts[1]), UInt8(parts[2]))
    }
    let isName = !value.isEmpty && value.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "_") }
    return isName ? .name(value) : nil
  }

  private static func hex(_ digits: Substring) -> ColorReference? {
    HexColor.rgb(digits).map { .rgb($0.red, $0.green, $0.blue) }
  }
}

extension Substring {
  fileprivate var trimmed: Substring {
    var s = drop { $0.isWhitespace }
    while s.last?.isWhitespace == true { s.removeLast() }
    return s
  }
}

extension String {
  fileprivate var trimmed: Substring { self[...].trimmed }
}
