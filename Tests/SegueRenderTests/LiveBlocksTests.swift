import SegueCore
import Testing

@testable import SegueRender

/// Block identities, and a slide laid out again only when its own live content changes.
@Suite struct LiveBlocksTests {
  func deck(_ markdown: String) throws -> Deck {
    try #require(DeckParser.parse(markdown, fileName: "deck.md").deck)
  }

  @Test func blocksAreCountedPerSlideInReadingOrderNestedOnesIncluded() throws {
    let deck = try deck(
      """
      # One

      ```bash +exec
      a
      ```

      * item

        ```bash +exec
        b
        ```

      <!-- column_layout: [1, 1] -->
      <!-- column: 0 -->

      ```bash +exec +id:left
      c
      ```

      <!-- column: 1 -->

      ```python
      d
      ```

      <!-- reset_layout -->

      # Two

      ```bash +pty
      e
      ```

      """)
    let found = LiveBlocks.all(in: deck)
    #expect(found.map(\.code.text) == ["a\n", "b\n", "c\n", "d\n", "e\n"])
    #expect(
      found.map(\.id) == [
        .position(section: 0, page: 0, ordinal: 0), .position(section: 0, page: 0, ordinal: 1),
        .named(section: 0, page: 0, name: "left"), .position(section: 0, page: 0, ordinal: 3),
        .position(section: 0, page: 1, ordinal: 0),
      ])
  }

  /// Output drawn on a nested block finds it by its identity (here, the second of the slide).
  @Test func aNestedBlocksOutputIsDrawnUnderIt() throws {
    let deck = try deck("# One\n\n```sh\nx\n```\n\n* item\n\n  ```bash +exec\n  b\n  ```\n")
    let output = LiveOutput(lines: [[StyledRun("nested out")]], status: .exited(0), version: 1)
    let live = LiveContent(
      outputs: [.position(section: 0, page: 0, ordinal: 1): output], permission: .byKey)
    let frame = FrameRenderer(theme: .dark).render(
      deck, at: Position(section: 0, page: 0), size: Size(width: 50, height: 20), chrome: false,
      live: live)
    #expect(frame.canvas.lines().contains { $0.contains("│ nested out │") })
  }

  @Test func anotherSlidesOutputDoesNotLayThisOneOutAgain() throws {
    let deck = try deck("# One\n\n```bash +exec\na\n```\n\n# Two\n\n```bash +exec\nb\n```\n")
    let renderer = FrameRenderer(theme: .dark)
    let here = BlockID.position(section: 0, page: 0, ordinal: 0)
    let there = BlockID.position(section: 0, page: 1, ordinal: 0)
    func draw(_ outputs: [BlockID: LiveOutput]) {
      _ = renderer.render(
        deck, at: Position(section: 0, page: 0), size: Size(width: 50, height: 16),
        live: LiveContent(outputs: outputs, permission: .byKey))
    }
    let running = LiveOutput(lines: [[StyledRun("1")]], status: .running, version: 1)
    draw([here: running, there: running])
    #expect(renderer.layoutCount == 1)
    var later = running
    later.lines.append([StyledRun("2")])
    later.version = 2
    draw([here: running, there: later])
    #expect(renderer.layoutCount == 1, "the other slide's output changed: no new layout")
    draw([here: later, there: later])
    #expect(renderer.layoutCount == 2, "this slide's output changed: laid out again")
    draw([here: later, there: later])
    #expect(renderer.layoutCount == 2)
  }
}

extension LiveBlocksTests {
  /// Names are a slide's own: two slides may name a block alike, and a second block of one
  /// slide named alike keeps its place's identity, so no two blocks share an output.
  @Test func namesAreKeptApartBySlideAndByBlock() {
    let deck = DeckParser.parse(
      "# A\n\n## One\n\n```bash +exec +id:list\na\n```\n\n```bash +exec +id:list\nb\n```\n\n"
        + "## Two\n\n```bash +exec +id:list\nc\n```\n", fileName: "deck.md"
    ).deck!
    #expect(
      LiveBlocks.all(in: deck).map(\.id) == [
        .named(section: 0, page: 1, name: "list"), .position(section: 0, page: 1, ordinal: 1),
        .named(section: 0, page: 2, name: "list"),
      ])
  }
}
