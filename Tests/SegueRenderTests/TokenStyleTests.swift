import SegueCore
import Testing

@testable import SegueRender

/// Token styles: the `code_block.syntax` group, its fallbacks, `syntax_theme` as a starting
/// point, the built-in themes' own token colours, and their degradation.
@Suite struct TokenStyleTests {
  static let text = Style(fg: .rgb(1, 2, 3), bg: .rgb(4, 5, 6))

  static func load(_ yaml: String, extra: [String: String] = [:]) -> Result<Theme, ThemeError> {
    var files = extra
    files["/t/theme.yaml"] = yaml
    let stored = files
    let catalog = ThemeCatalog(
      builtIn: BuiltInThemeFiles.catalog.builtIn, userDirectory: nil,
      readFile: { stored[$0].map { Array($0.utf8) } }, listDirectory: { _ in [] })
    return ThemeLoader(catalog: catalog).load("/t/theme.yaml")
  }

  static func messages(_ result: Result<Theme, ThemeError>) -> [String] {
    guard case .failure(let error) = result else { return [] }
    return error.problems.map { p in
      let at = p.diagnostic.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
      return at + p.diagnostic.message
    }
  }

  // MARK: Fallbacks

  @Test(arguments: [
    (TokenKind.controlFlow, TokenKind.keyword), (.float, .number), (.baseN, .number),
    (.constant, .number), (.verbatimString, .string), (.specialString, .string),
    (.specialChar, .string), (.char, .string), (.documentation, .comment), (.alert, .comment),
    (.annotation, .comment), (.import, .keyword), (.attribute, .keyword),
    (.extension, .function), (.builtIn, .function),
  ])
  func aKindWithNoStyleTakesTheOneItFallsBackTo(_ kind: TokenKind, _ to: TokenKind) {
    let target = Style(fg: .rgb(9, 9, 9), attributes: .bold)
    let syntax = SyntaxStyles(styles: [to: target])
    #expect(syntax.style(kind, over: Self.text) == Self.text.patched(with: target))
  }

  @Test func aKindWithNoStyleAnywhereIsTheBlocksText() {
    #expect(SyntaxStyles().style(.keyword, over: Self.text) == Self.text)
    #expect(SyntaxStyles().style(.others, over: Self.text) == Self.text)
    #expect(SyntaxStyles(styles: [.keyword: .plain]).style(nil, over: Self.text) == Self.text)
  }

  @Test func aKindsOwnStyleWinsOverItsFallback() {
    let syntax = SyntaxStyles(styles: [
      .keyword: Style(fg: .ansi(1)), .controlFlow: Style(fg: .ansi(2)),
    ])
    #expect(syntax.style(.controlFlow, over: .plain).fg == .ansi(2))
  }

  @Test func theStyleKeepsTheBlocksBackground() {
    let syntax = SyntaxStyles(styles: [.string: Style(fg: .ansi(2))])
    #expect(syntax.style(.string, over: Self.text) == Style(fg: .ansi(2), bg: .rgb(4, 5, 6)))
  }

  @Test func everyKindIsAThemeKeyOnce() {
    let keys = ThemeSchema.allKeyPaths.filter { $0.hasPrefix("code_block.syntax.") }
    #expect(keys.count == 29)
    #expect(Set(keys) == Set(TokenKind.allCases.map { "code_block.syntax." + $0.rawValue }))
    #expect(ThemeSchema.allKeyPaths.contains("code_block.syntax_theme"))
  }

  // MARK: Reading

  @Test func theSyntaxGroupSetsStylesOverWhatTheThemeExtends() throws {
    let theme = try Self.load(
      "extends: parent.yaml\ncode_block:\n  syntax:\n    keyword: {italic: true}\n",
      extra: [
        "/t/parent.yaml": "code_block:\n  syntax:\n    keyword: {fg: \"#ff0000\", bold: true}\n"
      ]
    ).get()
    #expect(
      theme.codeBlock.syntax.styles[.keyword]
        == Style(fg: .rgb(255, 0, 0), attributes: [.bold, .italic]))
  }

  @Test func aSyntaxThemeIsTheStartingPoint() throws {
    let theme = try Self.load("code_block:\n  syntax_theme: Dracula\n").get()
    let syntax = theme.codeBlock.syntax
    #expect(syntax.startingTheme == "Dracula")
    #expect(syntax.styles.isEmpty, "base's own token styles are dropped")
    // Dracula: pink keywords, yellow strings, and its editor's colours for the block.
    #expect(syntax.style(.keyword, over: .plain).fg == .rgb(0xFF, 0x79, 0xC6))
    #expect(syntax.style(.string, over: .plain).fg == .rgb(0xF1, 0xFA, 0x8C))
    #expect(theme.codeBlock.style.bg == .rgb(0x28, 0x2A, 0x36))
  }

  /// `syntax_theme` applies first wherever it is written, so the same file's styles change it.
  @Test(arguments: [
    "code_block:\n  syntax:\n    keyword: {fg: \"#00ff00\"}\n  syntax_theme: dracula\n",
    "code_block:\n  syntax_theme: dracula\n  syntax:\n    keyword: {fg: \"#00ff00\"}\n",
  ])
  func theSameFilesStylesGoOverItInAnyOrder(_ yaml: String) throws {
    let syntax = try Self.load(yaml).get().codeBlock.syntax
    #expect(syntax.style(.keyword, over: .plain).fg == .rgb(0, 255, 0))
    #expect(syntax.style(.string, over: .plain).fg == .rgb(0xF1, 0xFA, 0x8C))
  }

  @Test(arguments: ["solarized-dark", "Solarized Dark", "SOLARIZED_DARK"])
  func syntaxThemeNamesIgnoreCaseAndDashes(_ name: String) throws {
    let theme = try Self.load("code_block:\n  syntax_theme: \(name)\n").get()
    #expect(theme.codeBlock.syntax.startingTheme == "Solarized Dark")
  }

  @Test func noneStartsFromNoColourTheme() throws {
    let theme = try Self.load("code_block:\n  syntax_theme: none\n").get()
    #expect(theme.codeBlock.syntax == SyntaxStyles())
  }

  @Test func anUnknownSyntaxThemeIsAnErrorThatListsThem() {
    let messages = Self.messages(Self.load("code_block:\n  syntax_theme: draculla\n"))
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "/t/theme.yaml:2:17: unknown syntax theme 'draculla' (did you mean 'Dracula'?); syntax themes: Atom One Dark, Atom One Light, ayu Dark"
      ) == true, "\(messages)")
    #expect(messages.first?.hasSuffix("Solarized Light, Vim Dark") == true)
  }

  @Test func anUnknownTokenKindIsAnErrorWithAHint() {
    let messages = Self.messages(Self.load("code_block:\n  syntax:\n    keywords: {bold: true}\n"))
    #expect(
      messages.first?.hasPrefix(
        "/t/theme.yaml:3:5: unknown key 'keywords' in 'code_block.syntax' (did you mean 'keyword'?)"
      )
        == true, "\(messages)")
  }
}
