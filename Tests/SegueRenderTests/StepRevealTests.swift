import SegueCore
import Testing

@testable import SegueRender

/// Steps reveal what one layout of the slide holds: a slide is laid out once per size, and
/// what is shown never moves when the next step appears.
@Suite struct StepRevealTests {
  static let markdown = """
    # Steps

    first

    <!-- pause -->

    second

    <!-- incremental_lists: true -->

    - one
    - two
    - three

    <!-- pause -->

    last
    """

  func deck(_ markdown: String = markdown) throws -> Deck {
    try #require(DeckParser.parse(markdown, fileName: "deck.md").deck)
  }

  @Test func aSlideIsLaidOutOncePerSizeWhileSteppingThroughIt() throws {
    let deck = try deck()
    let renderer = FrameRenderer(theme: .dark)
    let slide = deck.sections[0].slides[0]
    #expect(slide.steps == 5)
    for size in [Size(width: 60, height: 20), Size(width: 80, height: 24)] {
      for _ in 0..<2 {  // forwards and back again: nothing is laid out twice
        for step in 0..<slide.steps {
          _ = renderer.render(deck, at: Position(section: 0, page: 0, step: step), size: size)
        }
      }
    }
    #expect(renderer.layoutCount == 2)
    // Another deck (a reload) is laid out afresh.
    _ = renderer.render(
      try self.deck(), at: Position(section: 0, page: 0), size: Size(width: 60, height: 20))
    #expect(renderer.layoutCount == 3)
  }

  @Test func eachStepAddsToTheLastWithoutMovingIt() throws {
    let deck = try deck()
    let renderer = FrameRenderer(theme: .dark)
    let size = Size(width: 50, height: 20)
    var previous: [String]?
    var shown: [[String]] = []
    for step in 0..<5 {
      let lines = renderer.render(
        deck, at: Position(section: 0, page: 0, step: step), size: size, chrome: false
      ).canvas.lines()
      if let previous {
        for (old, new) in zip(previous, lines) where !old.isEmpty {
          #expect(old == new, "step \(step + 1) moved '\(old)'")
        }
        #expect(lines != previous, "step \(step + 1) shows nothing new")
      }
      previous = lines
      shown.append(lines.filter { !$0.isEmpty }.map { $0.trimmingCharacters(in: .whitespaces) })
    }
    #expect(shown[0].suffix(1) == ["first"])
    #expect(shown[1].suffix(2) == ["second", "• one"])
    #expect(shown[3].suffix(3) == ["• one", "• two", "• three"])
    #expect(shown[4].last == "last")
  }

  @Test func theOverflowMarkerShowsOnlyWhenSomethingShownIsCut() throws {
    let long = (1...30).map { "- item \($0)" }.joined(separator: "\n")
    let deck = try deck("# Long\n\nshort\n\n<!-- pause -->\n\n\(long)\n")
    let renderer = FrameRenderer(theme: .dark)
    let size = Size(width: 50, height: 16)
    #expect(
      !renderer.render(deck, at: Position(section: 0, page: 0, step: 0), size: size).overflows)
    #expect(renderer.render(deck, at: Position(section: 0, page: 0, step: 1), size: size).overflows)
    #expect(renderer.overflows(deck, at: Position(section: 0, page: 0), size: size))
  }

  @Test func nestedItemsAndTextAfterThemAppearAtTheirOwnSteps() throws {
    let deck = try deck(
      "# Nested\n\n<!-- incremental_lists: true -->\n\n- A\n\n  - A1\n\n  more A\n\n- B\n")
    let renderer = FrameRenderer(theme: .dark)
    let shown = (0..<3).map { step in
      renderer.render(
        deck, at: Position(section: 0, page: 0, step: step), size: Size(width: 40, height: 16),
        chrome: false
      ).canvas.lines().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
    #expect(shown[0].last == "• A")
    #expect(shown[1].suffix(3) == ["• A", "◦ A1", "more A"])
    #expect(shown[2].suffix(2) == ["more A", "• B"])
  }
}
