import Testing

@testable import SegueCLI

/// Arguments that are not UTF-8 are named as such before Swift reads them as text (which
/// would replace their bytes and look for another file).
@Suite struct RawArgumentsTests {
  @Test func utf8ArgumentsPass() {
    #expect(RawArguments.problem(in: [Array("check".utf8), Array("café ✓.md".utf8), []]) == nil)
  }

  @Test(
    arguments: [
      ([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6D, 0x64], "caf�.md"),  // Latin-1 é
      ([0xC3], "�"),  // a sequence cut short
      ([0xED, 0xA0, 0x80], "���"),  // a surrogate
      ([0x1B, 0x5D, 0x30, 0x3B, 0x78, 0x07, 0xFF], "␛]0;x␇�"),  // an OSC and a stray byte
      ([0xC2, 0x9B, 0xFF], "\u{FFFD}\u{FFFD}"),  // C1 CSI, shown as � too
    ] as [([UInt8], String)])
  func theFirstArgumentThatIsNotUTF8IsNamedAndShownSafely(bytes: [UInt8], shown: String) {
    let message = RawArguments.problem(in: [Array("check".utf8), bytes, [0xFF]])
    #expect(message?.hasPrefix("error: argument 2 is not UTF-8: \(shown) (") == true)
    #expect(message?.unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\n" } == true)
  }
}
