import SegueCore
import SegueRender

/// A mistake in how the command was called: exit 64 with `Error:` / `Usage:` / `See …`.
struct UsageError: Error, Equatable {
  var message: String
}

/// The arguments of one call, checked against the command's `CommandSpec`.
struct ParsedArguments {
  var spec: CommandSpec
  var flags: Flags
  var options: Options
  var positionals: [String] = []

  init(spec: CommandSpec) {
    self.spec = spec
    flags = Flags(spec: spec)
    options = Options(spec: spec)
  }

  var wantsHelp: Bool { flags.contains("--help") }

  /// The flags that were given, read by any of their names.
  struct Flags {
    fileprivate var spec: CommandSpec
    fileprivate var given: Set<String> = []

    func contains(_ name: String) -> Bool {
      given.contains(declared(name, in: spec, isFlag: true))
    }
  }

  /// The values of the options that were given, read by any of their names.
  struct Options {
    fileprivate var spec: CommandSpec
    fileprivate var values: [String: String] = [:]

    subscript(_ name: String) -> String? {
      values[declared(name, in: spec, isFlag: false)]
    }
  }

  /// The positional argument `name`; only nil when the table makes it optional.
  func argument(_ name: String) -> String? {
    guard let index = spec.positionals.firstIndex(where: { $0.name == name }) else {
      assertionFailure("<\(name)> is read but not declared in the command table")
      return nil
    }
    return index < positionals.count ? positionals[index] : nil
  }

  /// The required positional argument `name` (the parser has checked that it is there).
  func required(_ name: String) throws(UsageError) -> String {
    guard let value = argument(name) else {
      throw UsageError(message: "missing argument <\(name)>")
    }
    return value
  }

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

/// The long name of the declared option `name`; reading an undeclared one is a programming
/// error caught by the tests, since the table would then not document what the command reads.
private func declared(_ name: String, in spec: CommandSpec, isFlag: Bool) -> String {
  guard let option = spec.option(named: name), option.isFlag == isFlag else {
    assertionFailure("'\(name)' is read but not declared as a \(isFlag ? "flag" : "option")")
    return name
  }
  return option.name
}

extension CommandSpec {
  /// Parses `arguments` in swift-argument-parser's conventions: `--name value`,
  /// `--name=value`, `--` ends the options, and `-` is a positional (standard input).
  ///
  /// With `-h` or `--help` anywhere, missing arguments are not an error: help is shown instead.
  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments(spec: self)
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
      guard let option = option(named: name) else {
        let names = allOptions.flatMap(\.names)
        throw UsageError(
          message: "unknown option '\(name)'" + Suggestion.hint(for: name, in: names))
      }
      if option.isFlag {
        if inlineValue != nil { throw UsageError(message: "'\(name)' takes no value") }
        parsed.flags.given.insert(option.name)
      } else if let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) {
        if inlineValue == nil { index += 1 }
        parsed.options.values[option.name] = value
      } else {
        throw UsageError(message: "missing value for '\(name)'")
      }
    }
    if parsed.wantsHelp { return parsed }
    try check(parsed)
    return parsed
  }

  /// The rules that need the whole call: argument counts and exclusive options.
  private func check(_ parsed: ParsedArguments) throws(UsageError) {
    if let missing = positionals.dropFirst(parsed.positionals.count).first(where: \.isRequired) {
      throw UsageError(message: "missing argument <\(missing.name)>")
    }
    if !(positionals.last?.isRepeating ?? false), parsed.positionals.count > positionals.count {
      throw UsageError(message: "unexpected argument '\(parsed.positionals[positionals.count])'")
    }
    for group in exclusive {
      let given = group.filter {
        parsed.flags.given.contains($0) || parsed.options.values[$0] != nil
      }
      if given.count > 1 {
        let quoted = given.map { "'\($0)'" }
        throw UsageError(
          message: "choose one of " + quoted.dropLast().joined(separator: ", ") + " and "
            + quoted[quoted.count - 1])
      }
    }
  }
}
