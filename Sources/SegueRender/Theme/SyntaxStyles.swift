/// A theme's token styles: the `code_block.syntax` group over an optional KSyntaxHighlighting
/// colour theme (`code_block.syntax_theme`).
///
/// Every key is optional: a kind with no style of its own takes the style of the kind it falls
/// back to (`control_flow` → `keyword`, `float` → `number`, …) and, at the end of that chain,
/// the block's own text style, so a theme that names four kinds still colours every language.
public struct SyntaxStyles: Sendable, Equatable {
  /// The colour theme the styles start from, by KSyntaxHighlighting's name (`Dracula`).
  public var startingTheme: String?
  /// The starting theme's style of each kind it styles.
  public var startingStyles: [TokenKind: Style] = [:]
  /// The styles the theme files give, each over the starting theme's.
  public var styles: [TokenKind: Style] = [:]

  public init(
    startingTheme: String? = nil, startingStyles: [TokenKind: Style] = [:],
    styles: [TokenKind: Style] = [:]
  ) {
    self.startingTheme = startingTheme
    self.startingStyles = startingStyles
    self.styles = styles
  }

  /// Whether every kind is drawn in the block's own style: highlighting would change nothing.
  public var isPlain: Bool { styles.isEmpty && startingStyles.isEmpty }

  /// The style of the kind itself, nil when neither the files nor the starting theme give one.
  public func own(_ kind: TokenKind) -> Style? { styles[kind] ?? startingStyles[kind] }

  /// How `kind` is drawn on a block whose text is drawn in `text`: the first style along its
  /// fallback chain, over the block's, or the block's own.
  public func style(_ kind: TokenKind?, over text: Style) -> Style {
    guard let kind else { return text }
    for candidate in kind.fallbackChain {
      if let style = own(candidate) { return text.patched(with: style) }
    }
    return text
  }
}
