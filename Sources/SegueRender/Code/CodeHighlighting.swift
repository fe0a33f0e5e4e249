import SegueCore

/// A code block's lines as token runs: highlighted when its language is known, plain otherwise.
///
/// Never an error: an unknown language, or a library that fails, gives the plain lines. A
/// block with no language (or `text`) never loads the library at all.
public enum CodeHighlighting {
  /// The lines of `code.text` (split at `\n`, a final newline giving a last empty line).
  ///
  /// With `count`, only the block's first `count` lines are highlighted: a frame that shows
  /// the top of a 100,000-line block needs those, and a highlighter reads forward, so they
  /// come out as they would from the whole block.
  static func lines(_ code: CodeBlock, count: Int? = nil) -> [[TokenRun]] {
    let text = count.map { prefix(of: code.text, lines: $0) } ?? code.text
    if case .definition(let name) = lookup(code.language),
      let lines = SyntaxHighlighter.shared.lines(of: text, definition: name)
    {
      return lines
    }
    return CodeLines.split(text).map { $0.isEmpty ? [] : [TokenRun(String($0), nil)] }
  }

  /// The first `count` lines of `text` (all of it, final line break included, when it has
  /// no more).
  static func prefix(of text: String, lines count: Int) -> String {
    var seen = 0
    let utf8 = text.utf8
    for index in utf8.indices where utf8[index] == UInt8(ascii: "\n") {
      seen += 1
      // The whole text when nothing follows (the same cache entry as the whole block's).
      if seen == count {
        return utf8.index(after: index) == utf8.endIndex ? text : String(text[..<index])
      }
    }
    return text
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
