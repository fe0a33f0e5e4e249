/// A flag or an option of a command, declared once in `CommandTable`.
///
/// The parser, the usage line and the `--help` text all read this one value, so an option
/// cannot be accepted without being documented, or documented without being accepted; shell
/// completions and a man page can be generated from it the same way.
struct OptionSpec: Sendable, Equatable {
  /// Every spelling, the short one first: `["-o", "--output"]`.
  var names: [String]
  /// What the value is called in usage and help (`WxH`, `FILE`); nil for a flag.
  var value: String?
  /// One paragraph; the help printer wraps it.
  var help: String
  /// Every value the option takes when they are a fixed list (`--colors`), so that shell
  /// completions offer them and a man page lists them; empty for a free value.
  var choices: [String] = []

  init(_ names: String..., value: String? = nil, choices: [String] = [], help: String) {
    self.names = names
    self.value = value
    self.choices = choices
    self.help = help
  }

  var isFlag: Bool { value == nil }

  /// The name a command reads the option by: the long one.
  var name: String { names[names.count - 1] }

  static let help = OptionSpec("-h", "--help", help: "Show this help")
}

/// A positional argument of a command.
struct PositionalSpec: Sendable, Equatable {
  /// The name shown as `<name>` in usage and in errors.
  var name: String
  var isRequired = true
  /// Takes every remaining argument (only the last positional may).
  var isRepeating = false
  /// Every value it takes when they are a fixed list (`bash|zsh|fish`); empty for a free one.
  var choices: [String] = []
  var help: String

  /// `<deck>`, `[<deck>]` or `[<command> ...]`.
  var synopsis: String {
    let one = "<\(name)>" + (isRepeating ? " ..." : "")
    return isRequired ? one : "[\(one)]"
  }
}

/// Which command a spec describes, so that dispatching on it is an exhaustive switch.
enum CommandID: Sendable, Equatable, CaseIterable {
  case root, present, check, export, languages, themes, theme, themeCheck, themePreview, themeNew
  case help
  case notes, follow
  case completions, man
  case doctor
  case config, configCheck, configPath, configNew, schema, schemaConfig, schemaTheme
}

/// One command: its arguments, options and prose, declared once.
struct CommandSpec: Sendable {
  var id: CommandID
  /// The words after `segue` that select it: `["theme", "preview"]`; empty for `segue` itself.
  var path: [String]
  /// One line, for the command lists of the main help and of a parent command.
  var abstract: String
  var positionals: [PositionalSpec] = []
  /// The command's own options; `-h, --help` is added to every command.
  var options: [OptionSpec] = []
  /// Groups of option names of which at most one may be given, shown as `[--a | --b]`.
  var exclusive: [[String]] = []
  /// Prose printed after the usage line.
  var discussion = ""
  /// Prose printed after the options.
  var epilogue = ""
  var subcommands: [CommandSpec] = []
  /// Left out of help, usage and completions: a tool of the build (`segue man`), not the user's.
  var isHidden = false

  var name: String { path.last ?? "segue" }

  /// `segue theme preview`.
  var commandLine: String { (["segue"] + path).joined(separator: " ") }

  /// The options the parser takes, `-h, --help` last.
  var allOptions: [OptionSpec] {
    var help = OptionSpec.help
    if !subcommands.isEmpty {
      help.help = "Show this help (or '\(commandLine) <command> --help')"
    }
    return options + [help]
  }

  func option(named name: String) -> OptionSpec? {
    allOptions.first { $0.names.contains(name) }
  }

  func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// The command reached by following `path` from here, if every word names a subcommand.
  func descendant(at path: some Sequence<String>) -> CommandSpec? {
    var spec = self
    for word in path {
      guard let next = spec.subcommand(named: word) else { return nil }
      spec = next
    }
    return spec
  }

  /// Every command below this one, depth first, this one included.
  var allCommands: [CommandSpec] {
    [self] + subcommands.flatMap(\.allCommands)
  }

  /// The commands a user can run: those without subcommands of their own.
  var leafCommands: [CommandSpec] {
    subcommands.isEmpty ? [self] : subcommands.flatMap(\.leafCommands)
  }
}
