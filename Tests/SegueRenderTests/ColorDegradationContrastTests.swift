import SegueRender
import Testing

/// Degrading a style keeps its attributes and its text readable (DESIGN.md §7).
@Suite struct ColorDegradationContrastTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var style: Style
    var depth: ColorDepth
    var expected: Style
    var testDescription: String { "\(name) at \(depth.rawValue)" }
  }

  static let accentOnBase = Style(fg: .rgb(0x89, 0xB4, 0xFA), bg: .rgb(0x1E, 0x1E, 0x2E))
  static let surfaceOnBase = Style(fg: .rgb(0x31, 0x32, 0x44), bg: .rgb(0x1E, 0x1E, 0x2E))

  static let cases: [Case] = [
    // Colours that stay apart are only degraded.
    Case(
      name: "accent on base", style: accentOnBase, depth: .palette256,
      expected: Style(fg: .indexed(111), bg: .indexed(235))),
    Case(
      name: "accent on base", style: accentOnBase, depth: .ansi16,
      expected: Style(fg: .ansi(12), bg: .ansi(0))),
    Case(name: "accent on base", style: accentOnBase, depth: .none, expected: .plain),
    Case(
      name: "surface on base", style: surfaceOnBase, depth: .palette256,
      expected: Style(fg: .indexed(237), bg: .indexed(235))),
    // Both land on black: the lighter text becomes the lighter system colour nearest to it.
    Case(
      name: "surface on base", style: surfaceOnBase, depth: .ansi16,
      expected: Style(fg: .ansi(8), bg: .ansi(0))),
    Case(
      name: "grey on near-black", style: Style(fg: .rgb(60, 60, 60), bg: .rgb(20, 20, 20)),
      depth: .ansi16,
      expected: Style(fg: .ansi(8), bg: .ansi(0))),
    // Nothing is darker than black, so darker text goes to the other side.
    Case(
      name: "near-black on grey", style: Style(fg: .rgb(20, 20, 20), bg: .rgb(60, 60, 60)),
      depth: .ansi16,
      expected: Style(fg: .ansi(8), bg: .ansi(0))),
    // Nothing is lighter than white, so lighter text goes darker.
    Case(
      name: "white on near-white", style: Style(fg: .rgb(255, 255, 255), bg: .rgb(250, 250, 250)),
      depth: .ansi16, expected: Style(fg: .ansi(7), bg: .ansi(15))),
    Case(
      name: "white on near-white", style: Style(fg: .rgb(255, 255, 255), bg: .rgb(250, 250, 250)),
      depth: .palette256, expected: Style(fg: .indexed(255), bg: .indexed(231))),
    // Darker text stays darker than its background.
    Case(
      name: "red on a lighter red", style: Style(fg: .rgb(255, 0, 0), bg: .rgb(250, 5, 5)),
      depth: .palette256,
      expected: Style(fg: .indexed(160), bg: .indexed(196))),
    Case(
      name: "red on a lighter red", style: Style(fg: .rgb(255, 0, 0), bg: .rgb(250, 5, 5)),
      depth: .ansi16,
      expected: Style(fg: .ansi(1), bg: .ansi(9))),
    Case(
      name: "near-black on black", style: Style(fg: .rgb(0, 0, 10), bg: .rgb(0, 0, 0)),
      depth: .palette256,
      expected: Style(fg: .indexed(232), bg: .indexed(16))),
    Case(
      name: "ansi on the rgb of the same colour", style: Style(fg: .ansi(3), bg: .rgb(205, 205, 0)),
      depth: .ansi16, expected: Style(fg: .ansi(11), bg: .ansi(3))),
    // What the author wrote as one colour stays one colour.
    Case(
      name: "equal colours left alone", style: Style(fg: .rgb(1, 2, 3), bg: .rgb(1, 2, 3)),
      depth: .ansi16,
      expected: Style(fg: .ansi(0), bg: .ansi(0))),
    Case(
      name: "default fg on a colour", style: Style(bg: .rgb(0, 0, 0), attributes: .bold),
      depth: .ansi16,
      expected: Style(bg: .ansi(0), attributes: .bold)),
    Case(
      name: "24-bit unchanged", style: Style(fg: .rgb(255, 0, 0), bg: .rgb(250, 5, 5)),
      depth: .trueColor,
      expected: Style(fg: .rgb(255, 0, 0), bg: .rgb(250, 5, 5))),
  ]

  @Test(arguments: cases)
  func degrade(_ c: Case) {
    #expect(ColorDegradation.degrade(c.style, to: c.depth) == c.expected)
  }

  static let attributeSets: [Attributes] = [
    [], .bold, .dim, .italic, .underline, .reverse, .strikethrough,
    [.bold, .dim, .italic, .underline, .reverse, .strikethrough],
  ]

  @Test(arguments: ColorDepth.allCases, attributeSets)
  func attributesAreNeverDropped(_ depth: ColorDepth, _ attributes: Attributes) {
    for style in [
      Style(attributes: attributes),
      Style(fg: .rgb(9, 9, 9), bg: .rgb(10, 10, 10), attributes: attributes),
      Style(fg: .indexed(200), bg: .ansi(3), attributes: attributes),
    ] {
      #expect(ColorDegradation.degrade(style, to: depth).attributes == attributes)
    }
  }

  @Test(arguments: ColorDepth.allCases)
  func noColourLeftWithoutColour(_ depth: ColorDepth) {
    let style = ColorDegradation.degrade(Self.accentOnBase, to: depth)
    #expect((style.fg == .default && style.bg == .default) == (depth == .none))
  }

  /// A theme's selected segment against a normal one: bold dark text on the accent vs light
  /// text on a surface.
  @Test(arguments: ColorDepth.allCases)
  func selectedSegmentStaysDistinct(_ depth: ColorDepth) {
    let normal = Style(fg: .rgb(0xCD, 0xD6, 0xF4), bg: .rgb(0x31, 0x32, 0x44))
    let selected = Style(fg: .rgb(0x1E, 0x1E, 0x2E), bg: .rgb(0x89, 0xB4, 0xFA), attributes: .bold)
    let degradedNormal = ColorDegradation.degrade(normal, to: depth)
    let degradedSelected = ColorDegradation.degrade(selected, to: depth)
    #expect(degradedNormal != degradedSelected)
    if depth != .none {
      #expect(degradedNormal.bg != degradedSelected.bg)
      #expect(degradedNormal.fg != degradedNormal.bg)
      #expect(degradedSelected.fg != degradedSelected.bg)
    }
    if depth == .ansi16 {
      #expect(degradedNormal == Style(fg: .ansi(7), bg: .ansi(0)))
      #expect(degradedSelected == Style(fg: .ansi(0), bg: .ansi(12), attributes: .bold))
    }
  }

  /// Every pair of 64 colours (every 85th value per channel) keeps text and background apart.
  @Test(arguments: [ColorDepth.palette256, .ansi16])
  func differentColoursNeverCollapse(_ depth: ColorDepth) {
    let levels: [UInt8] = [0, 85, 170, 255]
    var colors: [Color] = levels.flatMap { r in
      levels.flatMap { g in levels.map { b in .rgb(r, g, b) } }
    }
    colors += [
      .rgb(1, 1, 1), .rgb(254, 254, 254), .indexed(16), .indexed(232), .ansi(0), .ansi(15),
    ]
    for fg in colors {
      for bg in colors where fg != bg {
        let style = ColorDegradation.degrade(Style(fg: fg, bg: bg), to: depth)
        #expect(style.fg != style.bg, "\(fg) on \(bg) became \(style.fg) on \(style.bg)")
      }
    }
  }
}
