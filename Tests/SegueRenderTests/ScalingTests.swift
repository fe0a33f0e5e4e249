import SegueCore
import Testing

@testable import SegueRender

/// The shapes issue 13 found quadratic — many pauses on one slide, a long incremental list,
/// many sections — export every step as one frame and lay each slide out once, however many
/// steps it has: the work is counted, not timed, so a busy machine cannot fail the test.
/// `make bench` times the same shapes at 1,000 and 4,000 (Scripts/bench.py).
@Suite struct ScalingTests {
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

  @Test(arguments: Shape.allCases) func eachStepIsOneFrameAndEachSlideOneLayout(shape: Shape)
    throws
  {
    let deck = try #require(DeckParser.parse(shape.deck(1200), fileName: "deck.md").deck)
    let slides = deck.sections.flatMap(\.slides)
    let steps = slides.map(\.steps).reduce(0, +)
    #expect(steps >= 1200, "\(shape): \(steps) steps")
    let exporter = Exporter(
      theme: .dark, size: Size(width: 80, height: 24), steps: true, chrome: true)
    let text = exporter.export(deck, as: TextFormat())
    let frames = text.split(separator: "\n").filter { $0.hasPrefix("━━ ") }.count
    #expect(frames == steps, "\(shape)")
    // A slide laid out again at each of its steps was the quadratic shape.
    #expect(exporter.renderer.layoutCount == slides.count, "\(shape)")
  }
}
