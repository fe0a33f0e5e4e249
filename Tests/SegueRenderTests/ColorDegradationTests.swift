import SegueRender
import Testing

/// DESIGN.md §7: colours degrade 24-bit → 256 → 16 → none.
@Suite struct ColorDegradationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var color: Color
    var to256: Color
    var to16: Color
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "pure red", color: .rgb(255, 0, 0), to256: .indexed(196), to16: .ansi(9)),
    Case(name: "pure green", color: .rgb(0, 255, 0), to256: .indexed(46), to16: .ansi(10)),
    Case(name: "pure blue", color: .rgb(0, 0, 255), to256: .indexed(21), to16: .ansi(4)),
    Case(
      name: "mid grey takes the grey ramp", color: .rgb(128, 128, 128), to256: .indexed(244),
      to16: .ansi(8)),
    Case(
      name: "near-black takes the ramp's darkest", color: .rgb(10, 10, 10), to256: .indexed(232),
      to16: .ansi(0)),
    Case(
      name: "black is the cube's, never system 0", color: .rgb(0, 0, 0), to256: .indexed(16),
      to16: .ansi(0)),
    Case(
      name: "near-white takes the cube's white", color: .rgb(250, 250, 250), to256: .indexed(231),
      to16: .ansi(15)),
    Case(
      name: "light grey takes the ramp's lightest", color: .rgb(240, 240, 240),
      to256: .indexed(255), to16: .ansi(7)),
    Case(
      name: "a muted blue stays blue", color: .rgb(95, 135, 175), to256: .indexed(67),
      to16: .ansi(12)),
    Case(
      name: "accent #89b4fa", color: .rgb(0x89, 0xB4, 0xFA), to256: .indexed(111), to16: .ansi(12)),
    Case(
      name: "dark base #1e1e2e", color: .rgb(0x1E, 0x1E, 0x2E), to256: .indexed(235), to16: .ansi(0)
    ),
    Case(name: "system colour index", color: .indexed(1), to256: .indexed(1), to16: .ansi(1)),
    Case(
      name: "bright system colour index", color: .indexed(9), to256: .indexed(9), to16: .ansi(9)),
    Case(name: "cube black index", color: .indexed(16), to256: .indexed(16), to16: .ansi(0)),
    Case(name: "cube blue index", color: .indexed(21), to256: .indexed(21), to16: .ansi(4)),
    Case(name: "cube red index", color: .indexed(196), to256: .indexed(196), to16: .ansi(9)),
    Case(name: "cube orange index", color: .indexed(208), to256: .indexed(208), to16: .ansi(3)),
    Case(name: "cube white index", color: .indexed(231), to256: .indexed(231), to16: .ansi(15)),
    Case(name: "ramp darkest index", color: .indexed(232), to256: .indexed(232), to16: .ansi(0)),
    Case(name: "ramp grey index", color: .indexed(244), to256: .indexed(244), to16: .ansi(8)),
    Case(name: "ramp lightest index", color: .indexed(255), to256: .indexed(255), to16: .ansi(7)),
    Case(name: "ansi kept", color: .ansi(3), to256: .ansi(3), to16: .ansi(3)),
    Case(name: "bright ansi kept", color: .ansi(13), to256: .ansi(13), to16: .ansi(13)),
    Case(
      name: "ansi above 15 read as indexed", color: .ansi(200), to256: .indexed(200),
      to16: .ansi(13)),
    Case(name: "default kept", color: .default, to256: .default, to16: .default),
  ]

  @Test(arguments: cases)
  func degrade(_ c: Case) {
    #expect(ColorDegradation.degrade(c.color, to: .palette256) == c.to256)
    #expect(ColorDegradation.degrade(c.color, to: .ansi16) == c.to16)
    #expect(ColorDegradation.degrade(c.color, to: .none) == .default)
    let kept = if case .ansi(200) = c.color { Color.indexed(200) } else { c.color }
    #expect(ColorDegradation.degrade(c.color, to: .trueColor) == kept)
  }

  /// Every 17th value of each channel: 4,913 colours.
  static let sweep: [Color] = stride(from: 0, through: 255, by: 17).flatMap { red in
    stride(from: 0, through: 255, by: 17).flatMap { green in
      stride(from: 0, through: 255, by: 17).map { blue in
        Color.rgb(UInt8(red), UInt8(green), UInt8(blue))
      }
    }
  }

  @Test func rgbNeverBecomesASystemColourAt256() {
    for color in Self.sweep {
      guard case .indexed(let index) = ColorDegradation.degrade(color, to: .palette256) else {
        Issue.record("\(color) did not become an indexed colour")
        continue
      }
      #expect(index >= 16, "\(color) became system colour \(index)")
    }
  }

  @Test func everyIndexBecomesAnANSIColourAt16() {
    for index in UInt8.min...UInt8.max {
      guard case .ansi(let ansi) = ColorDegradation.degrade(.indexed(index), to: .ansi16) else {
        Issue.record("indexed \(index) did not become an ANSI colour")
        continue
      }
      #expect(ansi < 16)
      if index < 16 { #expect(ansi == index) }
    }
  }

  @Test(arguments: [
    (UInt8(0), "000000"), (7, "e5e5e5"), (12, "5c5cff"), (16, "000000"), (67, "5f87af"),
    (231, "ffffff"), (232, "080808"), (255, "eeeeee"),
  ])
  func paletteValues(_ index: UInt8, _ hex: String) {
    let rgb = XtermPalette.rgb(ofIndex: index)
    let written = [rgb.red, rgb.green, rgb.blue].map {
      ($0 < 16 ? "0" : "") + String($0, radix: 16)
    }.joined()
    #expect(written == hex)
  }

  struct DepthName: CustomTestStringConvertible, Sendable {
    var text: String
    var depth: ColorDepth?
    var testDescription: String { "'\(text)'" }
  }

  @Test(arguments: [
    DepthName(text: "24bit", depth: .trueColor), DepthName(text: "truecolor", depth: .trueColor),
    DepthName(text: "256", depth: .palette256), DepthName(text: "16", depth: .ansi16),
    DepthName(text: "none", depth: ColorDepth.none), DepthName(text: "", depth: nil),
    DepthName(text: "8", depth: nil), DepthName(text: "24-bit", depth: nil),
    DepthName(text: "256 ", depth: nil), DepthName(text: "NONE", depth: nil),
    DepthName(text: "trueColor", depth: nil),
  ])
  func parseDepth(_ c: DepthName) {
    #expect(ColorDepth(parsing: c.text) == c.depth)
  }

  @Test func rawValuesAreTheCLIValues() {
    #expect(ColorDepth.allCases.map(\.rawValue) == ["24bit", "256", "16", "none"])
    for depth in ColorDepth.allCases { #expect(ColorDepth(parsing: depth.rawValue) == depth) }
  }
}

/// Pastel token colours keep their hue at 16 colours: nearest in RGB space, every one of them
/// was white, and highlighted code lost its colours on a 16-colour terminal.
@Suite struct PastelDegradationTests {
  struct Pastel: CustomTestStringConvertible, Sendable {
    var name: String
    var color: Color
    var to16: Color
    var testDescription: String { name }
  }

  static let pastels: [Pastel] = [
    Pastel(name: "catppuccin mauve (keywords)", color: .rgb(0xCB, 0xA6, 0xF7), to16: .ansi(12)),
    Pastel(name: "catppuccin green (strings)", color: .rgb(0xA6, 0xE3, 0xA1), to16: .ansi(2)),
    Pastel(name: "catppuccin yellow (types)", color: .rgb(0xF9, 0xE2, 0xAF), to16: .ansi(11)),
    Pastel(name: "catppuccin peach (numbers)", color: .rgb(0xFA, 0xB3, 0x87), to16: .ansi(9)),
    Pastel(name: "catppuccin teal", color: .rgb(0x94, 0xE2, 0xD5), to16: .ansi(6)),
    Pastel(name: "dracula pink", color: .rgb(0xFF, 0x79, 0xC6), to16: .ansi(5)),
    Pastel(name: "a near-grey stays grey", color: .rgb(0xA6, 0xAD, 0xC8), to16: .ansi(7)),
  ]

  @Test(arguments: pastels)
  func keepsItsHue(_ p: Pastel) {
    #expect(ColorDegradation.degrade(p.color, to: .ansi16) == p.to16)
  }

  @Test func tokenColoursStayApart() {
    let degraded = Set(
      Self.pastels.dropLast().map { ColorDegradation.degrade($0.color, to: .ansi16) })
    #expect(degraded.count >= 5, "\(degraded)")
    #expect(!degraded.contains(.ansi(15)) && !degraded.contains(.ansi(7)))
  }
}
