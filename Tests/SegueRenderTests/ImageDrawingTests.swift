import SegueCore
import SegueTestSupport
import Testing

@testable import SegueRender

/// Pictures on slides: decoded, sized, drawn as symbol cells at the output's depth, cached,
/// and placeholders when they cannot be.
@Suite struct ImageDrawingTests {
  static let size = Size(width: 100, height: 30)

  func render(
    _ deck: Deck, page: Int, depth: ColorDepth = .trueColor, store: ImageStore? = nil
  ) -> Frame {
    let images = ImageDrawing(store: store ?? ImageStore(reader: ImageSupport.disk), depth: depth)
    return FrameRenderer(theme: .dark, images: images).render(
      deck, at: Position(section: 1, page: page, step: 0), size: Self.size)
  }

  /// The widest run of picture cells on any row of the frame's content.
  func pictureWidth(_ frame: Frame) -> Int {
    let content = frame.layout.content
    return (content.y..<content.y + content.height).compactMap {
      ImageSupport.pictureColumns(frame.canvas, row: $0)?.count
    }.max() ?? 0
  }

  @Test(arguments: [("gradient.png", 400, 200), ("photo.jpg", 320, 240), ("logo.gif", 160, 160)])
  func decodesEachFormat(name: String, width: Int, height: Int) throws {
    let pixels = try ImageDecoder.decode(ImageSupport.bytes(name)).get()
    #expect(pixels.width == width && pixels.height == height)
    #expect(pixels.rgba.count == width * height * 4)
  }

  @Test func theFullWidthPictureHoldsMoreThanADozenColours() throws {
    let frame = render(try ImageSupport.imagesDeck(), page: 1)
    var colours: Set<Color> = []
    let content = frame.layout.content
    for y in content.y..<content.y + content.height {
      for x in 0..<frame.canvas.width where ImageSupport.isPicture(frame.canvas[x: x, y: y]) {
        colours.insert(frame.canvas[x: x, y: y].style.fg)
        colours.insert(frame.canvas[x: x, y: y].style.bg)
      }
    }
    #expect(colours.count > 12, "\(colours.count) colours")
    #expect(pictureWidth(frame) == frame.layout.content.width)
  }

  /// presenterm's `image:width:50%` and pandoc's `{width=50%}` draw half as wide, centred.
  @Test(arguments: [2, 3]) func halfWidthIsAboutHalfAsWide(page: Int) throws {
    let deck = try ImageSupport.imagesDeck()
    let full = pictureWidth(render(deck, page: 1))
    let frame = render(deck, page: page)
    let half = pictureWidth(frame)
    #expect(abs(2 * half - full) <= 2, "\(half) of \(full)")
    let content = frame.layout.content
    let row = try #require(
      (content.y..<content.y + content.height).lazy.compactMap {
        ImageSupport.pictureColumns(frame.canvas, row: $0)
      }.first)
    let left = row.lowerBound - content.x
    let right = content.x + content.width - 1 - row.upperBound
    #expect(abs(left - right) <= 1, "centred: \(left) left, \(right) right")
  }

  /// Two columns: each picture stays inside its own column, and both are drawn.
  @Test func picturesInColumnsStayInTheirColumns() throws {
    let frame = render(try ImageSupport.imagesDeck(), page: 4)
    let content = frame.layout.content
    let middle = content.x + content.width / 2
    var left = 0
    var right = 0
    for y in content.y..<content.y + content.height {
      for x in content.x..<content.x + content.width
      where ImageSupport.isPicture(frame.canvas[x: x, y: y]) {
        if x < middle - 1 { left += 1 } else if x > middle + 1 { right += 1 }
      }
      #expect(!ImageSupport.isPicture(frame.canvas[x: middle, y: y]), "gutter at row \(y)")
    }
    #expect(left > 100 && right > 100)
    #expect(!frame.overflows, "the captions under the pictures fit")
  }

  @Test func placeholdersSayWhatAndWhy() throws {
    let lines = render(try ImageSupport.imagesDeck(), page: 5).canvas.lines().joined(
      separator: "\n")
    #expect(lines.contains("│ image: The architecture diagram │"))
    #expect(lines.contains("│ architecture.png: no such file  │"))
    #expect(
      lines.contains(
        "│ not-an-image.png: not an image this can read (PNG, JPEG, GIF, BMP, TGA, PSD, SVG) │"))
    #expect(lines.contains("logo.png: a remote image, not fetched"))
  }

  /// Without pictures (text export) an image alone in its paragraph is `[image: alt (path)]`.
  @Test func withoutPicturesTheLabelNamesTheFile() throws {
    let frame = FrameRenderer(theme: .dark).render(
      try ImageSupport.imagesDeck(), at: Position(section: 1, page: 1, step: 0), size: Self.size)
    #expect(
      frame.canvas.lines().contains {
        $0.contains("[image: A colour gradient with a circle and a square (images/gradient.png)]")
      })
  }

  /// The depth decides the colours chafa picks: 16 ANSI colours, 240 palette colours, none.
  @Test func colourDepthOfTheTarget() throws {
    let pixels = try ImageDecoder.decode(ImageSupport.bytes("gradient.png")).get()
    let ansi = ImageSymbols.cells(pixels, columns: 40, rows: 10, depth: .ansi16)
    #expect(ansi.cells.allSatisfy { cell in [cell.fg, cell.bg].allSatisfy { $0.isANSI } })
    let palette = ImageSymbols.cells(pixels, columns: 40, rows: 10, depth: .palette256)
    #expect(
      palette.cells.allSatisfy { cell in
        [cell.fg, cell.bg].allSatisfy { if case .indexed(let n) = $0 { n >= 16 } else { false } }
      })
    let none = ImageSymbols.cells(pixels, columns: 40, rows: 10, depth: .none)
    #expect(none.cells.allSatisfy { $0.fg == .default && $0.bg == .default })
    #expect(Set(none.cells.map(\.symbol)).count > 2, "shapes still show")
  }

  @Test(
    arguments: [
      // (pixels, percent, area) -> cells: cells are twice as tall as wide.
      (400, 200, nil, 100, 40, 100, 25),
      (400, 200, 50, 100, 40, 50, 13),
      (400, 400, nil, 100, 20, 40, 20),
      (100, 1000, nil, 80, 10, 2, 10),
      (400, 200, 150, 60, 40, 60, 15),
    ] as [(Int, Int, Int?, Int, Int, Int, Int)])
  func fit(w: Int, h: Int, percent: Int?, columns: Int, rows: Int, wide: Int, tall: Int) {
    let fit = ImageFit.cells(width: w, height: h, percent: percent, columns: columns, rows: rows)
    #expect(fit.columns == wide && fit.rows == tall)
  }
}

extension Color {
  var isANSI: Bool {
    switch self {
    case .ansi, .default: true
    default: false
    }
  }
}

/// A theme change (a reload, the terminal's background) keeps the renderer's pictures.
@Suite struct ImageRendererThemeTests {
  @Test func anotherThemeKeepsThePictures() throws {
    let images = ImageDrawing(store: ImageStore(reader: ImageSupport.disk), depth: .ansi16)
    var other = Theme.dark
    other.name = "other"
    let renderer = FrameRenderer(theme: .dark, images: images).with(theme: other)
    #expect(renderer.theme.name == "other")
    #expect(renderer.images?.depth == .ansi16)
    let frame = renderer.render(
      try ImageSupport.imagesDeck(), at: Position(section: 1, page: 1, step: 0),
      size: Size(width: 100, height: 30))
    #expect(frame.canvas.lines().joined().contains("▀"))
  }
}
