/// Whether a line stands inside a list item, from the lines before it: what tells a `<br>`
/// written into a list item (a slides or presenterm deck's blank line) from mdp's pause line.
///
/// A list item runs from its marker line over the indented and blank lines after it, and ends
/// at the next line that starts in the first column without a list marker. Bytes only: the
/// detector reads every line of a deck.
struct ListContext {
  private var inItem = false

  mutating func read(_ line: Substring) {
    let bytes = line.utf8
    guard let first = bytes.first(where: { !Self.isBlank($0) }) else { return }
    let indented = bytes.first.map(Self.isBlank) ?? false
    if indented && inItem { return }
    let rest = bytes.drop { Self.isBlank($0) }
    inItem = Self.startsItem(rest, first: first)
  }

  /// Whether `line`, indented, belongs to the list item above it.
  func holds(_ line: Substring) -> Bool {
    guard let first = line.utf8.first else { return false }
    return inItem && Self.isBlank(first)
  }

  /// `- `, `* `, `+ `, `1. ` or `1) `: a list item's marker.
  private static func startsItem(_ bytes: Substring.UTF8View.SubSequence, first: UInt8) -> Bool {
    if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
      return bytes.dropFirst().first.map(isBlank) ?? true
    }
    let digits = bytes.prefix { (0x30...0x39).contains($0) }.count
    guard (1...9).contains(digits) else { return false }
    let after = bytes.dropFirst(digits)
    guard let delimiter = after.first,
      delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")")
    else { return false }
    return after.dropFirst().first.map(isBlank) ?? true
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09
  }
}
