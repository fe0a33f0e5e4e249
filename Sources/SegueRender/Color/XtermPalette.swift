/// The xterm palette: the RGB values colours are compared by when they are degraded.
///
/// Entries 0–15 are the system colours with xterm's default values; terminals and themes change
/// them freely, so an rgb colour is mapped onto them only when 16 colours are all there is.
/// Entries 16–231 are the 6×6×6 colour cube and 232–255 the grey ramp, which terminals agree on.
public enum XtermPalette {
  public typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

  /// xterm's default values for the 16 system colours.
  static let system: [RGB] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The six channel values of the colour cube.
  static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// The RGB value xterm shows for entry `index` of its 256-colour palette.
  public static func rgb(ofIndex index: UInt8) -> RGB {
    switch index {
    case 0..<16:
      return system[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    default:
      let grey = 8 + 10 * (index - 232)
      return (grey, grey, grey)
    }
  }

  /// The RGB value a colour shows in xterm, or nil for the terminal's own default.
  ///
  /// An `.ansi` value above 15 is read as the palette entry of that number.
  public static func rgb(of color: Color) -> RGB? {
    switch color {
    case .default: nil
    case .ansi(let index), .indexed(let index): rgb(ofIndex: index)
    case .rgb(let red, let green, let blue): (red, green, blue)
    }
  }

  /// The entry of the cube or the grey ramp (16–255) nearest to `color`; the cube wins a tie.
  static func nearestExtended(to color: RGB) -> UInt8 {
    // Squared distance is a sum over channels, so the nearest cube entry is the nearest level
    // in each channel.
    let red = nearestLevel(color.red)
    let green = nearestLevel(color.green)
    let blue = nearestLevel(color.blue)
    let cube = UInt8(16 + 36 * red + 6 * green + blue)
    var grey: UInt8 = 232
    for index in UInt8(233)...255
    where distance(color, rgb(ofIndex: index)) < distance(color, rgb(ofIndex: grey)) {
      grey = index
    }
    return distance(color, rgb(ofIndex: grey)) < distance(color, rgb(ofIndex: cube)) ? grey : cube
  }

  /// The system colour (0–15) for `color`: a grey by its lightness, any other colour by its
  /// hue (then the nearer of that hue's normal and bright colour).
  ///
  /// Nearest in RGB space would be simpler, but the 16 system colours are saturated: every
  /// pastel (the token colours of catppuccin, nord, dracula) is nearest to white, so keywords,
  /// strings and types would all be white on a 16-colour terminal. Hue keeps them apart, and
  /// users' palettes keep the hue of each number (red stays red), so it is what they see.
  static func nearestSystem(to color: RGB) -> UInt8 {
    let high = Int(max(color.red, color.green, color.blue))
    let low = Int(min(color.red, color.green, color.blue))
    // A colour whose channels are this close is a grey to the eye, whatever its hue.
    guard high - low >= 48, high >= 64 else {
      return nearest(to: color, among: [0, 8, 7, 15])
    }
    let hue = hueColour(color, high: high, low: low)
    return nearest(to: color, among: [hue, hue + 8])
  }

  /// Red 1, green 2, yellow 3, blue 4, magenta 5, cyan 6: the nearest to `color`'s hue.
  private static func hueColour(_ color: RGB, high: Int, low: Int) -> UInt8 {
    let (r, g, b) = (Int(color.red), Int(color.green), Int(color.blue))
    let chroma = Double(high - low)
    var hue: Double
    if high == r {
      hue = Double(g - b) / chroma
    } else if high == g {
      hue = 2 + Double(b - r) / chroma
    } else {
      hue = 4 + Double(r - g) / chroma
    }
    if hue < 0 { hue += 6 }
    // Sectors of the hue circle, from red at 0 in steps of 60°: red, yellow, green, cyan,
    // blue, magenta.
    let sectors: [UInt8] = [1, 3, 2, 6, 4, 5]
    return sectors[Int(hue.rounded()) % 6]
  }

  /// The entry among `candidates` nearest to `color`; the first wins a tie.
  static func nearest(to color: RGB, among candidates: some Sequence<UInt8>) -> UInt8 {
    var best: (index: UInt8, distance: Int)? = nil
    for index in candidates {
      let candidate = distance(color, rgb(ofIndex: index))
      if best == nil || candidate < best!.distance { best = (index, candidate) }
    }
    return best?.index ?? 0
  }

  /// The index of the cube level nearest to `value`; the lower level wins a tie.
  private static func nearestLevel(_ value: UInt8) -> Int {
    var best = 0
    for level in 1..<cubeLevels.count
    where abs(Int(value) - Int(cubeLevels[level])) < abs(Int(value) - Int(cubeLevels[best])) {
      best = level
    }
    return best
  }

  /// The squared distance between two colours in RGB space.
  static func distance(_ a: RGB, _ b: RGB) -> Int {
    let red = Int(a.red) - Int(b.red)
    let green = Int(a.green) - Int(b.green)
    let blue = Int(a.blue) - Int(b.blue)
    return red * red + green * green + blue * blue
  }

  /// Perceived lightness (Rec. 601 luma, ×1000), used to keep text lighter or darker than its
  /// background.
  static func luma(_ color: RGB) -> Int {
    299 * Int(color.red) + 587 * Int(color.green) + 114 * Int(color.blue)
  }
}
