/// lookatme's terminal blocks, read into a block that opens a terminal (issue 29).
///
/// lookatme's rules (lookatme/contrib/terminal.py): a language that starts with `terminal`
/// and digits (`terminal8`) is a terminal of that many rows whose body is the command; a
/// `terminal-ex` body is YAML with `command` (required), `rows` (10 when absent), `init_text`,
/// `init_wait`, `init_codeblock` and `init_codeblock_lang`. The command is split by Python's
/// `shlex.split` and started without a shell. Segue honours `command` and `rows`; the `init_…`
/// keys (typing text once a prompt shows, through `expect`, and a code block of that text) are
/// reported and ignored.
struct LookatmeTerminalBlock: Equatable {
  var command: [String]
  var rows: Int

  /// Something in the block's body, `line` lines below the fence and at `column` (1-based)
  /// into the body's line.
  struct Problem: Equatable {
    var message: String
    var line: Int
    var column: Int
    /// Something lookatme does that Segue does not: said as unsupported, not as a mistake.
    var isUnsupported = false
  }

  static let ignoredKeys = ["init_text", "init_wait", "init_codeblock", "init_codeblock_lang"]

  /// Whether `language` opens a terminal in lookatme.
  static func isTerminal(_ language: String) -> Bool {
    language == "terminal-ex" || rows(language) != nil
  }

  /// The rows of `terminal8` (lookatme's `re.match(r'terminal(\d+)', lang)`: a prefix).
  private static func rows(_ language: String) -> Int? {
    guard language.hasPrefix("terminal") else { return nil }
    return Int(language.dropFirst("terminal".count).prefix { $0.isASCII && $0.isNumber })
  }

  /// The terminal a block of `language` opens (nil when the body names no command it can
  /// start: the block then shows as code), and what is wrong or ignored in it.
  static func read(language: String, body: String) -> (Self?, [Problem]) {
    if let rows = rows(language) {
      let (command, problem) = split(body.trimmingWhitespace, line: 1, column: 1)
      return (command.map { Self(command: $0, rows: rows) }, problem.map { [$0] } ?? [])
    }
    return readExtended(body)
  }

  /// A `terminal-ex` body.
  private static func readExtended(_ body: String) -> (Self?, [Problem]) {
    let root: YAMLValue?
    do { root = try YAMLReader.parse(body) } catch {
      let message = "a terminal-ex block is not YAML (\(error.message)); it shows as code"
      return (nil, [Problem(message: message, line: error.line, column: error.column)])
    }
    guard let root, case .mapping(let pairs) = root.kind else {
      let message = "a terminal-ex block needs 'command:' and 'rows:' lines; it shows as code"
      return (nil, [Problem(message: message, line: 1, column: 1)])
    }
    var problems: [Problem] = []
    var terminal = Self(command: [], rows: 10)
    var sawCommand = false
    for (key, value) in pairs {
      sawCommand = sawCommand || key.scalar == "command"
      problems += terminal.take(key, value)
    }
    if !sawCommand {
      problems.append(
        Problem(
          message: "a terminal-ex block needs a 'command:'; it shows as code", line: 1, column: 1))
    }
    return (terminal.command.isEmpty ? nil : terminal, problems)
  }

  /// Takes in one `key: value` of a `terminal-ex` body; what is wrong or ignored in it.
  private mutating func take(_ key: YAMLValue, _ value: YAMLValue) -> [Problem] {
    let name = key.scalar ?? ""
    switch name {
    case "command":
      let (words, problem) = Self.split(value.scalar ?? "", line: value.line, column: value.column)
      command = words ?? []
      return problem.map { [$0] } ?? []
    case "rows":
      guard let rows = value.scalar.flatMap({ Int($0) }), rows > 0 else {
        return [
          Problem(
            message: "'rows' is not a number of rows; the terminal has 10", line: value.line,
            column: value.column)
        ]
      }
      self.rows = rows
      return []
    case _ where Self.ignoredKeys.contains(name):
      return [
        Problem(
          message: "'\(name)' is not supported; the terminal starts its command without it",
          line: key.line, column: key.column, isUnsupported: true)
      ]
    default:
      let known = (["command", "rows"] + Self.ignoredKeys).map { "'\($0)'" }
      return [
        Problem(
          message: "unknown key '\(name)' in a terminal-ex block (lookatme knows "
            + known.joined(separator: ", ") + ")", line: key.line, column: key.column)
      ]
    }
  }

  /// `text` split as `shlex.split` splits it, or the problem that leaves no command.
  private static func split(_ text: String, line: Int, column: Int) -> ([String]?, Problem?) {
    switch ShellWords.split(text) {
    case .success(let words) where words.isEmpty:
      return (
        nil, Problem(message: "a terminal block names no command", line: line, column: column)
      )
    case .success(let words): return (words, nil)
    case .failure(let problem):
      let why = problem == .unclosedQuote ? "a quote is not closed" : "it ends with a backslash"
      let message = "the terminal's command cannot be split into words (\(why)); it shows as code"
      return (nil, Problem(message: message, line: line, column: column))
    }
  }
}
