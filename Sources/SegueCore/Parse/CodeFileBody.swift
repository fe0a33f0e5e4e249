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
  }

  static let keys = ["path", "language", "start_line", "end_line"]

  /// The file a body names (with `problem` set when it names none), and what is wrong in it.
  public static func parse(body: String) -> (CodeFile, [BodyProblem]) {
    var file = CodeFile(path: "")
    var problems: [BodyProblem] = []
    var sawPath = false
    for (index, raw) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingWhitespace
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let at = index + 1
      guard let colon = line.firstIndex(of: ":") else {
        problems.append(BodyProblem(message: "'\(line)' is not a 'key: value' line", line: at))
        continue
      }
      let key = line[..<colon].trimmingWhitespace
      let value = unquoted(line[line.index(after: colon)...].trimmingWhitespace)
      switch key {
      case "path":
        (file.path, file.pathLineOffset, sawPath) = (value, at, true)
      case "language":
        file.language = value
      case "start_line", "end_line":
        guard let number = Int(value), number >= 1 else {
          problems.append(BodyProblem(message: "'\(key)' must be a line number from 1", line: at))
          continue
        }
        if key == "start_line" { file.startLine = number } else { file.endLine = number }
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

  private static func unquoted(_ value: String) -> String {
    guard value.count >= 2, let first = value.first, first == "\"" || first == "'",
      value.last == first
    else { return value }
    return String(value.dropFirst().dropLast())
  }
}
