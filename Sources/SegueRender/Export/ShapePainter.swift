/// Draws one `GlyphShape` in one cell: lines as rectangles from the centre to the edges,
/// rounded corners as arcs, blocks as rectangles, shades as a stipple of squares.
struct ShapePainter {
  /// A shade's squares across and down a cell: three of the natural cell's 3 × 3 points each,
  /// whole pixels in a PNG at an integer scale.
  static let shadeGrid = (columns: 3, rows: 6)

  var cell: PaintRect
  /// A point of the natural 9 × 18 cell, scaled with the page.
  var unit: Double

  func paint(_ shape: GlyphShape, fg: RGB, bg: RGB, into target: inout some PaintTarget) {
    switch shape {
    case .blocks(_, let coverage) where coverage < 1:
      paintShade(coverage: coverage, fg: fg, bg: bg, into: &target)
    case .blocks(let parts, _):
      for part in parts {
        target.fill(
          PaintRect(
            x: cell.x + part.x0 * cell.width, y: cell.y + part.y0 * cell.height,
            width: (part.x1 - part.x0) * cell.width, height: (part.y1 - part.y0) * cell.height),
          color: fg)
      }
    case .lines(let left, let up, let right, let down):
      paintLines(left: left, up: up, right: right, down: down, color: fg, into: &target)
    case .arc(let toRight, let toBottom):
      paintArc(toRight: toRight, toBottom: toBottom, color: fg, into: &target)
    }
  }

  func thickness(_ weight: GlyphShape.LineWeight) -> Double {
    switch weight {
    case .none: 0
    case .light, .double: unit
    case .heavy: unit * 2.5
    }
  }

  private var centerX: Double { cell.x + cell.width / 2 }
  private var centerY: Double { cell.y + cell.height / 2 }

  /// Each arm reaches past the centre by half the thickest crossing arm, so joins are square.
  private func paintLines(
    left: GlyphShape.LineWeight, up: GlyphShape.LineWeight, right: GlyphShape.LineWeight,
    down: GlyphShape.LineWeight, color: RGB, into target: inout some PaintTarget
  ) {
    let vertical = max(thickness(up), thickness(down)) / 2
    let horizontal = max(thickness(left), thickness(right)) / 2
    for (weight, toRight) in [(left, false), (right, true)] where weight != .none {
      let from = toRight ? centerX - vertical : cell.x
      let to = toRight ? cell.x + cell.width : centerX + vertical
      for offset in offsets(weight) {
        let t = thickness(weight)
        target.fill(
          PaintRect(x: from, y: centerY + offset - t / 2, width: to - from, height: t),
          color: color)
      }
    }
    for (weight, toBottom) in [(up, false), (down, true)] where weight != .none {
      let from = toBottom ? centerY - horizontal : cell.y
      let to = toBottom ? cell.y + cell.height : centerY + horizontal
      for offset in offsets(weight) {
        let t = thickness(weight)
        target.fill(
          PaintRect(x: centerX + offset - t / 2, y: from, width: t, height: to - from),
          color: color)
      }
    }
  }

  /// A double line is two light lines either side of the centre line.
  private func offsets(_ weight: GlyphShape.LineWeight) -> [Double] {
    weight == .double ? [-unit * 1.5, unit * 1.5] : [0]
  }

  /// A quarter circle from the centre line of one edge to that of the other, then straight on
  /// to the edges: `╭` joins the right edge and the bottom one.
  private func paintArc(
    toRight: Bool, toBottom: Bool, color: RGB, into target: inout some PaintTarget
  ) {
    let radius = cell.width / 2
    let t = thickness(.light)
    let arcX = centerX + (toRight ? radius : -radius)
    let arcY = centerY + (toBottom ? radius : -radius)
    // Angles clockwise from +x: the arc faces away from the edges it joins.
    let start: Double =
      switch (toRight, toBottom) {
      case (true, true): .pi
      case (false, true): 1.5 * .pi
      case (false, false): 0
      case (true, false): 0.5 * .pi
      }
    target.arc(
      centerX: arcX, centerY: arcY, radius: radius, start: start, end: start + 0.5 * .pi,
      lineWidth: t, color: color)
    let edgeY = toBottom ? cell.y + cell.height : cell.y
    let top = min(arcY, edgeY)
    target.fill(
      PaintRect(x: centerX - t / 2, y: top, width: t, height: abs(edgeY - arcY)), color: color)
  }

  /// `░▒▓` as a terminal font draws them: squares of the text colour on the background (one,
  /// two or three of every 2 × 2), not a flat mixed colour that reads as a missing glyph.
  /// Squares count from the page's origin, so a row of shade cells is one even pattern. `▓`
  /// is the cell in the text colour with its background squares on top: no two squares of
  /// one colour share an edge, where a PDF viewer's anti-aliasing would show a hairline.
  private func paintShade(
    coverage: Double, fg: RGB, bg: RGB, into target: inout some PaintTarget
  ) {
    let width = cell.width / Double(Self.shadeGrid.columns)
    let height = cell.height / Double(Self.shadeGrid.rows)
    let firstColumn = Int((cell.x / width).rounded())
    let firstRow = Int((cell.y / height).rounded())
    let isDense = coverage > 0.5
    if isDense { target.fill(cell, color: fg) }
    for row in 0..<Self.shadeGrid.rows {
      for column in 0..<Self.shadeGrid.columns
      where Self.isInked(column: firstColumn + column, row: firstRow + row, coverage: coverage)
        != isDense
      {
        target.fill(
          PaintRect(
            x: cell.x + Double(column) * width, y: cell.y + Double(row) * height, width: width,
            height: height), color: isDense ? bg : fg)
      }
    }
  }

  /// Whether the square at `column`, `row` of the page is inked for a shade of `coverage`:
  /// in each 2 × 2, ¼ inks the top-left, ½ the top-right and bottom-left, ¾ all but the
  /// top-left.
  static func isInked(column: Int, row: Int, coverage: Double) -> Bool {
    let (odd, oddRow) = (column & 1 == 1, row & 1 == 1)
    if coverage <= 0.25 { return !odd && !oddRow }
    if coverage <= 0.5 { return odd != oddRow }
    return odd || oddRow
  }
}
