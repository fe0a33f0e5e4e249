/// A colour as paper shows it: red, green and blue from 0 to 255.
public struct RGB: Sendable, Hashable {
  public var red, green, blue: UInt8

  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    (self.red, self.green, self.blue) = (red, green, blue)
  }

  /// `self` and `other` mixed, `amount` of `other` (0…1): dim text, shade blocks.
  func mixed(with other: RGB, amount: Double) -> RGB {
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) * (1 - amount) + Double(b) * amount).rounded())
    }
    return RGB(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
  }

  /// Relative luminance, 0 (black) to 1 (white), close enough to tell dark from light.
  var luminance: Double {
    (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
  }
}

/// The colours a page is drawn in: every cell's colours as RGB, with the terminal's own
/// colours (`Color.default`) replaced by a paper of the theme's kind.
///
/// A terminal theme may leave the background to the terminal (the dark theme does), but a
/// page has no terminal behind it. The theme's text colour says which kind of terminal it was
/// made for: light text gets a dark page (the dark theme's own `#1E1E2E`), dark or default
/// text a white one.
public struct PaperColors: Sendable, Equatable {
  /// What `Color.default` is on this page.
  public var background: RGB
  public var foreground: RGB

  public static let darkPaper = RGB(0x1E, 0x1E, 0x2E)
  public static let lightPaper = RGB(0xFF, 0xFF, 0xFF)

  public init(background: RGB, foreground: RGB) {
    (self.background, self.foreground) = (background, foreground)
  }

  /// The paper for `theme`: its base background when it sets one, else dark or white paper
  /// by its base text colour.
  public init(theme: Theme) {
    let text = XtermPalette.rgb(of: theme.base.fg).map { RGB($0.red, $0.green, $0.blue) }
    let isDark = (text?.luminance ?? 0) > 0.5
    let paper = isDark ? Self.darkPaper : Self.lightPaper
    let ink = text ?? (isDark ? RGB(0xCD, 0xD6, 0xF4) : RGB(0, 0, 0))
    let base = XtermPalette.rgb(of: theme.base.bg).map { RGB($0.red, $0.green, $0.blue) }
    self.init(background: base ?? paper, foreground: ink)
  }

  /// `color` on this page; `.default` is the paper's `fallback`.
  public func rgb(_ color: Color, default fallback: RGB) -> RGB {
    XtermPalette.rgb(of: color).map { RGB($0.red, $0.green, $0.blue) } ?? fallback
  }

  /// A cell's text and background colours: reverse swaps them, dim mixes the text halfway
  /// into the background, as terminals do.
  public func colors(of style: Style) -> (fg: RGB, bg: RGB) {
    var fg = rgb(style.fg, default: foreground)
    var bg = rgb(style.bg, default: background)
    if style.attributes.contains(.reverse) { swap(&fg, &bg) }
    if style.attributes.contains(.dim) { fg = fg.mixed(with: bg, amount: 0.5) }
    return (fg, bg)
  }
}
