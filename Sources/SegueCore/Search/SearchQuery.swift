/// What `/` looks for, and how: case-insensitive unless the text has a capital letter (smart
/// case, as vim's `smartcase` and less's `-i` do).
public struct SearchQuery: Sendable, Equatable {
  public var text: String
  public var caseSensitive: Bool

  public init(_ text: String) {
    self.text = text
    caseSensitive = text.contains(where: \.isUppercase)
  }

  /// How many times the query occurs in `line`, without overlaps.
  public func count(in line: String) -> Int { matches(in: Array(line)).count }

  /// Where the query starts in `characters` (one per cell of a row), each match's first and
  /// one-past-last index; matches do not overlap.
  public func matches(in characters: [Character]) -> [Range<Int>] {
    let needle = text.map(fold)
    guard !needle.isEmpty, characters.count >= needle.count else { return [] }
    let folded = characters.map(fold)
    var ranges: [Range<Int>] = []
    var start = 0
    while start + needle.count <= folded.count {
      if folded[start..<(start + needle.count)].elementsEqual(needle) {
        ranges.append(start..<(start + needle.count))
        start += needle.count
      } else {
        start += 1
      }
    }
    return ranges
  }

  /// A character as compared: lowercased unless the search is case-sensitive (a letter
  /// whose lowercase is two characters stays as it is).
  private func fold(_ c: Character) -> Character {
    guard !caseSensitive else { return c }
    let lower = c.lowercased()
    return lower.count == 1 ? Character(lower) : c
  }
}
