import Foundation
import SegueTestSupport
import Testing

@testable import SegueCLI

/// A deck is read whole up to `Platform.deckLimit` (4 MiB): one byte more is an error naming
/// the cap, with the file's name and a failing exit; a deck exactly at the cap loads.
@Suite struct DeckCapTests {
  func temporary(_ name: String, contents: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-\(UUID())-\(name)").path
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static let slide =
    "## Slide\n\nSome *text* with `code` and a [link](http://x).\n\n- one\n- two\n\n"

  /// Ordinary slides up to exactly `size` bytes (the last line padded with `a`).
  static func deck(size: Int) -> String {
    var text = String(repeating: slide, count: (size - 1) / slide.utf8.count)
    text += String(repeating: "a", count: size - 1 - text.utf8.count) + "\n"
    return text
  }

  @Test func theCapIsFourMiB() {
    #expect(Platform.deckLimit == 4 << 20)
  }

  @Test func aDeckOverTheCapIsRefusedNamingIt() throws {
    let path = try temporary("over.md", contents: Self.deck(size: Platform.deckLimit + 1))
    defer { unlink(path) }
    var output = CapturedOutput()
    let code = SegueCommand.run(["check", path], output: &output)
    #expect(code == .failure)
    #expect(
      output.stderr.hasPrefix("error: \(path): larger than 4 MiB, the most a deck may be\n"),
      "\(output.stderr)")
    #expect(output.stdout.isEmpty)
  }

  @Test func aDeckExactlyAtTheCapLoads() throws {
    let path = try temporary("cap.md", contents: Self.deck(size: Platform.deckLimit))
    defer { unlink(path) }
    let load = try DeckFile.load(path).get()
    #expect(load.source.text.utf8.count == Platform.deckLimit)
    let deck = try #require(load.deck)
    #expect(deck.slideCount == (Platform.deckLimit - 1) / Self.slide.utf8.count)
    #expect(load.warnings.filter { $0.message.contains("too dense") }.isEmpty)
  }
}
