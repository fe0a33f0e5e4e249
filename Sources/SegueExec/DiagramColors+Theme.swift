import SegueRender

extension DiagramColors {
  /// The theme's text colour (`text.paragraph`, else the base foreground) on its frame's
  /// background. A terminal's own colours count as light text on black, what a terminal
  /// shows by default.
  public init(theme: Theme) {
    let background = XtermPalette.rgb(of: theme.base.bg) ?? (0, 0, 0)
    let dark = DiagramColors(foreground: (0, 0, 0), background: background).isDark
    let foreground =
      XtermPalette.rgb(of: theme.text.paragraph.fg) ?? XtermPalette.rgb(of: theme.base.fg)
      ?? (dark ? (0xE0, 0xE0, 0xE0) : (0, 0, 0))
    self.init(
      foreground: (foreground.red, foreground.green, foreground.blue),
      background: (background.red, background.green, background.blue))
  }
}
