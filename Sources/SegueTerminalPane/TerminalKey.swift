/// A key for a terminal program, as the presenter decoded it from the user's terminal.
///
/// The pane turns it into the bytes a real terminal would send (libvterm's keyboard, which
/// follows the program's modes: an arrow is `ESC [ A`, or `ESC O A` once the program asked for
/// application cursor keys as vim and htop do), so the presenter never encodes keys itself.
public enum TerminalKey: Sendable, Equatable {
  /// A character; with `.control`, `c` is Ctrl-C (byte 3).
  case character(Unicode.Scalar)
  case enter, tab, backspace, escape
  case up, down, left, right
  case insert, delete, home, end, pageUp, pageDown
  /// F1 … F12 (and beyond, as libvterm knows them).
  case function(Int)

  /// Shift, Alt and Ctrl, held with a key.
  public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let alt = Modifiers(rawValue: 1 << 1)
    public static let control = Modifiers(rawValue: 1 << 2)
  }
}
