import Testing

@testable import SegueCore

/// `+render` blocks found and drawn with pictures given by a dictionary: an image at the
/// block's width where there is one, the source with a note under it where there is not.
@Suite struct DiagramBlocksTests {
  static let deck = """
    # Pictures

    ```dot +render +width:40%
    digraph { a -> b }
    ```

    - in a list

      ```latex +render
      x^2
      ```

    ```mermaid +render
    graph TD; A-->B
    ```

    ```dot
    not rendered: no +render
    ```
    """

  private func load() throws -> Deck {
    try #require(DeckParser.parse(Self.deck, fileName: "t.md").deck)
  }

  /// The image of a paragraph that holds only it.
  private func soleImage(_ kind: Block.Kind) -> Image? {
    guard case .paragraph(let inlines) = kind, inlines.count == 1,
      case .image(let image) = inlines[0]
    else { return nil }
    return image
  }

  @Test func everyRenderBlockIsFoundWithItsLine() throws {
    let found = DiagramBlocks.all(in: try load())
    #expect(found.map(\.line) == [3, 9, 13])
    #expect(found.map(\.code.language) == ["dot", "latex", "mermaid"])
  }

  @Test func drawnBlocksAreImagesOrSourceWithANote() throws {
    let pictures = ["dot": "/cache/a.svg", "latex": "/cache/b.svg"]
    let drawn = DiagramBlocks.drawn(try load()) { code in
      if code.language == "mermaid" { return .failure(.pending) }
      return pictures[code.language].map { .success($0) } ?? .failure(.init("no tool"))
    }
    let blocks = try #require(drawn.sections.first?.slides.first?.blocks)
    guard let image = soleImage(blocks[0].kind) else {
      Issue.record("the graph is not an image: \(blocks[0].kind)")
      return
    }
    #expect(image.path == "/cache/a.svg" && image.widthPercent == 40)
    #expect(blocks[0].line == 3)
    guard case .list(let list) = blocks[1].kind,
      let nested = list.items[0].blocks.last.flatMap({ soleImage($0.kind) })
    else {
      Issue.record("the formula in the list is not an image")
      return
    }
    #expect(nested.path == "/cache/b.svg" && nested.widthPercent == nil)
    guard case .code(let pending) = blocks[2].kind, case .code(let plain) = blocks[3].kind else {
      Issue.record("the mermaid block and the plain dot block are not code")
      return
    }
    #expect(pending.renderNote == "rendering…")
    #expect(plain.renderNote == nil && !plain.attributes.render)
    #expect(DiagramBlocks.Failure("dot: not found").note == "⚠ not rendered: dot: not found")
  }
}

/// lookatme's render extension: with `extensions: [render]`, its `dot`, `graphviz` and
/// `mermaid` blocks (with an optional height, `mermaid-10`) are diagrams; without it, code.
@Suite struct LookatmeRenderTests {
  private func found(_ frontMatter: String) throws -> [DiagramBlocks.Found] {
    let text =
      "---\n\(frontMatter)\n---\n\n# A\n\n```mermaid-10\ngraph TD; A-->B\n```\n\n"
      + "```graphviz\ndigraph { a }\n```\n\n```dotnet\nnot a graph\n```\n"
    return DiagramBlocks.all(in: try #require(DeckParser.parse(text, fileName: "t.md").deck))
  }

  @Test func theExtensionDrawsItsLanguages() throws {
    let blocks = try found("title: T\nextensions:\n  - render")
    #expect(blocks.map(\.code.language) == ["mermaid", "graphviz"])
    #expect(blocks.map(\.code.attributes.heightRows) == [10, 20])
  }

  @Test func withoutTheExtensionTheyAreCode() throws {
    #expect(try found("title: T\nstyles:\n  margin: 1").isEmpty)
    #expect(try found("title: T\nextensions:\n  - qrcode").isEmpty)
  }

  @Test(arguments: [
    ("dot", "dot", 20), ("mermaid-10", "mermaid", 10), ("graphviz12", "graphviz", 12),
  ])
  func languages(fence: String, language: String, rows: Int) {
    #expect(LookatmeRenderBlock.read(fence)?.language == language)
    #expect(LookatmeRenderBlock.read(fence)?.rows == rows)
  }

  @Test(arguments: ["dotnet", "python", "mermaid-x"])
  func notItsLanguages(fence: String) {
    #expect(LookatmeRenderBlock.read(fence) == nil)
  }
}
