import Testing

@testable import SegueRender

/// What a `Theme` answers beyond its stored values.
@Suite struct ThemeValueTests {
  @Test func headingLevelsOutsideOneToSixUseTheNearestHeadingStyle() {
    var theme = Theme.dark
    theme.headings = (1...6).map { level in
      TitleTheme(
        style: .plain, prefix: "h\(level) ", alignment: nil, underline: "",
        underlineStyle: .plain)
    }
    #expect(theme.heading(0).prefix == "h1 ")
    #expect(theme.heading(1).prefix == "h1 ")
    #expect(theme.heading(4).prefix == "h4 ")
    #expect(theme.heading(6).prefix == "h6 ")
    #expect(theme.heading(9).prefix == "h6 ")
  }
}
