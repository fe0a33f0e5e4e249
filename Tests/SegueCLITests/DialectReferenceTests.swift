import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// Each fixture deck written for patat or lookatme, shown step by step by Segue, against what
/// the tool itself showed for it (`Tests/Fixtures/dialects/reference/`, captured with
/// `Scripts/reference/`): the same number of frames, and in each frame the same words in the
/// same order. The header and footer lines are left out of the comparison (each tool draws
/// its own chrome; the footer goldens pin Segue's), and so are the words a documented
/// difference names (`reference/README.md`).
@Suite struct DialectReferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var deck: String
    var tool: String
    /// Words a frame of the tool shows that Segue shows differently, by frame (from 0), with
    /// the reason; documented in reference/README.md.
    var toolOnly: [Int: [String]] = [:]
    var segueOnly: [Int: [String]] = [:]
    var testDescription: String { "\(deck) against \(tool)" }
  }

  /// Segue labels a code block with its language, which neither patat nor lookatme does.
  static let cases = [
    Case(deck: "patat-talk", tool: "patat", segueOnly: [11: ["haskell"]]),
    // mdp 1.0.15 shows a `<br>` inside a line as written; Segue breaks the line there.
    Case(deck: "mdp-talk", tool: "mdp", toolOnly: [8: ["br"]]),
    // lookatme draws an image as a link showing its alt text (`5`); Segue draws the picture
    // (the text export names it) five rows high, as lookatme's image extension does.
    Case(
      deck: "lookatme-talk", tool: "lookatme", toolOnly: [3: ["5"]],
      segueOnly: [2: ["python"], 3: ["image", "decks", "pictures", "ramp", "png"]]),
  ]

  @Test(arguments: cases) func framesShowWhatTheToolShows(_ c: Case) throws {
    let reference = try String(
      contentsOf: TestPaths.fixture(
        "Tests/Fixtures/dialects/reference/\(c.deck).\(c.tool).txt"),
      encoding: .utf8)
    let theirs = reference.components(separatedBy: "\n----------\n").map(Self.toolWords)
    var output = CapturedOutput()
    let code = SegueCommand.run(
      [
        "export", TestPaths.fixture("Tests/Fixtures/dialects/\(c.deck).md").path,
        "--size", "80x24", "--format", "text", "--steps",
      ], output: &output)
    #expect(code == .success, "\(output.stderr)")
    let ours = Self.segueFrames(output.stdout).map(Self.segueWords)
    #expect(ours.count == theirs.count, "frames: Segue \(ours.count), \(c.tool) \(theirs.count)")
    for index in 0..<min(ours.count, theirs.count) {
      let expected = theirs[index].filter { !(c.toolOnly[index] ?? []).contains($0) }
      let actual = ours[index].filter { !(c.segueOnly[index] ?? []).contains($0) }
      #expect(actual == expected, "frame \(index + 1) of \(c.deck)")
    }
  }

  /// The frames of a text export: the rows under each `━━ 1.2 Title ━━` separator line.
  static func segueFrames(_ export: String) -> [[Substring]] {
    var frames: [[Substring]] = []
    for line in export.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("━━ ") {
        frames.append([])
      } else if !frames.isEmpty {
        frames[frames.count - 1].append(line)
      }
    }
    return frames
  }

  /// The words of a Segue frame without its chrome: the first row (the segment bar, or the
  /// top margin of a one-section deck), and the page dots and footer, its last two rows.
  static func segueWords(_ rows: [Substring]) -> [String] {
    guard rows.count > 3 else { return [] }
    return words(rows.dropFirst().dropLast(2))
  }

  /// The words of a tool's frame between its first and last lines that show anything (its
  /// header and footer).
  static func toolWords(_ frame: String) -> [String] {
    let shown = frame.split(separator: "\n").filter { $0.contains { $0.isLetter || $0.isNumber } }
    guard shown.count > 2 else { return [] }
    return words(shown.dropFirst().dropLast())
  }

  /// Runs of letters and digits, in reading order.
  static func words(_ lines: some Sequence<Substring>) -> [String] {
    lines.flatMap { line in line.split { !($0.isLetter || $0.isNumber) }.map(String.init) }
  }
}
