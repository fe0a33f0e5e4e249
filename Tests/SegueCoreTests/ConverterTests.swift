import SegueCore
import Testing

/// Markdown → model: every construct cmark-gfm produces, checked through the tree dump.
@Suite struct ConverterTests {
  /// The dump lines of the blocks of the first slide (indentation kept, slide lines dropped).
  func dump(_ markdown: String) throws -> [String] {
    let lines = TreeDump.render(try load(markdown)).split(separator: "\n").map(String.init)
    return lines.dropFirst(3).map { String($0.dropFirst(6)) }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var dump: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "emphasis, strong, strikethrough, code",
      markdown: "*em* **strong** ~~gone~~ `code`\n",
      dump: ["paragraph @1 *em* **strong** ~~gone~~ `code`"]),
    Case(
      name: "links, autolinks and images",
      markdown:
        "[text](https://a.example \"T\") <https://b.example> www.c.example ![alt *x*](pic.png)\n",
      dump: [
        "paragraph @1 [text](https://a.example) <https://b.example> <http://www.c.example> ![alt *x*](pic.png)"
      ]),
    Case(
      name: "soft and hard line breaks",
      markdown: "one\ntwo  \nthree\n",
      dump: ["paragraph @1 one⏎two↵three"]),
    Case(
      name: "nested bullet list, ordered list with start, loose list",
      markdown: "- a\n  - b\n\n3. x\n4. y\n\n- p\n\n- q\n",
      dump: [
        "list bullet tight @1", "  item", "    paragraph @1 a", "    list bullet tight @2",
        "      item",
        "        paragraph @2 b", "list ordered start=3 tight @4", "  item", "    paragraph @4 x",
        "  item",
        "    paragraph @5 y", "list bullet loose @7", "  item", "    paragraph @7 p", "  item",
        "    paragraph @9 q",
      ]),
    Case(
      name: "task list",
      markdown: "- [x] done\n- [ ] todo\n",
      dump: [
        "list bullet tight @1", "  item [x]", "    paragraph @1 done", "  item [ ]",
        "    paragraph @2 todo",
      ]),
    Case(
      name: "block quote and GitHub alert",
      markdown: "> quoted\n\n> [!WARNING]\n> careful\n",
      dump: ["quote @1", "  paragraph @1 quoted", "alert warning @3", "  paragraph @3 careful"]),
    Case(
      name: "an alert's custom title is its title, not its first line of text",
      markdown: "> [!WARNING] Mind *the* gap\n> careful\n",
      dump: ["alert warning \"Mind the gap\" @1", "  paragraph @1 careful"]),
    Case(
      name: "an alert with a title and no body",
      markdown: "> [!TIP] Use the keys\n",
      dump: ["alert tip \"Use the keys\" @1"]),
    Case(
      name: "fenced and indented code keep info and text",
      markdown: "```rust +line_numbers\nfn main() {}\n```\n\n    indented\n",
      dump: [
        "code fenced info=\"rust +line_numbers\" @1", "  | fn main() {}",
        "code indented info=\"\" @5",
        "  | indented",
      ]),
    Case(
      name: "table with alignments",
      markdown: "| a | b | c | d |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |\n",
      dump: ["table left,center,right,none @1", "  header a | b | c | d", "  row 1 | 2 | 3 | 4"]),
    Case(
      name: "an HTML block is kept for the renderer; inline HTML is read into our inlines",
      markdown: "<div>raw</div>\n\ntext <b>bold</b>\n",
      dump: ["html @1 \"<div>raw</div>⊤\"", "paragraph @3 text **bold**"]),
    Case(
      name: "headings below the slide level stay in the slide",
      markdown: "# Slide\n\nintro\n\n### Detail\n\ntext\n",
      dump: ["paragraph @3 intro", "heading 3 @5 Detail", "paragraph @7 text"]),
  ]

  @Test(arguments: cases)
  func converts(_ c: Case) throws {
    let actual = try dump(c.markdown).map { $0.replacingNewlineSymbol() }
    #expect(actual == c.dump)
  }

  @Test func codeBlockLanguageDropsPandocDressing() {
    #expect(CodeBlock(info: "{.haskell}", text: "", isFenced: true).language == "haskell")
    #expect(CodeBlock(info: "rust +exec", text: "", isFenced: true).language == "rust")
    #expect(CodeBlock(info: "", text: "", isFenced: false).language == "")
  }

  @Test func deepNestingIsFlattenedNotRecursed() throws {
    let markdown = String(repeating: "> ", count: 10_000) + "deep\n"
    let load = DeckParser.parse(markdown)
    #expect(load.deck != nil)
    #expect(
      load.warnings.map(\.message) == ["blocks nested deeper than 48 levels are shown flattened"])
    var depth = 0
    var blocks = load.deck!.sections[0].slides[0].blocks
    while case .blockQuote(let inner)? = blocks.first?.kind {
      depth += 1
      blocks = inner
    }
    #expect(depth <= 48)
    #expect(blocks.first?.kind == .paragraph([.text("deep")]))
  }
}

extension String {
  /// The dump shows a newline in an HTML literal as `␊`; tests spell it `⊤` for readability.
  fileprivate func replacingNewlineSymbol() -> String {
    String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\u{240A}" ? "⊤" : $0 }))
  }
}
