import SegueCore
import Testing

/// Large decks come through cmark whole: many slides, one very long paragraph, and parses in a
/// row (cmark-gfm keeps state in globals between them) give exactly the model written.
@Suite struct LargeParseTests {
  static func manySlides(_ count: Int) -> String {
    (1...count).map { index in
      "## Slide \(index)\n\nword *\(index)* `code \(index)` **bold**\n\n- one \(index)\n- two\n"
    }.joined(separator: "\n")
  }

  @Test func aDeckOfManyNodesKeepsEverySlideIntact() throws {
    let count = 600  // ~10 cmark nodes a slide
    let deck = try load("# Part\n\n" + Self.manySlides(count))
    // The section's own title slide, then the slides.
    let slides = Array(deck.sections.flatMap(\.slides).dropFirst())
    #expect(slides.count == count)
    for (offset, slide) in slides.enumerated() {
      let index = offset + 1
      #expect(slide.titleText == "Slide \(index)")
      guard case .paragraph(let inlines)? = slide.blocks.first?.kind else {
        Issue.record("slide \(index) has no paragraph first")
        continue
      }
      #expect(
        inlines == [
          .text("word "), .emphasis([.text("\(index)")]), .text(" "), .code("code \(index)"),
          .text(" "), .strong([.text("bold")]),
        ])
    }
  }

  @Test func aVeryLongLineComesThroughWhole() throws {
    let line = String(repeating: "abcdefghij ", count: 20_000)  // 220 KB in one paragraph
    let deck = try load("# T\n\n## S\n\n" + line + "\n")
    let slide = try #require(deck.sections.flatMap(\.slides).first { $0.titleText == "S" })
    guard case .paragraph(let inlines)? = slide.blocks.first?.kind else {
      Issue.record("no paragraph")
      return
    }
    #expect(inlines == [.text(String(line.dropLast()))])
  }

  @Test func parsingAgainGivesTheSameDeck() throws {
    let text = "# Part\n\n" + Self.manySlides(50)
    let first = try load(text)
    _ = try load(String(repeating: "x ", count: 50_000))  // other memory in between
    #expect(try load(text) == first)
  }
}

/// The deck is one parse: a link reference definition anywhere serves every slide, before it
/// or after it, as in any CommonMark document.
@Suite struct WholeParseTests {
  @Test func aDefinitionAtTheEndServesTheFirstSlide() throws {
    let slides = (1...200).map { "## Slide \($0)\n\nSee [the site][site].\n" }.joined(
      separator: "\n")
    let deck = try load(slides + "\n[site]: https://example.com\n")
    let links = deck.sections.flatMap(\.slides).compactMap { slide -> String? in
      guard case .paragraph(let inlines)? = slide.blocks.first?.kind,
        case .link(let link)? = inlines.dropFirst().first
      else { return nil }
      return link.destination
    }
    #expect(links == Array(repeating: "https://example.com", count: 200))
  }
}
