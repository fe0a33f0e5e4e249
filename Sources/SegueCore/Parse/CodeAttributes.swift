/// Reading presenterm's code attributes from an info string: `+line_numbers`, `+no_background`,
/// highlights `{1,3-5}` and dynamic highlights `{1|2-4|all}`.
///
/// A pure function of the text, so every rule is a named test case. A malformed highlight is
/// a problem at a character offset into the info string (the pass that calls this turns it
/// into `file:line:col`), and the whole `{…}` is then ignored: a block shows either what its
/// author wrote or all of its lines, never a guess in between.
extension CodeAttributes {
  /// Something wrong in an info string, `offset` characters into it.
  public struct Problem: Error, Sendable, Equatable {
    public var message: String
    public var offset: Int

    public init(_ message: String, at offset: Int) {
      self.message = message
      self.offset = offset
    }
  }

  /// presenterm's attributes that Segue reads but does not act on yet.
  public static let presentermOnly: Set<String> = [
    "exec", "exec_replace", "image", "acquire_terminal", "validate", "id", "expect",
    "auto_exec", "pty",
  ]
  static let known = ["line_numbers", "no_background", "render", "width"] + presentermOnly.sorted()

  /// The attributes that run a block: read into `run` and its companions.
  static let running: Set<String> = [
    "exec", "exec_replace", "auto_exec", "pty", "id", "expect", "acquire_terminal",
  ]

  /// The attributes of `info`, and what is wrong with them. `lines` is the range of line
  /// numbers the block has, when known: a highlight outside it is a problem.
  public static func parse(info: String, lines: ClosedRange<Int>? = nil) -> (
    CodeAttributes, [Problem]
  ) {
    let chars = Array(info)
    var attributes = CodeAttributes()
    var problems: [Problem] = []
    var i = 0
    // The language comes first, unless the info string starts with an attribute. Braces
    // first are another tool's language (R Markdown's `{r}`, pandoc's `{.haskell}`), not a
    // highlight: presenterm always names the language before one.
    if i < chars.count, chars[i] == "{" {
      i = (chars.firstIndex(of: "}") ?? chars.count - 1) + 1
    } else if i < chars.count, chars[i] != "+" {
      while i < chars.count, !chars[i].isWhitespace { i += 1 }
    }
    var sawHighlight = false
    while i < chars.count {
      if chars[i].isWhitespace {
        i += 1
      } else if chars[i] == "{" {
        guard let close = chars[i...].firstIndex(of: "}") else {
          problems.append(Problem("'{' is not closed; the highlight is ignored", at: i))
          break
        }
        let content = chars[(i + 1)..<close]
        if !isPandocAttributes(content) {
          if sawHighlight {
            problems.append(Problem("a second highlight '{…}' is ignored", at: i))
          } else {
            sawHighlight = true
            let (groups, problem) = highlightGroups(content, from: i + 1, within: lines)
            if let problem { problems.append(problem) } else { attributes.highlights = groups }
          }
        }
        i = close + 1
      } else if chars[i] == "+" {
        let start = i
        while i < chars.count, !chars[i].isWhitespace, chars[i] != "{" { i += 1 }
        if let problem = attributes.read(String(chars[(start + 1)..<i]), at: start) {
          problems.append(problem)
        }
      } else {
        // Other tools' words (pandoc's `numberLines`, `title=…`): not ours to judge.
        while i < chars.count, !chars[i].isWhitespace { i += 1 }
      }
    }
    return (attributes, problems)
  }

  /// Takes in `+word` (without its `+`); a problem when Segue does not know the word.
  private mutating func read(_ word: String, at offset: Int) -> Problem? {
    let name = String(word.prefix { $0 != ":" })
    switch name {
    case "line_numbers": lineNumbers = true
    case "no_background": noBackground = true
    case "render": render = true
    case "width":
      // presenterm's `+width:50%`: the rendered picture's share of the slide's width.
      let argument = word.dropFirst(name.count + 1)
      guard argument.hasSuffix("%"), let percent = Int(argument.dropLast()),
        (1...100).contains(percent)
      else {
        return Problem(
          "'+\(word)': the width is a percentage from 1% to 100%, as '+width:50%'", at: offset)
      }
      widthPercent = percent
    case _ where Self.presentermOnly.contains(name):
      if Self.running.contains(name) { readRunning(name, argument: word.dropFirst(name.count + 1)) }
      if !Self.running.contains(name), !unsupported.contains(name) { unsupported.append(name) }
    default:
      var message = "unknown code attribute '+\(word)'"
      if let near = Suggestion.closest(to: name, in: Self.known) {
        message += " (did you mean '+\(near)'?)"
      }
      return Problem(message, at: offset)
    }
    return nil
  }

  /// `+exec[:executor]`, `+exec_replace`, `+auto_exec`, `+pty[:COLUMNS:ROWS]`, `+id:name`,
  /// `+expect:failure`, `+acquire_terminal`; `argument` is what follows the name's `:`.
  private mutating func readRunning(_ name: String, argument: Substring) {
    switch name {
    case "exec":
      run = .byKey
      if !argument.isEmpty { executor = String(argument) }
    case "exec_replace": run = .replace
    case "auto_exec": run = .auto
    case "pty":
      let size = argument.split(separator: ":").map { Int($0) }
      run = .terminal(columns: size.first ?? nil, rows: size.count > 1 ? size[1] : nil)
    case "id": id = argument.isEmpty ? nil : String(argument)
    case "expect": expectsFailure = argument == "failure"
    case "acquire_terminal":
      // Runs on the key, as `+exec` does (presenterm's rule), with the whole terminal.
      acquiresTerminal = true
      if run == nil { run = .byKey }
    default: break
    }
  }

  /// pandoc's `{.class #id key=value}`, which is not a highlight.
  private static func isPandocAttributes(_ content: ArraySlice<Character>) -> Bool {
    let first = content.first { !$0.isWhitespace }
    return first == "." || first == "#" || content.contains("=")
  }

  /// The `|`-separated groups of a highlight, or the first problem found.
  static func highlightGroups(
    _ content: ArraySlice<Character>, from offset: Int, within lines: ClosedRange<Int>?
  ) -> ([LineSelection], Problem?) {
    var groups: [LineSelection] = []
    for (text, at) in split(content, by: "|", from: offset) {
      let (trimmed, start) = trim(text, at)
      if trimmed.isEmpty {
        return ([], Problem("an empty highlight group; the highlight is ignored", at: start))
      }
      if String(trimmed) == "all" {
        groups.append(.all)
        continue
      }
      var ranges: [ClosedRange<Int>] = []
      for (item, itemAt) in split(trimmed, by: ",", from: start) {
        switch lineRange(item, at: itemAt, within: lines) {
        case .success(let range): ranges.append(range)
        case .failure(let problem): return ([], problem)
        }
      }
      groups.append(.lines(ranges))
    }
    return (groups, nil)
  }

  /// One item of a group: `3` or `3-5`.
  private static func lineRange(
    _ raw: ArraySlice<Character>, at rawOffset: Int, within lines: ClosedRange<Int>?
  ) -> Result<ClosedRange<Int>, Problem> {
    let (item, at) = trim(raw, rawOffset)
    let text = String(item)
    let ignored = "; the highlight is ignored"
    guard !item.isEmpty else { return .failure(Problem("an empty line number" + ignored, at: at)) }
    let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    let low = parts[0].trimmingWhitespace
    let high = parts.count > 1 ? parts[1].trimmingWhitespace : low
    if parts.count > 1 && high.isEmpty {
      return .failure(Problem("line range '\(text)' has no end" + ignored, at: at))
    }
    if parts.count > 1 && low.isEmpty {
      return .failure(Problem("line range '\(text)' has no start" + ignored, at: at))
    }
    guard let a = Int(low), let b = Int(high), a >= 0, b >= 0 else {
      return .failure(Problem("'\(text)' is not a line number or range" + ignored, at: at))
    }
    guard a >= 1 else { return .failure(Problem("line numbers start at 1" + ignored, at: at)) }
    guard a <= b else {
      return .failure(Problem("line range '\(text)' goes backwards" + ignored, at: at))
    }
    if let lines, !lines.contains(a) || !lines.contains(b) {
      let outside = lines.contains(a) ? b : a
      return .failure(
        Problem(
          "line \(outside) is outside the block's lines "
            + "(\(lines.lowerBound)–\(lines.upperBound))" + ignored, at: at))
    }
    return .success(a...b)
  }

  /// Pieces of `text` between `separator`s, each with its offset.
  private static func split(
    _ text: ArraySlice<Character>, by separator: Character, from offset: Int
  ) -> [(ArraySlice<Character>, Int)] {
    var out: [(ArraySlice<Character>, Int)] = []
    var start = text.startIndex
    for index in text.indices where text[index] == separator {
      out.append((text[start..<index], offset + (start - text.startIndex)))
      start = index + 1
    }
    out.append((text[start..<text.endIndex], offset + (start - text.startIndex)))
    return out
  }

  private static func trim(_ text: ArraySlice<Character>, _ offset: Int) -> (
    ArraySlice<Character>, Int
  ) {
    let lead = text.prefix { $0.isWhitespace }.count
    var trimmed = text.dropFirst(lead)
    while trimmed.last?.isWhitespace == true { trimmed = trimmed.dropLast() }
    return (trimmed, offset + lead)
  }

  /// The prefix that hides a line in `language`: presenterm's rule (`# ` in Rust; `/// ` in
  /// the languages it runs), with the short names decks write for them.
  public static func hiddenLinePrefix(language: String) -> String? {
    switch language.lowercased() {
    case "rust", "rs": return "# "
    case "python", "py", "bash", "sh", "fish", "shell", "zsh", "kotlin", "kt", "java",
      "javascript", "js", "typescript", "ts", "c", "c++", "cpp", "go", "golang":
      return "/// "
    default: return nil
    }
  }
}
