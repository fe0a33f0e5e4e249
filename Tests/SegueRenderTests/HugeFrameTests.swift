import SegueCore
import Testing

@testable import SegueRender

/// Issue 27: a terminal past `FrameLayout.maximumSize` (tmux passes through 10000×10000 when
/// a window is dragged) is a "terminal too large" notice on a canvas of at most that size,
/// and no slide is laid out at it. On afbba52 such a frame laid out 100 million cells.
@Suite struct HugeFrameTests {
  static let deck = DeckParser.parse(
    "# Alpha\n\n## One\n\nBody text\n\n## Two\n\nmore", fileName: "deck.md"
  ).deck!

  @Test(arguments: [
    Size(width: 10_000, height: 10_000), Size(width: 10_000, height: 2),
    Size(width: 2, height: 10_000), Size(width: 1_001, height: 30), Size(width: 100, height: 1_001),
  ])
  func pastTheLargestFrameIsANoticeWithoutALayout(size: Size) {
    let renderer = FrameRenderer(theme: .dark)
    let frame = renderer.render(Self.deck, at: Position(section: 0, page: 1), size: size)
    #expect(frame.layout.isNotice)
    #expect(renderer.layoutCount == 0)
    #expect(frame.canvas.width <= FrameLayout.maximumSize.width)
    #expect(frame.canvas.height <= FrameLayout.maximumSize.height)
    #expect(frame.layout.bar == nil && frame.layout.dots == nil && frame.layout.footer == nil)
    #expect(frame.targets.isEmpty)
    let text = frame.canvas.lines().joined(separator: " ")
    #expect(!text.contains("Body text"))
    if size.width >= FrameLayout.minimumSize.width && size.height >= FrameLayout.minimumSize.height
    {
      #expect(text.contains("terminal too large: \(size.width)×\(size.height) (at most 1000×1000)"))
    }
  }

  @Test func theLargestFrameIsStillASlide() {
    let renderer = FrameRenderer(theme: .dark)
    let frame = renderer.render(
      Self.deck, at: Position(section: 0, page: 1), size: FrameLayout.maximumSize)
    #expect(!frame.layout.isNotice)
    #expect(renderer.layoutCount == 1)
    #expect(frame.canvas.lines().contains { $0.contains("Body text") })
  }

  @Test func sizeOptionsHaveTheSameBound() {
    #expect(Size(parsing: "1000x1000") == FrameLayout.maximumSize)
    #expect(Size(parsing: "1001x30") == nil)
    #expect(Size(parsing: "30x1001") == nil)
  }
}
