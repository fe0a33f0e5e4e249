/// How many colours an output can show: what every colour is degraded to before it is encoded.
///
/// The raw values are the CLI's `--colors` values; `init(parsing:)` also takes `truecolor`, the
/// spelling of `COLORTERM`.
public enum ColorDepth: String, Sendable, CaseIterable {
  /// 24-bit colour: every colour is emitted as written.
  case trueColor = "24bit"
  /// The xterm 256-colour palette.
  case palette256 = "256"
  /// The 16 ANSI colours, whose exact shades the terminal's palette decides.
  case ansi16 = "16"
  /// No colour at all (`NO_COLOR`): attributes only.
  case none

  /// The depth a `--colors` value or a `COLORTERM` value names, or nil for anything else.
  public init?(parsing text: String) {
    self.init(rawValue: text == "truecolor" ? "24bit" : text)
  }
}
