import SegueRender

/// What the presenter needs of a terminal: its size, drawing a canvas, and input.
///
/// `TerminalScreen` (ncurses) is the real one; tests drive the presenter with a scripted one.
public protocol PresenterScreen: AnyObject {
  var size: Size { get }
  func draw(_ canvas: Canvas)
  func readInput(timeoutMilliseconds: Int) -> TerminalInput
}
