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
    var capacity = range.count * 4
    if !overflow.isEmpty {
      for index in range where cells[index].isOverflow {
        capacity += overflow[cells[index].overflowIndex].utf8.count
      }
    }
    return cells.withUnsafeBufferPointer { cells in
      String(unsafeUninitializedCapacity: capacity) { out in
        var count = 0
        var kept = 0  // the length without trailing spaces
        for index in range where !cells[index].isContinuation {
          let glyph = cells[index].glyph
          if glyph < 0x80 {
            out[count] = UInt8(truncatingIfNeeded: glyph)
            count += 1
            if trim && glyph == PackedCell.space { continue }
          } else if cells[index].isOverflow {
            for byte in overflow[cells[index].overflowIndex].utf8 {
              out[count] = byte
              count += 1
            }
          } else {
            count += Self.encodeUTF8(glyph, into: out, at: count)
          }
          kept = count
        }
        return trim ? kept : count
      }
    }
  }

  /// Writes the UTF-8 of a scalar value of 0x80 or more at `offset`; returns its length.
  @inline(__always)
  private static func encodeUTF8(
    _ value: UInt32, into out: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int {
    if value < 0x800 {
      out[offset] = UInt8(0xC0 | value >> 6)
      out[offset + 1] = UInt8(0x80 | value & 0x3F)
      return 2
    }
    if value < 0x10000 {
      out[offset] = UInt8(0xE0 | value >> 12)
      out[offset + 1] = UInt8(0x80 | value >> 6 & 0x3F)
      out[offset + 2] = UInt8(0x80 | value & 0x3F)
      return 3
    }
    out[offset] = UInt8(0xF0 | value >> 18)
    out[offset + 1] = UInt8(0x80 | value >> 12 & 0x3F)
    out[offset + 2] = UInt8(0x80 | value >> 6 & 0x3F)
    out[offset + 3] = UInt8(0x80 | value & 0x3F)
    return 4
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
