import Testing

@testable import SegueCore

@Suite struct JoiningTests {
  @Test(arguments: [[], ["a"], ["Ada", "Grace"], ["", "x", ""], ["日本", "é", "😀"]] as [[String]])
  func joinedWithMatchesTheStandardLibrary(parts: [String]) {
    #expect(parts.joinedWith(" · ") == parts.joined(separator: " · "))
  }
}

@Suite struct ControlCharacterTests {
  @Test func controlCharactersBecomeVisibleStandIns() {
    #expect(ControlCharacters.visible("a\u{1B}[31mb\tc\u{7F}\u{85}") == "a␛[31mb c\u{2421}\u{FFFD}")
    #expect(ControlCharacters.visible("plain é 😀") == "plain é 😀")
  }

  @Test func keptCharactersStay() {
    let kept = ControlCharacters.visible("k: v\n\tw\u{7}", keeping: { $0 == "\n" || $0 == "\t" })
    #expect(kept == "k: v\n\tw\u{2407}")
  }
}

@Suite struct ByteSearchTests {
  @Test func findsTheFirstOccurrence() {
    let find = { (needle: String, haystack: String) in
      DirectiveReader.firstOffset(of: Array(needle.utf8), in: Array(haystack.utf8))
    }
    #expect(find("ab", "xxabab") == 2)
    #expect(find("é", "aé") == 1)
    #expect(find("abc", "ab") == nil)
    #expect(find("", "abc") == nil)
    #expect(find("c", "abc") == 2)
  }
}
