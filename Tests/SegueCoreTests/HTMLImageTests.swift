import Testing

@testable import SegueCore

/// An HTML block that is only an image — presenterm and Marp decks write `<img src=… width=…>`,
/// often inside `<p align="center">` or `<div>` — is a picture like `![](…)`; HTML that has
/// text besides the image stays text, its image a label.
@Suite struct HTMLImageTests {
  /// The sole images of the deck's slides, in order (nil for a slide without one).
  func pictures(_ text: String) throws -> [Image?] {
    let deck = try #require(DeckParser.parse(text, fileName: "talk.md").deck)
    return deck.sections.flatMap(\.slides).filter { !$0.blocks.isEmpty }.map { slide in
      slide.blocks.lazy.compactMap(\.kind.soleImage).first
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var html: String
    var source: String?
    var percent: Int?
    var testDescription: String { name }
  }

  static let cases = [
    Case(
      name: "img alone with a width", html: #"<img src="diagram.png" width="50%">"#,
      source: "diagram.png", percent: 50),
    Case(
      name: "self-closing img with alt", html: #"<img src="a.png" alt="Arch" />"#, source: "a.png"),
    Case(
      name: "in a centred p, over lines",
      html: "<p align=\"center\">\n  <img src=\"shot.jpg\" width=\"40%\">\n</p>",
      source: "shot.jpg", percent: 40),
    Case(
      name: "in a div", html: "<div align=\"center\">\n<img src=\"logo.gif\">\n</div>",
      source: "logo.gif"),
    Case(
      name: "a width in pixels is no share", html: #"<img src="logo.png" width="120">"#,
      source: "logo.png"),
    Case(
      name: "text besides the image stays text", html: "<div>See <img src=\"x.png\"> here</div>"),
    Case(name: "two images stay text", html: "<p><img src=\"a.png\"><img src=\"b.png\"></p>"),
    Case(name: "an img without src is nothing", html: "<img alt=\"nothing\">"),
  ]

  @Test(arguments: cases)
  func htmlBlock(_ c: Case) throws {
    let found = try pictures("# One\n\n\(c.html)\n")
    #expect(found.count == 1)
    let image = found.first ?? nil
    #expect(image?.source == c.source)
    if c.source != nil { #expect(image?.widthPercent == c.percent) }
  }

  @Test func theAltTextIsKept() throws {
    let image = try #require(
      try pictures("# One\n\n<img src=\"a.png\" alt=\"The arch\">\n").first ?? nil)
    #expect(image.alt == [.text("The arch")])
  }

  @Test func insideAColumnToo() throws {
    let text = """
      # Two columns

      <!-- column_layout: [1, 1] -->
      <!-- column: 0 -->

      <img src="left.png" width="80%">

      <!-- column: 1 -->

      Words on the right.

      <!-- reset_layout -->
      """
    let deck = try #require(DeckParser.parse(text, fileName: "talk.md").deck)
    let blocks = deck.sections[0].slides[0].blocks
    guard case .columns(let layout) = blocks.first?.kind else {
      Issue.record("no columns: \(blocks)")
      return
    }
    let left = layout.columns[0].compactMap(\.kind.soleImage)
    #expect(left.map(\.source) == ["left.png"])
  }
}
