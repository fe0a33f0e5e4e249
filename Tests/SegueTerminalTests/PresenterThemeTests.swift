import SegueCore
import Testing

@testable import SegueRender
@testable import SegueTerminal

/// Theme reloads: an edit of the theme's file restyles the slides (a broken edit keeps the last
/// good theme under a banner), and a deck reload that changes its own `theme:` resolves the
/// theme again, only then.
@Suite struct PresenterThemeTests {
  static func deck(theme: String?, above: String = "") -> String {
    (theme.map { "---\n\(above)theme: \($0)\n---\n" } ?? "") + "# One\n\n## A\n\nx\n\n## B\n\ny\n"
  }

  /// A resolver over one theme file in memory.
  final class ThemeFile: @unchecked Sendable {
    var text = "page_dots:\n  active: \"◆\"\n"
    var resolver: ThemeResolver {
      let loader = ThemeLoader(
        catalog: ThemeCatalog(
          builtIn: [], userDirectory: nil, readFile: { [self] _ in Array(text.utf8) },
          listDirectory: { _ in [] }))
      return ThemeResolver(loader: loader, option: "/t/theme.yaml", deckPath: "deck.md")
    }
  }

  @Test func editingTheThemeRestylesAndABrokenEditKeepsTheLastGoodTheme() throws {
    let file = ThemeFile()
    let markdown = Self.deck(theme: nil)
    let load = DeckParser.parse(markdown, fileName: "deck.md")
    let first = file.resolver.resolve(load.deck!, source: load.source)
    #expect(first.files == ["/t/theme.yaml"])
    var p = PresenterSession(markdown, theme: first.theme)
    p.resolveTheme = { deck, source in file.resolver.resolve(deck, source: source) }
    #expect(p.text.contains("◆"))
    file.text = "page_dots:\n  active: [\n"
    p.send(.fileChanged(.theme))
    #expect(p.text.contains("/t/theme.yaml:3:1: malformed YAML"))
    #expect(p.text.contains("◆"))
    file.text = "page_dots:\n  active: \"■\"\n"
    p.send(.fileChanged(.theme))
    #expect(p.text.contains("■"))
    #expect(!p.text.contains("malformed"))
  }

  /// Presents `from`, then reloads `to` (and `then`), answering theme requests with a theme
  /// whose active dot is ◆ for a deck naming `diamond`.
  func session(from: String, to: String, then: String? = nil, problem: Diagnostic? = nil)
    -> PresenterSession
  {
    var p = PresenterSession(from, deckChoosesTheme: true)
    p.resolveTheme = { deck, _ in
      var theme = Theme.dark
      if deck.meta.theme?.name == "diamond" { theme.pageDots.active = "◆" }
      let error = problem.map { ThemeError([($0, nil)]) }
      return ThemeResolution(theme: theme, origin: .deck, error: error)
    }
    for text in [to] + (then.map { [$0] } ?? []) {
      p.loadDeck = { .success(DeckParser.parse(text, fileName: "deck.md")) }
      p.type("r")
    }
    return p
  }

  @Test func aNewThemeNameRestylesTheSlides() {
    let p = session(from: Self.deck(theme: nil), to: Self.deck(theme: "diamond"))
    #expect(!(p.frames.first?.lines().joined().contains("◆") ?? true))
    #expect(p.text.contains("◆"))
    #expect(p.themeRequests == 1)
    // The reloaded deck is drawn once, in its new theme.
    #expect(p.effects.filter(\.isDraw).count == 1)
  }

  @Test func anUnchangedThemeIsNotAskedAgain() {
    let p = session(from: Self.deck(theme: "diamond"), to: Self.deck(theme: "diamond") + "\nmore\n")
    #expect(p.themeRequests == 0)
  }

  /// A line added above `theme:` moves it but names the same theme.
  @Test func aMovedThemeIsNotAskedAgain() {
    let theme = "{name: diamond, override: {page_dots: {active: x}}}"
    let p = session(from: Self.deck(theme: theme), to: Self.deck(theme: theme, above: "title: T\n"))
    #expect(p.themeRequests == 0)
  }

  @Test func aThemeChosenOnTheCommandLineIsNotAskedAgain() {
    var p = PresenterSession(Self.deck(theme: nil), deckChoosesTheme: false)
    p.loadDeck = { .success(DeckParser.parse(Self.deck(theme: "diamond"), fileName: "deck.md")) }
    p.type("r")
    #expect(p.themeRequests == 0)
  }

  static let unknownTheme = Diagnostic.error(
    "unknown theme 'nowhere'", at: SourceLocation(file: "deck.md", line: 2, column: 8))

  @Test func aProblemShowsInTheBanner() {
    let p = session(
      from: Self.deck(theme: nil), to: Self.deck(theme: "nowhere"), problem: Self.unknownTheme)
    #expect(p.screen[0].contains("warning: deck.md:2:8: unknown theme 'nowhere'; using 'd"))
  }

  /// The problem stays on screen until it is fixed, through saves that change nothing else.
  @Test func aProblemOutlastsAnUnrelatedSave() {
    let p = session(
      from: Self.deck(theme: nil), to: Self.deck(theme: "nowhere"),
      then: Self.deck(theme: "nowhere") + "\nmore\n", problem: Self.unknownTheme)
    #expect(p.themeRequests == 1)
    #expect(p.screen[0].contains("unknown theme 'nowhere'"))
  }
}
