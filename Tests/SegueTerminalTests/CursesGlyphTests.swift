import Testing

@testable import SegueTerminal

/// The C library's widths, as a table, so the cases do not depend on the locale.
private func fakeWidth(_ value: UInt32) -> Int {
  switch value {
  case 0x300...0x36F, 0xFE0F, 0x200D: 0
  case 0x1100...0x115F, 0x2E80...0xA4CF, 0x1F300...0x1F64F: 2
  case 0xE000: -1  // something the C library cannot print
  default: 1
  }
}

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
  func fill(_ testCase: GlyphCase) {
    let buffer = UnsafeMutablePointer<Int32>.allocate(capacity: CursesGlyph.capacity + 1)
    defer { buffer.deallocate() }
    let (count, width) = CursesGlyph.fill(buffer, with: testCase.grapheme, width: fakeWidth)
    #expect((0..<count).map { UInt32(buffer[$0]) } == testCase.scalars)
    #expect(buffer[count] == 0)
    #expect(width == testCase.width)
  }
}

@Suite struct CursesGlyphScalarTests {
  /// A one-scalar grapheme given as its value fills the cell exactly as the string would.
  @Test(arguments: [0x61, 0x65E5, 0x1F600, 0x301, 0x1B, 0x85, 0xE000, 0x2764] as [UInt32])
  func scalarMatchesString(_ value: UInt32) throws {
    let fromString = UnsafeMutablePointer<Int32>.allocate(capacity: CursesGlyph.capacity + 1)
    let fromScalar = UnsafeMutablePointer<Int32>.allocate(capacity: CursesGlyph.capacity + 1)
    defer {
      fromString.deallocate()
      fromScalar.deallocate()
    }
    let scalar = try #require(Unicode.Scalar(value))
    let expected = CursesGlyph.fill(fromString, with: String(scalar), width: fakeWidth)
    let actual = CursesGlyph.fill(fromScalar, scalar: value, width: fakeWidth)
    #expect(actual.count == expected.count)
    #expect(actual.width == expected.width)
    #expect(
      (0...actual.count).map { fromScalar[$0] } == (0...expected.count).map { fromString[$0] })
  }
}
