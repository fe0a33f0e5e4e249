import SegueCore
import SegueTestSupport
import Testing

@testable import SegueRender

/// A frame says where its pictures are, so formats with real pixels can draw the image files
/// over the symbol cells.
@Suite struct FramePictureTests {
  static let size = Size(width: 100, height: 30)

  func render(_ deck: Deck, page: Int, size: Size = Self.size) -> Frame {
    let images = ImageDrawing(store: ImageStore(reader: ImageSupport.disk), depth: .trueColor)
    return FrameRenderer(theme: .dark, images: images).render(
      deck, at: Position(section: 1, page: page, step: 0), size: size)
  }

  /// The content area's cells with picture symbols on them, as a bounding rectangle.
  func symbolBounds(_ frame: Frame) -> Rect? {
    var xs: [Int] = []
    var ys: [Int] = []
    let content = frame.layout.content
    for y in content.y..<content.y + content.height {
      for x in content.x..<content.x + content.width
      where ImageSupport.isPicture(frame.canvas[x: x, y: y]) {
        xs.append(x)
        ys.append(y)
      }
    }
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
      return nil
    }
    return Rect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
  }

  @Test func aPictureIsPlacedOnTheCellsItsSymbolsTake() throws {
    let frame = render(try ImageSupport.imagesDeck(), page: 1)
    let picture = try #require(frame.pictures.only)
    #expect(picture.path.hasSuffix("images/gradient.png"))
    #expect(picture.isWhole)
    let bounds = try #require(symbolBounds(frame))
    #expect(picture.rect == bounds)
  }

  @Test func twoColumnsPlaceTwoPictures() throws {
    let frame = render(try ImageSupport.imagesDeck(), page: 4)
    #expect(frame.pictures.count == 2)
    let (left, right) = (frame.pictures[0].rect, frame.pictures[1].rect)
    #expect(left.x + left.width < right.x, "\(left) then \(right)")
    #expect(
      frame.pictures.map { $0.path.split(separator: "/").last! } == ["logo.gif", "photo.jpg"])
  }

  @Test func placeholdersAndTextSlidesHaveNoPictures() throws {
    let deck = try ImageSupport.imagesDeck()
    #expect(render(deck, page: 5).pictures.isEmpty)
    #expect(render(deck, page: 0).pictures.isEmpty)
  }

  @Test func withoutImageDrawingThereAreNoPictures() throws {
    let frame = FrameRenderer(theme: .dark).render(
      try ImageSupport.imagesDeck(), at: Position(section: 1, page: 1, step: 0), size: Self.size)
    #expect(frame.pictures.isEmpty)
  }

  @Test func anExportFrameCarriesThePictures() throws {
    let images = ImageDrawing(store: ImageStore(reader: ImageSupport.disk), depth: .trueColor)
    var exporter = Exporter(theme: .dark, size: Self.size, steps: false, chrome: true)
    exporter.renderer = FrameRenderer(theme: .dark, images: images)
    let frame = exporter.frame(
      of: try ImageSupport.imagesDeck(), at: Position(section: 1, page: 1, step: 0), index: 0)
    #expect(frame.pictures.count == 1)
  }
}

extension Array {
  fileprivate var only: Element? { count == 1 ? first : nil }
}
