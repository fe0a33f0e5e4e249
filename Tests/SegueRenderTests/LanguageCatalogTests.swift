import SegueCore
import Testing

@testable import SegueRender

/// Which syntax definition a fence's language word picks: aliases, names, extensions.
@Suite struct LanguageCatalogTests {
  static let catalog = CodeHighlighting.catalog

  @Test func theLibraryHasItsDefinitions() {
    #expect(Self.catalog.definitions.count > 300)
    #expect(!Self.catalog.definitions.contains { $0.isHidden || $0.name == "None" })
  }

  /// What decks write, and the definition each picks.
  @Test(arguments: [
    ("rust", "Rust"), ("Rust", "Rust"), ("RUST", "Rust"), ("rs", "Rust"),
    ("py", "Python"), ("python3", "Python"), ("js", "JavaScript"), ("ts", "TypeScript"),
    ("tsx", "TypeScript React (TSX)"), ("sh", "Bash"), ("shell", "Bash"), ("console", "Bash"),
    ("BaSh", "Bash"), ("zsh", "Zsh"), ("fish", "Fish"), ("yml", "YAML"), ("yaml", "YAML"),
    ("kt", "Kotlin"), ("golang", "Go"), ("go", "Go"), ("c++", "C++"), ("cpp", "C++"),
    ("c", "C"), ("cs", "C#"), ("c#", "C#"), ("hs", "Haskell"), ("tf", "Terraform"),
    ("hcl", "Terraform"), ("make", "Makefile"), ("Makefile", "Makefile"),
    ("dockerfile", "Dockerfile"), ("docker", "Dockerfile"), ("toml", "TOML"), ("json", "JSON"),
    ("sql", "SQL"), ("postgres", "SQL (PostgreSQL)"), ("sql-mysql", "SQL (MySQL)"),
    ("md", "Markdown"), ("markdown", "Markdown"), ("swift", "Swift"), ("java", "Java"),
    ("rb", "Ruby"), ("ruby", "Ruby"), ("lisp", "Common Lisp"), ("common-lisp", "Common Lisp"),
    ("scheme", "Scheme"), ("elixir", "Elixir"), ("dart", "Dart"), ("julia", "Julia"),
    ("lua", "Lua"), ("perl", "Perl"), ("scala", "Scala"), ("zig", "Zig"), ("nix", "Nix"),
    ("purescript", "PureScript"), ("rust,ignore", "Rust"), ("language-python", "Python"),
    ("fortran", "Fortran (Free Format)"), ("env", "Bash"), ("compose", "YAML"),
    ("erb", "Ruby/Rails/RHTML"), ("cuda", "C++"), ("pycon", "Python"), ("gitignore", "Git Ignore"),
  ])
  func aWordPicksItsDefinition(_ word: String, _ name: String) {
    #expect(Self.catalog.lookup(word) == .definition(name), "\(word)")
  }

  @Test(arguments: ["", "text", "TXT", "plain", "plaintext", "none", "output", "stdout"])
  func plainWordsAskForNoHighlighting(_ word: String) {
    #expect(CodeHighlighting.lookup(word) == .plain)
  }

  @Test(arguments: ["mermaid", "plan", "terminal8", "qrcode", "file", "x-unknown"])
  func otherWordsAreUnknown(_ word: String) {
    #expect(CodeHighlighting.lookup(word) == .unknown)
  }

  /// The fence's `{.python}` dressing is the model's to take off; the catalog sees the word.
  @Test func pandocDressingIsTakenOffFirst() {
    let code = CodeBlock(info: "{.python .numberLines}", text: "x", isFenced: true)
    #expect(CodeHighlighting.lookup(code.language) == .definition("Python"))
  }

  // MARK: The rule on a small catalog

  static func definition(
    _ name: String, _ priority: Int = 0, _ patterns: [String] = [], hidden: Bool = false
  )
    -> LanguageCatalog.Definition
  {
    LanguageCatalog.Definition(
      name: name, section: "Test", isHidden: hidden, priority: priority, patterns: patterns)
  }

  @Test func theHighestPriorityWinsAnExtensionSeveralClaim() {
    let catalog = LanguageCatalog(definitions: [
      Self.definition("Low", 1, ["*.x"]), Self.definition("High", 9, ["*.x"]),
      Self.definition("Middle", 5, ["*.x"]),
    ])
    #expect(catalog.lookup("x") == .definition("High"))
  }

  @Test func aNameWinsOverAnExtensionAndAnAliasOverBoth() {
    let catalog = LanguageCatalog(definitions: [
      Self.definition("Go", 0, []), Self.definition("Other", 9, ["*.go", "*.sh"]),
      Self.definition("Bash", 0, []),
    ])
    #expect(catalog.lookup("go") == .definition("Go"))
    #expect(catalog.lookup("sh") == .definition("Bash"))
  }

  @Test func hiddenDefinitionsAndWildcardPatternsPickNothing() {
    let catalog = LanguageCatalog(definitions: [
      Self.definition("Doxygen", 0, ["*.dox"], hidden: true),
      Self.definition("Make", 0, ["Makefile*", "*.m?k"]),
    ])
    #expect(catalog.lookup("doxygen") == .unknown)
    #expect(catalog.lookup("dox") == .unknown)
    #expect(catalog.lookup("makefile") == .unknown)
    #expect(catalog.lookup("make") == .definition("Make"))
  }

  @Test(arguments: [
    ("Rust", ["rust"]), ("C++", ["c++"]), ("Common Lisp", ["common-lisp", "commonlisp"]),
    ("SQL (MySQL)", ["sql-mysql"]), ("Tcl/Tk", ["tcl/tk", "tcl-tk"]),
    ("JavaScript React (JSX)", ["javascript-react-jsx"]),
  ])
  func namesGiveTheirWords(_ name: String, _ words: [String]) {
    #expect(LanguageCatalog.words(ofName: name) == words)
  }

  @Test func theWordsOfADefinitionStartWithItsName() {
    let words = Self.catalog.words(for: "Rust")
    #expect(words == ["rust", "rs"])
    #expect(Self.catalog.words(for: "Bash").prefix(1) == ["bash"])
    #expect(Self.catalog.words(for: "Bash").contains("sh"))
  }
}
