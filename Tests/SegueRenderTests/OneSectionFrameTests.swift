import SegueCore
import Testing

@testable import SegueRender

/// Frames of a one-section deck (most real decks): the deck's title shows once, the bar's row
/// goes to the content unless the theme asks for a title or a slide window there, and the
/// window's slides answer clicks.
@Suite struct OneSectionFrameTests {
  static let size = Size(width: 60, height: 16)

  /// A presenterm-style talk: front matter, `---`-free slides split by `end_slide`, one
  /// untitled slide.
  static let markdown = """
    ---
    title: Shipping Swift on Linux
    author: Ada
    ---

    # Why Linux

    Servers, containers, CI.

    <!-- end_slide -->

    # Toolchains

    Swiftly installs them.

    <!-- end_slide -->

    Just a picture of a penguin.

    <!-- end_slide -->

    # Questions

    Thanks!
    """

  static let title = "Shipping Swift on Linux"

  static func deck() throws -> Deck {
    try #require(DeckParser.parse(markdown, fileName: "talk.md").deck)
  }

  static func theme(_ mode: SegmentBarTheme.SingleSection, bar: BarPosition = .top) -> Theme {
    var theme = Theme.dark
    theme.segmentBar.singleSection = mode
    theme.segmentBar.position = bar
    return theme
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var mode: SegmentBarTheme.SingleSection
    var bar: BarPosition
    var testDescription: String { "single_section \(mode), bar \(bar)" }
  }

  static let cases: [Case] = SegmentBarTheme.SingleSection.allCases.flatMap { mode in
    [BarPosition.top, .bottom].map { Case(mode: mode, bar: $0) }
  }

  func occurrences(of text: String, in frame: Frame) -> Int {
    frame.canvas.lines().map { $0.components(separatedBy: text).count - 1 }.reduce(0, +)
  }

  @Test(arguments: cases)
  func theBarTakesARowOnlyWhenItShows(_ c: Case) throws {
    let deck = try Self.deck()
    let theme = Self.theme(c.mode, bar: c.bar)
    let frame = FrameRenderer(theme: theme).render(
      deck, at: Position(section: 0, page: 1), size: Self.size)
    let layout = frame.layout
    #expect((layout.bar != nil) == (c.mode != .hide))
    let chrome = [layout.bar, layout.dots, layout.footer].compactMap { $0 }
    #expect(layout.body.height == Self.size.height - chrome.count)
    if c.mode == .hide {
      // The content starts right under the top margin: the bar's row is the content's.
      #expect(layout.body.y == 0)
      #expect(layout.content.y == theme.margins.top)
      #expect(frame.canvas.lines()[theme.margins.top].contains("Why Linux"))
    }
    if let bar = layout.bar {
      // At the bottom the bar sits below the dots, above the footer.
      #expect(bar.y == (c.bar == .top ? 0 : Self.size.height - 2))
    }
  }

  @Test(arguments: SegmentBarTheme.SingleSection.allCases)
  func theTitleShowsOnceOnAnOrdinarySlideAndOnTheIntro(_ mode: SegmentBarTheme.SingleSection)
    throws
  {
    let deck = try Self.deck()
    let renderer = FrameRenderer(theme: Self.theme(mode))
    for page in 0..<deck.sections[0].slides.count {
      let frame = renderer.render(deck, at: Position(section: 0, page: page), size: Self.size)
      #expect(occurrences(of: Self.title, in: frame) == 1, "page \(page + 1) in \(mode)")
    }
  }

  @Test func theFooterOfAOneSectionDeckSaysTheSlideNumberWithoutADanglingSeparator() throws {
    let deck = try Self.deck()
    let frame = FrameRenderer(theme: Self.theme(.hide)).render(
      deck, at: Position(section: 0, page: 2), size: Self.size)
    let footer = try #require(frame.layout.footer)
    let line = frame.canvas.lines()[footer.y]
    // dark's template is `{title}` … `{section} · {slide}/{slides}`; `{section}` is empty.
    #expect(line.hasPrefix("    " + Self.title))
    #expect(line.hasSuffix(" 3/5"))
    #expect(!line.contains("·"))
  }

  @Test func theSlideWindowShowsNeighboursAndAnswersClicksWithTheirSlide() throws {
    let deck = try Self.deck()
    let theme = Self.theme(.slides)
    let frame = FrameRenderer(theme: theme).render(
      deck, at: Position(section: 0, page: 2), size: Self.size)
    let bar = try #require(frame.layout.bar)
    let line = frame.canvas.lines()[bar.y]
    // The intro shows its number (its title is the deck's); the untitled slide its number.
    for label in ["1", "Why Linux", "Toolchains", " 4 ", "Questions"] {
      #expect(line.contains(label), "'\(label)' in '\(line)'")
    }
    let targets = frame.targets.filter {
      if case .slide = $0.kind { return true } else { return false }
    }
    #expect(targets.map(\.kind) == (0..<5).map { .slide($0) })
    for target in targets {
      #expect(target.rect.y == bar.y)
      for x in target.rect.columns { #expect(frame.target(atX: x, y: bar.y) == target.kind) }
    }
    // The current slide is drawn selected, the others not.
    let current = try #require(targets.first { $0.kind == .slide(2) })
    #expect(frame.canvas[x: current.rect.x, y: bar.y].style == theme.segmentBar.selected)
    let other = try #require(targets.first { $0.kind == .slide(1) })
    #expect(frame.canvas[x: other.rect.x, y: bar.y].style == theme.segmentBar.normal)
  }

  @Test func aMultiSectionDeckKeepsItsSegmentsWhateverSingleSectionSays() throws {
    let markdown = "# One\n\n## a\n\nx\n\n# Two\n\n## b\n\ny\n"
    let deck = try #require(DeckParser.parse(markdown, fileName: "d.md").deck)
    let frame = FrameRenderer(theme: Self.theme(.hide)).render(
      deck, at: Position(section: 1, page: 0), size: Self.size)
    let bar = try #require(frame.layout.bar)
    #expect(frame.canvas.lines()[bar.y].contains("One"))
    #expect(frame.target(atX: 1, y: bar.y) == .section(0))
  }
}
