import Testing

@testable import SegueRender

/// A theme that leaves the background to the terminal, on a background its text cannot be read
/// on (WCAG's contrast below 4.5:1): said, with the theme that suits; not for a theme painting
/// its own background.
@Suite struct ThemeContrastTests {
  @Test func ratiosAreWCAGs() {
    #expect(ThemeContrast.ratio(RGB(0, 0, 0), RGB(255, 255, 255)) == 21)
    #expect(ThemeContrast.ratio(RGB(119, 119, 119), RGB(255, 255, 255)) > 4.47)
    #expect(ThemeContrast.ratio(RGB(119, 119, 119), RGB(255, 255, 255)) < 4.49)
    #expect(ThemeContrast.ratio(RGB(40, 40, 40), RGB(40, 40, 40)) == 1)
  }

  @Test func theDarkThemeOnAWhiteTerminalIsSaid() throws {
    let problem = try #require(ThemeContrast.problem(.dark, background: RGB(255, 255, 255)))
    #expect(problem.hasPrefix("theme 'dark': its text has a contrast of 1.4:1"))
    #expect(problem.hasSuffix("'--theme light' suits it"))
  }

  @Test func theDarkThemeOnABlackTerminalReads() {
    #expect(ThemeContrast.problem(.dark, background: RGB(0, 0, 0)) == nil)
  }

  @Test func aThemePaintingItsBackgroundReadsAnywhere() {
    var painted = Theme.dark
    painted.base.bg = .rgb(0x1E, 0x1E, 0x2E)
    #expect(ThemeContrast.problem(painted, background: RGB(255, 255, 255)) == nil)
  }

  @Test func aThemeLeavingTheTextToTheTerminalIsNotJudged() {
    var plain = Theme.dark
    plain.base.fg = .default
    plain.text.paragraph.fg = .default
    #expect(ThemeContrast.problem(plain, background: RGB(255, 255, 255)) == nil)
  }
}
