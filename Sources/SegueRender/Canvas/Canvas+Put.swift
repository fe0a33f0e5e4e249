import SegueCore

extension Canvas {
  /// Draws text from (x, y) rightwards on one row, never past `x + maxWidth` nor the canvas
  /// edge; returns the columns used.
  ///
  /// The columns used count from `x` even where they fall left of the canvas or on a row that
  /// is off it, so callers can advance `x` by the result whatever the clipping. Control
  /// characters are drawn as visible symbols (`␛`, `␀`, `␡`, `�`; a tab as a space), never as
  /// themselves. A wide glyph that does not fit before the limit is drawn as a space and ends
  /// the text; one cut by the left edge shows as a space. Graphemes of width 0 (a lone combining
  /// mark or format character) are dropped.
  @discardableResult
  public mutating func put(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int? = nil)
    -> Int
  {
    var limit = width
    if let maxWidth {
      guard maxWidth > 0 else { return 0 }
      let (end, overflowed) = x.addingReportingOverflow(maxWidth)
      if !overflowed { limit = min(limit, end) }
    }
    guard x < limit else { return 0 }
    guard y >= 0 && y < height else {
      var unused: [String] = []
      return Self.lay(text, from: x, limit: limit, into: nil, overflow: &unused) - x
    }
    // The overflow table is moved out while the cells are borrowed, so both can be written.
    var overflow: [String] = []
    swap(&overflow, &self.overflow)
    let rowStart = y * width
    let end = cells.withUnsafeMutableBufferPointer { cells in
      let row = RowWriter(cells: cells, rowStart: rowStart, rowWidth: width, style: style)
      return Self.lay(text, from: x, limit: limit, into: row, overflow: &overflow)
    }
    swap(&overflow, &self.overflow)
    compactOverflowIfNeeded()
    return end - x
  }

  /// Draws styled spans one after another from (x, y), like `put(_:x:y:style:maxWidth:)` for
  /// each; returns the columns used.
  @discardableResult
  public mutating func put(_ spans: [Span], x: Int, y: Int, maxWidth: Int? = nil) -> Int {
    var used = 0
    for span in spans {
      let remaining = maxWidth.map { $0 - used }
      if let remaining, remaining <= 0 { break }
      used += put(span.text, x: x + used, y: y, style: span.style, maxWidth: remaining)
    }
    return used
  }

  /// Lays `text` out from `column` up to `limit`, writing it into `row` when there is one;
  /// returns the column after the last grapheme.
  private static func lay(
    _ text: String, from column: Int, limit: Int, into row: RowWriter?, overflow: inout [String]
  ) -> Int {
    var column = column
    GraphemeScanner.forEach(in: text) { grapheme in
      let byte = grapheme.ascii
      if grapheme.isASCII && byte >= 0x20 && byte != 0x7F {
        // Printable ASCII, the bulk of most decks: one cell, no width lookup.
        if let row, column >= 0 { row.write(UInt32(byte), width: 1, at: column) }
        column += 1
      } else if let scalar = grapheme.scalar, !ControlCharacters.isControl(scalar) {
        column = lay(scalar, at: column, limit: limit, into: row)
      } else {
        column = lay(grapheme.character, at: column, limit: limit, into: row, overflow: &overflow)
      }
      return column < limit
    }
    return column
  }

  /// Lays out a grapheme of one non-control, non-ASCII scalar: no `Character` work at all.
  @inline(__always)
  private static func lay(
    _ scalar: Unicode.Scalar, at column: Int, limit: Int, into row: RowWriter?
  ) -> Int {
    place(TextWidth.width(of: scalar), at: column, limit: limit, into: row) { scalar.value }
  }

  /// Lays out one grapheme that is not printable ASCII; returns the column after it.
  private static func lay(
    _ character: Character, at column: Int, limit: Int, into row: RowWriter?,
    overflow: inout [String]
  ) -> Int {
    var column = column
    if let first = character.unicodeScalars.first, ControlCharacters.isControl(first) {
      // Only "\r\n" holds more than one control; each gets a symbol of its own.
      for scalar in character.unicodeScalars where column < limit {
        if let row, column >= 0 {
          row.write(ControlCharacters.visible(scalar).value, width: 1, at: column)
        }
        column += 1
      }
      return column
    }
    return place(TextWidth.width(of: character), at: column, limit: limit, into: row) {
      glyph(for: character, overflow: &overflow)
    }
  }

  /// Places a glyph of `glyphWidth` columns at `column`; `glyph` is asked for only when the
  /// glyph is drawn whole. Returns the column after it.
  @inline(__always)
  private static func place(
    _ glyphWidth: Int, at column: Int, limit: Int, into row: RowWriter?, glyph: () -> UInt32
  ) -> Int {
    if glyphWidth == 0 { return column }
    if column + glyphWidth > limit {
      // Only a wide glyph can overshoot: what is visible of it becomes a space.
      if let row, column >= 0 { row.write(PackedCell.space, width: 1, at: column) }
      return limit
    }
    if let row {
      if column >= 0 {
        row.write(glyph(), width: glyphWidth, at: column)
      } else if column + glyphWidth > 0 {
        // A wide glyph cut by the left edge: its right half shows as a space.
        row.write(PackedCell.space, width: 1, at: 0)
      }
    }
    return column + glyphWidth
  }
}

/// Writes glyphs into one row of a canvas's cells in one style, keeping the wide-glyph
/// invariants.
private struct RowWriter {
  let cells: UnsafeMutableBufferPointer<PackedCell>
  let rowStart: Int
  let rowWidth: Int
  let style: Style

  /// Writes a glyph of width 1 or 2 at `column`, where it fits in the row.
  @inline(__always)
  func write(_ glyph: UInt32, width glyphWidth: Int, at column: Int) {
    let index = rowStart + column
    if column > 0 && cells[index].isContinuation {
      cells[index - 1].glyph = PackedCell.space
    }
    if column + glyphWidth < rowWidth && cells[index + glyphWidth].isContinuation {
      cells[index + glyphWidth] = .blank(cells[index + glyphWidth].style)
    }
    cells[index] = PackedCell(glyph: glyph, style: style, isContinuation: false)
    if glyphWidth == 2 { cells[index + 1] = .continuation(style) }
  }
}
