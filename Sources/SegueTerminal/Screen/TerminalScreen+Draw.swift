import CNcursesw
import SegueRender

extension TerminalScreen {
  /// Draws a whole canvas: the rows and parts of rows that changed since the last frame go
  /// out as one write (see `ScreenWriter`).
  ///
  /// The canvas is meant to be the screen's size: what lies outside the screen is clipped and
  /// what the canvas does not cover is blank. ncurses draws nothing itself (its screen stays
  /// blank); its refresh only brings the terminal back after `endwin` and clears it after a
  /// resize or a resume, and the writer, told of those (`cleared`), then writes what is not blank.
  public func draw(_ canvas: Canvas) {
    // Stopped and continued but not yet back on the alternate screen: drawing now would land
    // on the shell's screen. The next `handleSignals` re-enters; the frame drawn then repaints.
    guard isActive, !TerminalSignals.isSuspended else { return }
    TerminalSignals.isInsideCurses = true
    defer { TerminalSignals.leaveCurses() }
    let columns = Int(segue_cols())
    let rows = (0..<Int(segue_lines())).map { y in
      ScreenRow.cells(
        y < canvas.height ? canvas.row(y) : [], columns: columns, depth: colorDepth,
        width: { Int(segue_wcwidth(Int32(bitPattern: $0))) })
    }
    wnoutrefresh(segue_stdscr())
    if !hasLeftOnce {
      hasLeftOnce = true
      endwin()
    }
    doupdate()
    // That first refresh after `endwin` read the size again: from then on only
    // `adoptWindowSize` tells ncurses a size, and the variables can go.
    sizeVariables?.restore()
    sizeVariables = nil
    var buffer = ByteBuffer(capacity: rows.count * (columns + 16))
    writer.frame(rows, into: &buffer)
    if buffer.count > 0 { _ = TerminalQuery.writeAll(buffer.bytes, to: outputDescriptor) }
  }
}
