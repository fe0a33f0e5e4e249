import SegueCore
import Testing

@testable import SegueRender

/// The frame's geometry across themes that move the chrome, slides with and without a footer,
/// and frames with and without chrome: every rectangle is where its widget painted, and every
/// segment and dot answers a click where it was drawn.
@Suite struct FrameLayoutTests {
  static let size = Size(width: 60, height: 16)

  /// Three sections; the second has its title slide and three slides, the middle one
  /// without a footer and long enough to overflow.
  static let markdown = """
    ---
    author: Ada
    ---

    # Alpha

    ## First

    a

    # Beta

    ## Second

    b

    ## Third

    <!-- no_footer -->

    \((1...40).map { "- line \($0)" }.joined(separator: "\n"))

    ## Fourth

    d

    # Gamma

    ## Fifth

    e
    """

  static let themes: [(String, Theme)] = {
    var noFooter = Theme.dark
    noFooter.footer.left = ""
    noFooter.footer.center = ""
    noFooter.footer.right = ""
    return [
      ("dark", .dark), ("gruvbox", (try? BuiltInThemeFiles.theme("gruvbox")) ?? .dark),
      ("empty footer", noFooter),
    ]
  }()

  struct Case: CustomTestStringConvertible, Sendable {
    var theme: String
    var page: Int
    var chrome: Bool
    var testDescription: String { "\(theme), page \(page + 1), chrome \(chrome)" }
  }

  static let cases: [Case] = themes.flatMap { theme in
    [1, 2].flatMap { page in [true, false].map { Case(theme: theme.0, page: page, chrome: $0) } }
  }

  func render(_ c: Case) throws -> (Frame, Deck, Theme) {
    let theme = try #require(Self.themes.first { $0.0 == c.theme }).1
    let deck = try #require(DeckParser.parse(Self.markdown, fileName: "deck.md").deck)
    let position = Position(section: 1, page: c.page, step: 0)
    return (
      FrameRenderer(theme: theme).render(deck, at: position, size: Self.size, chrome: c.chrome),
      deck, theme
    )
  }

  @Test func theGruvboxThemeReallyMovesTheBar() throws {
    let theme = try BuiltInThemeFiles.theme("gruvbox")
    #expect(theme.segmentBar.position == .bottom && theme.pageDots.position == .top)
  }

  @Test(arguments: cases)
  func eachRectangleIsWhereItsWidgetPainted(_ c: Case) throws {
    let (frame, _, theme) = try render(c)
    let lines = frame.canvas.lines()
    let layout = frame.layout
    let hidesFooter = c.page == 2
    #expect((layout.bar != nil) == c.chrome)
    #expect((layout.dots != nil) == c.chrome)
    #expect((layout.footer != nil) == (c.chrome && !hidesFooter && !theme.footer.isEmpty))
    if let bar = layout.bar {
      #expect(lines[bar.y].contains("Alpha") && lines[bar.y].contains("Beta"))
    }
    if let dots = layout.dots {
      #expect(lines[dots.y].contains(theme.pageDots.active))
      #expect(lines[dots.y].contains(theme.pageDots.inactive))
    }
    if let footer = layout.footer {
      #expect(!lines[footer.y].trimmingCharacters(in: .whitespaces).isEmpty)
    }
    // Every row is chrome or body, in order, and the body is all that is left.
    let chrome = [layout.bar, layout.dots, layout.footer].compactMap { $0?.y }
    #expect(Set(chrome).count == chrome.count)
    for y in 0..<Self.size.height {
      #expect(chrome.contains(y) != layout.body.rows.contains(y), "row \(y)")
    }
    #expect(layout.slidingRows == layout.body.rows)
    // The content area is filled by the long slide to its last row, where the marker sits.
    let overflows = frame.overflows
    if hidesFooter {
      #expect(overflows)
      #expect(lines[layout.content.y].contains("Third"))
      for y in layout.content.rows.dropFirst(3) {
        #expect(!lines[y].trimmingCharacters(in: .whitespaces).isEmpty, "content row \(y)")
      }
      let last = lines[layout.content.rows.upperBound - 1]
      #expect(last.hasSuffix(theme.overflow.glyph))
      #expect(TextWidth.width(last) == layout.content.x + layout.content.width)
    } else {
      #expect(!overflows)
      #expect(lines[layout.content.y].contains("Second"))
    }
    // Nothing is painted outside the chrome rows and the content area.
    for y in layout.body.rows where !layout.content.rows.contains(y) {
      #expect(lines[y].isEmpty, "row \(y): \(lines[y])")
    }
  }

  @Test(arguments: cases)
  func everySegmentAndDotAnswersAClickWhereItWasDrawn(_ c: Case) throws {
    let (frame, deck, theme) = try render(c)
    guard c.chrome else {
      #expect(frame.targets.isEmpty)
      return
    }
    let bar = try #require(frame.layout.bar)
    let dots = try #require(frame.layout.dots)
    for (index, section) in deck.sections.enumerated() {
      let target = try #require(frame.targets.first { $0.kind == .section(index) })
      #expect(target.rect.y == bar.y)
      let cells = (target.rect.columns).map { frame.canvas[x: $0, y: bar.y].grapheme }.joined()
      #expect(cells.contains(section.title), "segment \(index) reads '\(cells)'")
      for x in target.rect.columns {
        #expect(frame.target(atX: x, y: bar.y) == .section(index))
      }
    }
    for page in 0..<deck.sections[1].slides.count {
      let target = try #require(frame.targets.first { $0.kind == .page(page) })
      #expect(target.rect.y == dots.y)
      let glyph = frame.canvas[x: target.rect.x, y: dots.y].grapheme
      #expect(glyph == (page == c.page ? theme.pageDots.active : theme.pageDots.inactive))
      #expect(frame.target(atX: target.rect.x, y: dots.y) == .page(page))
    }
    // Between the dots, and on content rows, a click selects nothing.
    #expect(frame.target(atX: 0, y: dots.y) == nil)
    #expect(frame.target(atX: 5, y: frame.layout.content.y) == nil)
  }

  @Test func tooSmallFramesHaveNoChromeAndNoTargets() throws {
    let deck = try #require(DeckParser.parse(Self.markdown, fileName: "deck.md").deck)
    let frame = FrameRenderer(theme: .dark).render(
      deck, at: Position(section: 1, page: 0), size: Size(width: 39, height: 20))
    #expect(frame.layout.isTooSmall)
    #expect(frame.layout.bar == nil && frame.layout.dots == nil && frame.layout.footer == nil)
    #expect(frame.targets.isEmpty)
  }
}
