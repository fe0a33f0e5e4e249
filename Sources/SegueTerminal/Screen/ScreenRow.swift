import SegueRender

/// One entry of a screen row as `ScreenWriter` sends it: a glyph in a style (already degraded
/// to the screen's colour depth). A glyph the C library finds two columns wide covers two cells.
struct ScreenCell: Equatable {
  var glyph: CursesGlyph
  var style: Style

  static func blank(_ style: Style) -> ScreenCell { ScreenCell(glyph: .space, style: style) }

  /// Whether this is a space that looks like nothing: no background colour, and no underline
  /// or reverse (the attributes that show on a blank).
  var showsNothing: Bool {
    glyph == .space && style.bg == .default
      && style.attributes.isDisjoint(with: [.underline, .reverse])
  }
}

/// Turns a canvas row into the entries of a screen row, keeping the canvas's columns.
enum ScreenRow {
  /// Blanks in a row at least this long are written in the terminal's own colours when their
  /// style does not show on a space: at the end of a row `ScreenWriter` then erases them with
  /// one `EL` instead of sending every space with its colours. Shorter runs, such as the spaces
  /// between words, keep the text's style, so that no colour change is sent around them.
  static let plainBlankRun = 8

  /// The entries for `row` on a screen `columns` wide: clipped, or filled with plain blanks.
  ///
  /// A wide glyph is one entry (the terminal spreads it over two cells); cut by the right edge, or
  /// a continuation with no head to its left, it shows as a space. Where the C library's
  /// `width` for a glyph is less than the canvas's, a blank follows it, and a glyph it finds
  /// wider than the canvas does is drawn as U+FFFD, so every row keeps the canvas's alignment.
  static func cells(
    _ row: [Cell], columns: Int, depth: ColorDepth, width: (UInt32) -> Int
  ) -> [ScreenCell] {
    var cells: [ScreenCell] = []
    cells.reserveCapacity(columns)
    var x = 0
    // Neighbouring cells nearly always share a style: degrade it once per run.
    var style = Style.plain
    var degradedFrom = Style.plain
    while x < min(row.count, columns) {
      let cell = row[x]
      if cell.style != degradedFrom {
        degradedFrom = cell.style
        style = ColorDegradation.degrade(cell.style, to: depth)
      }
      let canvasWidth = x + 1 < row.count && row[x + 1].isContinuation ? 2 : 1
      defer { x += cell.isContinuation ? 1 : canvasWidth }
      guard !cell.isContinuation, x + canvasWidth <= columns else {
        cells.append(.blank(style))
        continue
      }
      var glyph = CursesGlyph(cell.grapheme, width: width)
      if glyph.width > canvasWidth { glyph = .replacement }
      cells.append(ScreenCell(glyph: glyph, style: style))
      for _ in glyph.width..<canvasWidth { cells.append(.blank(style)) }
    }
    cells += Array(repeating: .blank(.plain), count: max(0, columns - x))
    plainLongBlanks(&cells)
    return cells
  }

  /// Rewrites every run of `plainBlankRun` or more spaces that show nothing, and such a run
  /// that ends the row, as plain spaces (the screen looks the same).
  static func plainLongBlanks(_ cells: inout [ScreenCell]) {
    var start = 0
    while start < cells.count {
      guard cells[start].showsNothing else {
        start += 1
        continue
      }
      var end = start + 1
      while end < cells.count && cells[end].showsNothing { end += 1 }
      if end - start >= plainBlankRun || end == cells.count {
        for index in start..<end { cells[index].style = .plain }
      }
      start = end
    }
  }
}
