/// Display formulas typeset by LaTeX: a paragraph that is a lone `$$…$$` (`soleDisplayMath`)
/// becomes a picture of it, where the caller has one; else it stays text (Unicode, `MathText`).
extension DiagramBlocks {
  /// A formula's picture: the SVG's path and the rows it is drawn in.
  public struct Formula: Sendable, Equatable {
    public var path: String
    public var rows: Int

    public init(path: String, rows: Int) {
      self.path = path
      self.rows = rows
    }
  }

  /// `deck` with each display formula that `picture` has a picture of drawn as it.
  public static func withFormulas(_ deck: Deck, picture: (Math) -> Formula?) -> Deck {
    var sections = deck.sections
    var changed = false
    for s in sections.indices {
      for k in sections[s].slides.indices
      where sections[s].slides[k].blocks.contains(where: hasFormula) {
        sections[s].slides[k].blocks = sections[s].slides[k].blocks.map {
          typeset($0, picture: picture, changed: &changed)
        }
      }
    }
    guard changed else { return deck }
    var deck = deck
    deck.sections = sections
    return deck
  }

  /// Every display formula of `deck`, nested ones too, in reading order.
  public static func formulas(in deck: Deck) -> [Math] {
    deck.sections.flatMap(\.slides).flatMap(formulas(in:))
  }

  /// Every display formula of `slide`, nested ones too, in reading order.
  public static func formulas(in slide: Slide) -> [Math] {
    var found: [Math] = []
    func visit(_ block: Block) {
      if let math = block.kind.soleDisplayMath { found.append(math) }
      block.kind.children.forEach(visit)
    }
    slide.blocks.forEach(visit)
    return found
  }

  private static func hasFormula(_ block: Block) -> Bool {
    block.kind.soleDisplayMath != nil || block.kind.containsChild(where: hasFormula)
  }

  private static func typeset(
    _ block: Block, picture: (Math) -> Formula?, changed: inout Bool
  ) -> Block {
    var block = block
    guard let math = block.kind.soleDisplayMath else {
      block.kind = block.kind.mapBlocks { typeset($0, picture: picture, changed: &changed) }
      return block
    }
    guard let formula = picture(math) else { return block }
    changed = true
    var image = Image(source: formula.path, alt: [.text(math.written)])
    image.path = formula.path
    image.heightRows = formula.rows
    block.kind = .paragraph([.image(image)])
    return block
  }
}
