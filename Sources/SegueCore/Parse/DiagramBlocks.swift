/// A deck's `+render` blocks: found for `segue check`, and drawn for export as pictures.
///
/// Pure, as `ImageFiles` is: the picture of each block comes from a function the caller gives
/// (the CLI's runs the block's tool through the diagram cache; tests give a dictionary), so
/// the core starts no process and reads no file.
public enum DiagramBlocks {
  /// One `+render` block and the line of its fence.
  public struct Found: Sendable, Equatable {
    public var code: CodeBlock
    public var line: Int
  }

  /// Why a block shows no picture: the line shown under its source.
  public struct Failure: Error, Sendable, Equatable {
    public var note: String

    /// The tool could not draw it: `⚠ not rendered: reason`.
    public init(_ reason: String) {
      note = "⚠ not rendered: " + reason
    }

    /// The picture is being drawn (the presenter's background render).
    public static let pending = Failure(note: CodeBlock.renderingNote)

    init(note: String) {
      self.note = note
    }
  }

  /// Every `+render` block of `deck`, nested ones too, in reading order.
  public static func all(in deck: Deck) -> [Found] {
    deck.sections.flatMap(\.slides).flatMap(\.codeBlocks).compactMap { block in
      guard case .code(let code) = block.kind, code.attributes.render else { return nil }
      return Found(code: code, line: block.line)
    }
  }

  /// Whether `block` is a `+render` block or holds one; asked of every block of every slide
  /// as a deck is shown, so it builds no array.
  private static func hasDiagram(_ block: Block) -> Bool {
    if case .code(let code) = block.kind { return code.attributes.render }
    return block.kind.containsChild(where: hasDiagram)
  }

  /// `deck` with each `+render` block drawn: an image of the file `picture` gives (at the
  /// block's `+width:N%`), or the block's source with a line saying why there is none.
  public static func drawn(
    _ deck: Deck, picture: (CodeBlock) -> Result<String, Failure>
  ) -> Deck {
    // Only the slides with a diagram are rewritten: the others keep sharing their storage
    // with the deck as read (the presenter keeps both).
    var slides: [(section: Int, page: Int)] = []
    for (s, section) in deck.sections.enumerated() {
      for (k, slide) in section.slides.enumerated() where slide.blocks.contains(where: hasDiagram) {
        slides.append((s, k))
      }
    }
    guard !slides.isEmpty else { return deck }
    // Changed in a copy and set once: each change of a deck's sections re-counts them.
    var sections = deck.sections
    for (s, k) in slides {
      sections[s].slides[k].blocks = sections[s].slides[k].blocks.map {
        draw($0, picture: picture)
      }
    }
    var deck = deck
    deck.sections = sections
    return deck
  }

  private static func draw(_ block: Block, picture: (CodeBlock) -> Result<String, Failure>)
    -> Block
  {
    guard case .code(var code) = block.kind, code.attributes.render else {
      var block = block
      block.kind = block.kind.mapBlocks { draw($0, picture: picture) }
      return block
    }
    var drawn = block
    switch picture(code) {
    case .success(let path):
      var image = Image(
        source: path, alt: [.text("\(code.language) diagram")],
        widthPercent: code.attributes.widthPercent)
      image.path = path
      image.heightRows = code.attributes.heightRows
      drawn.kind = .paragraph([.image(image)])
    case .failure(let failure):
      code.renderNote = failure.note
      drawn.kind = .code(code)
    }
    return drawn
  }
}
