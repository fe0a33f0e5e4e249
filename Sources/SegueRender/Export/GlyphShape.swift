/// How a box-drawing or block symbol is drawn on a page: as shapes, not as a font's glyph.
///
/// A font's box-drawing glyphs are drawn for its own line height, so on a grid of taller cells
/// they leave gaps between rows (code frames come apart, the heading's `█` shows stripes), and
/// a fallback font's glyphs are not even the cell's width. Drawn as rectangles and arcs from
/// the cell's centre to its edges they meet exactly, at any scale.
public enum GlyphShape: Sendable, Hashable {
  /// Lines from the cell's centre to its edges, each of a weight.
  case lines(left: LineWeight, up: LineWeight, right: LineWeight, down: LineWeight)
  /// A rounded corner joining the centre lines of one horizontal and one vertical edge.
  case arc(toRight: Bool, toBottom: Bool)
  /// Parts of the cell in the text colour: solid at `coverage` 1, else a stipple covering
  /// ¼, ½ or ¾ of them (the shades `░▒▓`).
  case blocks([UnitRect], coverage: Double)

  public enum LineWeight: Int, Sendable, Hashable {
    case none = 0, light, heavy, double
  }

  /// A rectangle in fractions of a cell: (0, 0) is its top-left corner, (1, 1) its bottom-right.
  public struct UnitRect: Sendable, Hashable {
    public var x0, y0, x1, y1: Double
    public init(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
      (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }
  }

  /// The shape that draws `grapheme`, or nil when the font draws it (all text, and the
  /// box-drawing symbols not listed here: dashed lines, double-line joins, diagonals).
  public static func of(_ grapheme: String) -> GlyphShape? {
    guard let scalar = grapheme.unicodeScalars.first,
      grapheme.unicodeScalars.count == 1, (0x2500...0x259F).contains(scalar.value)
    else { return nil }
    return lineShape(scalar.value) ?? blockShape(scalar.value)
  }

  /// Light and heavy lines in every combination (U+2500–254B, U+2574–257F), the straight
  /// double lines and the rounded corners.
  private static func lineShape(_ value: UInt32) -> GlyphShape? {
    switch value {
    case 0x256D: return .arc(toRight: true, toBottom: true)
    case 0x256E: return .arc(toRight: false, toBottom: true)
    case 0x256F: return .arc(toRight: false, toBottom: false)
    case 0x2570: return .arc(toRight: true, toBottom: false)
    case 0x2550: return .lines(left: .double, up: .none, right: .double, down: .none)
    case 0x2551: return .lines(left: .none, up: .double, right: .none, down: .double)
    default: break
    }
    guard let arms = armTable[value] else { return nil }
    // Digits left, up, right, down: 0 none, 1 light, 2 heavy.
    let weights = arms.map { LineWeight(rawValue: Int($0.asciiValue! - 48))! }
    return .lines(left: weights[0], up: weights[1], right: weights[2], down: weights[3])
  }

  private static let armTable: [UInt32: String] = {
    // In code-point order from U+2500 (dashed U+2504–250B skipped), then U+2574–257F.
    let solid: [(UInt32, String)] = [
      (0x2500, "1010"), (0x2501, "2020"), (0x2502, "0101"), (0x2503, "0202"),
    ]
    let joins = [
      "0011", "0021", "0012", "0022", "1001", "2001", "1002", "2002",
      "0110", "0120", "0210", "0220", "1100", "2100", "1200", "2200",
      "0111", "0121", "0211", "0112", "0212", "0221", "0122", "0222",
      "1101", "2101", "1201", "1102", "1202", "2201", "2102", "2202",
      "1011", "2011", "1021", "2021", "1012", "2012", "1022", "2022",
      "1110", "2110", "1120", "2120", "1210", "2210", "1220", "2220",
      "1111", "2111", "1121", "2121", "1211", "1112", "1212", "2211",
      "1221", "2112", "1122", "2221", "2122", "2212", "1222", "2222",
    ]
    let halves = [
      "1000", "0100", "0010", "0001", "2000", "0200", "0020", "0002",
      "1020", "0102", "2010", "0201",
    ]
    var table = Dictionary(uniqueKeysWithValues: solid)
    for (offset, arms) in joins.enumerated() { table[0x250C + UInt32(offset)] = arms }
    for (offset, arms) in halves.enumerated() { table[0x2574 + UInt32(offset)] = arms }
    return table
  }()

  /// Blocks, eighths, shades and quadrants (U+2580–259F).
  private static func blockShape(_ value: UInt32) -> GlyphShape? {
    let eighth = 1.0 / 8
    switch value {
    case 0x2580: return .blocks([UnitRect(0, 0, 1, 0.5)], coverage: 1)
    case 0x2581...0x2588:
      return .blocks([UnitRect(0, 1 - Double(value - 0x2580) * eighth, 1, 1)], coverage: 1)
    case 0x2589...0x258F:
      return .blocks([UnitRect(0, 0, Double(0x2590 - value) * eighth, 1)], coverage: 1)
    case 0x2590: return .blocks([UnitRect(0.5, 0, 1, 1)], coverage: 1)
    case 0x2591...0x2593:
      return .blocks([UnitRect(0, 0, 1, 1)], coverage: Double(value - 0x2590) / 4)
    case 0x2594: return .blocks([UnitRect(0, 0, 1, eighth)], coverage: 1)
    case 0x2595: return .blocks([UnitRect(1 - eighth, 0, 1, 1)], coverage: 1)
    case 0x2596...0x259F: return .blocks(quadrants(value), coverage: 1)
    default: return nil
    }
  }

  /// ▖▗▘▙▚▛▜▝▞▟ as the quadrants they fill.
  private static func quadrants(_ value: UInt32) -> [UnitRect] {
    // Bits: 1 upper left, 2 upper right, 4 lower left, 8 lower right.
    let masks: [UInt8] = [4, 8, 1, 13, 9, 7, 11, 2, 6, 14]
    let mask = masks[Int(value - 0x2596)]
    let parts = [
      UnitRect(0, 0, 0.5, 0.5), UnitRect(0.5, 0, 1, 0.5),
      UnitRect(0, 0.5, 0.5, 1), UnitRect(0.5, 0.5, 1, 1),
    ]
    return parts.indices.filter { mask & (1 << $0) != 0 }.map { parts[$0] }
  }
}
