/// segue(1): synopsis, description, then every command with its arguments and options, all
/// read from the command table (the same declarations as `--help`).
extension ManPage {
  static func commandsBody(_ root: CommandSpec) -> String {
    let commands = root.allCommands.filter { !$0.isHidden && $0.subcommands.isEmpty }
    // Neither hyphenated nor stretched: an option is read whole.
    var out = ".SH SYNOPSIS\n.nh\n.na\n"
    out += synopsis(["segue", "[options]"] + HelpText.synopsis(CommandTable.present))
    out += commands.map { ".br\n" + synopsis([$0.commandLine] + HelpText.synopsis($0)) }.joined()
    out += ".ad\n.hy\n.SH DESCRIPTION\n" + Roff.prose(root.discussion) + Roff.prose(root.epilogue)
    out += ".SH OPTIONS\n" + root.allOptions.map(option).joined()
    out += ".SH COMMANDS\n" + commands.map(command).joined()
    return out
  }

  /// One command's synopsis, its continuation lines indented; an option with its value, or a
  /// group of exclusive options, is never broken over lines.
  private static func synopsis(_ words: [String]) -> String {
    let text = words.map { Roff.escaped($0).replacing(" ", with: "\\ ") }.joined(separator: " ")
    return ".in +4n\n.ti -4n\n" + Roff.line(text) + "\n.in -4n\n"
  }

  /// `.SS segue theme preview`, its abstract and prose, then its arguments and options.
  private static func command(_ spec: CommandSpec) -> String {
    var out = ".SS \"\(Roff.escaped(spec.commandLine))\"\n" + Roff.prose(spec.abstract + ".")
    if !spec.discussion.isEmpty { out += Roff.prose(spec.discussion) }
    for positional in spec.positionals {
      out +=
        ".TP\n\\f[I]\(Roff.escaped(positional.synopsis))\\f[R]\n"
        + Roff.line(Roff.escaped(positional.help)) + "\n"
    }
    out += spec.options.map(option).joined()
    if !spec.epilogue.isEmpty { out += Roff.prose(spec.epilogue) }
    return out
  }

  /// `.TP` with `-o, --output FILE`, then the help (and the values when they are a list).
  private static func option(_ option: OptionSpec) -> String {
    let names = option.names.map { "\\f[B]" + Roff.escaped($0) + "\\f[R]" }
      .joined(separator: ", ")
    let value = option.value.map { " \\f[I]" + Roff.escaped($0) + "\\f[R]" } ?? ""
    return ".TP\n\(names)\(value)\n"
      + Roff.line(Roff.escaped(option.help)) + "\n"
  }
}
