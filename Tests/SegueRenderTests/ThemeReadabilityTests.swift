import Foundation
import SegueCore
import Testing

@testable import SegueRender

/// Built-in themes that paint no background of their own draw their text on the terminal's:
/// it must read (WCAG contrast ≥ 4.5:1) on the backgrounds such a theme is picked for — dark
/// ones from black to a dark grey, light ones from white to a light grey. Segue picks `light`
/// or `dark` by the terminal's answer (OSC 11), so those two must be of their kind.
@Suite struct ThemeReadabilityTests {
  static func luminance(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Double {
    func channel(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
  }

  static func contrast(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  static let darkBackgrounds = [luminance(0, 0, 0), luminance(0x30, 0x30, 0x30)]
  static let lightBackgrounds = [luminance(0xFF, 0xFF, 0xFF), luminance(0xE0, 0xE0, 0xE0)]

  @Test(arguments: BuiltInThemeFiles.names)
  func defaultTextReadsOnTheTerminalsOwnBackground(_ name: String) throws {
    let theme = try BuiltInThemeFiles.theme(name)
    guard theme.base.bg == .default else { return }  // a theme that paints its own
    guard case .rgb(let r, let g, let b) = theme.base.fg else {
      #expect(theme.base.fg == .default, "\(name): text in a palette colour")
      return
    }
    let text = Self.luminance(r, g, b)
    let backgrounds = text > 0.18 ? Self.darkBackgrounds : Self.lightBackgrounds
    for background in backgrounds {
      #expect(Self.contrast(text, background) >= 4.5, "\(name): \(Self.contrast(text, background))")
    }
  }

  @Test func lightAndDarkAreOfTheirKind() throws {
    for (name, isLight) in [("light", true), ("dark", false)] {
      guard case .rgb(let r, let g, let b) = try BuiltInThemeFiles.theme(name).base.fg else {
        Issue.record("\(name) has no RGB text colour")
        continue
      }
      // Dark text is for a light background, and light text for a dark one.
      #expect((Self.luminance(r, g, b) < 0.18) == isLight, "\(name)")
    }
  }
}
