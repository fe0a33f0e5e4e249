import CNcursesw
import Glibc
import SegueRender

extension TerminalScreen {
  /// Draws a whole canvas and refreshes; ncurses sends only what changed since the last frame.
  ///
  /// The canvas is meant to be the screen's size: what lies outside the screen is clipped and
  /// what the canvas does not cover is blank. Every cell is written with the wide-character
  /// API (`setcchar` + `wadd_wch`), never as raw bytes. A wide glyph is written in its first
  /// cell and its continuation skipped; where the C library's width for a glyph is less than
  /// the canvas's, the rest of its cells are blanked, and a glyph it finds wider than the
  /// canvas does is drawn as U+FFFD, so every row keeps the canvas's alignment.
  public func draw(_ canvas: Canvas) {
    // Stopped and continued but not yet back on the alternate screen: drawing now would land
    // on the shell's screen. The next `readInput` re-enters and reports a resize to repaint.
    guard isActive, !TerminalSignals.isSuspended else { return }
    TerminalSignals.isInsideCurses = true
    defer { TerminalSignals.leaveCurses() }
    let window = segue_stdscr()
    let rows = Int(segue_lines())
    let columns = Int(segue_cols())
    for y in 0..<rows {
      let cells = y < canvas.height ? canvas.row(y) : []
      var x = 0
      while x < columns {
        guard x < cells.count else {
          pen.put(" ", style: .plain, in: window, y: y, x: x, columns: 1)
          x += 1
          continue
        }
        let cell = cells[x]
        let isWide = x + 1 < cells.count && cells[x + 1].isContinuation
        if cell.isContinuation || (isWide && x + 1 == columns) {
          // A continuation with no head to its left, or a wide glyph cut by the right edge.
          pen.put(" ", style: cell.style, in: window, y: y, x: x, columns: 1)
          x += 1
          continue
        }
        let span = isWide ? 2 : 1
        let placed = pen.put(
          cell.grapheme, style: cell.style, in: window, y: y, x: x, columns: span)
        if placed < span { pen.put(" ", style: cell.style, in: window, y: y, x: x + 1, columns: 1) }
        x += span
      }
    }
    wnoutrefresh(window)
    doupdate()
  }
}

/// Writes single cells through ncurses, remembering the last style's attributes and colour
/// pair so a run of cells in one style costs one lookup.
final class Pen {
  let capability: ColorCapability
  let depth: ColorDepth
  private let glyph = UnsafeMutablePointer<Int32>.allocate(capacity: CursesGlyph.capacity + 1)
  private var cell = cchar_t()
  private var lastStyle: Style?
  private var attributes: attr_t = 0
  private var pair: Int32 = 0

  init(capability: ColorCapability, depth: ColorDepth) {
    self.capability = capability
    self.depth = depth
  }

  deinit { glyph.deallocate() }

  /// Writes `grapheme` at (`x`, `y`) in a cell `columns` wide; returns the width ncurses gave
  /// it (which may be less than `columns`, never more: a glyph too wide becomes U+FFFD).
  @discardableResult
  func put(
    _ grapheme: String, style: Style, in window: UnsafeMutablePointer<WINDOW>?, y: Int, x: Int,
    columns: Int
  ) -> Int {
    use(style)
    var width = 1
    var utf8 = grapheme.utf8.makeIterator()
    if let byte = utf8.next(), byte < 0x80, utf8.next() == nil {
      glyph[0] = byte >= 0x20 && byte != 0x7F ? Int32(byte) : Int32(CursesGlyph.replacement)
      glyph[1] = 0
    } else {
      width =
        CursesGlyph.fill(glyph, with: grapheme) { Int(segue_wcwidth(Int32(bitPattern: $0))) }
        .width
      if width > columns {
        glyph[0] = Int32(CursesGlyph.replacement)
        glyph[1] = 0
        width = 1
      }
    }
    setcchar(&cell, glyph, attributes, 0, &pair)
    wmove(window, Int32(y), Int32(x))
    wadd_wch(window, &cell)
    return width
  }

  private func use(_ style: Style) {
    guard style != lastStyle else { return }
    lastStyle = style
    let shown = ColorDegradation.degrade(style, to: depth)
    attributes = Self.cursesAttributes(shown.attributes)
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
