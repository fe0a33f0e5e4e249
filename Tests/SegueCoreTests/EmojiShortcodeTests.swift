import Testing

@testable import SegueCore

/// `:name:` shortcodes become emoji where the deck's tool expands them, never inside code
/// (docs/deck-format.md, "Emoji shortcodes").
@Suite struct EmojiShortcodeTests {
  /// The slide's title and the text of its paragraphs, code blocks and code spans.
  func texts(_ markdown: String) throws -> [String] {
    let deck = try #require(DeckParser.parse(markdown, fileName: "deck.md").deck)
    let slide = try #require(deck.sections.last?.slides.last)
    return [slide.titleText ?? "_"]
      + slide.blocks.compactMap { block in
        switch block.kind {
        case .paragraph(let inlines):
          return inlines.map { inline in
            if case .code(let code, _) = inline { return "`\(code)`" }
            return [inline].plainText
          }.joined()
        case .code(let code): return code.text
        default: return nil
        }
      }
  }

  @Test func segueDecksExpandShortcodesInRunningText() throws {
    let markdown = "# Done :tada:\n\nHello :smile: and :thumbsup: and *:+1:* :white_check_mark:\n"
    #expect(try texts(markdown) == ["Done 🎉", "Hello 😄 and 👍 and 👍 ✅"])
  }

  @Test func anAlertsOwnTitleExpandsToo() throws {
    let deck = try #require(DeckParser.parse("# A\n\n> [!TIP] Ship it :rocket:\n").deck)
    guard case .alert(let alert)? = deck.sections.first?.slides.first?.blocks.first?.kind else {
      Issue.record("no alert")
      return
    }
    #expect(alert.title?.plainText == "Ship it 🚀")
  }

  @Test func codeURLsAndUnknownNamesStayAsWritten() throws {
    let markdown = """
      # Code

      `:smile:` :nosuchname: 10:30:45 q:r:smile: <https://x.org/:smile:>

      ```
      :smile:
      ```
      """
    let shown = try texts(markdown)
    #expect(
      shown == ["Code", "`:smile:` :nosuchname: 10:30:45 q:r😄 https://x.org/:smile:", ":smile:\n"])
  }

  @Test func pandocExpandsThemOnlyWithItsEmojiExtension() throws {
    let plain = "---\npatat:\n  incrementalLists: false\n...\n\n# A\n\nHi :smile:\n"
    #expect(try texts(plain) == ["A", "Hi :smile:"])
    let on =
      "---\npatat:\n  pandocExtensions:\n    - patat_extensions\n    - emoji\n...\n\n# A\n\nHi :smile:\n"
    #expect(try texts(on) == ["A", "Hi 😄"])
    let load = DeckParser.parse(on, fileName: "deck.md")
    #expect(load.warnings.isEmpty)
  }

  @Test func presentermAndMdpDecksKeepThemAsWritten() throws {
    #expect(try texts("Hi :smile:\n\n<!-- end_slide -->\n\nBye :smile:\n") == ["_", "Bye :smile:"])
    #expect(try texts("%title: T\n\n# A\n\nHi :smile:\n") == ["A", "Hi :smile:"])
    // A Segue deck beside them does expand (the test fails where nothing ever does).
    #expect(try texts("# A\n\nHi :smile:\n") == ["A", "Hi 😄"])
  }

  @Test func theGeneratedTableHoldsTheStandardNames() {
    #expect(EmojiShortcodes.table.count > 1800)
    #expect(EmojiShortcodes.table["thumbsup"] == "👍")
    #expect(EmojiShortcodes.table["smiley"] == "😃")
  }
}
