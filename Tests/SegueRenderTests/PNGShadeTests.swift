import SegueCore
import Testing

@testable import SeguePages
@testable import SegueRender

/// The shade glyphs in a PNG page, through cairo: the `###` heading's `▒▒▒` must read as a
/// stipple of the text colour over the background, as in a terminal, not as one flat box.
@Suite struct PNGShadeTests {
  static let ink = RGB(0xF0, 0xA0, 0x20)
  static let paper = RGB(0x10, 0x10, 0x30)

  /// The RGBA pixels of a PNG of `text` on one row, at `scale` pixels per point.
  func pixels(_ text: String, scale: Double) throws -> (rgba: [UInt8], width: Int) {
    var canvas = Canvas(width: text.count, height: 1)
    canvas.put(text, x: 0, y: 0, style: .plain)
    let geometry = PageGeometry(grid: Size(width: canvas.width, height: canvas.height))
    let size = geometry.pixels(scale: scale)
    var drawing = CairoDrawing(imageWidth: size.width, height: size.height, scale: scale)
    CanvasPainter(
      geometry: geometry, colors: PaperColors(background: Self.paper, foreground: Self.ink)
    )
    .paint(canvas, into: &drawing)
    let png = try #require(drawing.pngBytes())
    let decoded = try ImageDecoder.decode(png).get()
    return (decoded.rgba, decoded.width)
  }

  @Test(arguments: [1.0, 2.0])
  func shadeCellHasInkAndPaperInAPattern(scale: Double) throws {
    let (rgba, width) = try pixels("▒", scale: scale)
    var ink = 0, paper = 0, other = 0, changesAlongRow = 0
    let height = rgba.count / 4 / width
    for y in 0..<height {
      var previous: RGB? = nil
      for x in 0..<width {
        let at = (y * width + x) * 4
        let pixel = RGB(rgba[at], rgba[at + 1], rgba[at + 2])
        if pixel == Self.ink {
          ink += 1
        } else if pixel == Self.paper {
          paper += 1
        } else {
          other += 1
        }
        if let previous, previous != pixel { changesAlongRow += 1 }
        previous = pixel
      }
    }
    // Half the cell inked, half paper, in squares: every row alternates several times.
    #expect(ink > 0 && paper > 0)
    #expect(abs(ink - paper) <= (ink + paper) / 4, "ink \(ink), paper \(paper), other \(other)")
    #expect(other <= (ink + paper) / 4, "blended pixels: \(other)")
    #expect(changesAlongRow >= 2 * height, "\(changesAlongRow) changes in \(height) rows")
  }

  /// A full block stays one solid rectangle of the text colour.
  @Test func fullBlockIsSolidInk() throws {
    let (rgba, _) = try pixels("█", scale: 1)
    let pixels = stride(from: 0, to: rgba.count, by: 4).map {
      RGB(rgba[$0], rgba[$0 + 1], rgba[$0 + 2])
    }
    #expect(pixels.allSatisfy { $0 == Self.ink })
  }
}
