import SegueRender

/// Writes frames to the terminal as SGR-styled text, sending only the rows, and the parts of
/// rows, that changed since the last frame.
///
/// Segue writes its cells itself rather than through ncurses (which still sets the terminal's
/// modes, switches to the alternate screen and clears it): ncurses sends only the colours its
/// terminfo entry names, so a `*-256color` entry kept a true-colour terminal at 256 colours,
/// and it has no strikethrough at all. Here every style is written as `SGR.append` writes it
/// for the ANSI export (a reset, then the attributes, strikethrough included, and the colours
/// at the screen's depth), so the stage and `export --format ansi` send the same sequences.
///
/// What the terminal shows is remembered per row. Changed entries are written after an
/// absolute cursor move (nothing depends on where the cursor was), in runs: unchanged entries
/// between two changes are written again unless there are `skippedRun` of them or more, and a
/// tail of plain blanks is erased with `EL` instead. The screen says when the terminal's
/// content was lost: `cleared` after ncurses cleared it (the first refresh, a resize, a
/// resume), `invalidate(rows:)` when pixels were drawn over rows.
struct ScreenWriter {
  /// Unchanged entries at least this many between two changes are skipped with a cursor move
  /// (about the bytes of the move and the style written again).
  static let skippedRun = 8

  /// Whether the terminal makes OSC 8 hyperlinks clickable (`HyperlinkSupport`): a link's
  /// cells are then written inside one.
  var hyperlinks = false

  /// What each row of the terminal shows; nil where it is not known.
  private var shown: [[ScreenCell]?] = []
  /// The terminal was cleared since the last frame (it is at the start: ncurses clears it at
  /// its first refresh).
  private var isBlank = true

  /// The terminal's screen was cleared: the next frame writes what is not blank.
  mutating func cleared() {
    shown = []
    isBlank = true
  }

  /// Forgets `rows`: the next frame writes them whole.
  mutating func invalidate(rows: Range<Int>) {
    for row in rows where row >= 0 && row < shown.count { shown[row] = nil }
  }

  /// Appends what turns the screen into `rows` (each already made by `ScreenRow.cells`, its
  /// styles degraded to the screen's depth) to `buffer`; nothing when nothing changed.
  mutating func frame(_ rows: [[ScreenCell]], into buffer: inout ByteBuffer) {
    if isBlank || shown.count != rows.count {
      shown = rows.map { isBlank ? Array(repeating: .blank(.plain), count: $0.count) : nil }
      isBlank = false
    }
    for (y, row) in rows.enumerated() where shown[y] != row {
      Self.write(row, over: shown[y], at: y, hyperlinks: hyperlinks, into: &buffer)
      shown[y] = row
    }
  }

  /// Writes the entries of `row` that differ from `old` (all of them when `old` is unknown or
  /// another length).
  static func write(
    _ row: [ScreenCell], over old: [ScreenCell]?, at y: Int, hyperlinks: Bool = false,
    into buffer: inout ByteBuffer
  ) {
    let old = old?.count == row.count ? old : nil
    let changed = row.indices.map { old == nil || row[$0] != old![$0] }
    var columns = [0]
    for cell in row { columns.append(columns[columns.count - 1] + cell.glyph.width) }
    var end = row.count
    while end > 0 && row[end - 1] == .blank(.plain) { end -= 1 }
    var style: Style?  // what the terminal has set; unknown at first
    var cursor: Int?  // the entry the cursor is at, when known
    for run in runs(of: changed[..<end]) {
      if cursor != run.lowerBound {
        moveCursor(row: y, column: columns[run.lowerBound], into: &buffer)
      }
      var link: UInt32 = 0  // the link open; closed at the run's end, before the cursor moves
      for cell in row[run] {
        if hyperlinks && cell.style.link != link {
          link = cell.style.link
          openLink(link, into: &buffer)
        }
        write(cell, style: &style, into: &buffer)
      }
      if link != 0 { openLink(0, into: &buffer) }
      cursor = run.upperBound
    }
    if changed[end...].contains(true) {
      // Plain blanks to the end of the row, some of them new: erased in one sequence.
      if cursor != end { moveCursor(row: y, column: columns[end], into: &buffer) }
      if style != .plain { SGR.append(.plain, to: &buffer) }
      buffer.append("\u{1B}[K")
    } else if let style, style != .plain {
      SGR.append(.plain, to: &buffer)
    }
  }

  /// The runs of entries to write: each changed entry, with the unchanged ones between two
  /// changes when they are fewer than `skippedRun`.
  static func runs(of changed: ArraySlice<Bool>) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    for index in changed.indices where changed[index] {
      if let last = runs.last, index - last.upperBound < skippedRun {
        runs[runs.count - 1] = last.lowerBound..<(index + 1)
      } else {
        runs.append(index..<(index + 1))
      }
    }
    return runs
  }

  /// Writes one entry, its style first when the terminal has another.
  private static func write(_ cell: ScreenCell, style: inout Style?, into buffer: inout ByteBuffer)
  {
    if cell.style != style {
      style = cell.style
      SGR.append(cell.style, to: &buffer)
    }
    for scalar in cell.glyph.scalars {
      if let scalar = Unicode.Scalar(scalar) { buffer.append(scalar) }
    }
  }

  /// OSC 8: `ESC ] 8 ; ; URL ESC \` starts a link (`Hyperlinks` numbered only URLs safe to
  /// write here); with no URL it ends the one open.
  private static func openLink(_ id: UInt32, into buffer: inout ByteBuffer) {
    buffer.append("\u{1B}]8;;")
    if let url = Hyperlinks.url(id) { buffer.append(url) }
    buffer.append("\u{1B}\\")
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
