import SegueCore
import Testing

@testable import SegueRender
@testable import SegueTerminal

/// A deck's own `footer:` is drawn over the theme, so editing it restyles the footer on reload,
/// even when the theme was named on the command line.
@Suite struct PresenterDeckFooterTests {
  static func deck(footer: String) -> String {
    "---\ntitle: T\nfooter: \"\(footer)\"\n---\n\n# A\n\nx\n"
  }

  @Test func editingTheFooterRedrawsItWithTheThemeOfTheCommandLine() throws {
    let loader = ThemeLoader(
      catalog: ThemeCatalog(
        builtIn: [], userDirectory: nil, readFile: { _ in nil }, listDirectory: { _ in [] }))
    let resolver = ThemeResolver(loader: loader, option: "base", deckPath: "deck.md")
    let first = DeckParser.parse(Self.deck(footer: "before"), fileName: "deck.md")
    var p = PresenterSession(
      Self.deck(footer: "before"), theme: resolver.resolve(first.deck!, source: first.source).theme)
    p.resolveTheme = { deck, source in resolver.resolve(deck, source: source) }
    #expect(p.screen.last?.contains("before") == true, "\(p.screen)")
    p.loadDeck = { .success(DeckParser.parse(Self.deck(footer: "after"), fileName: "deck.md")) }
    p.type("r")
    #expect(p.themeRequests == 1)
    #expect(p.screen.last?.contains("after") == true, "\(p.screen)")
  }

  @Test func aReloadWithTheSameFooterDoesNotResolveTheThemeAgain() throws {
    var p = PresenterSession(Self.deck(footer: "same"))
    p.loadDeck = { .success(DeckParser.parse(Self.deck(footer: "same"), fileName: "deck.md")) }
    p.type("r")
    #expect(p.themeRequests == 0)
  }
}
