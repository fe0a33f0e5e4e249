import SegueCore
import Testing

@testable import SegueRender

/// A code block longer than the frame: only the rows a frame can show are highlighted and laid
/// out (the presenter opened a 100,000-line block in over a second), and the frame is the same
/// as when every line was.
@Suite struct LongCodeBlockTests {
  static let lineCount = 3_000

  static func deck(language: String = "swift", extra: String = "") -> Deck {
    let body = (1...lineCount).map { "let value\($0) = \"text \($0)\" // line \($0)" }
      .joined(separator: "\n")
    let longest = extra.isEmpty ? "" : "\n" + extra
    let text = "# Code\n\n```\(language)\n\(body)\(longest)\n```\n\nAfter the block.\n"
    return DeckParser.parse(text, fileName: "talk.md").deck!
  }

  static let size = Size(width: 100, height: 30)
  static let position = Position(section: 0, page: 0, step: 0)

  static let images = ImageDrawing(
    store: ImageStore(
      reader: ImageReader(stamp: { _ in nil }, read: { _ in .failure(.init("")) })),
    depth: .trueColor)

  /// The rows of the slide laid out for a content area `height` rows high (with or without
  /// pictures), and with no height at all: every line of the block.
  func layouts(_ deck: Deck, height: Int = 24, images: ImageDrawing? = Self.images)
    -> (capped: SlideBody.Layout, whole: SlideBody.Layout)
  {
    let slide = deck.sections[0].slides[0]
    let capped = SlideBody(theme: .dark, deck: deck, images: images, height: height)
      .layout(slide, width: 90)
    let whole = SlideBody(theme: .dark, deck: deck).layout(slide, width: 90)
    return (capped, whole)
  }

  /// What a frame shows of the capped layout is what it would show of every line laid out:
  /// the capped rows are the first rows of the whole, highlighting included.
  @Test(arguments: ["swift", "text"], [true, false])
  func theRowsShownAreThoseOfEveryLineLaidOut(language: String, withPictures: Bool) {
    let (capped, whole) = layouts(
      Self.deck(language: language), images: withPictures ? Self.images : nil)
    #expect(capped.rows.count > 24)
    let differs = (0..<24).first { whole.rows[$0] != capped.rows[$0] }
    #expect(differs == nil, "row \(differs ?? 0) differs")
  }

  /// The box is as wide as the block's longest line even when that line is never drawn.
  @Test func theBoxIsAsWideAsTheLongestLineBelow() {
    let deck = Self.deck(extra: "let last = " + String(repeating: "x", count: 60))
    let (capped, whole) = layouts(deck)
    let differs = (0..<24).first { whole.rows[$0] != capped.rows[$0] }
    #expect(differs == nil, "row \(differs ?? 0) differs")
  }

  /// The frame knows the block goes on below, with pictures (the presenter) and without
  /// (text export), and both draw the same.
  @Test func theFrameOverflows() {
    let deck = Self.deck()
    let pictures = FrameRenderer(theme: .dark, images: Self.images).render(
      deck, at: Self.position, size: Self.size)
    let text = FrameRenderer(theme: .dark).render(deck, at: Self.position, size: Self.size)
    #expect(pictures.overflows && text.overflows)
    #expect(pictures.canvas == text.canvas)
  }

  /// Text export knows the height too: a 100,000-line block cost it 1.4 s and 180 MiB.
  @Test(arguments: [true, false])
  func onlyTheRowsAFrameCanShowAreLaidOut(withPictures: Bool) {
    let (capped, whole) = layouts(Self.deck(), images: withPictures ? Self.images : nil)
    #expect(capped.rows.count < 40, "\(capped.rows.count) rows")
    #expect(whole.rows.count > Self.lineCount)
  }

  @Test func aPrefixOfTheTextIsItsFirstLines() {
    #expect(CodeHighlighting.prefix(of: "a\nb\nc", lines: 2) == "a\nb")
    #expect(CodeHighlighting.prefix(of: "a\nb\nc", lines: 3) == "a\nb\nc")
    #expect(CodeHighlighting.prefix(of: "a\nb\nc", lines: 9) == "a\nb\nc")
    #expect(CodeHighlighting.prefix(of: "a\nb\n", lines: 2) == "a\nb\n")
    #expect(CodeHighlighting.prefix(of: "", lines: 1) == "")
  }
}
