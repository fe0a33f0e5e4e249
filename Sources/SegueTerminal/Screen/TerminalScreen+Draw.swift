import CNcursesw
import SegueRender

extension TerminalScreen {
  /// Draws a whole canvas and refreshes; ncurses sends only what changed since the last frame.
  ///
  /// The canvas is meant to be the screen's size: what lies outside the screen is clipped and
  /// what the canvas does not cover is blank. Every row is handed to ncurses whole, as wide-
  /// character cells (`mvwadd_wchnstr`, see `ScreenRow`), and ncurses compares the new screen
  /// with the one it last sent.
  public func draw(_ canvas: Canvas) {
    // Stopped and continued but not yet back on the alternate screen: drawing now would land
    // on the shell's screen. The next `handleSignals` re-enters; the frame drawn then repaints.
    guard isActive, !TerminalSignals.isSuspended else { return }
    TerminalSignals.isInsideCurses = true
    defer { TerminalSignals.leaveCurses() }
    let window = segue_stdscr()
    let columns = Int(segue_cols())
    var looks = CursesLooks(capability: capability, depth: colorDepth)
    for y in 0..<Int(segue_lines()) {
      let row = y < canvas.height ? canvas.row(y) : []
      let cells = ScreenRow.cells(
        row, columns: columns, depth: colorDepth,
        width: { Int(segue_wcwidth(Int32(bitPattern: $0))) })
      var line = cells.map { looks.cell($0) }
      mvwadd_wchnstr(window, Int32(y), 0, &line, Int32(line.count))
    }
    wnoutrefresh(window)
    if !hasLeftOnce {
      hasLeftOnce = true
      endwin()
    }
    doupdate()
    // That first refresh after `endwin` read the size again: from then on only
    // `adoptWindowSize` tells ncurses a size, and the variables can go.
    sizeVariables?.restore()
    sizeVariables = nil
  }
}

/// Makes ncurses cells, finding each style's attributes and colour pair once per frame.
struct CursesLooks {
  let capability: ColorCapability
  let depth: ColorDepth
  private var known: [Style: (attributes: attr_t, pair: Int32)] = [:]
  /// The last style asked for and its look: neighbouring cells nearly always share a style.
  private var last: (style: Style, attributes: attr_t, pair: Int32)?

  init(capability: ColorCapability, depth: ColorDepth) {
    self.capability = capability
    self.depth = depth
  }

  /// The ncurses cell for `cell` (whose style is already degraded to `depth`).
  mutating func cell(_ cell: ScreenCell) -> cchar_t {
    var look = look(of: cell.style)
    var result = cchar_t()
    if setcchar(&result, cell.glyph.characters, look.attributes, 0, &look.pair) == ERR {
      // Not expected for what `CursesGlyph` makes; a replacement keeps the row aligned.
      setcchar(&result, [0xFFFD, 0], look.attributes, 0, &look.pair)
    }
    return result
  }

  private mutating func look(of style: Style) -> (attributes: attr_t, pair: Int32) {
    if let last, last.style == style { return (last.attributes, last.pair) }
    let look = known[style] ?? newLook(of: style)
    known[style] = look
    last = (style, look.attributes, look.pair)
    return look
  }

  private func newLook(of style: Style) -> (attributes: attr_t, pair: Int32) {
    var pair: Int32 = 0
    if depth != .none {
      let foreground = capability.number(for: style.fg)
      let background = capability.number(for: style.bg)
      if foreground != -1 || background != -1 {
        pair = max(0, alloc_pair(foreground, background))
      }
    }
    return (Self.cursesAttributes(style.attributes), pair)
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
