import Testing

@testable import SegueCore

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
