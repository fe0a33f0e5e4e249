import SegueCore
import SegueRender
import Testing

/// The shapes issue 13 found quadratic — many pauses on one slide, a long incremental list,
/// many sections — cost time linear in their size: parsing and exporting every step of eight
/// times as many takes about eight times as long, not sixty-four.
@Suite(.serialized) struct ScalingTests {
  enum Shape: String, CaseIterable, Sendable {
    case pauses, incrementalListItems, sections

    func deck(_ n: Int) -> String {
      switch self {
      case .pauses:
        "# Steps\n\n" + (0..<n).map { "step \($0)\n\n<!-- pause -->\n\n" }.joined()
      case .incrementalListItems:
        "---\nincremental_lists: true\n---\n\n# List\n\n"
          + (0..<n).map { "- item \($0)\n" }.joined()
      case .sections:
        (0..<n).map { "# Part \($0)\n\n## Slide\n\ntext\n\n" }.joined()
      }
    }
  }

  /// The shortest of `runs` runs: parse, then export every step as text at 80×24.
  func seconds(_ markdown: String, runs: Int) throws -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
      let start = ContinuousClock.now
      let deck = try #require(DeckParser.parse(markdown, fileName: "deck.md").deck)
      let exporter = Exporter(
        theme: .dark, size: Size(width: 80, height: 24), steps: true, chrome: true)
      let text = exporter.export(deck, as: TextFormat())
      #expect(!text.isEmpty)
      let elapsed = ContinuousClock.now - start
      best = min(
        best, Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
    }
    return best
  }

  @Test(arguments: Shape.allCases) func costGrowsLinearly(shape: Shape) throws {
    let small = try seconds(shape.deck(150), runs: 5)
    let large = try seconds(shape.deck(1200), runs: 2)
    // Eight times the size: linear is ~8x (up to ~12x measured, with per-frame costs);
    // quadratic, what these shapes were, is ~64x. The wide gap leaves room for a busy machine.
    #expect(large / small < 24, "\(shape): 1,200 took \(large / small)x the time of 150")
  }
}
