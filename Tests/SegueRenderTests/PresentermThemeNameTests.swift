import SegueCore
import Testing

@testable import SegueRender

/// presenterm's built-in theme names (issue 28): each is shown in the closest Segue theme, a
/// deck's `override:` applies over whatever theme it lands on, and a name no theme has is
/// marked so that the presenter says it after the talk instead of in a banner.
@Suite struct PresentermThemeNameTests {
  func resolve(_ theme: String) -> ThemeResolution {
    ThemeResolverTests().resolve(theme)
  }

  /// Every name of presenterm's `themes/` folder (at 3bc5e91), written as its decks write it.
  @Test(arguments: [
    ("catppuccin-frappe", "catppuccin"), ("catppuccin-latte", "light"),
    ("catppuccin-macchiato", "catppuccin"), ("catppuccin-mocha", "catppuccin"),
    ("dark", "dark"), ("gruvbox-dark", "gruvbox"), ("light", "light"),
    ("terminal-dark", "dark"), ("terminal-light", "light"), ("tokyonight-day", "light"),
    ("tokyonight-moon", "nord"), ("tokyonight-night", "nord"), ("tokyonight-storm", "nord"),
  ])
  func presentermsThemeNameSelectsTheClosestTheme(presenterm: String, segue: String) {
    let r = resolve("theme:\n  name: \(presenterm)")
    #expect(r.error == nil)
    #expect(r.theme.name == segue)
    #expect(PresentermThemeNames.segueName(for: presenterm) == segue)
  }

  @Test func anOverrideAppliesOverAPresentermTheme() {
    let r = resolve("theme:\n  name: tokyonight-storm\n  override:\n    page_dots: {active: \"◆\"}")
    #expect(r.error == nil)
    #expect(r.theme.name == "nord")
    #expect(r.theme.pageDots.active == "◆")
  }

  /// The name is ignored, not the deck's other settings: its footer and dots stay.
  @Test func anOverrideAppliesOverTheDefaultWhenTheNameIsUnknown() {
    let r = resolve("theme:\n  name: nowhere\n  override:\n    page_dots: {active: \"◆\"}")
    #expect(r.theme.name == "dark")
    #expect(r.theme.pageDots.active == "◆")
    #expect(r.nameUnknown)
    #expect(r.error?.problems.count == 1)
    #expect(r.standIn == "the deck's theme name is ignored; using 'dark'")
  }

  /// A broken theme file is the author's own theme, not another tool's name: it keeps its
  /// banner; so does a name that loads but whose override does not.
  @Test(arguments: [
    "theme: ./broken.yaml", "theme:\n  name: nord\n  override:\n    page_dots: {nope: 1}",
  ])
  func otherThemeProblemsAreNoUnknownName(frontMatter: String) {
    let r = resolve(frontMatter)
    #expect(r.error != nil)
    #expect(!r.nameUnknown)
    #expect(r.problem != nil)
    #expect(r.standIn.hasPrefix("the deck's theme settings are ignored"))
  }

  @Test func anUnknownNameIsMarkedForTheNoteAfterTheTalk() {
    let r = resolve("theme: nowhere")
    #expect(r.nameUnknown && r.origin == .deck && r.theme.name == "dark")
  }
}
