import Foundation

/// Whether a theme's text can be read on the terminal's own background, for a theme that
/// leaves the background to the terminal (one that paints its own is read on that).
///
/// WCAG's contrast ratio of the text colour on the background (1 to 21); below AA's 4.5 for
/// body text, the presenter says so after the talk, naming a theme that would read.
public enum ThemeContrast {
  /// WCAG 2's level AA for body text.
  public static let minimum = 4.5

  /// The contrast ratio of `a` and `b`, from their relative luminance (sRGB, linearised).
  public static func ratio(_ a: RGB, _ b: RGB) -> Double {
    let (lighter, darker) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
    return (lighter + 0.05) / (darker + 0.05)
  }

  static func luminance(_ color: RGB) -> Double {
    func linear(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green)
      + 0.0722 * linear(color.blue)
  }

  /// Whether `theme` gives way to `other` on a terminal background of `background`: its
  /// text cannot be read there and the other's can (a theme and its `counterpart:`).
  public static func givesWay(_ theme: Theme, to other: Theme, on background: RGB) -> Bool {
    problem(theme, background: background) != nil && problem(other, background: background) == nil
  }

  /// What is said after a talk whose chosen theme gave way to its counterpart.
  public static func switchNote(from chosen: String, to used: String) -> String {
    "note: theme '\(chosen)' cannot be read on this terminal's background; its counterpart "
      + "'\(used)' was used"
  }

  /// What to tell the user when `theme`'s text reads badly on a terminal background of
  /// `background`; nil when it reads, or when the theme paints its own background, or leaves
  /// the text colour to the terminal too.
  public static func problem(_ theme: Theme, background: RGB) -> String? {
    guard theme.base.bg == .default,
      let text = XtermPalette.rgb(of: theme.text.paragraph.fg)
        ?? XtermPalette.rgb(of: theme.base.fg)
    else { return nil }
    let ratio = ratio(RGB(text.red, text.green, text.blue), background)
    guard ratio < minimum else { return nil }
    // dark or light where one of them reads; on a mid grey, neither does: high-contrast
    // paints its own background.
    let lightness = luminance(background)
    var other = lightness > 0.4 ? "light" : lightness < 0.1 ? "dark" : "high-contrast"
    if other == theme.name { other = "high-contrast" }
    let shown = (ratio * 10).rounded() / 10
    return "theme '\(theme.name)': its text has a contrast of \(shown):1 with this terminal's "
      + "background (\(minimum):1 is needed to read it); '--theme \(other)' suits it"
  }
}
