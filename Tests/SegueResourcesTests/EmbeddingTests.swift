import Foundation
import Testing

@testable import SegueEmbedding

/// The literals segue-embed writes, checked by shape here and, in `RoundTripTests`, by compiling
/// them with `swiftc` and comparing the values the compiled program prints.
@Suite struct EmbeddingTests {
  @Test func rawLiteralHasOneMoreHashThanTheText() {
    #expect(SwiftLiteral.string("plain") == "#\"\"\"\nplain\n\"\"\"#")
    #expect(
      SwiftLiteral.string("# Title\n### Sub\n") == "####\"\"\"\n# Title\n### Sub\n\n\"\"\"####")
    #expect(SwiftLiteral.longestHashRun(in: "a#b##c#") == 2)
  }

  @Test func textsAMultilineLiteralCannotHoldAreEscaped() {
    #expect(SwiftLiteral.string("a\r\nb") == #""a\r\nb""#)
    #expect(SwiftLiteral.string("\u{0}\u{1}\u{1B}[1m\u{7F}") == #""\0\u{1}\u{1B}[1m\u{7F}""#)
    #expect(SwiftLiteral.escaped("\"\\\t\n") == #""\"\\\t\n""#)
    #expect(SwiftLiteral.escaped("é\u{2028}") == "\"é\u{2028}\"")
    #expect(SwiftLiteral.fitsRawMultiline("tab\tand é\u{85}\u{2028}"))
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xE2, 0x82]
    #expect(!EmbeddedFile.isValidUTF8(bytes))
    #expect(EmbeddedFile(name: "x", bytes: bytes).text == "a\u{FFFD}b\u{FFFD}")
    #expect(EmbeddedFile.isValidUTF8(Array("é🇫🇷".utf8)))
  }

  @Test func generatorNeedsTheDemoDeckAndUniqueNames() {
    #expect(throws: EmbeddedSource.Failure.missingDemoDeck("demo")) {
      try EmbeddedSource.generate(decks: [EmbeddedFile(name: "other", text: "")], themes: [])
    }
    let demo = EmbeddedFile(name: "demo", text: "")
    #expect(throws: EmbeddedSource.Failure.duplicateName("demo")) {
      try EmbeddedSource.generate(decks: [demo, demo], themes: [])
    }
  }

  @Test func generatorSortsAndWritesEachTextOnce() throws {
    let source = try EmbeddedSource.generate(
      decks: [EmbeddedFile(name: "zeta", text: "Z"), EmbeddedFile(name: "demo", text: "D")],
      themes: [])
    #expect(source.contains("static let demoDeck: String = deck0\n"))
    #expect(source.contains("    (\"demo\", deck0),\n    (\"zeta\", deck1),\n"))
    #expect(source.contains("static let themes: [(name: String, text: String)] = []\n"))
    #expect(source.components(separatedBy: "\nD\n").count == 2)
  }
}
