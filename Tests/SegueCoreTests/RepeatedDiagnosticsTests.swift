import SegueCore
import Testing

/// What a deck uses that Segue does not act on is said once per deck, with its count, at the
/// first place it is written (issue 28: one deck printed `'transform' is not supported` 17 times).
@Suite struct RepeatedDiagnosticsTests {
  func warnings(_ markdown: String) -> [Diagnostic] {
    DeckParser.parse(markdown, fileName: "talk.md").warnings
  }

  @Test func seventeenTransformsAreOneWarningWithTheirCount() {
    let block = "```file\npath: a.py\ntransform: sort\n```\n\n"
    let found = warnings("# A\n\n" + String(repeating: block, count: 17))
    let transform = found.filter { $0.message.hasPrefix("'transform' is not supported") }
    #expect(transform.count == 1)
    #expect(
      transform.first?.message.hasSuffix("(17 times in this deck; the first is here)") == true)
    #expect(transform.first?.location?.line == 5)
  }

  @Test func oneUseIsSaidWithoutACount() {
    let found = warnings("# A\n\n<!-- font_size: 2 -->\n\ntext\n")
    #expect(found.map(\.message) == ["directive 'font_size' is not supported and is ignored"])
  }

  @Test func eachUnsupportedConstructIsCountedOnItsOwn() {
    let deck =
      "# A\n\n```bash +validate\nls\n```\n\n```bash +validate\nls\n```\n\n```dot +image\na\n```\n"
    let messages = warnings(deck).map(\.message)
    #expect(
      messages == [
        "'+validate' is not supported yet; the block shows as code (2 times in this deck; the first is here)",
        "'+image' is not supported yet; the block shows as code",
      ])
  }

  @Test func problemsToFixAreStillSaidWhereEachIs() {
    let deck = "# A\n\n<!-- colum: 1 -->\n\n<!-- colum: 2 -->\n\ntext\n"
    #expect(warnings(deck).count == 2)
  }

  @Test func presentermsUserCommentIsAQuietComment() {
    let load = DeckParser.parse("# A\n\n<!-- user_comment: for the readers -->\n\ntext\n")
    #expect(load.diagnostics.isEmpty)
  }
}
