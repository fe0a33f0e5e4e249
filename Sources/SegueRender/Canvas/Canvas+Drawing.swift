extension Canvas {
  /// Fills a rectangle with spaces in `style`, clipped to the canvas.
  public mutating func fill(x: Int, y: Int, width: Int, height: Int, style: Style) {
    guard let (columns, rows) = clip(x: x, y: y, width: width, height: height) else { return }
    let blank = PackedCell.blank(style)
    for row in rows {
      let base = row * self.width
      releaseWideGlyphs(row: row, columns: columns)
      for index in base + columns.lowerBound..<base + columns.upperBound {
        cells[index] = blank
      }
    }
  }

  /// Restyles the cells of a rectangle without changing their text: each cell's style is
  /// patched with `style` (e.g. a selected segment's background over its title).
  public mutating func patchStyle(x: Int, y: Int, width: Int, height: Int, with style: Style) {
    guard let (columns, rows) = clip(x: x, y: y, width: width, height: height) else { return }
    for row in rows {
      let base = row * self.width
      for index in base + columns.lowerBound..<base + columns.upperBound {
        cells[index].style = cells[index].style.patched(with: style)
      }
    }
  }

  /// Copies `other` onto this canvas with its top-left corner at (x, y), clipped.
  ///
  /// A wide glyph of `other` cut in half by the clipping becomes a space, so columns and
  /// sliding transitions never leave half a glyph behind.
  public mutating func draw(_ other: Canvas, x: Int, y: Int) {
    guard let (columns, rows) = clip(x: x, y: y, width: other.width, height: other.height)
    else { return }
    for row in rows {
      let base = row * width
      let sourceBase = (row - y) * other.width
      let sourceStart = sourceBase + columns.lowerBound - x
      let sourceEnd = sourceBase + columns.upperBound - x
      let first = base + columns.lowerBound
      let last = base + columns.upperBound - 1
      releaseWideGlyphs(row: row, columns: columns)
      cells.replaceSubrange(first...last, with: other.cells[sourceStart..<sourceEnd])
      if !other.overflow.isEmpty {
        for index in first...last where cells[index].isOverflow {
          let grapheme = other.overflow[cells[index].overflowIndex]
          cells[index].glyph = Self.glyph(forOverflow: grapheme, overflow: &overflow)
        }
      }
      // The clipping may have cut a wide glyph of `other` at either end.
      if cells[first].isContinuation { cells[first] = .blank(cells[first].style) }
      if sourceEnd < sourceBase + other.width && other.cells[sourceEnd].isContinuation {
        cells[last] = .blank(cells[last].style)
      }
    }
    compactOverflowIfNeeded()
  }

  /// The part of a rectangle inside the canvas, or nil when nothing of it is.
  func clip(x: Int, y: Int, width: Int, height: Int) -> (columns: Range<Int>, rows: Range<Int>)? {
    guard width > 0, height > 0 else { return nil }
    let left = max(x, 0)
    let top = max(y, 0)
    let right = x > self.width - width ? self.width : x + width
    let bottom = y > self.height - height ? self.height : y + height
    guard left < right, top < bottom else { return nil }
    return (left..<right, top..<bottom)
  }

  /// Prepares `columns` of `row` to be overwritten: a wide glyph that straddles either end of
  /// the range loses its outside half, which becomes a space in its own style.
  @inline(__always)
  mutating func releaseWideGlyphs(row: Int, columns: Range<Int>) {
    let base = row * width
    let first = base + columns.lowerBound
    if columns.lowerBound > 0 && cells[first].isContinuation {
      cells[first - 1].glyph = PackedCell.space
    }
    let after = base + columns.upperBound
    if columns.upperBound < width && cells[after].isContinuation {
      cells[after] = .blank(cells[after].style)
    }
  }
}
