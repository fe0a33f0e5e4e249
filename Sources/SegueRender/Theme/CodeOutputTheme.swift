/// How live output looks (issue 29): the box of a snippet's output below its block (and a
/// terminal program's screen, drawn in the code block's border glyphs), its status line, and the
/// hint shown when running is not allowed.
public struct CodeOutputTheme: Sendable, Equatable {
  /// The inside of the box; a program's own colours are drawn over it.
  public var style: Style
  public var borderStyle: Style
  /// The status line of a run that went well (`exit 0`, `running…`), and the note on a cut.
  public var status: Style
  /// The status line of a failure (`exit 2`, `stopped (signal 15)`, a failed start).
  public var error: Style
  /// `run with -x to execute`, under a block that may not run.
  public var hint: Style
  /// Drawn over the cell under a terminal program's cursor.
  public var cursor: Style

  /// `base`'s: the code block's colours, a muted status, a red error.
  public static let dark = CodeOutputTheme(
    style: Style(fg: .rgb(0xCD, 0xD6, 0xF4), bg: .rgb(0x11, 0x11, 0x1B)),
    borderStyle: Style(fg: .rgb(0x45, 0x47, 0x5A)),
    status: Style(fg: .rgb(0x6C, 0x70, 0x86)),
    error: Style(fg: .rgb(0xF3, 0x8B, 0xA8), attributes: .bold),
    hint: Style(fg: .rgb(0x6C, 0x70, 0x86), attributes: .italic),
    cursor: Style(attributes: .reverse))
}
