import Foundation
import SegueTestSupport
import Testing

@testable import SegueFuzz

/// Every input a fuzz target once crashed on, replayed through the same target.
///
/// `make fuzz` saves a crash as `crash-<hash>` in `.build/fuzz/…`; once the bug is fixed the
/// input is copied to `Tests/Fixtures/fuzz/TARGET/` under a name saying what it broke, and
/// this test keeps it passing. A crash here is a crash of the test process: the run fails.
@Suite struct FuzzRegressionTests {
  static func fixtures(_ target: FuzzTarget) -> [URL] {
    let dir = TestPaths.fixture("Tests/Fixtures/fuzz/\(target.rawValue)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { dir.appendingPathComponent($0) }
  }

  static let cases: [(FuzzTarget, String)] = FuzzTarget.allCases.flatMap { target in
    fixtures(target).map { (target, $0.lastPathComponent) }
  }

  @Test(arguments: cases)
  func replaysTheFixture(target: FuzzTarget, name: String) throws {
    let url = TestPaths.fixture("Tests/Fixtures/fuzz/\(target.rawValue)/\(name)")
    target.run(Array(try Data(contentsOf: url)))
  }
}

/// The targets themselves, on ordinary inputs: they must pass on the decks we ship, or the
/// fuzzer would report our own seeds as crashes.
@Suite struct FuzzTargetTests {
  static let decks = ["Decks/demo.md", "Decks/steps.md", "Tests/Fixtures/behaviours/columns.md"]

  @Test(arguments: decks)
  func deckAndRenderTargetsPassOnRealDecks(path: String) throws {
    let bytes = Array(try Data(contentsOf: TestPaths.fixture(path)))
    FuzzTarget.deck.run(bytes)
    FuzzTarget.render.run(bytes)
  }

  /// Dense markup over the deck target's tiny parse budget (`withTinyParseBudget`): a line
  /// shown as text, and text parsed in halves.
  @Test(arguments: [
    "# T\n\n> " + String(repeating: "*a", count: 2_000) + "\n",
    (0..<40).map { "- [x] " + String(repeating: "[a](b)", count: 20) + " \($0)\n" }.joined(),
  ])
  func deckTargetPassesOverItsParseBudget(text: String) {
    FuzzTarget.deck.run(Array(text.utf8))
  }

  @Test(arguments: [
    "Tests/Fixtures/decks/pictures/photo.png", "Tests/Fixtures/decks/pictures/logo.png",
  ])
  func imageTargetPassesOnOurPictures(path: String) throws {
    FuzzTarget.image.run(Array(try Data(contentsOf: TestPaths.fixture(path))))
  }

  /// A GIF of two frames, the second with a transparent colour (the first frame is drawn),
  /// and cut short inside its second frame (refused, or drawn from what is there).
  @Test func imageTargetPassesOnAGIF() {
    let frame: [UInt8] = [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]
    let control: [UInt8] = [0x21, 0xF9, 0x04, 0x01, 0x0A, 0x00, 0x01, 0x00]
    let gif: [UInt8] =
      Array("GIF89a".utf8) + [2, 0, 2, 0, 0x80, 0, 0, 0xFF, 0, 0, 0, 0, 0xFF] + frame + control
      + frame + [0x3B]
    FuzzTarget.image.run(gif)
    FuzzTarget.image.run(Array(gif.dropLast(6)))
  }

  @Test(arguments: ["Themes/nord.yaml", "Themes/light.yaml"])
  func themeTargetPassesOnBuiltInThemes(path: String) throws {
    FuzzTarget.theme.run(Array(try Data(contentsOf: TestPaths.fixture(path))))
  }

  @Test(arguments: ["", "\u{1B}", "\u{1B}[A\u{1B}[<0;3;4M", "\u{1B}]11;rgb:ffff/0000/0000\u{7}x"])
  func keyTargetPassesOnSequences(text: String) {
    FuzzTarget.keys.run(Array(text.utf8))
  }

  @Test(arguments: ["", "jjjkkq", "\u{0}\u{FF}\u{FF}\u{5}\u{1B}[<0;3;4M\u{1}\u{FF}\u{2}\u{8}\u{8}"])
  func presenterTargetPassesOnScripts(script: String) {
    FuzzTarget.presenter.run(Array(script.utf8))
  }

  @Test func piecesCoverTheInputInOrder() {
    let bytes: [UInt8] = [3, 1, 2, 3, 9, 5, 6]
    #expect(KeyFuzz.pieces(of: bytes) == [[3, 1, 2, 3], [9, 5], [6]])
  }
}
