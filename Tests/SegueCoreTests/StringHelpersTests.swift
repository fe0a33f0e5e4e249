import Testing

@testable import SegueCore

@Suite struct StringHelpersTests {
  @Test(arguments: [
    (" \t a b \r\n", "a b"),
    ("\u{3000}全角\u{3000}", "全角"),
    ("\u{A0} x\u{2003}", "x"),
    ("é ", "é"),
    ("   ", ""),
    ("", ""),
  ])
  func trimmingWhitespace(text: String, trimmed: String) {
    #expect(text.trimmingWhitespace == trimmed)
    #expect(text[...].trimmingWhitespace == trimmed)
  }

  @Test(arguments: [
    ("a -- b", "--", true), ("a - - b", "--", false), ("--", "--", true), ("-", "--", false),
    ("", "--", false), ("x", "", true), ("é:::", ":::", true), (":: :", ":::", false),
    ("-\u{301}-", "--", false), ("ab-", "--", false), ("--ab", "--", true),
  ])
  func containsBytes(text: String, needle: String, found: Bool) {
    #expect(text.containsBytes(needle) == found)
    // Never false where a search by characters is true.
    if text.contains(needle) { #expect(text.containsBytes(needle)) }
  }

  /// The byte searches agree with the view's own `firstIndex(of:)` and counting, on slices
  /// that start and end inside a string (multi-byte text around them).
  @Test(arguments: ["", "\n", "a\nb\n", "é\n全角\n\n|x|", "no newline", "\n\n\n"])
  func byteSearchesAgreeWithTheView(text: String) {
    let padded = "é全\n" + text + "\n角"
    let start = padded.utf8.index(padded.startIndex, offsetBy: 6)
    let end = padded.utf8.index(padded.endIndex, offsetBy: -4)
    for view in [text[...].utf8, padded[start..<end].utf8] {
      for byte in [UInt8(0x0A), UInt8(ascii: "|"), 0xC3] {
        #expect(view.firstIndex(ofByte: byte) == view.firstIndex(of: byte))
        #expect(view.containsByte(byte) == view.contains(byte))
        #expect(view.count(ofByte: byte) == view.filter { $0 == byte }.count)
      }
    }
  }

  @Test(arguments: ["", "a", "a\n", "\n", "a\nbé\n\nc", "全\n角\n"])
  func lineStartsAreTheOffsetsAfterEachNewline(text: String) {
    var expected = [0]
    for (offset, byte) in text.utf8.enumerated() where byte == 0x0A {
      expected.append(offset + 1)
    }
    #expect(SourceText.lineStarts(of: text) == expected)
  }

  @Test func trimmingTrailingWhitespaceTakesSpacesAndTabsOnly() {
    #expect("a \t ".trimmingTrailingWhitespace == "a")
    #expect("a\u{3000}".trimmingTrailingWhitespace == "a\u{3000}")
    #expect("a\n".trimmingTrailingWhitespace == "a\n")
    #expect(" \t".trimmingTrailingWhitespace == "")
  }

  @Test func validUTF8IsTakenAsItIsAndInvalidIsNot() {
    #expect(SourceText.validUTF8String(Array("ok é 😀".utf8)[...]) == "ok é 😀")
    #expect(SourceText.validUTF8String(Array("\u{FFFD}".utf8)[...]) == "\u{FFFD}")
    #expect(SourceText.validUTF8String([0x61, 0xFF, 0x62][...]) == nil)
    #expect(SourceText.validUTF8String([0xED, 0xA0, 0x80][...]) == nil)  // a surrogate
    #expect(SourceText.validUTF8String([0xC0, 0xAF][...]) == nil)  // overlong
    #expect(SourceText.validUTF8String([][...]) == "")
  }

  /// A byte search finds what a search by characters finds, at the same indices.
  @Test(arguments: [
    ("a --> b", "-->"), ("--->", "-->"), ("<!-- x", "<!--"), ("é <!--", "<!--"), ("abc", "x"),
    ("ab", "abc"), ("", "-->"), ("x-->", "-->"),
  ])
  func aByteRangeIsWhereTheBytesAre(text: String, needle: String) {
    let sub = ("[" + text + "]").dropFirst().dropLast()
    let found = sub.byteRange(of: needle)
    #expect(found == sub.firstRange(of: needle))
    if let found { #expect(String(sub[found]) == needle) }
    #expect(text.containsBytes(needle) == (found != nil))
  }
}
