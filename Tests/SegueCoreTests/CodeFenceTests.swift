import Testing

@testable import SegueCore

/// Which lines are fenced code, by CommonMark's rule, for the passes that read deck text
/// before cmark (dialect markers, mdp's `<br>`, pandoc's divs and tables).
@Suite struct CodeFenceTests {
  func codeLines(_ text: String) -> [Int] {
    var fence = CodeFence()
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .filter { fence.contains($0.element) }.map { $0.offset + 1 }
  }

  @Test(
    arguments: [
      ("a\n```swift\n^\n```\nb", [2, 3, 4]),
      ("~~~\n```\n~~~\nb", [1, 2, 3]),  // a backtick line does not close a tilde fence
      ("````\n```\n````\nb", [1, 2, 3]),  // a shorter fence does not close a longer one
      ("```\nx\n`````\nb", [1, 2, 3]),  // a longer one does
      ("```\nx\n``` not\n```\nb", [1, 2, 3, 4]),  // a closing fence has nothing after it
      ("    ```\nx", []),  // indented four spaces: indented code, not a fence
      ("``\nx", []),  // two backticks open nothing
      ("\u{3000}```\nx\n```\u{3000}\nb", [1, 2, 3]),  // Unicode white space around fences
      ("```\u{301}\nx", []),  // a combining mark makes the third backtick another character
      ("```\nx\n```\u{301}\n```\nb", [1, 2, 3, 4]),  // and a closing fence no fence
      ("```python ünï\nx\n```  \nb", [1, 2, 3]),  // non-ASCII info; trailing spaces close
      (" \t```\nx\n\t```\nb", [1, 2, 3]),  // tabs are trimmed, only spaces indent
      ("```\n    ```\nx\n```\nb", [1, 2, 3, 4]),  // an indented fence closes nothing
    ] as [(String, [Int])])
  func fencedLines(text: String, lines: [Int]) {
    #expect(codeLines(text) == lines)
  }

  /// The rule read character by character, as it was before lines were read as bytes: the
  /// byte reading must say the same of every line.
  struct CharacterRule {
    var open: Substring?

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

  @Test func bytesAndCharactersAgreeOnGeneratedLines() {
    let pieces = [
      "```", "~~~", "````", "``", "~", " ", "  ", "    ", "\t", "\u{3000}", "\u{A0}", "\u{301}",
      "x", "é", "python", "`", "-", "\r",
    ]
    var generator = SystemRandomNumberGenerator()
    var bytes = CodeFence()
    var characters = CharacterRule()
    for index in 0..<20_000 {
      let line = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let byByte = bytes.contains(line[...])
      let byCharacter = characters.contains(line[...])
      #expect(byByte == byCharacter, "line \(index): \(line.debugDescription)")
      if byByte != byCharacter { return }
    }
  }
}
