/// Maps colours and styles onto what an output can show (DESIGN.md §7: 24-bit → 256 → 16 → none).
///
/// Degrading a style is more than degrading its two colours: two colours that differ can land on
/// the same palette entry, and text in the colour of its own background is invisible. When that
/// happens the foreground moves to the palette entry nearest its original colour that is still
/// on the same side (lighter or darker) of the background, so the text stays readable and keeps
/// its original contrast direction. Attributes are never dropped, at any depth.
public enum ColorDegradation {
  /// `color` as `depth` can show it.
  ///
  /// - 24-bit: unchanged.
  /// - 256: rgb becomes the nearest entry of the cube or the grey ramp (16–255, never the
  ///   system colours, whose values vary by terminal); `.ansi` and `.indexed` are kept.
  /// - 16: rgb and `.indexed` 16–255 become the nearest ANSI colour by xterm's default values;
  ///   `.indexed` 0–15 becomes the `.ansi` colour of the same number; `.ansi` is kept.
  /// - none: `.default`.
  ///
  /// An `.ansi` value above 15 is read as `.indexed` at every depth, so the result is always a
  /// colour the encoders can write.
  public static func degrade(_ color: Color, to depth: ColorDepth) -> Color {
    switch (color, depth) {
    case (.default, _), (_, .none):
      return .default
    case (.ansi(let index), _) where index >= 16:
      return degrade(.indexed(index), to: depth)
    case (_, .trueColor), (.ansi, _), (.indexed, .palette256):
      return color
    case (.indexed(let index), .ansi16):
      return .ansi(
        index < 16 ? index : XtermPalette.nearestSystem(to: XtermPalette.rgb(ofIndex: index)))
    case (.rgb(let red, let green, let blue), .palette256):
      return .indexed(XtermPalette.nearestExtended(to: (red, green, blue)))
    case (.rgb(let red, let green, let blue), .ansi16):
      return .ansi(XtermPalette.nearestSystem(to: (red, green, blue)))
    }
  }

  /// `style` as `depth` can show it, with its attributes kept and its text kept readable.
  ///
  /// When the foreground and background differed but degrade to the same colour, the foreground
  /// becomes the nearest palette entry to its original colour among those lighter than the
  /// background (darker when the original text was darker than its background); when that side
  /// is empty (nothing is lighter than white) the other side is used. A style whose colours
  /// were equal to begin with is left as written. With no colour at all both colours become the
  /// terminal's own, which are readable together, and only the attributes remain: a theme
  /// that marks something by colour alone must add an attribute for colourless output.
  public static func degrade(_ style: Style, to depth: ColorDepth) -> Style {
    var result = Style(
      fg: degrade(style.fg, to: depth), bg: degrade(style.bg, to: depth),
      attributes: style.attributes)
    result.link = style.link
    if depth != .none, result.fg == result.bg, style.fg != style.bg,
      let foreground = contrastingForeground(for: style, on: result.bg, depth: depth)
    {
      result.fg = foreground
    }
    return result
  }

  /// A foreground for `style`'s text on `background` (its degraded background) that differs
  /// from it, or nil when either colour is the terminal's default.
  private static func contrastingForeground(
    for style: Style, on background: Color, depth: ColorDepth
  ) -> Color? {
    guard let text = XtermPalette.rgb(of: style.fg),
      let originalBackground = XtermPalette.rgb(of: style.bg),
      let backdrop = XtermPalette.rgb(of: background)
    else { return nil }
    let candidates: ClosedRange<UInt8> = depth == .ansi16 ? 0...15 : 16...255
    let backdropLuma = XtermPalette.luma(backdrop)
    let lighter = candidates.filter {
      XtermPalette.luma(XtermPalette.rgb(ofIndex: $0)) > backdropLuma
    }
    let darker = candidates.filter {
      XtermPalette.luma(XtermPalette.rgb(ofIndex: $0)) < backdropLuma
    }
    let wantsLighter = XtermPalette.luma(text) >= XtermPalette.luma(originalBackground)
    var side = wantsLighter ? lighter : darker
    if side.isEmpty { side = wantsLighter ? darker : lighter }
    let index = XtermPalette.nearest(to: text, among: side)
    return depth == .ansi16 ? .ansi(index) : .indexed(index)
  }
}
