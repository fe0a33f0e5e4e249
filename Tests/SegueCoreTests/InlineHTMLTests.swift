import Testing

@testable import SegueCore

/// Inline HTML and attributes as decks write them (presenterm, reveal.js-flavoured pandoc):
/// read into our inlines, never shown as markup. Checked through the tree dump.
@Suite struct InlineHTMLTests {
  /// The dump of the first paragraph-like line of the deck's first slide (after `@line `).
  func dump(_ markdown: String) throws -> String {
    let lines = TreeDump.render(try load("# T\n\n" + markdown)).split(separator: "\n")
    guard let line = lines.dropFirst(3).first else { return "" }
    let text = line.drop { $0 == " " }
    guard let at = text.firstIndex(of: "@"), let space = text[at...].firstIndex(of: " ") else {
      return String(text)
    }
    return String(text[text.index(after: space)...])
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var markdown: String
    var dump: String
    var testDescription: String { name }
  }

  static let tags: [Case] = [
    Case(
      name: "a span with a colour name colours its text",
      markdown: "<span style=\"color: red\">Colored</span> text.",
      dump: "[Colored]{fg=red} text."),
    Case(
      name: "colour and background colour in one style, #rgb and #rrggbb",
      markdown:
        "<span style=\"color: #0f0; background-color: #102030\">a</span> <span style='color:blue;background:black'>b</span>",
      dump: "[a]{fg=#00ff00 bg=#102030} [b]{fg=blue bg=black}"),
    Case(
      name: "a class names a palette entry; presenterm's palette: colours too",
      markdown: "<span class=\"noice\">x</span> <span style=\"color: palette:accent\">y</span>",
      dump: "[x]{.noice} [y]{fg=palette:accent}"),
    Case(
      name: "a span that asks for no colour shows only its text",
      markdown: "<span style=\"float:left;\">left</span> <span>plain</span>",
      dump: "left plain"),
    Case(
      name: "br in every spelling is a line break",
      markdown: "a<br>b<br/>c<br />d<BR>e", dump: "a↵b↵c↵d↵e"),
    Case(
      name: "a br at a line's end is one break: the next line starts without a space",
      markdown: "One binary<br>\n  and no runtime", dump: "One binary↵and no runtime"),
    Case(
      name: "b, strong, i, em, s, del and code become our own emphasis",
      markdown:
        "<b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <s>x</s> <del>d</del> <code>c</code>",
      dump: "**b** **s** *i* *e* ~~x~~ ~~d~~ `c`"),
    Case(
      name: "other tags are dropped and their text kept",
      markdown:
        "<u>u</u> x<sup>2</sup> <kbd>Ctrl</kbd> <a href=\"https://x\">site</a> <mark>m</mark>",
      dump: "u x2 Ctrl site m"),
    Case(
      name: "an inline comment vanishes", markdown: "before <!-- hidden --> after",
      dump: "before  after"),
    Case(
      name: "an img tag is an image named by its file",
      markdown: "<img src=\"logo.png\" width=\"50%\"> and <img alt=\"no source\">",
      dump: "![](logo.png){width=50%} and "),
    Case(
      name: "an attribute's entities are decoded, as a browser reads them",
      markdown: "<img src=\"a&amp;b.png\" alt=\"R&amp;D\"> <a href=\"x?a=1&amp;b=2\">q</a>",
      dump: "![R&D](a&b.png) q"),
    Case(
      name: "nested tags nest",
      markdown: "<span style=\"color:red\"><b>bold <i>both</i></b></span>",
      dump: "[**bold *both***]{fg=red}"),
    Case(
      name: "an unclosed span colours to the end; a stray end tag is dropped",
      markdown: "<span style=\"color: red\">open and </b>stray", dump: "[open and stray]{fg=red}"),
    Case(
      name: "an end tag closes the elements left open inside it",
      markdown: "<span style=\"color:red\">a <b>b</span> c", dump: "[a **b**]{fg=red} c"),
    Case(
      name: "a malformed tag cmark leaves as text is dropped, not shown",
      markdown: "broken <span style=\"color: red>oops</span> and <div class=\"x\"",
      dump: "broken oops and "),
    Case(
      name: "an escaped tag and other angle brackets stay as written",
      markdown: "Escaped \\<br\\>, a < b, List<Class<?>>",
      dump: "Escaped <br>, a < b, List<Class<?>>"),
    Case(
      name: "unknown colours are kept as names and left to the renderer",
      markdown: "<span style=\"color: tomato\">t</span> <span style=\"color: 12px\">n</span>",
      dump: "[t]{fg=tomato} n"),
  ]

  @Test(arguments: tags)
  func inlineHTML(_ c: Case) throws {
    #expect(try dump(c.markdown) == c.dump)
  }

  static let attributes: [Case] = [
    Case(
      name: "presenterm's image:width: alt text is a width share, not alt text",
      markdown: "![image:width:50%](x.png) ![image:w:30%](y.png) ![image:width:big](z.png)",
      dump: "![](x.png){width=50%} ![](y.png){width=30%} ![](z.png)"),
    Case(
      name: "an ordinary alt text stays", markdown: "![a doge](doge.png)",
      dump: "![a doge](doge.png)"),
    Case(
      name: "pandoc attributes after an image are its width",
      markdown: "![](x.png){ width=40% } and ![](y.png){#fig .wide height=3em}",
      dump: "![](x.png){width=40%} and ![](y.png)"),
    Case(
      name: "pandoc attributes after inline code name its language",
      markdown: "`42`{.nix} and `x`{.haskell .numberLines}", dump: "`42`{.nix} and `x`{.haskell}"),
    Case(
      name: "pandoc attributes after a link are dropped",
      markdown: "[site](https://a.example){target=\"_blank\"} then",
      dump: "[site](https://a.example) then"),
    Case(
      name: "a bracketed span shows its text, classed",
      markdown: "[text]{.class} and [two words]{.a .b}",
      dump: "[text]{.class} and [two words]{.a .b}"),
    Case(
      name: "a bracketed span may hold other inlines",
      markdown: "see [**bold** and *em*]{.noice} here", dump: "see [**bold** and *em*]{.noice} here"
    ),
    Case(
      name: "a bracketed span with a style colours its text",
      markdown: "[hot]{style=\"color: red\"}", dump: "[hot]{fg=red}"),
    Case(
      name: "braces that are not attributes stay as written",
      markdown: "{current_slide} / {total_slides}, f(x){y} and [a]{b}",
      dump: "{current_slide} / {total_slides}, f(x){y} and [a]{b}"),
  ]

  @Test(arguments: attributes)
  func inlineAttributes(_ c: Case) throws {
    #expect(try dump(c.markdown) == c.dump)
  }

  struct HeadingCase: Sendable {
    var markdown: String
    var title: String
  }

  @Test(arguments: [
    HeadingCase(markdown: "# Title { data-state=\"x\" .small }\n\ntext", title: "Title"),
    HeadingCase(markdown: "# Title {#intro}\n\ntext", title: "Title"),
    HeadingCase(
      markdown: "# Building a<br/>Language { data-state=\"t\" }\n\nx", title: "Building a Language"),
    HeadingCase(markdown: "# Sets {a, b}\n\ntext", title: "Sets {a, b}"),
  ])
  func headingAttributesAreNotPartOfTheTitle(_ c: HeadingCase) throws {
    let deck = try load(c.markdown)
    #expect(deck.sections.first?.slides.first?.titleText == c.title)
  }

  struct BlockCase: CustomTestStringConvertible, Sendable {
    var name: String
    var html: String
    var dump: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    BlockCase(
      name: "a centred div shows its image and text, one line per block element",
      html:
        "<div align=\"center\">\n  <img src=\"logo.png\" width=\"200\">\n  <p>Some &amp; text</p>\n</div>\n",
      dump: "![](logo.png)↵Some & text"),
    BlockCase(
      name: "a block that is only markup shows nothing", html: "<span style=\"float:left;\">\n",
      dump: ""),
    BlockCase(
      name: "br alone is spacing; a final break starts no line", html: "<br/><br/><br/>\n",
      dump: "↵↵"),
    BlockCase(
      name: "whitespace collapses as in a browser; entities decode; a control entity stays text",
      html: "<p>one\n   two &lt;3 &#27;</p>", dump: "one two <3 &#27;"),
    BlockCase(
      name: "a comment that is no directive shows nothing", html: "<!-- TODO -->\n", dump: ""),
    BlockCase(
      name: "colour spans in a block colour their text",
      html: "<p><span style=\"color: blue\">John Doe</span></p>", dump: "[John Doe]{fg=blue}"),
  ])
  func htmlBlocks(_ c: BlockCase) {
    #expect(TreeDump.inlines(InlineHTML.blockInlines(c.html)) == c.dump)
  }

  @Test func noTagSurvivesInPlainText() throws {
    let deck = try load("# T\n\n<span style=\"color: red\">a</span> <b>b</b> <br> <x-y>z</x-y>\n")
    guard case .paragraph(let inlines)? = deck.sections.first?.slides.first?.blocks.first?.kind
    else {
      Issue.record("no paragraph")
      return
    }
    #expect(!inlines.plainText.contains("<"))
  }

  /// How deeply styled texts nest.
  static func depth(_ inlines: [Inline]) -> Int {
    inlines.map { inline in
      switch inline {
      case .styled(let styled): 1 + depth(styled.content)
      case .strong(let c), .emphasis(let c), .strikethrough(let c): depth(c)
      default: 0
      }
    }.max() ?? 0
  }

  func firstParagraph(_ markdown: String) throws -> [Inline] {
    let deck = try load("# T\n\n" + markdown)
    guard case .paragraph(let inlines)? = deck.sections.first?.slides.first?.blocks.first?.kind
    else { return [] }
    return inlines
  }

  @Test func thousandsOfNestedSpansStayShallowAndKeepTheirText() throws {
    let inlines = try firstParagraph(
      String(repeating: "<span style=\"color:red\">", count: 5000) + "deep"
        + String(repeating: "</span>", count: 5000))
    #expect(Self.depth(inlines) <= 49)
    #expect(inlines.plainText == "deep")
  }

  @Test func thousandsOfNestedBracketedSpansStayShallowAndShowNoAttributes() throws {
    let inlines = try firstParagraph(
      String(repeating: "[", count: 3000) + "a" + String(repeating: "]{.x}", count: 3000))
    #expect(Self.depth(inlines) <= 49)
    #expect(inlines.plainText == "a")
  }

  @Test func aSlideOfOnlyMarkupIsEmptyAndMarkupDoesNotHideATitle() throws {
    let deck = try load(
      "A\n---\n\ntext\n\n<!-- end_slide -->\n\n<span style=\"float:left;\">\n\n"
        + "<!-- end_slide -->\n\n<div>\n\nB\n===\n\nmore\n")
    let titles = deck.sections.flatMap(\.slides).map(\.titleText)
    #expect(titles == ["A", "B"])
  }

  @Test(arguments: [
    ("<div align=\"center\">\n<img src=\"x.png\">\n</div>\n", Alignment.center),
    ("<p align=\"right\">text</p>", .right),
    ("<p style=\"color: red; text-align: center\">text</p>", .center),
    ("<center>text</center>", .center),
    ("\n  <div align=\"left\">x</div>", .left),
  ])
  func anHTMLBlockKeepsItsAlignment(_ html: String, _ alignment: Alignment) {
    #expect(InlineHTML.blockAlignment(html) == alignment)
  }

  @Test(arguments: ["<div>x</div>", "<div align=\"justify\">x</div>", "text <p align=\"center\">"])
  func anHTMLBlockWithoutAlignmentHasNone(_ html: String) {
    #expect(InlineHTML.blockAlignment(html) == nil)
  }
}
