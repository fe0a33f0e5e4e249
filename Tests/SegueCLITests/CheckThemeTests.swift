import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `segue check --size` lays slides out in the deck's own theme, as the presenter would.
@Suite struct CheckThemeTests {
  func check(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID()).md")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var output = CapturedOutput()
    _ = SegueCommand.run(["check", "--size", "80x24", url.path], output: &output)
    return output.stderr.replacingOccurrences(of: url.path, with: "deck.md")
  }

  static let slide = "# Long\n\n" + (1...12).map { "- item \($0)" }.joined(separator: "\n") + "\n"

  @Test func wideMarginsOfTheDecksThemeMakeASlideOverflow() throws {
    #expect(try check(Self.slide) == "")
    let themed =
      "---\ntheme:\n  name: dark\n  override:\n    margins: {top: 8, bottom: 4}\n---\n" + Self.slide
    #expect(try check(themed).contains("warning: slide 1.1 'Long' overflows 80x24: its end is cut"))
  }
}
