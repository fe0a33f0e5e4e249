import Testing

@testable import SegueRender

/// `Theme` keeps its values in a shared box: it must still behave as a plain value.
@Suite struct ThemeValueTests {
  @Test func changingACopyLeavesTheOriginalAlone() {
    let original = Theme.dark
    var copy = original
    #expect(copy == original)
    copy.segmentBar.separator = "¦"
    copy.headings[0].prefix = "» "
    copy.name = "changed"
    #expect(copy != original)
    #expect(original.segmentBar.separator != "¦")
    #expect(original.heading(1).prefix != "» ")
    #expect(Theme.dark.name == "dark")
    #expect(copy.segmentBar.separator == "¦" && copy.heading(1).prefix == "» ")
  }

  @Test func equalValuesInDifferentBoxesAreEqual() {
    var first = Theme.dark
    var second = Theme.dark
    first.margins.left = 9
    second.margins.left = 9
    #expect(first == second)
    second.margins.left = 8
    #expect(first != second)
  }

  @Test func aThemeChangedThroughAKeyPathIsChangedAlone() {
    let original = Theme.dark
    var copy = original
    let path: WritableKeyPath<Theme, Style> = \.footer.style
    copy[keyPath: path] = Style(fg: .rgb(1, 2, 3))
    #expect(copy.footer.style == Style(fg: .rgb(1, 2, 3)))
    #expect(original.footer.style != copy.footer.style)
  }
}
