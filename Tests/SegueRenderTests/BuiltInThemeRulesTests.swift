import SegueCore
import Testing

@testable import SegueRender

/// What each built-in theme promises beyond resolving: mono has no colour, high-contrast
/// nothing dim, the themes with character differ in shape and not only in colour.
@Suite struct BuiltInThemeRulesTests {
  @Test func monoHasNoColourAnywhere() throws {
    let theme = try BuiltInThemeFiles.theme("mono")
    let coloured = theme.allStyles.filter { $0.style.fg != .default || $0.style.bg != .default }
    #expect(coloured.map(\.path) == [])
    #expect(theme.allStyles.count > 50, "the reflection found too few styles to be trusted")
  }

  @Test func highContrastHasNothingDim() throws {
    let theme = try BuiltInThemeFiles.theme("high-contrast")
    let dim = theme.allStyles.filter { $0.style.attributes.contains(.dim) }
    #expect(dim.map(\.path) == [])
  }

  /// ANSI names win over palette names, so a palette entry called `red` would never be used.
  @Test(arguments: BuiltInThemeFiles.names)
  func paletteNamesAreUsable(_ name: String) throws {
    let root = try #require(try YAMLReader.parse(BuiltInThemeFiles.text(name)))
    guard case .mapping(let pairs) = root.kind,
      let palette = pairs.first(where: { $0.key.scalar == "palette" })?.value,
      case .mapping(let entries) = palette.kind
    else { return }
    let shadowed = entries.compactMap(\.key.scalar).filter {
      ThemeColor.ansiNames.contains($0) || $0 == "default"
    }
    #expect(shadowed == [], "palette names in \(name).yaml that mean ANSI colours instead")
  }

  /// The shape of a theme's chrome: what is left when the colours are taken away.
  struct Shape: Hashable {
    var barPosition: BarPosition, fit: SegmentBarTheme.Fit, separator: String, padding: Int
    var dotsPosition: BarPosition, active: String, inactive: String, spacing: String
    var h1Prefix: String, codeBorder: String, tableBorder: String

    init(_ theme: Theme) {
      let bar = theme.segmentBar, dots = theme.pageDots
      (barPosition, fit, separator, padding) = (bar.position, bar.fit, bar.separator, bar.padding)
      (dotsPosition, active, inactive, spacing) = (
        dots.position, dots.active, dots.inactive, dots.spacing
      )
      h1Prefix = theme.heading(1).prefix
      codeBorder = theme.codeBlock.border.topLeft
      tableBorder = theme.table.border.topLeft
    }
  }

  @Test func themesWithCharacterHaveTheirOwnShape() throws {
    let names = ["nord", "gruvbox", "catppuccin"]
    let base = Shape(Theme.dark)
    var seen: [Shape: String] = [:]
    for name in names {
      let shape = Shape(try BuiltInThemeFiles.theme(name))
      #expect(shape != base, "\(name) has the shape of base")
      #expect(shape.active != base.active, "\(name) keeps base's page dots")
      if let other = seen[shape] { Issue.record("\(name) has the shape of \(other)") }
      seen[shape] = name
    }
    let dots = Set(try names.map { try BuiltInThemeFiles.theme($0).pageDots.active })
    #expect(dots.count == names.count, "each theme with character has its own dots")
    let fits = Set(try names.map { try BuiltInThemeFiles.theme($0).segmentBar.fit })
    #expect(fits.count == 2, "both fits, equal and content, are shown")
    let bottom = try names.filter { try BuiltInThemeFiles.theme($0).segmentBar.position == .bottom }
    #expect(bottom.count >= 1, "one theme puts the bar at the bottom")
  }
}
