/// Follows fenced code while a deck's lines are read one by one, before cmark sees them, so the
/// text forms of other tools (mdp's `<br>`, pandoc's divs and tables, dialect markers) are
/// never read inside code.
///
/// CommonMark's rule: a fence is three or more backticks or tildes indented less than four
/// spaces; the code ends at a line of the same character, at least as long, and nothing else.
struct CodeFence {
  private var open: Substring?

  /// Whether `line` belongs to fenced code (its fences included); moves past it.
  mutating func contains(_ line: Substring) -> Bool {
    let indent = line.prefix { $0 == " " }.count
    let trimmed = Substring(line.trimmingWhitespace)
    if let open {
      if indent < 4, trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == open.first }) {
        self.open = nil
      }
      return true
    }
    guard indent < 4, let mark = trimmed.first, mark == "`" || mark == "~" else { return false }
    let run = trimmed.prefix { $0 == mark }
    guard run.count >= 3 else { return false }
    open = run
    return true
  }
}
