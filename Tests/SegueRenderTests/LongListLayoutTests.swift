import SegueCore
import Testing

@testable import SegueRender

/// A slide body taller than the frame is laid out only as far as the frame shows: a 20,000-item
/// list held two layouts of every item at the peak of an export (4.5 MB each), for a frame
/// that shows 40 rows. Whatever is cut, the frame stays the same: the rows it shows, where
/// they go, and whether a `↓` says something is hidden at each step.
@Suite struct LongListLayoutTests {
  static let height = 24

  static func parse(_ text: String) -> Deck {
    let load = DeckParser.parse(text, fileName: "talk.md")
    guard let deck = load.deck else { fatalError("\(load.errors.map(\.message))") }
    return deck
  }

  static func items(_ count: Int, prefix: String = "- ", between: String = "\n") -> String {
    (0..<count).map { "\(prefix)item \($0) with a few words to wrap" }.joined(separator: between)
  }

  /// The slide's layout for a content area `height` rows high, and with no height: all of it.
  static func layouts(_ deck: Deck, width: Int = 40) -> (
    cut: SlideBody.Layout, whole: SlideBody.Layout
  ) {
    let slide = deck.sections[0].slides[0]
    let cut = SlideBody(theme: .dark, deck: deck, height: height).layout(slide, width: width)
    let whole = SlideBody(theme: .dark, deck: deck).layout(slide, width: width)
    return (cut, whole)
  }

  @Test(arguments: [200, 2_000])
  func aLongListIsLaidOutOnlyAsFarAsTheFrameShows(items: Int) {
    let deck = Self.parse("# List\n\n" + Self.items(items) + "\n")
    let (cut, whole) = Self.layouts(deck)
    #expect(cut.rows.count < 2 * Self.height, "\(cut.rows.count) rows for \(items) items")
    #expect(whole.rows.count > items)
  }

  @Test func aLongParagraphIsWrappedOnlyAsFarAsTheFrameShows() {
    let words = (0..<2_000).map { "word\($0)" }.joined(separator: " ")
    let (cut, whole) = Self.layouts(Self.parse("# Prose\n\n" + words + "\n"), width: 20)
    #expect(cut.rows.count < 2 * Self.height, "\(cut.rows.count) rows")
    #expect(whole.rows.count > 500)
  }

  @Test func theRowsLaidOutDoNotGrowWithItemsPastTheFrame() {
    let few = Self.layouts(Self.parse("# List\n\n" + Self.items(100) + "\n")).cut
    let many = Self.layouts(Self.parse("# List\n\n" + Self.items(10_000) + "\n")).cut
    #expect(few.rows.count == many.rows.count)
  }

  /// Decks in the shapes real talks take, each longer than the frame somewhere.
  static let decks: [String: String] = [
    "incremental list": "---\nincremental_lists: true\n---\n\n# Steps\n\n" + items(60) + "\n",
    "pauses after a long list": "# Pauses\n\n" + items(40) + "\n\n<!-- pause -->\n\nLater.\n",
    "loose ordered list": "# Loose\n\n" + items(30, prefix: "1. ", between: "\n\n") + "\n",
    "nested lists": "# Nested\n\n- outer\n" + items(50, prefix: "  - ") + "\n- after\n",
    "list in a quote": "# Quote\n\n" + items(50, prefix: "> - ") + "\n",
    "list in an alert": "# Alert\n\n> [!NOTE]\n" + items(50, prefix: "> - ") + "\n",
    "many paragraphs": "# Prose\n\n"
      + (0..<80).map { "Paragraph \($0) of the talk." }.joined(separator: "\n\n") + "\n",
    "new lines":
      "# Space\n\nTop.\n\n<!-- new_lines: 100 -->\n\nBottom.\n\n<!-- pause -->\n\nLast.\n",
    "middle past the bottom": "# Middle\n\n" + items(40) + "\n\n<!-- jump_to_middle -->\n\nMid.\n",
    "middle above a long list": "# Middle\n\n<!-- jump_to_middle -->\n\n" + items(40) + "\n",
    "columns": "# Columns\n\n<!-- column_layout: [1, 1] -->\n\n<!-- column: 0 -->\n\n"
      + items(40) + "\n\n<!-- column: 1 -->\n\nShort.\n\n<!-- reset_layout -->\n\nBelow.\n",
    "centred": "# Centred\n\n<!-- alignment: center -->\n\n" + items(40) + "\n\nEnd.\n",
    "incremental nested": "---\nincremental_lists: true\n---\n\n# Deep\n\n- a\n"
      + items(40, prefix: "  - ") + "\n- b\n- c\n",
    "long paragraph": "# Prose\n\n"
      + (0..<400).map { "word\($0)" }.joined(separator: " ") + "\n\n<!-- pause -->\n\nLater.\n",
    "long paragraph in a quote": "# Quote\n\n> "
      + (0..<400).map { "word\($0)" }.joined(separator: " ") + "\n",
    "short": "# Short\n\n" + items(3) + "\n",
  ]

  /// What a frame reads of a layout is the same cut or whole: every row it can show, whether
  /// there is more below it, and the earliest step at which what is below shows.
  @Test(arguments: decks.keys.sorted(), [40, 12])
  func theFrameIsTheSameAsWithEverythingLaidOut(name: String, width: Int) {
    let (cut, whole) = Self.layouts(Self.parse(Self.decks[name]!), width: width)
    let h = Self.height
    guard whole.rows.count > h else {
      #expect(cut == whole)
      return
    }
    #expect(cut.rows.count > h)
    #expect(Array(cut.rows.prefix(h)) == Array(whole.rows.prefix(h)))
    #expect(cut.firstStepFrom[h] == whole.firstStepFrom[h])
    #expect(cut.centredVertically == whole.centredVertically)
    if let from = cut.middleFrom { #expect(from == whole.middleFrom) }
  }

  /// The same through the renderer, step by step, against a renderer on a frame tall enough to
  /// lay everything out and then cut to the small one's content.
  @Test(arguments: ["incremental list", "incremental nested", "pauses after a long list"])
  func everyStepOverflowsAsBefore(name: String) {
    let deck = Self.parse(Self.decks[name]!)
    let slide = deck.sections[0].slides[0]
    let renderer = FrameRenderer(theme: .dark)
    let size = Size(width: 100, height: 30)
    let area = renderer.layout(deck, at: Position(section: 0, page: 0), size: size).content
    let whole = SlideBody(theme: .dark, deck: deck).layout(slide, width: area.width)
    for step in 0..<slide.steps {
      let frame = renderer.render(deck, at: Position(section: 0, page: 0, step: step), size: size)
      let hidden = whole.rows.count > area.height && whole.firstStepFrom[area.height] <= step
      #expect(frame.overflows == hidden, "step \(step)")
    }
  }
}
