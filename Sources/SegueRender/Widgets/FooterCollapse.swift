/// Footer text around variables that expand to nothing.
///
/// `{section} · {slide}/{slides}` in a one-section deck (whose `{section}` is empty) should
/// read `7/69`, not ` · 7/69`: a separator next to an empty variable goes with it when nothing
/// is left on that side, and two separators that the empty variable stood between become one.
/// Separators are runs of spaces and punctuation such as `·`, `|`, `/`, `-`, `@`; words stay.
extension FooterTemplate {
  /// Stands where a variable expanded to nothing, until `collapsingEmpty` removes it.
  /// A `Character`, so that finding and splitting at it are the plain collection
  /// algorithms, not the generic string searches run for every frame's footer.
  static let emptyMark: Character = "\u{0}"

  static func collapsingEmpty(_ text: String) -> String {
    guard text.contains(emptyMark) else { return text }
    let parts = text.split(separator: emptyMark, omittingEmptySubsequences: false).map(String.init)
    var out = parts[0]
    for i in 1..<parts.count {
      var next = parts[i]
      let before = out.contains { !$0.isWhitespace }
      let after = parts[i...].joined().contains { !$0.isWhitespace }
      let leading = next.prefix { isSeparator($0) }
      let trailing = out.reversed().prefix { isSeparator($0) }
      if !before {
        next.removeFirst(leading.count)
      } else if !after {
        out.removeLast(trailing.count)
      } else if !leading.isEmpty && !trailing.isEmpty {
        // Keep the spacing of the first separator, drop the second.
        next.removeFirst(leading.count)
      }
      out += next
    }
    return out
  }

  private static func isSeparator(_ c: Character) -> Bool {
    c.isWhitespace || "·•|/\\-–—:,;~>»<«@&+".contains(c)
  }
}
