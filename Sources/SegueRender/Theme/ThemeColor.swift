import SegueCore

/// Reads colour values as theme files write them.
///
/// `#rrggbb`, `#rgb`, `0`–`255`, the 16 ANSI names (`red`, `bright_blue`, …), `default` (the
/// terminal's own colour), or a name from the theme's `palette:`.
enum ThemeColor {
  static let ansiNames = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "bright_black",
    "bright_red", "bright_green", "bright_yellow", "bright_blue", "bright_magenta", "bright_cyan",
    "bright_white",
  ]

  enum Problem: Error, Equatable {
    case notAColor(String)
    case unknownPaletteName(String, known: [String])
  }

  static func parse(_ text: String, palette: [String: Color]) -> Result<Color, Problem> {
    let value = text.trimmingCharacters(in: " ")
    if value == "default" { return .success(.default) }
    if value.hasPrefix("#") {
      return hex(String(value.dropFirst())).map { .success($0) } ?? .failure(.notAColor(text))
    }
    if let n = Int(value) {
      return (0...255).contains(n) ? .success(.indexed(UInt8(n))) : .failure(.notAColor(text))
    }
    if let index = ansiNames.firstIndex(of: value) { return .success(.ansi(UInt8(index))) }
    if let color = palette[value] { return .success(color) }
    if value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) {
      return .failure(.unknownPaletteName(value, known: palette.keys.sorted()))
    }
    return .failure(.notAColor(text))
  }

  private static func hex(_ digits: String) -> Color? {
    HexColor.rgb(digits).map { .rgb($0.red, $0.green, $0.blue) }
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    var s = self[...]
    while s.first == set { s.removeFirst() }
    while s.last == set { s.removeLast() }
    return String(s)
  }
}
