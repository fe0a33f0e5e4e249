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

  /// With pictures the renderer knows the content area's height; without (text export) not.
  func frames(_ deck: Deck) -> (capped: Frame, whole: Frame) {
    let images = ImageDrawing(
      store: ImageStore(
        reader: ImageReader(stamp: { _ in nil }, read: { _ in .failure(.init("")) })),
      depth: .trueColor)
    let capped = FrameRenderer(theme: .dark, images: images).render(
      deck, at: Self.position, size: Self.size)
    let whole = FrameRenderer(theme: .dark).render(deck, at: Self.position, size: Self.size)
    return (capped, whole)
  }

  @Test(arguments: ["swift", "text"])
  func theFrameIsTheSameAsWithEveryLineLaidOut(language: String) {
    let (capped, whole) = frames(Self.deck(language: language))
    #expect(capped.canvas == whole.canvas)
    #expect(capped.overflows && whole.overflows)
  }

  /// The box is as wide as the block's longest line even when that line is never drawn.
  @Test func theBoxIsAsWideAsTheLongestLineBelow() {
    let deck = Self.deck(extra: "let last = " + String(repeating: "x", count: 60))
    let (capped, whole) = frames(deck)
    #expect(capped.canvas == whole.canvas)
  }

  @Test func onlyTheRowsAFrameCanShowAreLaidOut() {
    let deck = Self.deck()
    let slide = deck.sections[0].slides[0]
    let images = ImageDrawing(
      store: ImageStore(
        reader: ImageReader(stamp: { _ in nil }, read: { _ in .failure(.init("")) })),
      depth: .trueColor)
    let capped = SlideBody(theme: .dark, deck: deck, images: images, height: 24)
      .layout(slide, width: 90)
    let whole = SlideBody(theme: .dark, deck: deck).layout(slide, width: 90)
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
