/// `segue completions bash|zsh|fish`: completion scripts made from the command table, so that
/// a command or an option added there is completed without a change here.
enum CompletionScript {
  static let shells = ["bash", "zsh", "fish"]

  static func run(_ parsed: ParsedArguments, output: inout some CommandOutput) throws(UsageError)
    -> ExitCode
  {
    let shell = try parsed.required("shell")
    let nodes = nodes(CommandTable.root)
    switch shell {
    case "bash": output.out(bash(nodes))
    case "zsh": output.out(zsh(nodes))
    case "fish": output.out(fish(nodes))
    default:
      throw UsageError(message: "no completions for '\(shell)': bash, zsh or fish")
    }
    return .success
  }

  /// What a shell offers for an option's value or a command's argument.
  enum Value: Equatable {
    /// A free value (`WxH`, a name): nothing to offer.
    case nothing
    case words([String])
    /// Theme names (asked of `segue themes --names` as the user types) and theme files.
    case themes
    /// Files ending in `.suffix`, and folders; any file for nil.
    case files(suffix: String?)
  }

  /// One command as the scripts see it: `path` is its words after `segue` joined by `/`
  /// (`theme/check`; empty for `segue` itself).
  struct Node {
    var path: String
    var abstract: String
    var subcommands: [CommandSpec]
    var options: [OptionSpec]
    var argument: Value
  }

  /// Every command a user can type, hidden ones left out. `segue` itself takes the options
  /// and the deck of `segue present`.
  static func nodes(_ root: CommandSpec) -> [Node] {
    root.allCommands.filter { !$0.isHidden }.map { spec in
      var options = spec.allOptions
      var positional = spec.positionals.first
      if spec.id == .root {
        options = root.options + CommandTable.present.allOptions
        positional = CommandTable.present.positionals.first
      }
      return Node(
        path: spec.path.joined(separator: "/"), abstract: spec.abstract,
        subcommands: spec.subcommands.filter { !$0.isHidden }, options: options,
        argument: value(of: positional, commands: root))
    }
  }

  static func value(of option: OptionSpec) -> Value {
    if !option.choices.isEmpty { return .words(option.choices) }
    if option.name == "--deck" { return .files(suffix: "md") }
    switch option.value {
    case "NAME|FILE", "THEME": return .themes
    case "FILE": return .files(suffix: nil)
    default: return .nothing
    }
  }

  /// A deck is a `*.md` file, a theme a name or a file; `segue help` takes command names.
  static func value(of positional: PositionalSpec?, commands root: CommandSpec) -> Value {
    guard let positional else { return .nothing }
    if !positional.choices.isEmpty { return .words(positional.choices) }
    switch positional.name {
    case "deck": return .files(suffix: "md")
    case "theme": return .themes
    case "command": return .words(root.subcommands.filter { !$0.isHidden }.map(\.name))
    default: return .nothing
    }
  }
}
