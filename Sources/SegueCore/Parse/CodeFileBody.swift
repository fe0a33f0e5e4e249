/// Reading a `file` code block's body: presenterm's `path:`, `language:`, `start_line:` and
/// `end_line:` lines (`#` starts a comment).
///
/// A handful of `key: value` lines, read by hand rather than by libyaml so that each problem
/// points at its own line.
extension CodeFile {
  /// A problem in the body, `line` lines below the fence.
  public struct BodyProblem: Sendable, Equatable {
    public var message: String
    public var line: Int
    /// Something lookatme does that Segue does not (`transform:`): said once per deck.
    public var isSaidOnce = false
  }

  static let keys = ["path", "language", "start_line", "end_line"]

  /// The file a body names (with `problem` set when it names none), and what is wrong in it.
  ///
  /// lookatme's form of the same block is read too: `lang:` for `language:`, and `lines:`
  /// with `start:` (counted from 0) and `end:` (the first line not shown; `null` or none: to
  /// the end) indented under it or written `{start: 2, end: null}`, as Python slices lines;
  /// its `relative:` is the default here, and `transform:` (a shell
  /// command) is reported and not run.
  public static func parse(body: String) -> (CodeFile, [BodyProblem]) {
    var file = CodeFile(path: "")
    var problems: [BodyProblem] = []
    var sawPath = false
    var inLines = false
    for (index, raw) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingWhitespace
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let at = index + 1
      guard let colon = line.firstIndex(of: ":") else {
        problems.append(BodyProblem(message: "'\(line)' is not a 'key: value' line", line: at))
        continue
      }
      var key = line[..<colon].trimmingWhitespace
      let value = unquoted(line[line.index(after: colon)...].trimmingWhitespace)
      let indented = raw.first == " " || raw.first == "\t"
      if indented && inLines && (key == "start" || key == "end") { key = "lines." + key }
      inLines = !indented && key == "lines" && value.isEmpty ? true : (indented && inLines)
      switch key {
      case "path":
        (file.path, file.pathLineOffset, sawPath) = (value, at, true)
      case "language", "lang":
        file.language = value
      case "start_line", "end_line", "lines.start", "lines.end", "lines":
        for (name, number) in key == "lines" ? flowLines(value) : [(key, value)] {
          if let problem = file.setLine(name, number) {
            problems.append(BodyProblem(message: problem, line: at))
          }
        }
      case "relative":
        break
      case "transform":
        problems.append(
          BodyProblem(
            message: "'transform' is not supported; the file shows as it is", line: at,
            isSaidOnce: true))
      default:
        var message = "unknown key '\(key)' in a file block"
        if let near = Suggestion.closest(to: key, in: keys) {
          message += " (did you mean '\(near)'?)"
        }
        problems.append(BodyProblem(message: message, line: at))
      }
    }
    if !sawPath || file.path.isEmpty {
      file.problem = "a file block names no file"
      problems.append(BodyProblem(message: "a file block needs a 'path:' line", line: 0))
    } else if let start = file.startLine, let end = file.endLine, end < start {
      problems.append(
        BodyProblem(
          message:
            "end_line \(end) comes before start_line \(start); the file is shown from start_line",
          line: file.pathLineOffset))
      file.endLine = nil
    }
    return (file, problems)
  }

  /// lookatme's `lines: {start: 2, end: null}` on one line, as `lines.start` and `lines.end`
  /// pairs; nothing for `lines:` alone (its keys are on the lines below).
  private static func flowLines(_ value: String) -> [(String, String)] {
    guard value.hasPrefix("{"), value.hasSuffix("}") else { return [] }
    return value.dropFirst().dropLast().split(separator: ",").map { pair in
      let parts = pair.split(separator: ":", maxSplits: 1)
      let key = parts[0].trimmingWhitespace
      let number = parts.count > 1 ? unquoted(parts[1].trimmingWhitespace) : ""
      return ("lines." + key, number)
    }
  }

  /// Sets a first or last line from its key; what is wrong with the value, if anything.
  private mutating func setLine(_ key: String, _ value: String) -> String? {
    // lookatme's `end: null` (or no value) is Python's open slice: to the end of the file;
    // `start: null` is its default, the first line.
    if key.hasPrefix("lines."), ["null", "~", ""].contains(value) {
      if key == "lines.end" { endLine = nil } else { startLine = nil }
      return nil
    }
    // lookatme's `start` counts from 0; every other number here counts from 1.
    let lowest = key == "lines.start" ? 0 : 1
    guard let number = Int(value), number >= lowest else {
      return "'\(key)' must be a line number from \(lowest)"
    }
    switch key {
    case "start_line": startLine = number
    case "lines.start": startLine = number + 1
    default: endLine = number
    }
    return nil
  }

  private static func unquoted(_ value: String) -> String {
    guard value.count >= 2, let first = value.first, first == "\"" || first == "'",
      value.last == first
    else { return value }
    return String(value.dropFirst().dropLast())
  }
}
