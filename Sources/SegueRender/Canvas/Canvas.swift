/// A grid of styled cells that frames are drawn into before any backend encodes them.
///
/// Storage is one flat row-major array of plain-data cells, so drawing is index arithmetic and
/// a canvas is created, copied and freed without per-cell work. Everything is clipped: drawing
/// outside the grid is not an error, it just does not show, which is what transitions and
/// scrolled content need.
///
/// Invariants kept by every mutating method: a continuation cell always has the head of a wide
/// glyph on its left, and the head of a wide glyph always has its continuation on its right.
/// Writing over either half of a wide glyph turns the other half into a space (in its style).
public struct Canvas: Sendable {
  public let width: Int
  public let height: Int
  /// The cells, row by row: the cell at (x, y) is `cells[y * width + x]`.
  var cells: [PackedCell]
  /// Graphemes of more than one scalar, referred to by index from `cells`.
  var overflow: [String] = []

  /// A canvas filled with spaces in `style`; negative sizes are taken as 0.
  public init(width: Int, height: Int, style: Style = .plain) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank(style), count: self.width * self.height)
  }

  /// The cell at column `x`, row `y`; both must be inside the canvas.
  public subscript(x x: Int, y y: Int) -> Cell {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "cell (\(x), \(y)) is off the canvas")
    return cell(at: y * width + x)
  }

  /// The cells of row `y`, which must be inside the canvas.
  public func row(_ y: Int) -> [Cell] {
    precondition(y >= 0 && y < height, "row \(y) is off the canvas")
    return (y * width..<(y + 1) * width).map(cell(at:))
  }

  /// Each row as plain text: continuation cells add nothing, trailing spaces are trimmed.
  public func lines() -> [String] {
    (0..<height).map { text(of: $0 * width..<($0 + 1) * width, trimmingTrailingSpaces: true) }
  }

  /// Row `y` as spans: runs of cells in the same style with their text, continuation cells
  /// adding nothing, trailing spaces kept. What an encoder needs to write a row with as few
  /// style changes as possible.
  public func spans(ofRow y: Int) -> [Span] {
    precondition(y >= 0 && y < height, "row \(y) is off the canvas")
    var result: [Span] = []
    let end = (y + 1) * width
    var start = y * width
    while start < end {
      let style = cells[start].style
      var next = start + 1
      while next < end && (cells[next].style == style || cells[next].isContinuation) { next += 1 }
      result.append(Span(text(of: start..<next, trimmingTrailingSpaces: false), style: style))
      start = next
    }
    return result
  }

  /// The text of the cells in `range` of the storage, which must lie in one row.
  func text(of range: Range<Int>, trimmingTrailingSpaces trim: Bool) -> String {
    var text = ByteBuffer(capacity: range.count)
    for index in range where !cells[index].isContinuation {
      let cell = cells[index]
      if cell.isOverflow {
        text.append(overflow[cell.overflowIndex])
      } else {
        text.append(Unicode.Scalar(cell.glyph) ?? "\u{FFFD}")
      }
    }
    if trim { text.trimTrailingSpaces(after: 0) }
    return text.text
  }

  func cell(at index: Int) -> Cell {
    let packed = cells[index]
    return Cell(
      grapheme: grapheme(of: packed), style: packed.style, isContinuation: packed.isContinuation)
  }
}

extension Canvas: Equatable {
  /// Canvases are equal when they show the same cells, however their graphemes are stored.
  public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    for index in lhs.cells.indices {
      let left = lhs.cells[index]
      let right = rhs.cells[index]
      if left.isOverflow || right.isOverflow {
        guard left.style == right.style, left.isContinuation == right.isContinuation,
          lhs.grapheme(of: left) == rhs.grapheme(of: right)
        else { return false }
      } else if left != right {
        return false
      }
    }
    return true
  }
}
