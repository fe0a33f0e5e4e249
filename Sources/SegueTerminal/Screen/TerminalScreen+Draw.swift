import CNcursesw
import Glibc
import SegueRender

extension TerminalScreen {
  /// Draws a whole canvas and refreshes; ncurses sends only what changed since the last frame.
  ///
  /// The canvas is meant to be the screen's size: what lies outside the screen is clipped and
  /// what the canvas does not cover is blank. Each row that shows something is handed to
  /// ncurses as one array of wide-character cells (`wadd_wchnstr`), never as raw bytes, from
  /// its first to its last cell that is not a plain blank (blanks whose style does not show are
  /// plain: see `RowWriter.plainBlankRun`). A wide glyph is one entry that
  /// ncurses spreads over two cells; where the C library's width for a glyph is less than the
  /// canvas's, a blank follows it, and a glyph it finds wider than the canvas does is drawn as
  /// U+FFFD, so every row keeps the canvas's alignment.
  public func draw(_ canvas: Canvas) {
    // Stopped and continued but not yet back on the alternate screen: drawing now would land
    // on the shell's screen. The next `handleSignals` re-enters; the frame drawn then repaints.
    guard isActive, !TerminalSignals.isSuspended else { return }
    TerminalSignals.isInsideCurses = true
    defer { TerminalSignals.leaveCurses() }
    let window = segue_stdscr()
    let rows = Int(segue_lines())
    let columns = Int(segue_cols())
    var row = pen.row(columns: columns)
    defer { pen.keep(row.encoder) }
    // Blank first, then skip the rows that show nothing and hand ncurses each other row's
    // cells from its first to its last that is not a plain blank: on most slides that is a
    // small part of the screen. (Rows below the canvas stay blank.) The first time, the window
    // ncurses has just made is blank already.
    if hasLeftOnce { werase(window) }
    for y in 0..<min(rows, canvas.height) where !canvas.rowIsBlank(y) {
      row.clear()
      var x = 0
      // A head cell waits for the next one to tell whether it is the left half of a wide glyph.
      var head: PendingGlyph?
      canvas.forEachCell(inRow: y) { scalar, cluster, style, isContinuation in
        defer { x += 1 }
        guard x <= columns else { return }
        if let pending = head {
          head = nil
          if isContinuation {
            // A wide glyph cut by the right edge shows as a space.
            if x == columns {
              row.blank(pending.style)
            } else {
              row.add(pending.scalar, pending.cluster, style: pending.style, columns: 2)
            }
            return
          }
          row.add(pending.scalar, pending.cluster, style: pending.style, columns: 1)
        }
        guard x < columns else { return }
        if isContinuation {
          row.blank(style)  // a continuation with no head to its left
        } else if cluster == nil && scalar < 0x80 && x + 1 < columns {
          row.addASCII(scalar, style: style)  // nearly every cell; never the head of a wide glyph
        } else {
          head = PendingGlyph(scalar: scalar, cluster: cluster, style: style)
        }
      }
      if let pending = head {
        row.add(pending.scalar, pending.cluster, style: pending.style, columns: 1)
      }
      row.fill()
      let shown = row.plainLongBlanks()
      guard !shown.isEmpty else { continue }
      // The entries before `shown` are one-column blanks: the first shown is at that column.
      wmove(window, Int32(y), Int32(shown.lowerBound))
      wadd_wchnstr(window, row.cells + shown.lowerBound, Int32(shown.count))
    }
    wnoutrefresh(window)
    if !hasLeftOnce {
      hasLeftOnce = true
      endwin()
    }
    doupdate()
  }
}

/// A glyph waiting for the next cell, which tells whether it is the left half of a wide one.
/// (A struct, not a tuple: an optional tuple has its type built at run time on first use.)
private struct PendingGlyph {
  var scalar: UInt32
  var cluster: String?
  var style: Style
}

/// Owns what drawing needs from frame to frame: the row buffer, and the last style's
/// attributes and colour pair (kept in a `CellEncoder` while a frame is drawn).
final class Pen {
  private var encoder: CellEncoder
  private let glyph = UnsafeMutablePointer<Int32>.allocate(capacity: CursesGlyph.capacity + 1)
  private var cells = UnsafeMutablePointer<cchar_t>.allocate(capacity: 1)
  private var blanks = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
  private var capacity = 1

  init(capability: ColorCapability, depth: ColorDepth) {
    encoder = CellEncoder(capability: capability, depth: depth, glyph: glyph)
  }

  deinit {
    glyph.deallocate()
    cells.deallocate()
    blanks.deallocate()
  }

  /// A row writer with room for `columns` cells; valid until the next call.
  func row(columns: Int) -> RowWriter {
    if capacity < columns {
      cells.deallocate()
      blanks.deallocate()
      capacity = columns
      cells = .allocate(capacity: columns)
      blanks = .allocate(capacity: columns)
    }
    return RowWriter(encoder: encoder, cells: cells, blanks: blanks, columns: columns)
  }

  /// Keeps the style cache of a frame's encoder for the next frame.
  func keep(_ encoder: CellEncoder) { self.encoder = encoder }
}

/// The cells of one screen row as ncurses takes them: one entry per glyph, a wide glyph's
/// entry covering two columns. A value, so the per-cell work has no dynamic exclusivity checks.
struct RowWriter {
  /// Blanks in a row at least this long are written in the terminal's own colours when their
  /// style does not show on a space: ncurses then skips them (or clears to the end of the
  /// line) instead of sending every space with its colours. Shorter runs, such as the spaces
  /// between words, keep the text's style, so that no colour change is sent around them.
  static let plainBlankRun = 8

  var encoder: CellEncoder
  let cells: UnsafeMutablePointer<cchar_t>
  /// Per entry: a space whose style does not show (no background, underline or reverse).
  let blanks: UnsafeMutablePointer<Bool>
  let columns: Int
  /// How many entries are written.
  private(set) var count = 0
  /// How many columns they cover.
  private(set) var width = 0

  init(
    encoder: CellEncoder, cells: UnsafeMutablePointer<cchar_t>, blanks: UnsafeMutablePointer<Bool>,
    columns: Int
  ) {
    self.encoder = encoder
    self.cells = cells
    self.blanks = blanks
    self.columns = columns
  }

  /// Starts the row again, empty.
  mutating func clear() {
    count = 0
    width = 0
  }

  /// Adds a one-column ASCII glyph (a control character becomes U+FFFD).
  mutating func addASCII(_ scalar: UInt32, style: Style) {
    guard width < columns else { return }
    encoder.putASCII(scalar, style: style, into: cells + count)
    blanks[count] = scalar == 0x20 && encoder.spaceShowsNothing
    count += 1
    width += 1
  }

  /// Adds a glyph `columns` wide on the canvas (one scalar, or a `cluster` of several).
  mutating func add(_ scalar: UInt32, _ cluster: String?, style: Style, columns: Int) {
    guard width + columns <= self.columns else {
      if width < self.columns { blank(style) }
      return
    }
    let placed = encoder.put(scalar, cluster, style: style, columns: columns, into: cells + count)
    blanks[count] = cluster == nil && scalar == 0x20 && encoder.spaceShowsNothing
    count += 1
    width += placed
    if placed < columns { blank(style) }
  }

  /// Adds a space.
  mutating func blank(_ style: Style) {
    addASCII(0x20, style: style)
  }

  /// Adds plain spaces to the end of the row.
  mutating func fill() {
    while width < columns { blank(.plain) }
  }

  /// Rewrites every run of `plainBlankRun` or more invisible-styled spaces, and such a run
  /// that ends the row, as plain spaces (the screen looks the same); returns the entries from
  /// the first to the last that is not a plain space (empty when the row is all blank).
  func plainLongBlanks() -> Range<Int> {
    var shown = 0..<0
    var index = 0
    while index < count {
      guard blanks[index] else {
        shown = shown.isEmpty ? index..<index + 1 : shown.lowerBound..<index + 1
        index += 1
        continue
      }
      var end = index + 1
      while end < count && blanks[end] { end += 1 }
      if end - index >= Self.plainBlankRun || end == count {
        for cell in index..<end { segue_set_cell(cells + cell, segue_a_normal(), 0, 0x20) }
      } else {
        shown = shown.isEmpty ? index..<end : shown.lowerBound..<end
      }
      index = end
    }
    return shown
  }
}

/// Writes single ncurses cells, remembering the last style's attributes and colour pair so a
/// run of cells in one style costs one lookup.
struct CellEncoder {
  let capability: ColorCapability
  let depth: ColorDepth
  /// Room for one cell's wide characters (`CursesGlyph.capacity` + 0); owned by the `Pen`.
  let glyph: UnsafeMutablePointer<Int32>
  private var lastStyle: Style?
  private var attributes: attr_t = 0
  private var pair: Int32 = 0
  /// Whether a space in the last style looks like a plain space: no background colour, and no
  /// underline or reverse (the attributes that show on a blank).
  private(set) var spaceShowsNothing = true

  init(capability: ColorCapability, depth: ColorDepth, glyph: UnsafeMutablePointer<Int32>) {
    self.capability = capability
    self.depth = depth
    self.glyph = glyph
  }

  /// Writes one printable ASCII character (a control character as U+FFFD) into `cell`.
  mutating func putASCII(_ scalar: UInt32, style: Style, into cell: UnsafeMutablePointer<cchar_t>) {
    use(style)
    let character = scalar >= 0x20 && scalar != 0x7F ? scalar : CursesGlyph.replacement
    segue_set_cell(cell, attributes, pair, Int32(character))
  }

  /// Writes one glyph into `cell`; returns the width ncurses will give it (which may be less
  /// than `columns`, never more: a glyph too wide becomes U+FFFD).
  mutating func put(
    _ scalar: UInt32, _ cluster: String?, style: Style, columns: Int,
    into cell: UnsafeMutablePointer<cchar_t>
  ) -> Int {
    if cluster == nil && scalar < 0x80 {
      putASCII(scalar, style: style, into: cell)
      return 1
    }
    use(style)
    let wcwidth = { (value: UInt32) in Int(segue_wcwidth(Int32(bitPattern: value))) }
    var width =
      cluster.map { CursesGlyph.fill(glyph, with: $0, width: wcwidth).width }
      ?? CursesGlyph.fill(glyph, scalar: scalar, width: wcwidth).width
    if width > columns {
      glyph[0] = Int32(CursesGlyph.replacement)
      glyph[1] = 0
      width = 1
    }
    if setcchar(cell, glyph, attributes, 0, &pair) == ERR {
      // Not expected for what `CursesGlyph` writes; a replacement keeps the row aligned.
      segue_set_cell(cell, attributes, pair, Int32(CursesGlyph.replacement))
      return 1
    }
    return width
  }

  private mutating func use(_ style: Style) {
    guard style != lastStyle else { return }
    lastStyle = style
    let shown = ColorDegradation.degrade(style, to: depth)
    attributes = Self.cursesAttributes(shown.attributes)
    spaceShowsNothing =
      shown.bg == .default && shown.attributes.isDisjoint(with: [.underline, .reverse])
    pair = 0
    if depth != .none {
      let foreground = capability.number(for: shown.fg)
      let background = capability.number(for: shown.bg)
      if foreground != -1 || background != -1 {
        pair = max(0, alloc_pair(foreground, background))
      }
    }
  }

  /// ncurses attribute bits for canvas attributes. ncurses has no strikethrough attribute,
  /// so strikethrough is not shown.
  static func cursesAttributes(_ attributes: Attributes) -> attr_t {
    var result = segue_a_normal()
    if attributes.contains(.bold) { result |= segue_a_bold() }
    if attributes.contains(.dim) { result |= segue_a_dim() }
    if attributes.contains(.italic) { result |= segue_a_italic() }
    if attributes.contains(.underline) { result |= segue_a_underline() }
    if attributes.contains(.reverse) { result |= segue_a_reverse() }
    return result
  }
}
