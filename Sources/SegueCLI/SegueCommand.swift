import SegueCore

/// The `segue` command line: dispatches to a command and returns its exit code.
public enum SegueCommand {
  /// Runs `segue` with the process's arguments and exits.
  public static func main() -> Never {
    var output = StandardOutput()
    let code = run(Array(CommandLine.arguments.dropFirst()), output: &output)
    exit(code.rawValue)
  }

  /// Runs `segue` with `arguments` (without the program name); testable in-process.
  public static func run(_ arguments: [String], output: inout some CommandOutput) -> ExitCode {
    do throws(UsageError) {
      guard let first = arguments.first else {
        return try PresentCommand.run([], output: &output)
      }
      let rest = Array(arguments.dropFirst())
      switch first {
      case "-h", "--help", "help":
        output.out(HelpText.main)
        return .success
      case "--version":
        output.out("segue \(HelpText.version)\n")
        return .success
      case "check":
        return try CheckCommand.run(rest, output: &output)
      case "export":
        return try ExportCommand.run(rest, output: &output)
      case "present":
        return try PresentCommand.run(rest, output: &output)
      case "themes":
        return try ThemeCommand.list(rest, output: &output)
      case "theme":
        return try ThemeCommand.run(rest, output: &output)
      default:
        if first.hasPrefix("-") && !PresentCommand.spec.takes(first) {
          throw UsageError(message: "unknown option '\(first)'")
        }
        if first.hasPrefix("-") || first.contains(".") || first.contains("/") {
          return try PresentCommand.run(arguments, output: &output)
        }
        throw UsageError(
          message: "unknown command '\(first)'"
            + Suggestion.hint(for: first, in: ["check", "export", "present", "themes", "theme"]))
      }
    } catch {
      let (usage, help) = Self.usage(of: arguments.first)
      output.err("Error: \(error.message)\nUsage: \(usage)\nSee '\(help)'\n")
      return .usage
    }
  }

  /// The usage line of the command that was called, and where its help is.
  static func usage(of command: String?) -> (usage: String, help: String) {
    switch command {
    case "check": return ("segue check <deck> [--dump | --json] [--size WxH]", "segue check --help")
    case "export":
      return (
        "segue export <deck> [--format text|ansi] [--size WxH] [--steps] [--no-chrome] [--theme T] [-o FILE]",
        "segue export --help"
      )
    case "present":
      return (
        "segue present [<deck>] [--theme T] [--start s/p] [--no-transitions] [--colors DEPTH]",
        "segue present --help"
      )
    case "themes": return ("segue themes", "segue --help")
    case "theme": return (ThemeCommand.usage, "segue --help")
    default: return ("segue [<deck>] | segue <command> [options]", "segue --help")
    }
  }
}

#if canImport(Glibc)
  import Glibc
#endif
