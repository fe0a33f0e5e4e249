import SegueRender

/// `--colors DEPTH`, read alike by the presenter, the viewers (`notes`, `follow`) and
/// `export --format ansi`: a depth forced as given, whatever the terminal is thought to have.
enum ColorsOption {
  /// The help line of the option on the terminal commands.
  static let terminalHelp =
    "Force 24bit, 256, 16 or none (default: 24-bit when COLORTERM is truecolor or 24bit or "
    + "terminfo has RGB, else terminfo's colours; NO_COLOR is honoured)"

  /// The values `--colors` takes.
  static let choices = ColorDepth.allCases.map(\.rawValue)

  /// The depth `--colors` names, nil without the option.
  static func depth(_ parsed: ParsedArguments) throws(UsageError) -> ColorDepth? {
    guard let text = parsed.options["--colors"] else { return nil }
    guard let depth = ColorDepth(parsing: text) else {
      throw UsageError(message: "'--colors' must be 24bit, 256, 16 or none, not '\(text)'")
    }
    return depth
  }
}
