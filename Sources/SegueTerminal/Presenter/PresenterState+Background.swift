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
    Self.background(colorFGBG: colorFGBG).map { Self.isLight($0) ? light : dark }
  }

  /// Whether a background is light (perceived lightness above one half): the one rule the
  /// presenter, the views and `segue doctor` judge a terminal's background by.
  public static func isLight(_ background: RGB) -> Bool {
    0.2126 * Double(background.red) + 0.7152 * Double(background.green)
      + 0.0722 * Double(background.blue) > 127.5
  }

  /// The background colour `COLORFGBG` names (an index of the 16 ANSI colours), as RGB.
  public static func background(colorFGBG: String?) -> RGB? {
    guard let last = colorFGBG?.split(separator: ";").last, let index = Int(last),
      (0...15).contains(index)
    else { return nil }
    let rgb = XtermPalette.rgb(ofIndex: UInt8(index))
    return RGB(rgb.red, rgb.green, rgb.blue)
  }

  /// `light` for a light background, `dark` otherwise (perceived lightness above one half).
  public func theme(forBackground red: UInt8, _ green: UInt8, _ blue: UInt8) -> Theme {
    Self.isLight(RGB(red, green, blue)) ? light : dark
  }
}

extension PresenterState {
  /// The terminal said what its background is: the theme follows it, once.
  mutating func terminalBackground(_ red: UInt8, _ green: UInt8, _ blue: UInt8)
    -> [PresenterEffect]
  {
    guard let themes = terminalThemes else { return chosenThemeMeets(RGB(red, green, blue)) }
    terminalThemes = nil
    let chosen = themes.theme(forBackground: red, green, blue)
    guard chosen.name != theme.name else { return [] }
    let requests = session.use(chosen)
    return carry(requests) + [redraw()]
  }

  /// A theme was chosen: it stays where its text reads. Where it does not, its counterpart
  /// (`counterpart:`, `light` for `dark`) takes over if that one reads, and either way it is
  /// said after the talk, not in front of the audience.
  private mutating func chosenThemeMeets(_ background: RGB) -> [PresenterEffect] {
    guard let problem = ThemeContrast.problem(theme, background: background) else {
      contrastWarning = nil
      return []
    }
    guard let other = counterpartTheme,
      ThemeContrast.givesWay(theme, to: other, on: background)
    else {
      contrastWarning = "warning: " + problem
      return []
    }
    // Back to the chosen theme (COLORFGBG and the terminal's answer disagreed): nothing to say.
    switchedFrom = other.name == switchedFrom ? nil : theme.name
    counterpartTheme = theme
    return carry(session.use(other)) + [redraw()]
  }
}
