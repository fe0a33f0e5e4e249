import SegueCore
import Testing

@testable import SegueRender

/// Every built-in theme either paints its background or says it is drawn on the terminal's
/// (`background: terminal`), and one drawn there reads on any terminal or names a counterpart
/// that reads where it does not (issue 31).
@Suite struct ThemeBackgroundTests {
  static let white = RGB(255, 255, 255)
  static let black = RGB(0, 0, 0)

  @Test(arguments: BuiltInThemeFiles.names.filter { $0 != "base" })
  func paintsOrSaysTerminal(_ name: String) throws {
    let theme = try BuiltInThemeFiles.theme(name)
    let says = try BuiltInThemeFiles.text(name).contains("\nbackground: terminal\n")
    #expect(
      (theme.base.bg == .default) == says,
      "\(name) must paint its background or say `background: terminal`, not leave it unsaid")
  }

  /// On white and on black, the theme or its counterpart reads.
  @Test(arguments: BuiltInThemeFiles.names)
  func readsOnLightAndDarkTerminals(_ name: String) throws {
    let theme = try BuiltInThemeFiles.theme(name)
    for background in [Self.white, Self.black] {
      guard ThemeContrast.problem(theme, background: background) != nil else { continue }
      let other = try BuiltInThemeFiles.theme(try #require(theme.counterpart, "\(name)"))
      #expect(ThemeContrast.problem(other, background: background) == nil, "\(name)")
    }
  }

  static func mine(_ text: String) throws -> Theme {
    try BuiltInThemeFiles.loader.load(source: SourceText(text, fileName: "mine.yaml")).get()
  }

  @Test func darkAndLightAreAPair() throws {
    #expect(try BuiltInThemeFiles.theme("dark").counterpart == "light")
    #expect(try BuiltInThemeFiles.theme("light").counterpart == "dark")
    #expect(Theme.dark.counterpart == "light")
  }

  /// A theme that extends `dark` is a new theme: it does not switch to `light` unasked.
  @Test func theCounterpartIsNotInherited() throws {
    let theme = try Self.mine("extends: dark\n")
    #expect(theme.counterpart == nil)
  }

  @Test func backgroundTerminalClearsAnInheritedPaint() throws {
    let theme = try Self.mine("extends: nord\nbackground: terminal\n")
    #expect(theme.base.bg == .default)
    let painted = try Self.mine("background: \"#102030\"\n")
    #expect(painted.base.bg == .rgb(0x10, 0x20, 0x30))
  }
}
