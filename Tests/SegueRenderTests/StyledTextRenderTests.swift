import SegueCore
import Testing

@testable import SegueRender

/// How a deck's colours (`<span style=…>`, `<span class=…>`, `[text]{.class}`) resolve
/// against the theme when drawn.
@Suite struct StyledTextRenderTests {
  static let theme: Theme = {
    var theme = Theme.dark
    theme.palette = ["noice": .rgb(255, 0, 0), "accent": .rgb(0x89, 0xb4, 0xfa)]
    return theme
  }()

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var styled: StyledText
    var fg: Color
    var bg: Color = .default
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(
      name: "a terminal colour name is the terminal's own colour",
      styled: StyledText(foreground: .name("red"), content: []), fg: .ansi(1)),
    Case(
      name: "bright ANSI names and grey too",
      styled: StyledText(foreground: .name("bright_blue"), background: .name("grey"), content: []),
      fg: .ansi(12), bg: .ansi(8)),
    Case(
      name: "a CSS name is its CSS colour",
      styled: StyledText(foreground: .name("tomato"), content: []), fg: .rgb(0xff, 0x63, 0x47)),
    Case(
      name: "rgb as written",
      styled: StyledText(foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6), content: []),
      fg: .rgb(1, 2, 3), bg: .rgb(4, 5, 6)),
    Case(
      name: "a class is the palette entry of that name",
      styled: StyledText(classes: ["small", "noice"], content: []), fg: .rgb(255, 0, 0)),
    Case(
      name: "palette:name and a bare palette name",
      styled: StyledText(foreground: .palette("accent"), background: .name("noice"), content: []),
      fg: .rgb(0x89, 0xb4, 0xfa), bg: .rgb(255, 0, 0)),
    Case(
      name: "an explicit colour wins over a class",
      styled: StyledText(foreground: .name("blue"), classes: ["noice"], content: []),
      fg: .ansi(4)),
    Case(
      name: "what the theme cannot resolve leaves the text as it was",
      styled: StyledText(
        foreground: .name("nosuchcolour"), background: .palette("missing"), classes: ["x"],
        content: []), fg: .default),
  ])
  func colours(_ c: Case) {
    let style = InlineRenderer(theme: Self.theme).style(of: c.styled)
    #expect(style.fg == c.fg)
    #expect(style.bg == c.bg)
  }

  @Test func styledTextKeepsTheStyleAroundIt() {
    let inlines: [Inline] = [
      .strong([.styled(StyledText(foreground: .name("green"), content: [.text("go")]))])
    ]
    let spans = InlineRenderer(theme: Self.theme).spans(inlines, base: Style())
    #expect(spans.map(\.text) == ["go"])
    #expect(spans.first?.style.fg == .ansi(2))
    #expect(spans.first?.style.attributes == Self.theme.text.strong.attributes)
  }

  @Test(arguments: [
    "<div align=\"center\">\n<img src=\"doge.png\">\n</div>\n",
    "<span style=\"color: red\">a</span> <b>b</b><br/>c <!-- x -->\n",
    "<span style=\"color: red>broken\n",
  ])
  func anHTMLBlockNeverShowsATag(_ html: String) {
    let layout = BlockLayout(theme: Self.theme)
    let rows = layout.rows(Block(.html(html), line: 1), width: 40, alignment: .left)
    let text = rows.flatMap(\.pieces).flatMap(\.spans).map(\.text).joined()
    #expect(!text.contains("<"))
    #expect(!text.contains(">"))
  }

  @Test func aBlockOfOnlyMarkupTakesNoRows() {
    let layout = BlockLayout(theme: Self.theme)
    #expect(
      layout.rows(
        Block(.html("<span style=\"float:left;\">\n"), line: 1), width: 40, alignment: .left
      ).isEmpty)
  }

  @Test func theImagePlaceholderNamesTheFile() {
    let image = Image(source: "doge.png", alt: [], widthPercent: 50)
    let spans = InlineRenderer(theme: Self.theme).spans([.image(image)], base: Style())
    #expect(spans.map(\.text) == ["[image: doge.png]"])
  }
}

@Suite struct ThemePaletteTests {
  @Test func aResolvedThemeKeepsItsPaletteForClassNames() throws {
    let theme = try BuiltInThemeFiles.loader.load("nord").get()
    #expect(theme.palette["polar0"] == .rgb(0x2e, 0x34, 0x40))
    let style = InlineRenderer(theme: theme).style(of: StyledText(classes: ["polar0"], content: []))
    #expect(style.fg == .rgb(0x2e, 0x34, 0x40))
  }
}
