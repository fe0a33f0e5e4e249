/// A key the presenter can bind, decoded from what the terminal sends.
///
/// Modifiers are not reported: `Ctrl-→` (`\e[1;5C`) is `.right`, the way a presenter wants it.
/// An Alt-key arrives as `.escape` followed by the key (see `KeyDecoder`).
public enum Key: Equatable, Hashable, Sendable {
  /// A printable character, including space and digits; one per Unicode scalar typed.
  case character(Character)
  case up, down, left, right
  case pageUp, pageDown, home, end
  case tab, backTab, enter, backspace, delete, escape
  /// A control key other than the ones named above: Ctrl-A…Ctrl-Z as "a"…"z" (except Ctrl-H,
  /// Ctrl-I, Ctrl-J and Ctrl-M, which are backspace, tab and enter), and `@`, `\`, `]`, `^`,
  /// `_` for the bytes 0x00 and 0x1C–0x1F.
  case control(Character)
  /// F1…F12 as 1…12.
  case function(Int)
}

/// A mouse event in cell coordinates.
public struct MouseEvent: Equatable, Hashable, Sendable {
  public enum Kind: Equatable, Hashable, Sendable {
    /// A button went down: 1 = left, 2 = middle, 3 = right (X11's numbering).
    case press(button: Int)
    /// A button went up (the legacy protocol does not say which).
    case release
    case wheelUp, wheelDown
    /// The pointer moved with a button held down.
    case drag
  }

  public var kind: Kind
  /// 0-based column.
  public var x: Int
  /// 0-based row.
  public var y: Int

  public init(kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}

/// One decoded input event.
public enum InputEvent: Equatable, Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal's answer to the background-colour query (OSC 11), in 8-bit channels.
  case terminalBackground(red: UInt8, green: UInt8, blue: UInt8)
}
