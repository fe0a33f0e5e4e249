import SegueCore

/// A code block's lines as token runs: highlighted when its language is known, plain otherwise.
///
/// Never an error: an unknown language, or a library that fails, gives the plain lines. A
/// block with no language (or `text`) never loads the library at all.
public enum CodeHighlighting {
  /// The lines of `code.text` (split at `\n`, a final newline giving a last empty line).
  static func lines(_ code: CodeBlock) -> [[TokenRun]] {
    if case .definition(let name) = lookup(code.language),
      let lines = SyntaxHighlighter.shared.lines(of: code.text, definition: name)
    {
      return lines
    }
    return CodeLines.split(code.text).map { $0.isEmpty ? [] : [TokenRun(String($0), nil)] }
  }

  /// What a fence's language word picks.
  public static func lookup(_ language: String) -> LanguageCatalog.Lookup {
    // The plain words are answered without the library, so a deck of plain code never loads it.
    if LanguageAliases.plain.contains(LanguageCatalog.normalized(language)) { return .plain }
    return catalog.lookup(language)
  }

  /// Every language KSyntaxHighlighting knows here (empty when the library cannot be loaded).
  public static var catalog: LanguageCatalog { SyntaxHighlighter.shared.catalog }
}
