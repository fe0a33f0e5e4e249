/// segue(1): synopsis, description, then every command with its arguments and options, all
/// read from the command table (the same declarations as `--help`).
extension ManPage {
  static func commandsBody(_ root: CommandSpec) -> String {
    let commands = root.allCommands.filter { !$0.isHidden && $0.subcommands.isEmpty }
    var out = ".SH SYNOPSIS\n.nf\n"
    out += ([HelpText.usage(root)] + commands.map { HelpText.usage($0) })
      .map { Roff.line(Roff.escaped($0)) }.joined(separator: "\n")
    out += "\n.fi\n.SH DESCRIPTION\n" + Roff.prose(root.discussion)
    out += ".SH OPTIONS\n" + root.allOptions.map(option).joined()
    out += ".SH COMMANDS\n" + commands.map(command).joined()
    out += Roff.prose(root.epilogue)
    return out
  }

  /// `.SS segue theme preview`, its abstract and prose, then its arguments and options.
  private static func command(_ spec: CommandSpec) -> String {
    var out = ".SS \"\(Roff.escaped(spec.commandLine))\"\n" + Roff.prose(spec.abstract + ".")
    if !spec.discussion.isEmpty { out += Roff.prose(spec.discussion) }
    for positional in spec.positionals {
      out += ".TP\n\\f[I]\(Roff.escaped(positional.synopsis))\\f[R]\n"
        + Roff.line(Roff.escaped(positional.help + choices(positional.choices))) + "\n"
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
      + Roff.line(Roff.escaped(option.help + choices(option.choices))) + "\n"
  }

  private static func choices(_ values: [String]) -> String {
    values.isEmpty ? "" : " (one of: " + values.joined(separator: ", ") + ")"
  }
}
