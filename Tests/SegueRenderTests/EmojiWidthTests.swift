import Testing

@testable import SegueCore
@testable import SegueRender

/// Every emoji a shortcode becomes is laid out as the two columns a terminal draws it in.
@Suite struct EmojiWidthTests {
  @Test func everyShortcodeEmojiIsTwoColumnsWide() {
    let narrow = EmojiShortcodes.table.filter { TextWidth.width($0.value) != 2 }
    #expect(narrow.isEmpty, "\(narrow.sorted { $0.key < $1.key }.prefix(20))")
  }
}
