import SegueRender
import SegueTerminal

/// Every command of `segue` with its arguments, options and prose: the one place they are
/// declared. Parsing (`CommandSpec.parse`), the usage lines and `--help` (`HelpText`) are
/// derived from it; shell completions and a man page can be too.
///
/// Computed, not stored: a text that names the user's theme folder reads the environment of
/// the moment.
enum CommandTable {
  static var root: CommandSpec {
    CommandSpec(
      id: .root, path: [], abstract: "segue — terminal slide presentations from Markdown",
      options: [
        OptionSpec("--version", help: "Print the version and the git revision it was built from")
      ],
      discussion: """
        With no argument, presents the built-in demo deck; 'segue talk.md' presents talk.md
        and takes the options of 'segue present'.
        """,
      epilogue: """
        A deck is Markdown: '#' headings make sections, '##' headings make slides,
        '---' and <!-- end_slide --> break slides. See docs/deck-format.md.

        Defaults for every talk (themes, colours, keys, …) come from the config file,
        $XDG_CONFIG_HOME/segue/config.yaml: see 'segue config --help' and docs/config.md.

        Exit codes: 0 success, 1 the deck has errors or cannot be read, 64 usage error.
        """,
      subcommands: [
        present, notes, follow, check, export, languages, themes, theme, config, schema, doctor,
        completions, help, man,
      ])
  }

  static var present: CommandSpec {
    CommandSpec(
      id: .present, path: ["present"],
      abstract: "Present a deck in the terminal (the default command)",
      positionals: [
        PositionalSpec(
          name: "deck", isRequired: false,
          help: "The Markdown deck, - for standard input (default: the built-in demo)")
      ],
      options: [
        OptionSpec(
          "--theme", value: "NAME|FILE",
          help:
            "Theme by name or path (default: the deck's 'theme:', else light or dark by the terminal's background; with NO_COLOR set, mono)"
        ),
        OptionSpec("--start", value: "s/p", help: "Start at section s page p, or at slide N"),
        OptionSpec(
          "--no-transitions", help: "No slide animation (also 'transition: none' in front matter)"
        ),
        OptionSpec(
          "--colors", value: "DEPTH", choices: ColorsOption.choices,
          help: ColorsOption.terminalHelp),
        OptionSpec(
          "--record", value: "FILE",
          help: "Record the talk as it happens to an asciicast v2 file (keys as markers)"),
        OptionSpec(
          "--image-protocol", value: "MODE",
          choices: ["auto"] + ImageProtocol.allCases.map(\.rawValue),
          help:
            "Images as auto, symbols, kitty, iterm2 or sixel (default auto: what the terminal answers; symbols inside tmux or screen)"
        ),
        OptionSpec(
          "--rehearse",
          help: "Time each slide; on quit print a table against the deck's time budgets and "
            + "save it for 'segue check --timing'"),
        OptionSpec(
          "--resume", help: "Start where this deck was last left (the position is saved on quit)"),
        ConfigFile.option,
        OptionSpec(
          "--auto-advance", value: "TIME",
          help: "Move on every TIME (20s, 1m) by itself; a slide's <!-- auto_advance: 5s --> "
            + "wins; any key pauses it, 'a' resumes"),
        OptionSpec(
          "--loop",
          help: "After the last slide start again at the first (a kiosk; with auto-advance)"),
      ] + ExecPermission.options,
      exclusive: [["--start", "--resume"]],
      discussion: """
        Presents a deck full-screen (the built-in demo without a deck). Keys:

        \(KeyTable.standard.plainText(.slides))

        Every key can be bound to others in the config file ('segue config new'
        prints it; docs/config.md).
        While a search's matches are marked, n and N go to the next and previous
        match and Esc clears it. A slide taller than the screen scrolls: next shows
        its next screen before moving on, and J, K, Ctrl-D, Ctrl-U and the wheel
        over the slide scroll it. Links are clickable (OSC 8) in terminals that have
        them (SEGUE_HYPERLINKS=1 or 0 decides).

        Mouse: \(KeyTable.mouseHelp.action). The deck file is watched: saving it
        reloads the slides in place, and a broken save keeps the last good deck on
        screen under an error banner until it is fixed.

        Nothing in a deck runs unless -x or -X is given here: a deck cannot allow it.
        With -x, Ctrl-E runs the slide's next '+exec' snippet and shows its output
        below it (again stops it); -X also starts '+exec_replace', '+auto_exec' and
        terminal ('+pty') blocks when their slide first shows. Ctrl-T gives the keys
        to the slide's terminal program, and Ctrl-T again takes them back.
        """)
  }

  static var check: CommandSpec {
    CommandSpec(
      id: .check, path: ["check"],
      abstract: "Read a deck and print its sections, slides and any problems",
      positionals: [
        PositionalSpec(name: "deck", help: "The Markdown deck to read, - for standard input")
      ],
      options: [
        OptionSpec("--dump", help: "Print the whole parsed deck as a tree with source lines"),
        OptionSpec("--json", help: "Print the structure as JSON (sections → slides) for scripts"),
        OptionSpec(
          "--size", value: "WxH",
          help: "Also warn about every slide whose content does not fit a frame of that size "
            + "(overflow is a warning, not an error)"),
        OptionSpec(
          "--timing",
          help: "Print each slide's time budget beside the time it took in the last rehearsal "
            + "('segue present --rehearse')"),
        OptionSpec(
          "--exec",
          help: "Run every snippet headless and report each failure as file:line:col with its "
            + "last output lines ('+expect:failure' inverts the check); needs -x"),
        OptionSpec(
          "--render",
          help: "Render every '+render' diagram into the cache ($XDG_CACHE_HOME/segue/diagrams) "
            + "so its first showing is instant; report each failure as file:line:col with the "
            + "tool's last lines"),
      ] + ExecPermission.options,
      exclusive: [["--dump", "--json", "--timing", "--exec", "--render"]],
      discussion: """
        Reads a deck and prints its structure: each section with its slides as
        's.p Title', their steps and whether they have speaker notes, the slide
        level and the heading that decided it, then warnings and errors as
        file:line:col with the source line and a caret. Then every block that would
        run ('+exec', '+exec_replace', '+auto_exec', '+pty') with file:line: only
        '--exec -x' runs them. Then every '+render' diagram with its tool and whether
        that tool is installed here: '--render' draws them all.
        """,
      epilogue: "Exit status: 0 when the deck loads (warnings allowed), 1 on errors or, "
        + "with --exec, when a snippet failed, or with --render, when a diagram was not drawn.")
  }

  static var export: CommandSpec {
    CommandSpec(
      id: .export, path: ["export"],
      abstract: "Render every slide at a fixed size: text, ANSI, HTML, asciicast, PDF or PNG",
      positionals: [
        PositionalSpec(name: "deck", help: "The Markdown deck to render, - for standard input")
      ],
      options: [
        OptionSpec(
          "--format", value: "FORMAT", choices: ExportCommand.formats,
          help: "text (default; no escape sequences at all), ansi (SGR colours only), "
            + "html (one self-contained page), cast (an asciicast v2 recording), "
            + "pdf (a vector page per slide), png (an image per slide, in the folder given with -o), "
            + "notes (a Markdown speaker script: sections, slides, time budgets and notes)"
        ),
        OptionSpec(
          "--page", value: "a4|letter|16:9", choices: Paper.allCases.map(\.rawValue),
          help: "PDF and PNG: fit the slides onto this page size (default: the grid's own size)"),
        OptionSpec("--scale", value: "N", help: "PNG: pixels per point, 0.25 to 8 (default 1)"),
        OptionSpec(
          "--colors", value: "DEPTH", choices: ColorsOption.choices,
          help: "ANSI colour depth: 24bit (default), 256, 16 or none"),
        OptionSpec("--size", value: "WxH", help: "Frame size in cells (default 80x24)"),
        OptionSpec("--theme", value: "NAME|FILE", help: "Theme (default: the deck's, else dark)"),
        OptionSpec("--steps", help: "One frame per step instead of one per slide"),
        OptionSpec("--no-chrome", help: "Leave out the segment bar, page dots and footer"),
        OptionSpec("--notes", help: "Print each slide's speaker notes under its frame"),
        OptionSpec(
          "--allow-outside",
          help: "Export even when the deck shows files from outside its folder or git work "
            + "tree (refused without it: a shared export would publish them)"),
        OptionSpec(
          "--slide-seconds", value: "N", help: "Seconds per frame of '--format cast' (default 5)"),
        OptionSpec(
          "-o", "--output", value: "FILE",
          help: "Write to FILE instead of standard output (with png: the folder, made if missing)"),
        OptionSpec(
          "--exec",
          help: "Run the deck's snippets headless first, in the deck's folder, and draw their "
            + "output (terminals are drawn as their code); needs -x"),
      ] + ExecPermission.options,
      discussion: """
        Renders every slide through the same pager and renderer as the presenter, at a
        fixed size (not the terminal's), so the output is the same on every machine.
        Each frame is preceded by a separator line naming the slide:

          ━━ 2.3 First deck ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
        """)
  }

  static var languages: CommandSpec {
    CommandSpec(
      id: .languages, path: ["languages"],
      abstract: "List the languages code blocks are highlighted in, with their names",
      discussion: """
        Lists every language a code block can be highlighted in (KSyntaxHighlighting's
        syntax definitions), one per line: its name, then the words a fence may write
        for it, as in ```rust or ```rs. Case does not matter. A block in any other
        language is shown as plain text, and 'segue check' notes it.
        """)
  }

  static var doctor: CommandSpec {
    CommandSpec(
      id: .doctor, path: ["doctor"],
      abstract: "Show what this terminal and machine can do, and what Segue will use",
      options: [ConfigFile.option],
      discussion: """
        Reports the terminal (its terminfo entry, colour depth and why, UTF-8 locale, wide
        characters, mouse, background colour), pictures (the image protocol, the font PDF
        and PNG export set text in), the diagram tools and snippet interpreters found on
        PATH, the config, theme, state and cache folders, and the versions of the linked
        libraries. Each finding marked ! comes with a fix. Nothing is written and the
        terminal is not taken over; the exit status is 0.
        """)
  }

  static var help: CommandSpec {
    CommandSpec(
      id: .help, path: ["help"], abstract: "Show the help of segue, or of one command",
      positionals: [
        PositionalSpec(
          name: "command", isRequired: false, isRepeating: true,
          help: "The command to describe, as in 'segue help theme preview'")
      ])
  }
}
