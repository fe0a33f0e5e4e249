import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `segue check --size` reports exactly the slides whose frame, drawn at that size in the
/// deck's own theme, cuts its content (the `↓` marker): the report and the screen read one
/// layout, whatever the theme does with the chrome.
@Suite struct CheckSizeAgreementTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var theme: String
    var testDescription: String { theme }
  }

  static let themes = [
    "theme: dark",
    "theme: gruvbox",
    "theme:\n  name: dark\n  override:\n    footer: {left: \"\", center: \"\", right: \"\"}",
  ]

  /// Slides of 6 to 16 list items, with and without a footer.
  static func deck(theme: String) -> String {
    var text = "---\n\(theme)\n---\n\n"
    for items in 6...16 {
      for hidesFooter in [false, true] {
        text += "# Slide \(items)\(hidesFooter ? " bare" : "")\n\n"
        if hidesFooter { text += "<!-- no_footer -->\n\n" }
        text += (1...items).map { "- item \($0)" }.joined(separator: "\n") + "\n\n"
      }
    }
    return text
  }

  func run(_ arguments: [String], deck: String) throws -> CapturedOutput {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID()).md")
    try Data(deck.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var output = CapturedOutput()
    _ = SegueCommand.run(arguments + [url.path], output: &output)
    return output
  }

  @Test(arguments: themes)
  func checkListsTheSlidesTheFramesCut(_ theme: String) throws {
    let deck = Self.deck(theme: theme)
    for height in [14, 18] {
      let size = "60x\(height)"
      let report = try run(["check", "--size", size], deck: deck).stderr
      let reported = Set(
        report.split(separator: "\n").compactMap { line -> String? in
          guard let start = line.range(of: "'"), let end = line.range(of: "' overflows") else {
            return nil
          }
          return String(line[start.upperBound..<end.lowerBound])
        })
      let export = try run(["export", "--size", size], deck: deck).stdout
      var cut: Set<String> = []
      for frame in export.components(separatedBy: "━━ ").dropFirst() {
        let title = frame.split(separator: "\n")[0].split(separator: " ").dropFirst()
          .prefix { !$0.hasPrefix("━") }.joined(separator: " ")
        if frame.contains("↓") { cut.insert(title) }
      }
      #expect(!cut.isEmpty, "nothing overflows at \(size): the case tests nothing")
      #expect(cut.count < 22, "everything overflows at \(size): the case tests nothing")
      #expect(reported == cut, "at \(size)")
    }
  }

  /// A slide with a picture's placeholder box (a missing file) and `items` list items.
  static func boxedDeck(items: Int) -> String {
    "---\ntheme: dark\n---\n\n# Boxed\n\n![The diagram](missing.png)\n\n"
      + (1...items).map { "- item \($0)\n" }.joined()
  }

  /// Pictures count at the size the presenter draws them (here a placeholder box of four
  /// lines), not as text export's one-line label: `check --size` agrees with the ANSI export,
  /// which draws pictures, where the text export does not.
  @Test func picturesCountAtTheirDrawnHeight() throws {
    var differsFromText = false
    for items in 2...8 {
      let deck = Self.boxedDeck(items: items)
      let reported = try run(["check", "--size", "60x14"], deck: deck).stderr.contains("overflows")
      let ansi = try run(["export", "--format", "ansi", "--size", "60x14"], deck: deck).stdout
      let text = try run(["export", "--size", "60x14"], deck: deck).stdout
      #expect(reported == ansi.contains("↓"), "\(items) items")
      if reported != text.contains("↓") { differsFromText = true }
    }
    #expect(differsFromText, "labels and boxes never differ here: the case tests nothing")
  }
}
