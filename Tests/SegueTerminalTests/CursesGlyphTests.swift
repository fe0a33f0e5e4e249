import Testing

@testable import SegueTerminal

@Suite struct CursesGlyphTests {
  struct GlyphCase: Sendable, CustomTestStringConvertible {
    let name: String
    let grapheme: String
    let scalars: [UInt32]
    let width: Int
    var testDescription: String { name }
  }

  static let cases: [GlyphCase] = [
    GlyphCase(name: "ASCII", grapheme: "a", scalars: [0x61], width: 1),
    GlyphCase(
      name: "letter with a combining mark", grapheme: "e\u{301}", scalars: [0x65, 0x301], width: 1),
    GlyphCase(name: "CJK", grapheme: "日", scalars: [0x65E5], width: 2),
    GlyphCase(name: "emoji", grapheme: "😀", scalars: [0x1F600], width: 2),
    GlyphCase(
      name: "ZWJ family keeps its first emoji", grapheme: "👨‍👩‍👧", scalars: [0x1F468], width: 2),
    GlyphCase(
      name: "variation selector kept", grapheme: "\u{2764}\u{FE0F}", scalars: [0x2764, 0xFE0F],
      width: 1),
    GlyphCase(name: "flag keeps its first letter", grapheme: "🇫🇷", scalars: [0x1F1EB], width: 1),
    GlyphCase(
      name: "lone combining mark sits on a space", grapheme: "\u{301}", scalars: [0x20, 0x301],
      width: 1),
    GlyphCase(name: "control character", grapheme: "\u{1B}", scalars: [0xFFFD], width: 1),
    GlyphCase(name: "C1 control", grapheme: "\u{85}", scalars: [0xFFFD], width: 1),
    GlyphCase(
      name: "unprintable for the C library", grapheme: "\u{E000}", scalars: [0xFFFD], width: 1),
    GlyphCase(
      name: "at most five characters", grapheme: "a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}",
      scalars: [0x61, 0x300, 0x301, 0x302, 0x303], width: 1),
    GlyphCase(name: "empty", grapheme: "", scalars: [0x20], width: 1),
  ]

  @Test(arguments: cases)
  func glyph(_ testCase: GlyphCase) {
    let glyph = CursesGlyph(testCase.grapheme, width: fakeWidth)
    #expect(glyph.scalars == testCase.scalars)
    #expect(glyph.width == testCase.width)
  }
}
