import SegueRender

/// Writes frames to the terminal as SGR-styled text, sending only the rows, and the part of
/// each row, that changed since the last frame.
///
/// Segue writes its cells itself rather than through ncurses (which still sets the terminal's
/// modes, switches to the alternate screen and clears it): ncurses sends only the colours its
/// terminfo entry names, so a `*-256color` entry kept a true-colour terminal at 256 colours,
/// and it has no strikethrough at all. Here every style is written as `SGR.append` writes it
/// for the ANSI export (a reset, then the attributes, strikethrough included, and the colours
/// at the screen's depth), so the stage and `export --format ansi` send the same sequences.
///
/// What the terminal shows is remembered per row; a row is unknown (written whole) after
/// `invalidate`, which the screen calls whenever the terminal's content is lost (a resize, a
/// resume, pixels drawn over rows). A changed row is written from its first changed entry to
/// its last, after an absolute cursor move, so nothing depends on where the cursor was; a tail
/// of plain blanks is erased with `EL` instead of written.
struct ScreenWriter {
  /// What each row of the terminal shows; nil where it is not known.
  private var shown: [[ScreenCell]?] = []

  /// Forgets the whole screen: the next frame writes every row.
  mutating func invalidate() { shown = [] }

  /// Forgets `rows`: the next frame writes them whole.
  mutating func invalidate(rows: Range<Int>) {
    for row in rows where row >= 0 && row < shown.count { shown[row] = nil }
  }

  /// Appends what turns the screen into `rows` (each already made by `ScreenRow.cells`, its
  /// styles degraded to the screen's depth) to `buffer`; nothing when nothing changed.
  mutating func frame(_ rows: [[ScreenCell]], into buffer: inout ByteBuffer) {
    if shown.count != rows.count { shown = Array(repeating: nil, count: rows.count) }
    for (y, row) in rows.enumerated() where shown[y] != row {
      Self.write(row, over: shown[y], at: y, into: &buffer)
      shown[y] = row
    }
  }

  /// Writes the entries of `row` that differ from `old` (all of them when `old` is unknown or
  /// another length).
  static func write(
    _ row: [ScreenCell], over old: [ScreenCell]?, at y: Int, into buffer: inout ByteBuffer
  ) {
    var first = 0
    var end = row.count
    if let old, old.count == row.count {
      while first < end && row[first] == old[first] { first += 1 }
      while end > first && row[end - 1] == old[end - 1] { end -= 1 }
    }
    var clearsTail = false
    if end == row.count {
      // Plain blanks to the end of the row: erased in one sequence.
      var tail = end
      while tail > first && row[tail - 1] == .blank(.plain) { tail -= 1 }
      clearsTail = tail < end
      end = tail
    }
    let column = row[..<first].reduce(0) { $0 + $1.glyph.width }
    moveCursor(row: y, column: column, into: &buffer)
    var style = Style.plain
    SGR.append(style, to: &buffer)
    for cell in row[first..<end] {
      if cell.style != style {
        style = cell.style
        SGR.append(style, to: &buffer)
      }
      for scalar in cell.glyph.scalars {
        if let scalar = Unicode.Scalar(scalar) { buffer.append(scalar) }
      }
    }
    if style != .plain { SGR.append(.plain, to: &buffer) }
    if clearsTail { buffer.append("\u{1B}[K") }
  }

  /// CUP: `ESC [ row ; column H`, both 1-based.
  private static func moveCursor(row: Int, column: Int, into buffer: inout ByteBuffer) {
    buffer.append("\u{1B}[")
    buffer.append(decimal: row + 1)
    buffer.append(UInt8(ascii: ";"))
    buffer.append(decimal: column + 1)
    buffer.append(UInt8(ascii: "H"))
  }
}
