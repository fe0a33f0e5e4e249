import Testing

@testable import SegueRender

/// A cell is 9 × 18 points; a paper size scales the grid to fit and centres it.
@Suite struct PageGeometryTests {
  @Test func gridIsThePage() {
    let page = PageGeometry(grid: Size(width: 80, height: 24))
    #expect(page.pageWidth == 720)
    #expect(page.pageHeight == 432)
    #expect(page.cells(x: 2, y: 1, count: 3) == PaintRect(x: 18, y: 18, width: 27, height: 18))
  }

  @Test func pixelsAtScale() {
    let page = PageGeometry(grid: Size(width: 80, height: 24))
    #expect(page.pixels(scale: 1) == (720, 432))
    #expect(page.pixels(scale: 2) == (1440, 864))
    #expect(page.pixels(scale: 0.25) == (180, 108))
  }

  /// 80x24 is wider than A4 landscape in proportion: it fills the width, centred vertically.
  @Test func a4FitsTheWidth() {
    let page = PageGeometry(grid: Size(width: 80, height: 24), paper: .a4)
    #expect(page.pageWidth == 841.89)
    #expect(page.pageHeight == 595.28)
    #expect(abs(page.cellWidth * 80 - 841.89) < 1e-9)
    #expect(page.originX == 0)
    #expect(abs(page.originY - (595.28 - page.cellHeight * 24) / 2) < 1e-9)
    #expect(page.cellHeight / page.cellWidth == 2)
  }

  /// A tall grid on a wide page fills the height, centred horizontally.
  @Test func wideFitsTheHeight() {
    let page = PageGeometry(grid: Size(width: 40, height: 30), paper: .wide)
    #expect(abs(page.cellHeight * 30 - 540) < 1e-9)
    #expect(page.originY == 0)
    #expect(abs(page.originX * 2 + page.cellWidth * 40 - 960) < 1e-9)
  }

  @Test(arguments: [("a4", Paper.a4), ("letter", .letter), ("16:9", .wide)])
  func paperNames(_ name: String, _ paper: Paper) {
    #expect(Paper(rawValue: name) == paper)
  }
}
