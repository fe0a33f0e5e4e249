/// presenterm's built-in theme names (its `themes/` folder), each read as the closest Segue
/// built-in theme.
///
/// Decks written for presenterm name these in `theme: name:`; without the table such a deck
/// lost its `override:` and showed in the default theme with a warning. The pairs are fixed
/// (`segue themes` lists them) and a name Segue has itself (`dark`, `light`) or one of the
/// user's folder always wins over the table.
public enum PresentermThemeNames {
  /// presenterm's name and the Segue theme that stands in for it, in `segue themes` order.
  public static let closest: [(presenterm: String, segue: String)] = [
    ("catppuccin-frappe", "catppuccin"),
    ("catppuccin-latte", "light"),
    ("catppuccin-macchiato", "catppuccin"),
    ("catppuccin-mocha", "catppuccin"),
    ("dark", "dark"),
    ("gruvbox-dark", "gruvbox"),
    ("light", "light"),
    ("terminal-dark", "dark"),
    ("terminal-light", "light"),
    ("tokyonight-day", "light"),
    ("tokyonight-moon", "nord"),
    ("tokyonight-night", "nord"),
    ("tokyonight-storm", "nord"),
  ]

  /// The Segue theme that stands in for presenterm's theme `name`, if it is one of them.
  public static func segueName(for name: String) -> String? {
    closest.first { $0.presenterm == name }?.segue
  }
}
