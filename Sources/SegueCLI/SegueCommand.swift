import SegueCore
import SegueRender

/// The `segue` command line: finds the command in `CommandTable`, parses its arguments by its
/// spec, and runs it or shows its help.
public enum SegueCommand {
  /// Runs `segue` with the process's arguments and exits.
  public static func main() -> Never {
    var output = StandardOutput()
    if let problem = RawArguments.problem(in: RawArguments.process) {
      output.err(problem)
      exit(ExitCode.usage.rawValue)
    }
    var code = run(Array(CommandLine.arguments.dropFirst()), output: &output)
    // A report, a dump or help that did not reach standard output is a failure, as a failed
    // export is (a broken pipe ends the process by SIGPIPE before this, as it should).
    if let problem = output.outProblem, code == .success {
      output.err("error: standard output: cannot write: \(problem)\n")
      code = .failure
    }
    exit(code.rawValue)
  }

  /// Runs `segue` with `arguments` (without the program name); testable in-process.
  public static func run(_ arguments: [String], output: inout some CommandOutput) -> ExitCode {
    var spec = CommandTable.root
    var rest = arguments[...]
    while let word = rest.first, let next = spec.subcommand(named: word) {
      spec = next
      rest = rest.dropFirst()
    }
    do throws(UsageError) {
      return try perform(spec, Array(rest), output: &output)
    } catch {
      // The message quotes what was typed: a file name or a value can hold any character.
      let message = DiagnosticFormatter.shown(error.message)
      output.err(
        "Error: \(message)\nUsage: \(HelpText.usage(spec))\nSee '\(spec.commandLine) --help'\n")
      return .usage
    }
  }

  private static func perform(
    _ spec: CommandSpec, _ arguments: [String], output: inout some CommandOutput
  ) throws(UsageError) -> ExitCode {
    if spec.id == .root { return try root(arguments, output: &output) }
    if !spec.subcommands.isEmpty { return try group(spec, arguments, output: &output) }
    let parsed = try spec.parse(arguments)
    if parsed.wantsHelp {
      output.out(HelpText.help(spec))
      return .success
    }
    switch spec.id {
    case .present: return try PresentCommand.run(parsed, output: &output)
    case .check: return try CheckCommand.run(parsed, output: &output)
    case .export: return try ExportCommand.run(parsed, output: &output)
    case .languages: return LanguagesCommand.run(parsed, output: &output)
    case .doctor: return DoctorCommand.run(parsed, output: &output)
    case .themes: return try ThemeCommand.list(parsed, output: &output)
    case .themeCheck: return try ThemeCommand.check(parsed, output: &output)
    case .themePreview: return try ThemeCommand.preview(parsed, output: &output)
    case .themeNew: return try ThemeCommand.create(parsed, output: &output)
    case .help: return try help(parsed, output: &output)
    case .notes: return try ViewerCommand.run(parsed, kind: .notes, output: &output)
    case .follow: return try ViewerCommand.run(parsed, kind: .follow, output: &output)
    case .completions: return try CompletionScript.run(parsed, output: &output)
    case .man: return try ManPage.run(parsed, output: &output)
    case .configCheck: return ConfigCommand.check(parsed, output: &output)
    case .configPath: return ConfigCommand.path(output: &output)
    case .configNew: return ConfigCommand.new(output: &output)
    case .schemaConfig: return ConfigCommand.schema(ConfigSchema.jsonSchema, output: &output)
    case .schemaTheme: return ConfigCommand.schema(ThemeJSONSchema.document, output: &output)
    case .root, .theme, .config, .schema: preconditionFailure("\(spec.commandLine) has subcommands")
    }
  }

  /// `segue [options] [<deck>]`: the presenter, which takes its options here too, besides
  /// `--help` and `--version`.
  private static func root(_ arguments: [String], output: inout some CommandOutput)
    throws(UsageError) -> ExitCode
  {
    let root = CommandTable.root
    if let first = arguments.first, !first.hasPrefix("-"), !first.contains("."),
      !first.contains("/")
    {
      throw UsageError(
        message: "unknown command '\(first)'"
          + Suggestion.hint(for: first, in: root.subcommands.filter { !$0.isHidden }.map(\.name)))
    }
    var present = CommandTable.present
    present.options += root.options
    let parsed = try present.parse(arguments)
    if parsed.wantsHelp {
      // `segue talk.md --help` is about presenting; `segue --help` about everything.
      let first = arguments.first
      output.out(HelpText.help(first == "-h" || first == "--help" ? root : CommandTable.present))
      return .success
    }
    if parsed.flags.contains("--version") {
      output.out(HelpText.versionLine)
      return .success
    }
    return try PresentCommand.run(parsed, output: &output)
  }

  /// A command that only groups others (`segue theme`): its help, or which one is missing.
  private static func group(
    _ spec: CommandSpec, _ arguments: [String], output: inout some CommandOutput
  ) throws(UsageError) -> ExitCode {
    let names = spec.subcommands.map(\.name)
    if let first = arguments.first, !first.hasPrefix("-") {
      throw UsageError(
        message: "unknown \(spec.name) command '\(first)'" + Suggestion.hint(for: first, in: names))
    }
    guard try spec.parse(arguments).wantsHelp else {
      throw UsageError(
        message: "missing \(spec.name) command: "
          + names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1])
    }
    output.out(HelpText.help(spec))
    return .success
  }

  /// `segue help [<command> ...]`: the help of that command.
  private static func help(_ parsed: ParsedArguments, output: inout some CommandOutput)
    throws(UsageError) -> ExitCode
  {
    var spec = CommandTable.root
    for word in parsed.positionals {
      guard let next = spec.subcommand(named: word) else {
        if spec.subcommands.isEmpty { throw UsageError(message: "unexpected argument '\(word)'") }
        let kind = spec.id == .root ? "" : spec.name + " "
        throw UsageError(
          message: "unknown \(kind)command '\(word)'"
            + Suggestion.hint(for: word, in: spec.subcommands.map(\.name)))
      }
      spec = next
    }
    output.out(HelpText.help(spec))
    return .success
  }
}

#if canImport(Glibc)
  import Glibc
#endif
