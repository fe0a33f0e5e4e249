import SegueRender

/// What a terminal's terminfo entry says about colour, and how canvas colours become the
/// colour numbers ncurses takes. Pure, so it is tested without a terminal.
struct ColorCapability: Equatable, Sendable {
  /// terminfo's `colors` (ncurses' `COLORS` after `start_color`); 0 without colour support.
  var colors: Int

  /// A direct-colour entry (`xterm-direct`, `tmux-direct`): colour numbers 0–7 are the ANSI
  /// colours and every other number is `0xRRGGBB`.
  var isDirect: Bool { colors >= 1 << 24 }

  /// The most the terminal can show through ncurses.
  var maximumDepth: ColorDepth {
    if isDirect { return .trueColor }
    if colors >= 256 { return .palette256 }
    if colors >= 8 { return .ansi16 }
    return .none
  }

  /// The depth to draw with: `requested` when given (lowered to what the terminal can show,
  /// since ncurses cannot send colours its terminfo entry does not have), otherwise the
  /// terminal's maximum, or none when `NO_COLOR` is set.
  func depth(requested: ColorDepth?, noColor: Bool) -> ColorDepth {
    guard let requested else { return noColor ? .none : maximumDepth }
    return Self.rank(requested) <= Self.rank(maximumDepth) ? requested : maximumDepth
  }

  static func rank(_ depth: ColorDepth) -> Int {
    switch depth {
    case .none: 0
    case .ansi16: 1
    case .palette256: 2
    case .trueColor: 3
    }
  }

  /// The ncurses colour number of `color`, already degraded to a depth this terminal has;
  /// -1 is the terminal's default colour (`use_default_colors`).
  ///
  /// On a direct-colour terminal only 0–7 name palette entries, so the bright ANSI colours
  /// and the 256-colour palette are sent as xterm's RGB values, and an RGB value below 8
  /// (a nearly black blue) moves to red 1 so it is not read as an ANSI colour. On an
  /// 8-colour terminal the bright colours fall back to their normal ones.
  func number(for color: Color) -> Int32 {
    switch color {
    case .default:
      return -1
    case .ansi(let index), .indexed(let index):
      if isDirect {
        return index < 8 ? Int32(index) : Self.direct(XtermPalette.rgb(ofIndex: index))
      }
      if Int(index) < colors { return Int32(index) }
      return index < 16 && colors >= 8 ? Int32(index % 8) : -1
    case .rgb(let red, let green, let blue):
      return isDirect ? Self.direct((red, green, blue)) : -1
    }
  }

  /// The direct-colour number of an RGB value.
  static func direct(_ rgb: XtermPalette.RGB) -> Int32 {
    let value = Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
    return value < 8 ? value | 0x01_0000 : value
  }
}
