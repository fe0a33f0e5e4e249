import Foundation
import SegueTestSupport
import Testing

/// `segue check` of a long deck peaks within a small multiple of the deck's size above a
/// one-line deck's run (the process's own baseline): the deck's blocks are not held twice
/// (the whole list beside the slides built from it), the model is packed, and the structure
/// report is written as it is made (issue 13). GNU time's figure for the whole run.
@Suite(.serialized) struct CheckFootprintTests {
  struct Shape: CustomTestStringConvertible, Sendable {
    let name: String
    let deck: String
    /// The most the peak may grow, in multiples of the deck's size.
    let limit: Double
    var testDescription: String { name }
  }

  /// Debug build: the figures on `main` before the model was packed, after it was made lean,
  /// and after its slides were packed (`PackedBlocks`).
  static let shapes: [Shape] = [
    // 19.8x → 17.8x → 8.8x; the dense deck of `MemoryScaleTests`, 1.3 MiB.
    Shape(
      name: "6,000 dense sections",
      deck: (0..<6_000).map(Self.denseSection).joined(), limit: 10),
    // 27.7x → 17.9x → 13.5x; `Scripts/bench.py`'s 40,000 sections, 1.1 MiB: 80,000 slides of
    // ~14 bytes each, so what is left is each slide's and section's own fields.
    Shape(
      name: "40,000 sections",
      deck: (0..<40_000).map { "# Part \($0)\n\n## Slide\n\ntext\n\n" }.joined(), limit: 15.5),
  ]

  /// The dense section of `MemoryScaleTests` (headings, inline markup, a list, a table, code,
  /// a directive and a quote; ~220 bytes).
  static func denseSection(_ i: Int) -> String {
    "# Section \(i)\n\n## Slide \(i)\n\nSome *text* with `code` and a [link](http://x/\(i)).\n\n"
      + "- one\n- two **bold**\n- three\n\n| a | b |\n|---|---|\n| \(i) | \(i) |\n\n"
      + "```python\nprint(\(i))\n```\n\n<!-- end_slide -->\n\n## Another \(i)\n\n> quote \(i)\n\n"
  }

  @Test(
    .enabled(
      if: ProcessResult.memoryIsMeasurable,
      "under make sanitize: ASan's shadow memory, redzones and quarantine multiply a process's memory"
    ), arguments: shapes)
  func checkPeaksWithinASmallMultipleOfTheDeck(_ shape: Shape) throws {
    let baseline = try Self.peakOfCheck("# One line\n")
    let peak = try Self.peakOfCheck(shape.deck)
    let size = Double(shape.deck.utf8.count)
    let multiple = (peak - baseline) / size
    #expect(
      multiple <= shape.limit,
      "a \(Int(size) / 1024) KiB deck grew the peak by \(Int((peak - baseline) / 1_048_576)) MiB: \(multiple)x its size"
    )
  }

  /// `segue check`'s peak resident memory in bytes.
  static func peakOfCheck(_ markdown: String) throws -> Double {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("footprint-\(UUID().uuidString).md").path
    try markdown.write(toFile: path, atomically: false, encoding: .utf8)
    defer { unlink(path) }
    let result = try SegueProcess.run(["check", path])
    #expect(result.status == 0, "\(result.stderr)")
    return Double(result.maxRSSKiB) * 1024
  }
}
