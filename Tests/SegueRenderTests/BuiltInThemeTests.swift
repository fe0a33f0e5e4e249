import SegueCore
import Testing

@testable import SegueRender

/// The built-in themes (`Themes/*.yaml`): each resolves cleanly and draws the showcase deck.
@Suite struct BuiltInThemeTests {
  static let size = Size(width: 100, height: 30)

  /// The set DESIGN.md §7 and docs/themes.md promise; more may be added, none may go missing.
  @Test func theBuiltInSetIsComplete() {
    let promised = [
      "base", "catppuccin", "dark", "gruvbox", "high-contrast", "light", "mono", "nord",
    ]
    for name in promised {
      #expect(BuiltInThemeFiles.names.contains(name), "Themes/\(name).yaml is missing")
    }
  }

  @Test(arguments: BuiltInThemeFiles.names)
  func resolvesWithoutProblems(_ name: String) throws {
    let theme = try BuiltInThemeFiles.theme(name)
    #expect(theme.name == name, "the file's name: key should match its file name")
    // Read as a file too (the name `base` is otherwise the Swift literal).
    _ = try BuiltInThemeFiles.themeFromSource(name)
  }

  @Test(arguments: BuiltInThemeFiles.names)
  func hasANameAndAOneLineDescription(_ name: String) throws {
    let text = try BuiltInThemeFiles.text(name)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains("name: \(name)"))
    let description = try #require(lines.first { $0.hasPrefix("description: ") })
    #expect(description.count > "description: ".count + 10)
  }

  @Test(arguments: BuiltInThemeFiles.names)
  func rendersEveryShowcaseSlide(_ name: String) throws {
    let theme = try BuiltInThemeFiles.theme(name)
    let deck = try BuiltInThemeFiles.showcase()
    let renderer = FrameRenderer(theme: theme)
    var frames = 0
    for position in Pager.walk(deck: deck, steps: true) {
      let canvas = renderer.render(deck, at: position, size: Self.size).canvas
      #expect(canvas.width == 100 && canvas.height == 30)
      #expect(
        !renderer.overflows(deck, at: position, size: Self.size),
        "slide \(position) overflows in \(name)")
      frames += 1
    }
    #expect(frames >= 28)
  }

  /// `dark` is `base` under its own name: the default look is the Swift literal. The loader
  /// relies on it and does not read dark.yaml at all, so the file is read here from its text.
  @Test func darkIsBase() throws {
    #expect(try BuiltInThemeFiles.themeFromSource("dark") == Theme.dark)
    // Nothing else a theme extending `dark` could inherit (a palette) hides in the file.
    let root = try #require(try YAMLReader.parse(BuiltInThemeFiles.text("dark")))
    guard case .mapping(let pairs) = root.kind else {
      Issue.record("dark.yaml is not a mapping")
      return
    }
    // `background: terminal` is base's own; `counterpart:` is never inherited.
    #expect(
      Set(pairs.compactMap(\.key.scalar)) == [
        "name", "description", "extends", "background", "counterpart",
      ])
  }
}
