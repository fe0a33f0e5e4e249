import CNcursesw
import SegueRender

/// What the terminfo entry of a terminal says, read without taking the terminal over: what
/// `segue doctor` reports, by the same rules the presenter draws with (`ColorCapability`).
public struct TerminalProbe: Sendable, Equatable {
  /// terminfo's `colors` (0 without colour).
  public var colors: Int
  /// terminfo's `RGB` or `Tc`.
  public var hasRGBFlag: Bool
  /// terminfo's `kmous`: the terminal reports mouse events.
  public var hasMouse: Bool

  public init(colors: Int, hasRGBFlag: Bool, hasMouse: Bool) {
    self.colors = colors
    self.hasRGBFlag = hasRGBFlag
    self.hasMouse = hasMouse
  }

  /// The entry of `TERM` (standard error as the terminal, which `setupterm` only reads the
  /// entry for); nil when there is none.
  public static func terminfo() -> TerminalProbe? {
    guard segue_setup_terminfo() != 0 else { return nil }
    return TerminalProbe(
      colors: max(0, Int(segue_terminfo_colors())), hasRGBFlag: segue_terminfo_has_rgb() != 0,
      hasMouse: segue_terminfo_has_mouse() != 0)
  }

  /// The character set of the user's locale once `setlocale(LC_ALL, "")` ran (`UTF-8`;
  /// `ANSI_X3.4-1968` for the C locale), and the columns a wide character takes there.
  public static func locale() -> (codeset: String, wideColumns: Int) {
    setlocale(LC_ALL, "")
    return (String(cString: nl_langinfo(nl_item(CODESET))), Int(segue_wcwidth(0x65E5)))
  }

  /// The depth the presenter draws with here, and why, for `--colors` not given.
  public func depth(noColor: Bool, colorTerm: String?) -> (ColorDepth, reason: String) {
    let capability = ColorCapability(colors: colors, hasRGBFlag: hasRGBFlag)
    let environment = ColorCapability.Environment(noColor: noColor, colorTerm: colorTerm)
    let depth = capability.depth(requested: nil, environment: environment)
    let reason =
      if noColor { "NO_COLOR is set" } else if colors < 8 {
        "the terminfo entry has no colour"
      } else if environment.saysTrueColor {
        "COLORTERM=\(colorTerm ?? "")"
      } else if depth == .trueColor {
        "the terminfo entry has RGB"
      } else if colors < 16 {
        "the terminfo entry's \(colors) colours and their bright forms"
      } else {
        "the terminfo entry's \(colors) colours"
      }
    return (depth, reason)
  }
}
