import SegueCore
import SegueRender

/// A big deck opens from its leading part (`DeckParser.parseLeading`) while the whole is
/// parsed off the main thread; `isLoading` says so until the whole comes as `.deckPrepared`,
/// which replaces the part as a reload would, at the same position.
extension PresenterState {
  /// The glyph drawn at the end of the bar and of the footer while the deck is a part: the
  /// sections and the slide count shown are those known so far.
  static let loadingMark = "…"

  /// Puts `loadingMark` in the last cell of the bar, and one cell after the footer (in the
  /// margin, so the slide count it follows stays whole; in its last cell without a margin).
  func drawLoadingMarks(on frame: inout Frame) {
    let width = frame.canvas.width
    var cells: [(x: Int, y: Int)] = []
    if let bar = frame.layout.bar, bar.width > 0 { cells.append((bar.x + bar.width - 1, bar.y)) }
    if let footer = frame.layout.footer, footer.width > 0 {
      cells.append((min(footer.x + footer.width + 1, width - 1), footer.y))
    }
    for (x, y) in cells where x >= 0 {
      // In the style of the cell it replaces, so it reads as part of the bar or footer.
      frame.canvas.put(Self.loadingMark, x: x, y: y, style: frame.canvas[x: x, y: y].style)
    }
  }
}
