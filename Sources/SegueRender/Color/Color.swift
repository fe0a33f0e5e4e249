/// A colour as a terminal knows it; encoders degrade it to what the output supports.
public enum Color: Sendable, Hashable {
  /// The terminal's own foreground or background.
  case `default`
  /// One of the 16 ANSI colours (0–15), which the terminal's palette decides.
  case ansi(UInt8)
  /// One of the 256 xterm colours.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)
}
