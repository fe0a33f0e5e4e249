import SegueCore
import SegueRender

/// `segue check`: a note for each language no syntax definition answers to, at its first
/// code block; such blocks are shown as plain text, which is never an error.
enum LanguageReport {
  static func diagnostics(_ deck: Deck, source: SourceText) -> [Diagnostic] {
    var blocks: [(code: CodeBlock, line: Int)] = []
    for section in deck.sections {
      for slide in section.slides {
        // Only the blocks of unknown languages: a list of every code block would hold a
        // copy of all the deck's code. A block that names a command (slides' `~~~graph-easy`,
        // lookatme's `terminal8`) names a program, not a language.
        for block in slide.codeBlocks {
          guard case .code(let code) = block.kind, code.attributes.command == nil,
            CodeHighlighting.lookup(code.language) == .unknown
          else { continue }
          blocks.append((code, block.line))
        }
      }
    }
    var seen: [String: Int] = [:]
    var order: [(word: String, code: CodeBlock, line: Int)] = []
    for (code, line) in blocks where !code.language.isEmpty {
      guard CodeHighlighting.lookup(code.language) == .unknown else { continue }
      let word = code.language.lowercased()
      if seen[word] == nil { order.append((word, code, line)) }
      seen[word, default: 0] += 1
    }
    return order.map { word, code, line in
      let count = seen[word] ?? 1
      let blocks = count == 1 ? "its code block is" : "its \(count) code blocks are"
      return .note(
        "unknown language '\(code.language)': \(blocks) shown as plain text ('segue languages' lists the known ones)",
        at: source.location(line: line, column: column(of: code.language, line: source.line(line))))
    }
  }

  /// The column of `word` on the fence line, after the fence's backticks or tildes.
  static func column(of word: String, line: String?) -> Int {
    guard let line else { return 1 }
    let characters = Array(line)
    let target = Array(word)
    let fence = characters.firstIndex { $0 != " " && $0 != "`" && $0 != "~" } ?? characters.count
    // The word may be longer than what follows the fence, or not on the line at all (a
    // presenterm `file` block names its language on a `lang:` line of its own).
    guard !target.isEmpty, fence + target.count <= characters.count else { return fence + 1 }
    for start in fence...(characters.count - target.count)
    where Array(characters[start..<start + target.count]) == target {
      return start + 1
    }
    return fence + 1
  }
}
