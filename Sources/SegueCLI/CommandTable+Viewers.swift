import SegueTerminal

/// The second-screen commands in the command table: `segue notes` and `segue follow`.
extension CommandTable {
  static var notes: CommandSpec {
    CommandSpec(
      id: .notes, path: ["notes"],
      abstract: "The speaker view: notes, next slide, timer and pacing, driving the presenter",
      positionals: [
        PositionalSpec(
          name: "deck", isRequired: false,
          help: "The deck being presented (default: the only presenter running)")
      ],
      options: [
        OptionSpec(
          "--duration", value: "TIME",
          help: "The talk's length (20m, 1h30m, 90s, 25:00): a countdown and pacing per slide"),
        OptionSpec("--theme", value: "NAME|FILE", help: "Theme (default: the deck's, else dark)"),
        OptionSpec(
          "--colors", value: "DEPTH", choices: ColorsOption.choices, help: ColorsOption.terminalHelp
        ),
        ConfigFile.option,
      ],
      discussion: """
        Run it in a second terminal while 'segue DECK' presents. It shows the current
        slide's notes, 's.p' and the section, the current and next titles (and a small
        render of the next slide when the terminal is at least 100x20), the time since the
        talk started (the first move, or 't'), the wall clock, and with --duration a
        countdown and whether you are ahead of each slide's share of the time or behind.
        With no presenter running it waits, and reconnects when one starts. Its keys
        drive the presenter:

        \(KeyTable.standard.plainText(.speaker))
        """)
  }

  static var follow: CommandSpec {
    CommandSpec(
      id: .follow, path: ["follow"],
      abstract: "Mirror the presenter's slides at this terminal's size (read-only)",
      positionals: [
        PositionalSpec(
          name: "deck", isRequired: false,
          help: "The deck being presented (default: the only presenter running)")
      ],
      options: [
        OptionSpec("--theme", value: "NAME|FILE", help: "Theme (default: the deck's, else dark)"),
        OptionSpec(
          "--no-transitions", help: "No slide animation (also 'transition: none' in front matter)"),
        OptionSpec(
          "--colors", value: "DEPTH", choices: ColorsOption.choices, help: ColorsOption.terminalHelp
        ),
        ConfigFile.option,
      ],
      discussion: """
        Shows the slide and step the presenter is on, rendered at this terminal's size and
        theme, with the theme's slide transition. Over the network, through SSH: ssh host
        segue follow talk.md. Every key is ignored but these:

        \(KeyTable.standard.plainText(.follow))
        """)
  }
}
