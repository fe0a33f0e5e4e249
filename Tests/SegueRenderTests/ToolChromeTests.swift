import Foundation
import SegueCore
import SegueTestSupport
import Testing

@testable import SegueRender

/// The header and footer each tool shows on its decks' slides (lookatme, slides, patat), drawn
/// by Segue's title bar and footer, and lookatme's image heights.
@Suite struct ToolChromeTests {
  static let loader = ThemeLoader(catalog: BuiltInThemeFiles.catalog)
  static let size = Size(width: 60, height: 16)

  /// The bar's and the footer's text on the deck's last slide. The deck has two slides and
  /// these tools make no intro slide, so each counter reads 2 of 2.
  func chrome(_ frontMatter: String) throws -> (bar: String?, footer: String) {
    let load = DeckParser.parse(
      "---\n\(frontMatter)\n---\n\n# One\n\nx\n\n---\n\n# Two\n\ny\n", fileName: "deck.md")
    let deck = try #require(load.deck)
    let theme = ThemeResolver(loader: Self.loader, option: nil, deckPath: "/d/deck.md")
      .resolve(deck, source: load.source).theme
    let last = deck.sections[0].slides.count - 1
    let frame = FrameRenderer(theme: theme).render(
      deck, at: Position(section: 0, page: last), size: Self.size)
    let lines = frame.canvas.lines().map { $0.trimmingCharacters(in: .whitespaces) }
    return (frame.layout.bar.map { lines[$0.y] }, lines[try #require(frame.layout.footer).y])
  }

  /// lookatme: the title centred at the top, `author  date` and `slide N / M` at the bottom.
  @Test func lookatmeShowsTitleAtTopAndAuthorDateSlideBelow() throws {
    let shown = try chrome("title: Talk\nauthor: Ada\ndate: 2019-12-04\ndialect: lookatme")
    #expect(shown.bar == "Talk")
    #expect(shown.footer.hasPrefix("Ada  2019-12-04"))
    #expect(shown.footer.hasSuffix("slide 2 / 2"))
  }

  /// slides: `author date` and its `paging:` counter; no title anywhere.
  @Test(arguments: [
    ("", "Slide 2 / 2"), ("\npaging: \"%d / %d\"", " 2 / 2"), ("\npaging: \"p. %d\"", "p. 2"),
  ])
  func slidesShowsAuthorDateAndItsPagingCounter(paging: String, counter: String) throws {
    let shown = try chrome("title: Talk\nauthor: Bob\ndate: 2024-01-01\ndialect: slides" + paging)
    #expect(shown.bar == nil)
    #expect(shown.footer.hasPrefix("Bob 2024-01-01"))
    #expect(shown.footer.hasSuffix(counter))
    #expect(!shown.footer.contains("Talk"))
  }

  /// patat: the title centred at the top, the author and `N / M` at the bottom (no date).
  @Test func patatShowsTitleAtTopAndAuthorCounterBelow() throws {
    let shown = try chrome("title: Talk\nauthor: Ada\ndate: 2019-12-04\ndialect: pandoc")
    #expect(shown.bar == "Talk")
    #expect(shown.footer.hasPrefix("Ada"))
    #expect(shown.footer.hasSuffix(" 2 / 2"))
    #expect(!shown.footer.contains("2019"))
  }

  /// lookatme's `![5](picture)`: the picture is drawn in at most five rows.
  @Test func aLookatmeNumericAltTextLimitsThePicturesRows() throws {
    let rows = try pictureRows(alt: "5")
    #expect(rows > 0 && rows <= 5, "\(rows) rows")
    #expect(try pictureRows(alt: "A gradient") > 5)
  }

  func pictureRows(alt: String) throws -> Int {
    let path = TestPaths.fixture("Decks/deck.md").path
    var load = DeckParser.parse(
      SourceText(
        "---\ndialect: lookatme\n---\n\n# Picture\n\n![\(alt)](images/gradient.png)\n",
        fileName: path))
    ImageFiles.resolve(&load, deckPath: path) {
      .success(
        FileRead(
          identity: FileIdentity(device: 1, inode: 1), resolvedPath: $0, size: 1, bytes: nil))
    }
    let deck = try #require(load.deck)
    let images = ImageDrawing(store: ImageStore(reader: ImageSupport.disk), depth: .trueColor)
    let frame = FrameRenderer(theme: .dark, images: images).render(
      deck, at: Position(section: 0, page: deck.sections[0].slides.count - 1),
      size: Size(width: 100, height: 30))
    return (0..<frame.canvas.height).filter {
      ImageSupport.pictureColumns(frame.canvas, row: $0) != nil
    }.count
  }
}
