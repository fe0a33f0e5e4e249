import SegueCore
import Testing

@testable import SegueRender

/// What a deck's front matter changes on screen: its own footer and margins over any theme,
/// presenterm's footer override, and the intro slide's title drawn from its inline Markdown.
@Suite struct DeckChromeTests {
  static let loader = ThemeLoader(catalog: BuiltInThemeFiles.catalog)

  func resolve(_ frontMatter: String, option: String? = nil) -> ThemeResolution {
    let load = DeckParser.parse("---\n\(frontMatter)\n---\n\n# A\n\nx\n", fileName: "deck.md")
    return ThemeResolver(loader: Self.loader, option: option, deckPath: "/d/deck.md")
      .resolve(load.deck!, source: load.source)
  }

  @Test func aFooterLineKeepsTheThemesCounter() {
    let footer = resolve("footer: \"Ada · TermConf\"").theme.footer
    #expect(
      [footer.left, footer.center, footer.right] == [
        "Ada · TermConf", "", "{section} · {slide}/{slides}",
      ])
  }

  @Test func theDecksFooterAppliesOverAThemeNamedOnTheCommandLine() {
    let footer = resolve("footer: {center: \"{title}\"}", option: "gruvbox").theme.footer
    #expect([footer.left, footer.center, footer.right] == ["", "{title}", ""])
  }

  @Test func footerFalseHidesTheFooter() {
    let theme = resolve("footer: false").theme
    #expect(theme.footer.isEmpty)
    #expect(FrameLayout(theme: theme, size: Size(width: 60, height: 16)).footer == nil)
  }

  @Test func patatMarginsBecomeTheThemesMargins() {
    let margins = resolve("patat:\n  margins:\n    left: 4\n    right: 10\n    top: 3").theme
      .margins
    #expect((margins.left, margins.right, margins.top) == (4, 10, 3))
    #expect(margins.bottom == Theme.dark.margins.bottom)
  }

  /// presenterm's own footer example: before, its `{current_slide}` threw the override away.
  @Test func presentermFooterOverrideIsKept() throws {
    let r = resolve(
      """
      theme:
        override:
          footer:
            style: template
            left:
              image: doge.png
            center: '**Introduction** to <span class="noice">footer</span> _styling_'
            right: "{current_slide} / {total_slides}"
            height: 5
      """)
    #expect(r.error == nil, "\(r.error?.problems.map(\.diagnostic.message) ?? [])")
    #expect(r.theme.footer.left == "")
    #expect(r.theme.footer.center == "Introduction to footer styling")
    #expect(r.theme.footer.right == "{current_slide} / {total_slides}")
  }

  @Test func presentermFooterIsDrawn() throws {
    let r = resolve(
      "theme:\n  override:\n    footer:\n      right: \"{current_slide} / {total_slides}\"")
    let deck = try #require(
      DeckParser.parse("---\ntitle: T\n---\n\n# A\n\nx\n\n# B\n\ny\n").deck)
    let lines = FrameRenderer(theme: r.theme.applying(deck.meta))
      .render(deck, at: Position(section: 0, page: 1), size: Size(width: 40, height: 10)).canvas
      .lines()
    #expect(lines.last?.hasSuffix("2 / 3") == true, "\(lines)")
  }

  /// `*Big* ideas`: the word in emphasis is drawn with the theme's emphasis, never as `*`.
  @Test func theIntroTitleDrawsItsEmphasis() throws {
    let deck = try #require(
      DeckParser.parse("---\ntitle: \"*Big* ideas\"\nsubtitle: a **bold** move\n---\n\n# A\n\nx\n")
        .deck)
    let canvas = FrameRenderer(theme: .dark)
      .render(
        deck, at: Position(section: 0, page: 0), size: Size(width: 40, height: 12), chrome: false
      )
      .canvas
    let lines = canvas.lines()
    let row = try #require(lines.firstIndex { $0.contains("Big ideas") }, "\(lines)")
    #expect(!lines.joined().contains("*"))
    let x = try #require(lines[row].range(of: "Big")).lowerBound.utf16Offset(in: lines[row])
    #expect(canvas[x: x, y: row].style.attributes.contains(.italic))
    #expect(canvas[x: x, y: row].style.attributes.contains(.bold), "over the intro title's bold")
    let after = x + "Big ".count
    #expect(!canvas[x: after, y: row].style.attributes.contains(.italic))
    #expect(lines.contains { $0.contains("a bold move") })
  }
}
