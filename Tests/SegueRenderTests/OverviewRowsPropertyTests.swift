import SegueCore
import Testing

@testable import SegueRender

/// The overview's row index (`OverviewRows`) gives what the old eager overview built on
/// generated decks: the same rows with the same labels, the same first highlight from every
/// slide, the same highlight after any run of keys, the same rows drawn. And opening it on a
/// deck of 40,000 sections no longer costs a label per slide.
@Suite struct OverviewRowsPropertyTests {
  static let deckCount = 300

  @Test func theRowIndexGivesTheEagerOverview() throws {
    var generator = OverviewDeckGenerator(seed: 0x13_0e1e)
    var skipped = 0
    var emptySections = 0
    for _ in 0..<Self.deckCount {
      let text = generator.deck()
      let deck = try #require(DeckParser.parse(text, fileName: "deck.md").deck, "\(text)")
      let eager = EagerOverview(deck: deck, current: .start)
      try #require(OverviewOverlay(deck: deck, current: .start).entries == eager.entries, "\(text)")
      for (s, section) in deck.sections.enumerated() {
        for page in section.slides.indices {
          let at = Position(section: s, page: page)
          #expect(
            OverviewOverlay(deck: deck, current: at).selected
              == EagerOverview(deck: deck, current: at).selected)
        }
      }
      let at = generator.position(in: deck)
      var overview = OverviewOverlay(deck: deck, current: at)
      var reference = EagerOverview(deck: deck, current: at)
      for _ in 0..<generator.number(1...12) {
        let delta = generator.pick([1, 1, -1, 10, -10, 3, -3, 1000, -1000])
        overview.move(delta)
        reference.move(delta)
        #expect(overview.selected == reference.selected, "\(text)")
        // Now and then taller than the labels kept around the highlight (`labelledRadius`).
        let tall = generator.chance(0.1)
        let size = (
          generator.number(10...90), tall ? generator.number(125...150) : generator.number(3...20)
        )
        var drawn = Canvas(width: size.0, height: size.1)
        overview.draw(on: &drawn, theme: .dark)
        var expected = Canvas(width: size.0, height: size.1)
        reference.draw(on: &expected, theme: .dark)
        // Compared whole (styles too), reported as text: a canvas prints cell by cell.
        let same = drawn == expected
        #expect(same, "\(drawn.lines()) against \(expected.lines()) for \(text)")
      }
      skipped += deck.sections.flatMap(\.slides).filter(\.layout.isSkipped).count
      emptySections +=
        eager.entries.indices.filter { i in
          eager.entries[i].isSection
            && (i + 1 == eager.entries.count || eager.entries[i + 1].isSection)
        }.count
    }
    // Worth something only if the decks skip slides and leave sections with no slide shown.
    #expect(skipped > Self.deckCount)
    #expect(emptySections > Self.deckCount / 10)
  }

  /// Opening on 40,000 sections (80,000 slides), drawing, three keys and a frame more label
  /// only the rows near the highlight, not every slide: the labels kept are counted, not the
  /// seconds (the old eager overview made 120,000 labels at its open; `make bench` times the
  /// presenter's keys on this deck).
  @Test func openingOnFortyThousandSectionsDoesNotLabelEverySlide() throws {
    let one = try #require(DeckParser.parse("# Part\n\n## Slide\n\ntext\n", fileName: "d.md").deck)
    let sections = (0..<40_000).map { n in
      var section = one.sections[0]
      section.title = "Part \(n)"
      return section
    }
    let deck = Deck(meta: one.meta, sections: sections, structure: one.structure)
    var canvas = Canvas(width: 120, height: 40)
    var overview = OverviewOverlay(deck: deck, current: Position(section: 20_000, page: 1))
    overview.draw(on: &canvas, theme: .dark)
    for _ in 0..<3 { overview.move(1) }
    canvas = Canvas(width: 120, height: 40)
    overview.draw(on: &canvas, theme: .dark)
    #expect(overview.count == 120_000)
    #expect(overview.selectedPosition == Position(section: 20_002, page: 0))
    #expect(overview.labelled.count <= 2 * OverviewOverlay.labelledRadius + 1)
    #expect(overview.labelled.contains(overview.selected))
    #expect(canvas.lines().contains { $0.contains("│   20003.1 Part ") })
    #expect(canvas.lines().contains { $0.contains("│ 20003 Part 20002 ") })
  }
}
