import SegueCore

/// The token-style keys of `code_block`: `syntax_theme` and the `syntax` group.
extension ThemeSchema {
  static var syntaxEntries: Entries {
    [
      ("syntax_theme", syntaxTheme),
      ("syntax", .group(TokenKind.allCases.map { ($0.rawValue, tokenStyle($0)) })),
    ]
  }

  /// Keys applied before their siblings whatever their place in the file: `syntax_theme` is a
  /// starting point, which the same mapping's token styles then change, wherever they are
  /// written.
  static let appliedFirst: Set<String> = ["syntax_theme"]

  /// One token style, drawn over what the kind had (from the theme it extends or the starting
  /// colour theme).
  static func tokenStyle(_ kind: TokenKind) -> Node {
    .value(kind: "style") { theme, value, reader in
      let before = theme.codeBlock.syntax.own(kind) ?? .plain
      if let style = reader.style(value, over: before) {
        theme.codeBlock.syntax.styles[kind] = style
      }
    }
  }

  /// A KSyntaxHighlighting colour theme to start from: it replaces the token styles the theme
  /// inherited and gives the code block its text and background colours; `none` starts from
  /// no colour theme.
  static var syntaxTheme: Node {
    .value(kind: "text") { theme, value, reader in
      guard let name = reader.text(value) else { return }
      if name == "none" {
        theme.codeBlock.syntax = SyntaxStyles()
        return
      }
      let names = SyntaxHighlighter.shared.colourThemeNames
      guard let found = SyntaxColourTheme.match(name, in: names),
        let colours = SyntaxHighlighter.shared.colourTheme(named: found)
      else {
        let list = names.isEmpty ? "none could be loaded" : names.joined(separator: ", ")
        reader.fail(
          "unknown syntax theme '\(name)'" + Suggestion.hint(for: name, in: names)
            + "; syntax themes: \(list)", value)
        return
      }
      theme.codeBlock.syntax = SyntaxStyles(
        startingTheme: found, startingStyles: colours.styles)
      theme.codeBlock.style = theme.codeBlock.style.patched(with: colours.text)
    }
  }
}
