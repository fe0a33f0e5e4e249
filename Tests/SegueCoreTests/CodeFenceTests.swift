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
    ] as [(String, [Int])])
  func fencedLines(text: String, lines: [Int]) {
    #expect(codeLines(text) == lines)
  }
}
