import SegueCore
import SegueRender

/// A small command-line parser in the image of swift-argument-parser's conventions.
struct ArgumentSpec {
  /// Flags without a value, e.g. `--dump`.
  var flags: [String] = []
  /// Options that take a value, e.g. `--size 80x24` or `--size=80x24`.
  var options: [String] = []
  /// Names of the positional arguments, in order; all optional past `requiredPositionals`.
  var positionals: [String] = []
  var requiredPositionals = 0
}

struct ParsedArguments {
  var flags: Set<String> = []
  var options: [String: String] = [:]
  var positionals: [String] = []

  var wantsHelp: Bool { flags.contains("-h") || flags.contains("--help") }

  /// The `--size WxH` option, if given; a usage error when it is not a size.
  func size() throws(UsageError) -> Size? {
    guard let text = options["--size"] else { return nil }
    guard let size = Size(parsing: text) else {
      throw UsageError(
        message: "'--size' must be WIDTHxHEIGHT, as in 100x30 (up to 1000x1000), not '\(text)'")
    }
    return size
  }
}

/// A mistake in how the command was called: exit 64 with `Error:` / `Usage:` / `See …`.
struct UsageError: Error, Equatable {
  var message: String
}

extension ArgumentSpec {
  /// Whether `argument` (`--name` or `--name=value`) is one of this command's flags or options.
  func takes(_ argument: String) -> Bool {
    let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
    return flags.contains(name) || options.contains(name)
  }

  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if flags.contains(name) {
        if inlineValue != nil { throw UsageError(message: "'\(name)' takes no value") }
        parsed.flags.insert(name)
      } else if options.contains(name) {
        if let inlineValue {
          parsed.options[name] = inlineValue
        } else if index < arguments.count {
          parsed.options[name] = arguments[index]
          index += 1
        } else {
          throw UsageError(message: "missing value for '\(name)'")
        }
      } else {
        throw UsageError(
          message: "unknown option '\(name)'" + Suggestion.hint(for: name, in: flags + options))
      }
    }
    if parsed.positionals.count < requiredPositionals {
      let missing = positionals[parsed.positionals.count]
      throw UsageError(message: "missing argument <\(missing)>")
    }
    if parsed.positionals.count > positionals.count {
      throw UsageError(message: "unexpected argument '\(parsed.positionals[positionals.count])'")
    }
    return parsed
  }
}
