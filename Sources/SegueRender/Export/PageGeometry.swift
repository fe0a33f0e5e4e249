/// Where a frame's grid of cells lies on a page, in PDF points (pixels of a PNG at scale 1).
///
/// A cell is 9 × 18 points, a terminal's 1:2, so a page shows what the presenter shows and
/// an 80x24 export is a 720 × 432 point page (10 × 6 inches). With a paper size the grid is
/// scaled to fit it and centred, the rest of the page in the slide's background. PDF and PNG
/// read this one value, so the two can never disagree about where a cell is.
public struct PageGeometry: Sendable, Equatable {
  /// A cell's size when the page is the grid itself.
  public static let naturalCell = (width: 9.0, height: 18.0)

  public var pageWidth: Double
  public var pageHeight: Double
  /// The grid's top-left corner on the page.
  public var originX: Double
  public var originY: Double
  public var cellWidth: Double
  public var cellHeight: Double

  /// The page for a grid of `grid` cells: the grid itself, or fitted into `paper`.
  public init(grid: Size, paper: Paper? = nil) {
    let natural = Self.naturalCell
    let gridWidth = Double(grid.width) * natural.width
    let gridHeight = Double(grid.height) * natural.height
    guard let paper, gridWidth > 0, gridHeight > 0 else {
      (pageWidth, pageHeight, originX, originY) = (gridWidth, gridHeight, 0, 0)
      (cellWidth, cellHeight) = natural
      return
    }
    let (width, height) = paper.points
    let fit = min(width / gridWidth, height / gridHeight)
    (pageWidth, pageHeight) = (width, height)
    (cellWidth, cellHeight) = (natural.width * fit, natural.height * fit)
    originX = (width - gridWidth * fit) / 2
    originY = (height - gridHeight * fit) / 2
  }

  /// The rectangle of `cells` cells from column `x` of row `y`.
  public func cells(x: Int, y: Int, count: Int = 1) -> PaintRect {
    PaintRect(
      x: originX + Double(x) * cellWidth, y: originY + Double(y) * cellHeight,
      width: Double(count) * cellWidth, height: cellHeight)
  }

  /// The size of an image of this page at `scale` pixels per point, rounded up.
  public func pixels(scale: Double) -> (width: Int, height: Int) {
    (Int((pageWidth * scale).rounded(.up)), Int((pageHeight * scale).rounded(.up)))
  }
}

/// A paper size for `--page`: landscape, as slides are.
public enum Paper: String, Sendable, CaseIterable {
  case a4
  case letter
  /// A 16:9 screen's shape, the size of a presentation program's slide (13.33 × 7.5 in).
  case wide = "16:9"

  /// Width and height in points (1/72 inch).
  public var points: (width: Double, height: Double) {
    switch self {
    case .a4: (841.89, 595.28)
    case .letter: (792, 612)
    case .wide: (960, 540)
    }
  }
}

/// A rectangle on a page, in points.
public struct PaintRect: Sendable, Equatable {
  public var x, y, width, height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }
}
