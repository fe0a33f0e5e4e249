/// lookatme's render extension (`lookatme.contrib.render`, turned on with `extensions:
/// [render]` in the front matter): `dot`, `graphviz` and `mermaid` blocks are drawn as
/// pictures, `N` rows tall when the language says so (`mermaid-10`, `dot12`), else 20.
///
/// lookatme itself draws no diagram; without the extension these blocks are code, as there.
enum LookatmeRenderBlock {
  /// The rows lookatme gives a picture when the language names none.
  static let defaultRows = 20

  /// The diagram language and the rows of a fence language the extension draws; nil for
  /// any other.
  static func read(_ language: String) -> (language: String, rows: Int)? {
    for name in ["dot", "graphviz", "mermaid"] where language.hasPrefix(name) {
      var rest = language.dropFirst(name.count)
      if rest.hasPrefix("-") { rest = rest.dropFirst() }
      if rest.isEmpty { return (name, defaultRows) }
      guard rest.allSatisfy(\.isASCII), let rows = Int(rest), rows > 0 else { return nil }
      return (name, rows)
    }
    return nil
  }
}
