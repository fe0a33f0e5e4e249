import Testing

@testable import SegueCore

/// Markdown and `<img>` pictures inside raw HTML blocks, read as pandoc reads them: what real
/// decks wrap in `<span>`, `<div align>` or `<p align="center">` shows as content, not markup.
@Suite struct HTMLBlockContentTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    /// The dump of the slide's blocks, after its title line.
    var dump: [String]
    var testDescription: String { name }
  }

  /// The dump lines of the first slide's blocks (the deck opens with `# T` on line 1).
  func blocks(_ markdown: String, dialect: String? = nil) -> [String] {
    let front = dialect.map { "---\ndialect: \($0)\n---\n" } ?? ""
    let load = DeckParser.parse(front + "# T\n\n" + markdown, fileName: "talk.md")
    guard let deck = load.deck else { return ["no deck"] }
    return TreeDump.render(deck).split(separator: "\n").dropFirst(3)
      .prefix { !$0.hasPrefix("    slide") }
      .map { String($0.drop { $0 == " " }) }
  }

  static let cases: [Case] = [
    Case(
      name: "Markdown wrapped in a span without blank lines (a real reveal.js deck)",
      markdown: "<span style=\"float:left;width:200px;\">\n![](qr.png)\n</span>\n",
      dump: ["paragraph @4 ![](qr.png)"]),
    Case(
      name: "a centred picture the README way: p align, img with a width",
      markdown: "<p align=\"center\"><img src=\"logo.png\" alt=\"Logo\" width=\"50%\"></p>\n",
      dump: ["aligned center @3", "paragraph @3 ![Logo](logo.png){width=50%}"]),
    Case(
      name: "div align right around an img line and Markdown",
      markdown: "<div align=\"right\">\n<img src=\"a.png\">\n*Figure 1*\n</div>\n",
      dump: ["aligned right @3", "paragraph @4 ![](a.png)", "paragraph @5 *Figure 1*"]),
    Case(
      name: "center holds a list",
      markdown: "<center>\n- one\n- two\n</center>\n",
      dump: [
        "aligned center @3", "list bullet tight @4", "item", "paragraph @4 one", "item",
        "paragraph @5 two",
      ]),
    Case(
      name: "two images on one line are one paragraph",
      markdown: "<div>\n<img src=\"a.png\"> <img src=\"b.png\">\n</div>\n",
      dump: ["paragraph @4 ![](a.png) ![](b.png)"]),
    Case(
      name: "pre keeps its text literal",
      markdown: "<pre>\n*not emphasis*\n</pre>\n",
      dump: ["html @3 \"<pre>␊*not emphasis*␊</pre>␊\""]),
    Case(
      name: "a script block is left raw (and never shown as code)",
      markdown: "<script>\nalert(1)\n</script>\n",
      dump: ["html @3 \"<script>␊alert(1)␊</script>␊\""]),
    Case(
      name: "only text and inline tags: the raw block as before",
      markdown: "<div>raw <b>bold</b></div>\n",
      dump: ["html @3 \"<div>raw <b>bold</b></div>␊\""]),
    Case(
      name: "a link around an image is read inline: the image (HTML links are not kept)",
      markdown: "<div>\n<a href=\"https://x.org\"><img src=\"a.png\"></a>\n</div>\n",
      dump: ["paragraph @4 ![](a.png)"]),
  ]

  @Test(arguments: cases)
  func reads(_ c: Case) {
    #expect(blocks(c.markdown) == c.dump)
  }

  /// A comment is a directive's business; nothing of it is read as Markdown.
  @Test func commentsStayForDirectives() throws {
    let load = DeckParser.parse("# T\n\na\n\n<!-- pause -->\n\n*b*\n", fileName: "talk.md")
    let slide = try #require(load.deck?.sections.first?.slides.first)
    #expect(slide.steps == 2)
  }

  /// A block of tags only (`<br>` alone) stays the raw block it was.
  @Test func onlyTagsStayRaw() {
    #expect(
      blocks("<br>\n\ntext\n", dialect: "segue") == ["html @6 \"<br>␊\"", "paragraph @8 text"])
    #expect(
      blocks("<div>\n</div>\n\ntext\n", dialect: "segue").first == "html @6 \"<div>␊</div>␊\"")
  }

  /// mdp's `<br>` alone is a pause in an mdp deck, whatever this pass does.
  @Test func mdpBreaksArePauses() throws {
    let load = DeckParser.parse("%title: x\n\n# T\n\na\n\n<br>\n\nb\n", fileName: "talk.md")
    let slide = try #require(load.deck?.sections.first?.slides.first)
    #expect(slide.steps == 2)
  }

  /// Inside a list item too.
  @Test func nestedInAList() {
    let dump = blocks("- item\n\n  <span>\n  **strong**\n  </span>\n")
    #expect(dump.contains("paragraph @6 **strong**"), "\(dump)")
  }

  /// Blocks inside blocks are read level by level and always end.
  @Test func deeplyNestedBlocksEnd() {
    let depth = 50
    let open = (0..<depth).map { _ in "<div>" }.joined(separator: "\n")
    let close = (0..<depth).map { _ in "</div>" }.joined(separator: "\n")
    let dump = blocks(open + "\n**deep**\n" + close + "\n")
    #expect(dump.contains("paragraph @\(3 + depth) **deep**"), "\(dump.prefix(3))")
  }
}
