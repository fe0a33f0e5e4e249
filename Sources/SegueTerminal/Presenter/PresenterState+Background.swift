import SegueRender

/// The two themes a presenter chooses between by the terminal's own background, when nothing
/// (`--theme`, the deck's `theme:`) chose one.
public struct TerminalThemes: Sendable {
  public var dark: Theme
  public var light: Theme

  public init(dark: Theme, light: Theme) {
    self.dark = dark
    self.light = light
  }

  /// The theme `COLORFGBG` (`fg;bg`, set by rxvt, Konsole and others) suggests before the
  /// terminal answers: `light` when the background is white or a light grey (7, 9–15), else
  /// `dark`; nil when it is unset or says nothing.
  public func guess(colorFGBG: String?) -> Theme? {
    guard let last = colorFGBG?.split(separator: ";").last, let bg = Int(last) else { return nil }
    return bg == 7 || (9...15).contains(bg) ? light : dark
  }

  /// `light` for a light background, `dark` otherwise (perceived lightness above one half).
  public func theme(forBackground red: UInt8, _ green: UInt8, _ blue: UInt8) -> Theme {
    let lightness = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
    return lightness > 127.5 ? light : dark
  }
}

extension PresenterState {
  /// The terminal said what its background is: the theme follows it, once.
  mutating func terminalBackground(_ red: UInt8, _ green: UInt8, _ blue: UInt8)
    -> [PresenterEffect]
  {
    guard let themes = terminalThemes else {
      // A theme was chosen: it stays, but a text that cannot be read there is said after.
      contrastNote = ThemeContrast.problem(theme, background: RGB(red, green, blue))
      return []
    }
    terminalThemes = nil
    let chosen = themes.theme(forBackground: red, green, blue)
    guard chosen.name != theme.name else { return [] }
    let requests = session.use(chosen)
    return carry(requests) + [redraw()]
  }
}
