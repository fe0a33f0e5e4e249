/// One line of a pandoc fenced div: `::: notes`, `:::: {.column width="40%"}` or a closing `:::`.
///
/// Pandoc opens a div with three or more colons and either one class word or an attribute
/// block (optionally followed by more colons); a closing fence is colons alone. Anything else
/// after the colons makes the line ordinary text, as pandoc reads it.
enum PandocFence: Equatable {
  case open(classes: [String], width: Double?)
  case close

  /// The fence `line` is, or `nil` when it is text. Leading blanks are the caller's concern.
  static func read(_ line: Substring) -> PandocFence? {
    let colons = line.prefix { $0 == ":" }
    guard colons.count >= 3 else { return nil }
    var rest = Substring(line.dropFirst(colons.count).trimmingWhitespace)
    if rest.isEmpty { return .close }
    // Trailing colons (`::: notes :::`) are decoration.
    while rest.last == ":" { rest = rest.dropLast() }
    rest = Substring(rest.trimmingWhitespace)
    if rest.hasPrefix("{") {
      guard rest.hasSuffix("}") else { return nil }
      return attributes(rest.dropFirst().dropLast())
    }
    guard !rest.isEmpty, !rest.contains(where: { $0 == " " || $0 == "\t" || $0 == "{" }) else {
      return nil
    }
    return .open(classes: [String(rest)], width: nil)
  }

  /// Reads `.class #id key=value key="value"`: the classes and a `width` in percent.
  private static func attributes(_ text: Substring) -> PandocFence {
    var classes: [String] = []
    var width: Double?
    for token in tokens(text) {
      if token.hasPrefix(".") {
        classes.append(String(token.dropFirst()))
      } else if let equals = token.firstIndex(of: "="), token[..<equals] == "width" {
        width = percent(token[token.index(after: equals)...])
      }
    }
    return .open(classes: classes, width: width)
  }

  /// Splits at blanks outside double quotes, dropping the quotes.
  private static func tokens(_ text: Substring) -> [String] {
    var tokens: [String] = []
    var current = ""
    var quoted = false
    for character in text {
      if character == "\"" {
        quoted.toggle()
      } else if !quoted, character == " " || character == "\t" {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  /// `40%` or `40` as 40; `0.4` (a fraction, as pandoc's beamer output also reads) as 40.
  private static func percent(_ value: Substring) -> Double? {
    let hasPercent = value.hasSuffix("%")
    guard let number = Double(hasPercent ? value.dropLast() : value), number > 0 else {
      return nil
    }
    return !hasPercent && number <= 1 ? number * 100 : number
  }
}
