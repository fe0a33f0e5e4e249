import SegueTestSupport
import Testing

@testable import SegueCLI

/// The command table is the one declaration of every command: these tests hold the parser,
/// the usage lines and the help texts to it, for every command in it.
@Suite struct CommandTableTests {
  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stdout, output.stderr)
  }

  /// Every command, `segue` itself included.
  static let commands = CommandTable.root.allCommands

  /// Arguments that satisfy the command's required positionals.
  func placeholders(_ spec: CommandSpec) -> [String] {
    spec.positionals.filter(\.isRequired).map { "<\($0.name)>" }
  }

  @Test(arguments: commands.map(\.path))
  func everyOptionIsInTheUsageAndTheHelp(_ path: [String]) throws {
    let spec = try #require(CommandTable.root.descendant(at: path))
    let usage = HelpText.usage(spec)
    let help = HelpText.help(spec)
    // Wrapped over lines, an option is still "[--name VALUE]" or part of "[--a | --b]".
    let flat = usage.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for option in spec.options where spec.id != .root {
      let word = HelpText.usageWord(option)
      #expect(
        flat.contains("[" + word + "]") || flat.contains("[" + word + " |")
          || flat.contains("| " + word + "]") || flat.contains("| " + word + " |"),
        "\(word) not in \(usage)")
    }
    for option in spec.allOptions {
      // A label too long for the column has its help on the next line.
      let label = "\n  " + HelpText.label(option)
      #expect(
        help.contains(label + " ") || help.contains(label + "\n"), "\(option.name) not in help")
    }
    for positional in spec.positionals {
      #expect(usage.contains(positional.synopsis))
      #expect(help.contains("\n  " + positional.synopsis + " "))
    }
  }

  @Test(arguments: commands.map(\.path))
  func everyOptionIsAcceptedByTheParser(_ path: [String]) throws {
    let spec = try #require(CommandTable.root.descendant(at: path))
    for option in spec.allOptions {
      for name in option.names {
        let parsed = try spec.parse(
          placeholders(spec) + [name] + (option.isFlag ? [] : ["value"]))
        if option.isFlag {
          #expect(parsed.flags.contains(name), "\(name)")
        } else {
          #expect(parsed.options[name] == "value", "\(name)")
          let inline = try spec.parse(placeholders(spec) + [name + "=inline"])
          #expect(inline.options[option.name] == "inline")
        }
      }
    }
  }

  @Test(arguments: commands.map(\.path))
  func anUndeclaredOptionIsRejected(_ path: [String]) throws {
    let spec = try #require(CommandTable.root.descendant(at: path))
    let result = run(path + ["--undeclared"])
    #expect(result.code == .usage)
    #expect(result.out == "")
    #expect(
      result.err == """
        Error: unknown option '--undeclared'
        Usage: \(HelpText.usage(spec))
        See '\(spec.commandLine) --help'

        """)
  }

  @Test(arguments: commands.map(\.path))
  func helpIsDerivedFromTheTable(_ path: [String]) throws {
    let spec = try #require(CommandTable.root.descendant(at: path))
    for flag in ["--help", "-h"] {
      let result = run(path + [flag])
      #expect(result.code == .success)
      #expect(result.err == "")
      #expect(result.out == HelpText.help(spec))
    }
    #expect(run(["help"] + path).out == HelpText.help(spec))
  }

  @Test func theMainHelpListsEveryCommand() {
    let help = HelpText.help(CommandTable.root)
    // The abstracts are wrapped in the page.
    let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for leaf in CommandTable.root.leafCommands where !leaf.isHidden {
      let words = leaf.path + leaf.positionals.map(\.synopsis)
      #expect(help.contains("\n  " + words.joined(separator: " ") + " "), "\(leaf.path)")
      #expect(flat.contains(leaf.abstract), "\(leaf.path)")
    }
  }

  @Test func everyCommandIDIsInTheTableOnce() {
    for id in CommandID.allCases {
      #expect(Self.commands.filter { $0.id == id }.count == 1, "\(id)")
    }
  }

  @Test func optionNamesAreUnique() {
    for spec in Self.commands {
      let names = spec.allOptions.flatMap(\.names)
      #expect(Set(names).count == names.count, "\(spec.commandLine)")
    }
  }

  /// One help text in full, so that the layout of every page is pinned too.
  @Test func checkHelpText() {
    #expect(
      run(["check", "--help"]).out == """
        Usage: segue check <deck> [--dump | --json | --timing | --exec | --render]
                           [--size WxH] [-x] [-X]

        Reads a deck and prints its structure: each section with its slides as 's.p
        Title', their steps and whether they have speaker notes, the slide level and the
        heading that decided it, then warnings and errors as file:line:col with the
        source line and a caret. Then every block that would run ('+exec',
        '+exec_replace', '+auto_exec', '+pty') with file:line: only '--exec -x' runs
        them. Then every '+render' diagram with its tool and whether that tool is
        installed here: '--render' draws them all.

        Arguments:
          <deck>                  The Markdown deck to read, - for standard input

        Options:
          --dump                  Print the whole parsed deck as a tree with source
                                  lines
          --json                  Print the structure as JSON (sections → slides) for
                                  scripts
          --size WxH              Also warn about every slide whose content does not fit
                                  a frame of that size (overflow is a warning, not an
                                  error)
          --timing                Print each slide's time budget beside the time it took
                                  in the last rehearsal ('segue present --rehearse')
          --exec                  Run every snippet headless and report each failure as
                                  file:line:col with its last output lines
                                  ('+expect:failure' inverts the check); needs -x
          --render                Render every '+render' diagram into the cache
                                  ($XDG_CACHE_HOME/segue/diagrams) so its first showing
                                  is instant; report each failure as file:line:col with
                                  the tool's last lines
          -x, --enable-exec       Allow the deck's '+exec' snippets to run (nothing runs
                                  without it)
          -X, --enable-exec-replace
                                  Also allow the blocks that run by themselves:
                                  '+exec_replace', '+auto_exec', '+pty', slides'
                                  ~~~command blocks, lookatme's terminals
          -h, --help              Show this help

        Exit status: 0 when the deck loads (warnings allowed), 1 on errors or, with
        --exec, when a snippet failed, or with --render, when a diagram was not drawn.

        """)
  }

  @Test func wrappingKeepsEveryLineWithinTheWidth() {
    for spec in Self.commands {
      for line in HelpText.help(spec).split(separator: "\n") {
        #expect(line.count <= HelpText.width, "\(spec.commandLine): \(line)")
      }
    }
  }
}

/// The usage errors a person meets most, pinned whole: message, usage and where help is.
@Suite struct UsageErrorTextTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var stderr: String
    var testDescription: String { name }
  }

  static let exportUsage = """
    Usage: segue export <deck> [--format FORMAT] [--page a4|letter|16:9] [--scale N]
                        [--colors DEPTH] [--size WxH] [--theme NAME|FILE] [--steps]
                        [--no-chrome] [--notes] [--allow-outside]
                        [--slide-seconds N] [-o FILE] [--exec] [-x] [-X]
    See 'segue export --help'

    """

  static let themeUsage = """
    Usage: segue theme check <theme>
           segue theme preview <theme> [--deck FILE] [--size WxH]
           segue theme new <name> [--from THEME]
    See 'segue theme --help'

    """

  static let cases = [
    Case(
      name: "unknown option with a suggestion", arguments: ["export", "a.md", "--colrs", "256"],
      stderr: "Error: unknown option '--colrs' (did you mean '--colors'?)\n" + exportUsage),
    Case(
      name: "unknown option of the presenter at the top level", arguments: ["--thme", "x.md"],
      stderr: """
        Error: unknown option '--thme' (did you mean '--theme'?)
        Usage: segue [<deck>] | segue <command> [options]
        See 'segue --help'

        """),
    Case(
      name: "missing value", arguments: ["theme", "preview", "dark", "--size"],
      stderr: """
        Error: missing value for '--size'
        Usage: segue theme preview <theme> [--deck FILE] [--size WxH]
        See 'segue theme preview --help'

        """),
    Case(
      name: "missing argument", arguments: ["theme", "new", "--from", "nord"],
      stderr: """
        Error: missing argument <name>
        Usage: segue theme new <name> [--from THEME]
        See 'segue theme new --help'

        """),
    Case(
      name: "unexpected argument", arguments: ["themes", "dark"],
      stderr: """
        Error: unexpected argument 'dark'
        Usage: segue themes [--names]
        See 'segue themes --help'

        """),
    Case(
      name: "missing subcommand", arguments: ["theme"],
      stderr: "Error: missing theme command: check, preview or new\n" + themeUsage),
    Case(
      name: "unknown subcommand", arguments: ["theme", "chek", "x.yaml"],
      stderr: "Error: unknown theme command 'chek' (did you mean 'check'?)\n" + themeUsage),
    Case(
      name: "help for an unknown command", arguments: ["help", "exprot"],
      stderr: """
        Error: unknown command 'exprot' (did you mean 'export'?)
        Usage: segue help [<command> ...]
        See 'segue help --help'

        """),
    Case(
      name: "help for a command below one without subcommands",
      arguments: ["help", "check", "deck.md"],
      stderr: """
        Error: unexpected argument 'deck.md'
        Usage: segue help [<command> ...]
        See 'segue help --help'

        """),
  ]

  @Test(arguments: cases)
  func pinned(_ c: Case) {
    var output = CapturedOutput()
    let code = SegueCommand.run(c.arguments, output: &output)
    #expect(code == .usage)
    #expect(output.stdout == "")
    #expect(output.stderr == c.stderr)
  }
}

/// A command that reads an option the table does not declare stops in a debug build, so
/// that what a command reads cannot drift from what its help documents.
@Suite struct UndeclaredReadTests {
  /// The control: the same reads of declared names run to the end.
  @Test func readingDeclaredNamesRuns() async {
    await #expect(processExitsWith: .success) {
      let parsed = try CommandTable.check.parse(["deck.md", "--json"])
      precondition(parsed.flags.contains("--json") && parsed.options["--size"] == nil)
      precondition(parsed.argument("deck") == "deck.md")
    }
  }

  @Test func readingAnUndeclaredOptionStops() async {
    await #expect(processExitsWith: .failure) {
      let parsed = try CommandTable.check.parse(["deck.md"])
      _ = parsed.options["--undeclared"]
    }
  }

  @Test func readingAFlagAsAnOptionStops() async {
    await #expect(processExitsWith: .failure) {
      let parsed = try CommandTable.check.parse(["deck.md"])
      _ = parsed.options["--json"]
    }
  }

  @Test func readingAnUndeclaredArgumentStops() async {
    await #expect(processExitsWith: .failure) {
      let parsed = try CommandTable.check.parse(["deck.md"])
      _ = parsed.argument("file")
    }
  }
}
