import Foundation
import Testing

@testable import SegueCore

/// A big deck opens from its leading part: its slides must be the whole deck's first slides,
/// and a deck the part cannot stand for is parsed whole (`parseLeading` says nil).
@Suite struct LeadingPartTests {
  /// Small parts, so a test deck of a few kilobytes has several.
  static let size = 256

  static func deckText(_ text: String = "") -> String {
    (0..<60).map { "# Section \($0)\n\n## Slide \($0)\n\nSome *text* with `code`.\n\n" }
      .joined()
      + text
  }

  func slides(_ load: DeckLoad?) -> [Slide] {
    load?.deck?.sections.flatMap(\.slides) ?? []
  }

  @Test func aShortDeckHasNoPart() {
    let text = "# A\n\n## One\n\ntext\n"
    #expect(DeckParser.parseLeading(Array(text.utf8), fileName: "d.md", atLeast: Self.size) == nil)
    // Under twice the part's size: parsed whole, about as fast.
    let two = String(Self.deckText().prefix(2 * Self.size))
    #expect(DeckParser.parseLeading(Array(two.utf8), fileName: "d.md", atLeast: Self.size) == nil)
  }

  /// A deck of a few parts (shorter than the window the part is looked for in) opens from its
  /// part too: the window is then the deck, up to its last line end.
  @Test func aDeckOfAFewPartsOpensFromItsPart() throws {
    let text = String(Self.deckText().prefix(3 * Self.size)) + "\n"
    let bytes = Array(text.utf8)
    let part = try #require(DeckParser.parseLeading(bytes, fileName: "d.md", atLeast: Self.size))
    #expect(part.source.text.utf8.count >= Self.size)
    #expect(part.source.text.utf8.count < text.utf8.count)
    #expect(text.hasPrefix(part.source.text))
  }

  /// Every slide of the part but its last (which the cut may have ended early) is the whole
  /// deck's, line numbers included; the part is shorter.
  @Test(arguments: [
    ("plain", deckText()),
    ("front matter", "---\ntitle: Talk\nauthor: Me\n---\n\n" + deckText()),
    ("CRLF", deckText().replacingOccurrences(of: "\n", with: "\r\n")),
    ("pauses", "# Steps\n\n" + (0..<400).map { "step \($0)\n\n<!-- pause -->\n\n" }.joined()),
    ("fenced code", deckText("```sh\n\n# not a heading\n\n```\n\n") + deckText()),
  ])
  func thePartsSlidesAreTheWholeDecksFirst(_ name: String, _ text: String) throws {
    let bytes = Array(text.utf8)
    let part = try #require(DeckParser.parseLeading(bytes, fileName: "d.md", atLeast: Self.size))
    let whole = DeckParser.parse(SourceText(bytes: bytes, fileName: "d.md"))
    #expect(part.source.text.utf8.count < whole.source.text.utf8.count, "\(name)")
    #expect(part.source.text.utf8.count >= Self.size, "\(name)")
    #expect(whole.source.text.hasPrefix(part.source.text), "\(name)")
    let shown = slides(part).dropLast()
    #expect(!shown.isEmpty || name == "pauses", "\(name)")
    #expect(Array(slides(whole).prefix(shown.count)) == Array(shown), "\(name)")
    #expect(part.deck?.meta == whole.deck?.meta, "\(name)")
  }

  /// A deck that is one long list opens from its first items: the part's one slide shows
  /// them, with their lines and steps, as the whole deck's does. (The part used to end only
  /// between top-level blocks, so such a deck was parsed whole before its first frame.)
  @Test func aLongListOpensFromItsFirstItems() throws {
    let text =
      "---\nincremental_lists: true\n---\n\n# List\n\n"
      + (0..<300).map { "- item \($0)\n" }.joined()
    let bytes = Array(text.utf8)
    let part = try #require(DeckParser.parseLeading(bytes, fileName: "d.md", atLeast: Self.size))
    let whole = DeckParser.parse(SourceText(bytes: bytes, fileName: "d.md"))
    #expect(part.source.text.utf8.count < text.utf8.count / 2)
    #expect(part.source.text.hasSuffix("\n"))
    let shown = try #require(slides(part).first)
    let all = try #require(slides(whole).first)
    guard case .list(let first)? = shown.blocks.first?.kind,
      case .list(let list)? = all.blocks.first?.kind
    else {
      Issue.record("no list: \(shown.blocks)")
      return
    }
    #expect(first.items.count > 1 && first.items.count < list.items.count)
    #expect(Array(list.items.prefix(first.items.count)) == first.items)
    #expect(shown.steps == first.items.count && all.steps == list.items.count)
  }

  @Test func thePartEndsAtALineWhereABlockStarts() throws {
    let text = Self.deckText()
    let part = try #require(
      DeckParser.parseLeading(Array(text.utf8), fileName: "d.md", atLeast: Self.size))
    let rest = text.dropFirst(part.source.text.count)
    #expect(part.source.text.hasSuffix("\n\n"))
    #expect(rest.hasPrefix("# Section ") || rest.hasPrefix("## Slide "))
  }

  /// Without a place to cut near the start, or with front matter that would be cut or is
  /// broken, the deck is parsed whole (with its errors reported as they always are).
  @Test(arguments: [
    ("one code block", "# Code\n\n```swift\n" + String(repeating: "let x = 1\n", count: 2000)),
    ("unclosed front matter", "---\ntitle: x\n\n" + deckText()),
    (
      "front matter past the window",
      "---\n" + (0..<400).map { "k\($0): v\n" }.joined() + "---\n"
        + deckText()
    ),
    ("reference definitions", "[s]: https://example.com\n\n" + deckText()),
    ("no blank lines", String(repeating: "# A\n## B\ntext\n", count: 200)),
  ])
  func withoutASafeCutTheDeckIsParsedWhole(_ name: String, _ text: String) {
    #expect(
      DeckParser.parseLeading(Array(text.utf8), fileName: "d.md", atLeast: Self.size) == nil,
      "\(name)")
  }

  /// A line longer than the window (a hostile quote line of dense markup, which takes seconds
  /// to parse and ends as text) leaves no cut: the part is what comes before it.
  @Test func aLineLongerThanTheWindowOpensFromWhatComesBeforeIt() throws {
    let line = "> " + String(repeating: "*a", count: 4 * Self.size)
    let text = "# Title\n\nfirst words\n\n" + line + "\n\n## Next\n\nmore\n"
    let bytes = Array(text.utf8)
    let part = try #require(DeckParser.parseLeading(bytes, fileName: "d.md", atLeast: Self.size))
    #expect(part.source.text == "# Title\n\nfirst words\n\n")
    let first = try #require(slides(part).first)
    #expect(first.titleText == "Title")
    // Nothing before the line: parsed whole, as before.
    #expect(
      DeckParser.parseLeading(
        Array((line + "\n\n# T\n").utf8), fileName: "d.md", atLeast: Self.size)
        == nil)
    #expect(
      DeckParser.parseLeading(
        Array(("\n\n" + line + "\n\n# T\n").utf8), fileName: "d.md", atLeast: Self.size) == nil)
  }

  /// The issue's 10 MB shape opens from a part of ~64 KiB, whatever the deck's size.
  @Test func aBigDecksPartIsSmall() throws {
    let slide = "# Section N\n\n## Slide\n\ntext\n\n```python\nprint(1)\n```\n\n"
    let text = String(repeating: slide, count: 20_000)
    let part = try #require(DeckParser.parseLeading(Array(text.utf8), fileName: "d.md"))
    let size = part.source.text.utf8.count
    #expect(size >= DeckParser.leadingPartSize && size < 2 * DeckParser.leadingPartSize)
  }
}
