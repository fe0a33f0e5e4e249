import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `Decks/code.md` exported as ANSI at 100×30: highlighted code in ten languages and one it
/// does not know, in the default theme and in mono (attributes only). Re-record with
/// `RECORD_GOLDENS=1`.
@Suite struct CodeDeckGoldenTests {
  static let deck = TestPaths.fixture("Decks/code.md").path

  @Test(arguments: ["dark", "mono"])
  func codeDeck(_ theme: String) throws {
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", Self.deck, "--size", "100x30", "--format", "ansi", "--theme", theme],
      output: &output)
    #expect(code == .success, "\(output.stderr)")
    try Golden.check(output.stdout, against: "Tests/Goldens/export/code.\(theme).100x30.ansi")
  }

  /// At 256 and 16 colours only palette colours are written; at 256 the tokens are still told
  /// apart by colour.
  @Test(arguments: ["256", "16"])
  func tokenColoursDegrade(_ depth: String) {
    var output = CapturedOutput()
    _ = SegueCommand.run(
      ["export", Self.deck, "--size", "100x30", "--format", "ansi", "--colors", depth],
      output: &output)
    #expect(!output.stdout.contains("38;2;"), "24-bit colour at \(depth)")
    let rust = output.stdout.components(separatedBy: "━━ 2.3 ").dropFirst().first ?? ""
    let colours = Set(
      rust.components(separatedBy: "\u{1B}[").dropFirst().map { $0.prefix { $0 != "m" } })
    #expect(
      colours.count >= (depth == "256" ? 8 : 3),
      "\(depth): \(colours.count) styles on the Rust slide")
  }
}
