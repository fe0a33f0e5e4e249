/// One of KSyntaxHighlighting's colour themes (Breeze Dark, Dracula, Nord, …): how it draws
/// each token kind and the editor's own text.
public struct SyntaxColourTheme: Sendable, Equatable {
  public var name: String
  public var styles: [TokenKind: Style]
  /// Normal text on the editor's background: the code block's colours under this theme.
  public var text: Style

  /// The theme in `names` that `given` means: the same letters whatever their case, with
  /// `-` or `_` for a space (`solarized-dark`, `Solarized Dark`).
  static func match(_ given: String, in names: [String]) -> String? {
    func folded(_ s: String) -> String {
      String(s.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 })
    }
    let wanted = folded(given)
    return names.first { folded($0) == wanted }
  }
}
