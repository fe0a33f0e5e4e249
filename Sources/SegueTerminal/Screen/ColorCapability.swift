import SegueRender

/// What a terminal can show of colour, from its terminfo entry and its environment. Pure, so
/// the detection is tested without a terminal.
///
/// Segue writes its own SGR sequences (`ScreenWriter`), so a depth the terminfo entry does not
/// name can still be drawn: 24-bit colour needs no `*-direct` entry (those come with the
/// ncurses-term package, often missing) when the terminal says it has it the way the ecosystem
/// does:
/// - `COLORTERM=truecolor` or `24bit` (set by xterm-likes, VTE, kitty, iTerm2, WezTerm,
///   Alacritty, Windows Terminal…; inside tmux the pane has it when the tmux server was
///   started from such a terminal, and tmux itself keeps 24-bit colours, downsampling them
///   for a client that lacks them);
/// - a terminfo entry with the `RGB` capability (the `*-direct` entries) or tmux's `Tc` flag
///   (hand-made `xterm-24bit`-style entries), or 2^24 `colors`.
struct ColorCapability: Equatable, Sendable {
  /// terminfo's `colors` (ncurses' `COLORS` after `start_color`); 0 without colour support.
  var colors: Int
  /// terminfo's `RGB` or `Tc` capability.
  var hasRGBFlag = false

  /// What the environment says about colour.
  struct Environment: Equatable, Sendable {
    /// `NO_COLOR` set to anything non-empty (no-color.org).
    var noColor = false
    /// `COLORTERM`, when set.
    var colorTerm: String?

    init(noColor: Bool = false, colorTerm: String? = nil) {
      self.noColor = noColor
      self.colorTerm = colorTerm
    }

    /// From the process environment's `NO_COLOR` and `COLORTERM`.
    init(variable: (String) -> String?) {
      self.init(noColor: !(variable("NO_COLOR") ?? "").isEmpty, colorTerm: variable("COLORTERM"))
    }

    /// `COLORTERM` says 24-bit colour.
    var saysTrueColor: Bool {
      guard let colorTerm else { return false }
      return ["truecolor", "24bit"].contains(colorTerm.lowercased())
    }
  }

  /// The most the terminal shows by its terminfo entry alone.
  var terminfoDepth: ColorDepth {
    if colors >= 1 << 24 || (hasRGBFlag && colors >= 8) { return .trueColor }
    if colors >= 256 { return .palette256 }
    if colors >= 8 { return .ansi16 }
    return .none
  }

  /// The depth to draw with: `requested` (`--colors`) as given, whatever terminfo says, since
  /// Segue writes the SGR sequences itself; otherwise none with `NO_COLOR` or on a terminal
  /// without colour, 24-bit when `COLORTERM` says so, else what terminfo says.
  func depth(requested: ColorDepth?, environment: Environment) -> ColorDepth {
    if let requested { return requested }
    if environment.noColor || colors < 8 { return .none }
    return environment.saysTrueColor ? .trueColor : terminfoDepth
  }
}
