/// Every syntax definition KSyntaxHighlighting has, and which one a fence's language word picks.
///
/// A pure value over the library's list, so the rule is tested without it: the alias table
/// first (`sh` is Bash, though other definitions read `*.sh` too), then a definition's own name
/// (case aside, with `-` for a space), then a file extension (`rs`, `py`), the definition of the
/// highest priority winning when several claim one. Hidden definitions (pieces of others, such
/// as Doxygen) and `None` are never picked.
public struct LanguageCatalog: Sendable {
  public struct Definition: Sendable, Equatable {
    public var name: String
    public var section: String
    public var isHidden: Bool
    public var priority: Int
    /// File-name patterns (`*.rs`, `Dockerfile`, `Makefile*`).
    public var patterns: [String]

    public init(name: String, section: String, isHidden: Bool, priority: Int, patterns: [String]) {
      self.name = name
      self.section = section
      self.isHidden = isHidden
      self.priority = priority
      self.patterns = patterns
    }
  }

  /// What a language word asks for.
  public enum Lookup: Sendable, Equatable {
    /// Highlight with the definition of this name.
    case definition(String)
    /// No highlighting was asked for (no word, `text`, `plain`, …).
    case plain
    /// A word no definition answers to: shown as plain text, noted by `segue check`.
    case unknown
  }

  /// The definitions that can be picked, by name.
  public let definitions: [Definition]
  /// Each word that picks a definition (lowercased) and the definition's name.
  private let words: [String: String]

  public init(definitions: [Definition]) {
    let usable = definitions.filter { !$0.isHidden && $0.name != "None" }
      .sorted { $0.name.lowercased() < $1.name.lowercased() }
    self.definitions = usable
    var words: [String: String] = [:]
    // Lowest priority first, so a higher one overwrites the extension they share.
    for definition in usable.sorted(by: { $0.priority < $1.priority }) {
      for word in definition.patterns.compactMap(Self.word(ofPattern:)) {
        words[word] = definition.name
      }
    }
    for definition in usable {
      for word in Self.words(ofName: definition.name) { words[word] = definition.name }
    }
    let names = Set(usable.map(\.name))
    for (word, name) in LanguageAliases.table where names.contains(name) { words[word] = name }
    self.words = words
  }

  /// The definition `language` (a fence's first word) picks.
  public func lookup(_ language: String) -> Lookup {
    let word = Self.normalized(language)
    if LanguageAliases.plain.contains(word) { return .plain }
    return words[word].map { .definition($0) } ?? .unknown
  }

  /// The words that pick `definition`, its own name's first.
  public func words(for definition: String) -> [String] {
    let own = Self.words(ofName: definition)
    let others = words.filter { $0.value == definition && !own.contains($0.key) }.keys.sorted()
    return own.filter { words[$0] == definition } + others
  }

  /// A fence's word as looked up: lowercased, without rustdoc's `,ignore` or a `language-`
  /// prefix (as HTML class names write it).
  static func normalized(_ language: String) -> String {
    var word = language.lowercased()
    if let comma = word.firstIndex(of: ",") { word = String(word[..<comma]) }
    if word.hasPrefix("language-") { word.removeFirst("language-".count) }
    return word
  }

  /// `rs` for `*.rs`, `dockerfile` for `Dockerfile`; nil for patterns with wildcards elsewhere.
  static func word(ofPattern pattern: String) -> String? {
    var text = Substring(pattern)
    if text.hasPrefix("*.") { text = text.dropFirst(2) }
    guard !text.isEmpty, !text.contains(where: { "*?[]".contains($0) }) else { return nil }
    return text.lowercased()
  }

  /// The words a definition's name gives: `c++` for C++, `common-lisp` and `commonlisp` for
  /// Common Lisp, `sql-mysql` for SQL (MySQL): spaces, brackets and slashes become one `-`.
  static func words(ofName name: String) -> [String] {
    let lower = name.lowercased()
    var words: [String] = []
    if !lower.contains(" ") { words.append(lower) }
    var dashed = ""
    for character in lower {
      if " ()/,".contains(character) {
        if !dashed.isEmpty && !dashed.hasSuffix("-") { dashed.append("-") }
      } else {
        dashed.append(character)
      }
    }
    while dashed.hasSuffix("-") { dashed.removeLast() }
    if !dashed.isEmpty && !words.contains(dashed) { words.append(dashed) }
    if lower.contains(" ") && !lower.contains(where: { "()/,".contains($0) }) {
      words.append(lower.filter { $0 != " " })
    }
    return words
  }
}
