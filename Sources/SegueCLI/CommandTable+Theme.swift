import SegueCore

/// The theme author's commands in the command table: `segue themes` and `segue theme …`.
extension CommandTable {
  static var themes: CommandSpec {
    // From the environment, which can hold anything: shown as deck text is.
    let folder = DiagnosticFormatter.shown(ThemeSelection.userDirectory ?? "~/.config/segue/themes")
    return CommandSpec(
      id: .themes, path: ["themes"], abstract: "List the built-in themes and yours",
      options: [
        OptionSpec(
          "--names", help: "Print only the names, one a line (for scripts and shell completion)")
      ],
      discussion: "Lists the built-in themes and yours (\(folder)).")
  }

  static var theme: CommandSpec {
    CommandSpec(
      id: .theme, path: ["theme"], abstract: "Check, preview and start themes",
      discussion: "Tools for theme authors; every key of a theme file is in docs/themes.md.",
      subcommands: [themeCheck, themePreview, themeNew])
  }

  static var themeCheck: CommandSpec {
    CommandSpec(
      id: .themeCheck, path: ["theme", "check"],
      abstract: "Validate a theme file (every problem as file:line:col)",
      positionals: [
        PositionalSpec(name: "theme", help: "A theme file, or the name of a built-in or user theme")
      ],
      discussion: "Validates a theme: exit 0, or 1 with every problem as file:line:col.")
  }

  static var themePreview: CommandSpec {
    CommandSpec(
      id: .themePreview, path: ["theme", "preview"],
      abstract: "Show the showcase deck in a theme (a name or a file)",
      positionals: [PositionalSpec(name: "theme", help: "A theme name or a theme file")],
      options: [
        OptionSpec("--deck", value: "FILE", help: "Show this deck instead of the showcase"),
        OptionSpec(
          "--size", value: "WxH",
          help: "Print ANSI frames of this size even at a terminal (otherwise 100x30)"),
      ],
      discussion: """
        Shows the showcase deck (or --deck) in a theme: the presenter in a terminal, ANSI
        frames otherwise.
        """)
  }

  static var themeNew: CommandSpec {
    CommandSpec(
      id: .themeNew, path: ["theme", "new"],
      abstract: "Write a commented starter theme into your theme folder",
      positionals: [
        PositionalSpec(name: "name", help: "The new theme's name: letters, digits, '-' and '_'")
      ],
      options: [
        OptionSpec("--from", value: "THEME", help: "The theme it extends (default dark)")
      ],
      discussion: """
        Writes a commented starter theme extending THEME (default dark) into your theme folder.
        """)
  }
}
