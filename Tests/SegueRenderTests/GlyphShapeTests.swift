import Testing

@testable import SegueRender

/// Box-drawing and block symbols are drawn as shapes so that they meet across cells; text and
/// the symbols left to the font have no shape.
@Suite struct GlyphShapeTests {
  typealias W = GlyphShape.LineWeight
  typealias R = GlyphShape.UnitRect

  static let cases: [(String, GlyphShape?)] = [
    ("─", .lines(left: .light, up: .none, right: .light, down: .none)),
    ("━", .lines(left: .heavy, up: .none, right: .heavy, down: .none)),
    ("│", .lines(left: .none, up: .light, right: .none, down: .light)),
    ("┌", .lines(left: .none, up: .none, right: .light, down: .light)),
    ("┘", .lines(left: .light, up: .light, right: .none, down: .none)),
    ("├", .lines(left: .none, up: .light, right: .light, down: .light)),
    ("┼", .lines(left: .light, up: .light, right: .light, down: .light)),
    ("┿", .lines(left: .heavy, up: .light, right: .heavy, down: .light)),
    ("╋", .lines(left: .heavy, up: .heavy, right: .heavy, down: .heavy)),
    ("┢", .lines(left: .none, up: .light, right: .heavy, down: .heavy)),
    ("╴", .lines(left: .light, up: .none, right: .none, down: .none)),
    ("╿", .lines(left: .none, up: .heavy, right: .none, down: .light)),
    ("═", .lines(left: .double, up: .none, right: .double, down: .none)),
    ("╭", .arc(toRight: true, toBottom: true)),
    ("╮", .arc(toRight: false, toBottom: true)),
    ("╯", .arc(toRight: false, toBottom: false)),
    ("╰", .arc(toRight: true, toBottom: false)),
    ("█", .blocks([R(0, 0, 1, 1)], coverage: 1)),
    ("▀", .blocks([R(0, 0, 1, 0.5)], coverage: 1)),
    ("▁", .blocks([R(0, 0.875, 1, 1)], coverage: 1)),
    ("▌", .blocks([R(0, 0, 0.5, 1)], coverage: 1)),
    ("▏", .blocks([R(0, 0, 0.125, 1)], coverage: 1)),
    ("▐", .blocks([R(0.5, 0, 1, 1)], coverage: 1)),
    ("░", .blocks([R(0, 0, 1, 1)], coverage: 0.25)),
    ("▓", .blocks([R(0, 0, 1, 1)], coverage: 0.75)),
    ("▚", .blocks([R(0, 0, 0.5, 0.5), R(0.5, 0.5, 1, 1)], coverage: 1)),
    ("▟", .blocks([R(0.5, 0, 1, 0.5), R(0, 0.5, 0.5, 1), R(0.5, 0.5, 1, 1)], coverage: 1)),
    // Left to the font: text, dashed lines, double-line joins, diagonals.
    ("a", nil), ("●", nil), ("┄", nil), ("╔", nil), ("╱", nil), ("─\u{301}", nil),
  ]

  @Test(arguments: cases)
  func shape(_ glyph: String, _ expected: GlyphShape?) {
    #expect(GlyphShape.of(glyph) == expected)
  }

  /// Every light or heavy line symbol from U+250C to U+254B has a shape: the table has no gap.
  @Test func everyJoinHasArms() {
    for value in UInt32(0x250C)...0x254B {
      let glyph = String(Character(Unicode.Scalar(value)!))
      guard case .lines(let l, let u, let r, let d)? = GlyphShape.of(glyph) else {
        Issue.record("no lines for \(glyph)")
        continue
      }
      #expect([l, u, r, d].filter { $0 != .none }.count >= 2, "\(glyph)")
    }
  }
}
