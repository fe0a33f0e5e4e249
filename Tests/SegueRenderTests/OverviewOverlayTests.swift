import SegueCore
import SegueTestSupport
import Testing

@testable import SegueRender

/// The overview (`o`) lists what it always listed — a line per section, then its slides that are
/// not skipped, untitled ones by their first line of text — and moves between slides only,
/// stopping at the ends, while making labels for the rows on screen alone.
@Suite struct OverviewOverlayTests {
  /// Skipped slides, a section with nothing but its title, one whose every slide is skipped,
  /// untitled slides (one with text, one with only a picture): what a real talk has.
  static let deck = """
    ---
    slide_level: 2
    ---

    # Intro

    ## Welcome

    Hello.

    ## Backstage

    <!-- skip_slide -->

    Not for the audience.

    # Empty

    # Cut

    <!-- skip_slide -->

    ## Gone

    <!-- skip_slide -->

    Dropped.

    # Loose

    ## Words

    Some words.

    ---

    An untitled slide's first line
    and its second.

    ---

    ![](spacer.png)

    ## Last

    The end.

    """

  func deck(_ markdown: String = Self.deck) throws -> Deck {
    try #require(DeckParser.parse(markdown, fileName: "deck.md").deck)
  }

  @Test func skippedSlidesAreLeftOutAndSectionsStayAsLines() throws {
    let overview = OverviewOverlay(deck: try deck(), current: Position(section: 0, page: 0))
    #expect(
      overview.entries.map(\.label) == [
        "1 Intro", "  1.1 Intro", "  1.2 Welcome",
        "2 Empty", "  2.1 Empty",
        "3 Cut",
        "4 Loose", "  4.1 Loose", "  4.2 Words",
        "  4.3 An untitled slide's first line and its second.",
        "  4.4 (empty)", "  4.5 Last",
      ])
    #expect(overview.count == 12)
    #expect(overview.entries.filter(\.isSection).map(\.position.section) == [0, 1, 2, 3])
    #expect(overview.entries[11].position == Position(section: 3, page: 4))
  }

  @Test func theSelectionStartsAtTheCurrentSlide() throws {
    let overview = OverviewOverlay(deck: try deck(), current: Position(section: 3, page: 2))
    #expect(overview.selected == 9)
    #expect(overview.selectedPosition == Position(section: 3, page: 2))
  }

  /// Down from 2.1 passes the line of the section that shows no slide; up comes back.
  @Test func arrowsSkipSectionLines() throws {
    var overview = OverviewOverlay(deck: try deck(), current: Position(section: 1, page: 0))
    overview.move(1)
    #expect(overview.selectedPosition == Position(section: 3, page: 0))
    overview.move(-1)
    #expect(overview.selectedPosition == Position(section: 1, page: 0))
    overview.move(-1)
    #expect(overview.selectedPosition == Position(section: 0, page: 1))
  }

  /// Keys past the first slide (1.1) or the last (4.5) leave the highlight there.
  @Test(arguments: [-1, -10, Int.min / 2, 1, 10, Int.max / 2])
  func movesStopAtBothEnds(delta: Int) throws {
    let end = delta < 0 ? Position(section: 0, page: 0) : Position(section: 3, page: 4)
    var overview = OverviewOverlay(deck: try deck(), current: end)
    overview.move(delta)
    #expect(overview.selectedPosition == end)
    overview.move(-delta.signum())
    #expect(overview.selectedPosition != end)
    overview.move(delta)
    #expect(overview.selectedPosition == end)
  }

  /// Every slide skipped: the highlight rests on the first line and no key moves it.
  @Test func aDeckThatShowsNoSlideHasOnlySectionLines() throws {
    var overview = OverviewOverlay(
      deck: try deck("# A\n\n<!-- skip_slide -->\n\nx\n"), current: .start)
    #expect(overview.entries.map(\.label) == ["1 A"])
    overview.move(1)
    #expect(overview.selected == 0)
    #expect(overview.selectedPosition == Position(section: 0, page: 0))
  }

  /// The box keeps its width while the highlight moves: as wide as the frame allows, up to 76
  /// columns inside.
  @Test(arguments: [(60, 54), (90, 76), (140, 76)])
  func theBoxWidthIsTheFramesNotTheRowsShown(width: Int, inside: Int) throws {
    let long = (0..<30).map {
      "## Slide \($0) " + String(repeating: "w", count: $0 * 3) + "\n\nx\n\n"
    }
    var overview = OverviewOverlay(deck: try deck(long.joined()), current: .start)
    var boxes: Set<String> = []
    for _ in 0..<30 {
      var canvas = Canvas(width: width, height: 12)
      overview.draw(on: &canvas, theme: .dark)
      let top = try #require(canvas.lines().first { $0.contains("╭") })
      boxes.insert(top)
      overview.move(1)
    }
    #expect(boxes.count == 1)
    let top = try #require(boxes.first).drop { $0 == " " }
    #expect(TextWidth.width(String(top)) == inside + 4)
  }

  /// Labels are kept cut to the widest box; drawn narrower they are cut again, as a whole
  /// label would be: wide characters and an ellipsis at every width.
  @Test(arguments: [140, 82, 60, 31, 12])
  func longTitlesAreCutAsTheWholeLabelWouldBe(width: Int) throws {
    let title = String(repeating: "長い題 and words ", count: 12)
    let d = try deck("## \(title)\n\nx\n\n## Short\n\ny\n")
    var drawn = Canvas(width: width, height: 10)
    OverviewOverlay(deck: d, current: .start).draw(on: &drawn, theme: .dark)
    var expected = Canvas(width: width, height: 10)
    EagerOverview(deck: d, current: .start).draw(on: &expected, theme: .dark)
    #expect(drawn.lines() == expected.lines())
    #expect(drawn.lines().contains { $0.contains("…") })
  }

  /// A frame taller than the labels kept around the highlight labels the other rows itself.
  @Test func aFrameTallerThanTheKeptLabelsDrawsEveryRow() throws {
    let slides = (0..<200).map { "## Slide \($0)\n\nx\n\n" }.joined()
    let d = try deck(slides)
    var overview = OverviewOverlay(deck: d, current: Position(section: 0, page: 100))
    var reference = EagerOverview(deck: d, current: Position(section: 0, page: 100))
    for delta in [0, 7, -30, 1] {
      overview.move(delta)
      reference.move(delta)
      var drawn = Canvas(width: 80, height: 2 * OverviewOverlay.labelledRadius + 40)
      overview.draw(on: &drawn, theme: .dark)
      var expected = Canvas(width: 80, height: drawn.height)
      reference.draw(on: &expected, theme: .dark)
      #expect(drawn.lines() == expected.lines())
      let selected = overview.entry(at: overview.selected).label
      #expect(drawn.lines().contains { $0.contains(selected) })
    }
  }

  /// Numbers are padded to the deck's widest: `1.9` and `1.10`, `9` and `10` start their
  /// titles in one column, the dots in another.
  @Test func labelsLineUpPastNine() throws {
    let ten = (1...10).map { "## S\($0)\n\nx\n\n" }.joined()
    let sections = (2...10).map { "# Part \($0)\n\n## P\($0)\n\ny\n\n" }.joined()
    let overview = OverviewOverlay(
      deck: try deck("# Part 1\n\n" + ten + sections), current: .start)
    let labels = overview.entries.map(\.label)
    #expect(labels.prefix(4) == [" 1 Part 1", "   1.1  Part 1", "   1.2  S1", "   1.3  S2"])
    #expect(labels.contains("   1.10 S9"))
    #expect(labels.contains(" 9 Part 9"))
    #expect(labels.suffix(3) == ["10 Part 10", "  10.1  Part 10", "  10.2  P10"])
  }
}
