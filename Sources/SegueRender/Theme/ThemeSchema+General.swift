import SegueCore

/// The keys of a theme that are neither chrome nor content: its name and parent, its palette,
/// its base style and background, its margins.
extension ThemeSchema {
  static var general: Entries {
    [
      (
        "name",
        .value(kind: "text") { theme, value, reader in
          if let s = reader.text(value) { theme.name = s }
        }
      ),
      ("description", .value(kind: "text") { _, value, reader in _ = reader.text(value) }),
      ("extends", .value(kind: "theme name or path") { _, _, _ in }),
      ("palette", .value(kind: "mapping of names to colours") { _, _, _ in }),
      ("default", style(\.base)),
      (
        "background",
        .value(kind: "colour, or terminal") { theme, value, reader in
          // `terminal` says the theme is drawn on the terminal's own background, on purpose.
          if value.scalar == "terminal" {
            theme.base.bg = .default
          } else if let color = reader.color(value) {
            theme.base.bg = color
          }
        }
      ),
      (
        "counterpart",
        .value(kind: "theme name") { theme, value, reader in
          if let name = reader.text(value) { theme.counterpart = name }
        }
      ),
      (
        "margins",
        .group(
          [
            ("top", int(\.margins.top, 0...20)), ("right", int(\.margins.right, 0...40)),
            ("bottom", int(\.margins.bottom, 0...20)), ("left", int(\.margins.left, 0...40)),
          ]
        )
      ),
      ("alignment", choice(\Theme.alignment)),
    ]
  }
}
