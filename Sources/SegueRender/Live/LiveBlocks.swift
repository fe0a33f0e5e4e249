import SegueCore

/// A code block of a deck with its identity: what live content is keyed by.
public struct LiveBlock: Sendable, Equatable {
  public var id: BlockID
  public var section: Int
  public var page: Int
  /// The block itself (its `line` says where it is written; its `code` how it runs).
  public var block: Block

  /// The code block (every `LiveBlock` holds one).
  public var code: CodeBlock {
    guard case .code(let code) = block.kind else { preconditionFailure("not a code block") }
    return code
  }
}

/// The identities of a deck's code blocks, computed in one place so the presenter, `check`
/// and the renderer agree: `.named` (its slide and name) for a block with `+id:name`, else its slide and its
/// rank among the slide's code blocks in reading order (`Slide.codeBlocks`), counting every
/// code block, runnable or not, but `+render` blocks: a diagram becomes a picture once it is
/// drawn (a moment into the talk), which must not change the ranks of the blocks after it.
public enum LiveBlocks {
  /// Every code block of the deck, slide by slide.
  public static func all(in deck: Deck) -> [LiveBlock] {
    var found: [LiveBlock] = []
    for (section, part) in deck.sections.enumerated() {
      for (page, slide) in part.slides.enumerated() {
        found += of(slide, section: section, page: page)
      }
    }
    return found
  }

  /// The code blocks of one slide, in reading order.
  public static func of(_ slide: Slide, section: Int, page: Int) -> [LiveBlock] {
    var names: Set<String> = []
    let blocks = slide.codeBlocks.filter {
      if case .code(let code) = $0.kind { !code.attributes.render } else { false }
    }
    return blocks.enumerated().compactMap { ordinal, block in
      guard case .code(let code) = block.kind else { return nil }
      // A name is the slide's own; a second block named alike keeps its place's identity
      // (`check` warns), so no two blocks ever share an output.
      var id = BlockID.position(section: section, page: page, ordinal: ordinal)
      if let name = code.attributes.id, names.insert(name).inserted {
        id = .named(section: section, page: page, name: name)
      }
      return LiveBlock(id: id, section: section, page: page, block: block)
    }
  }
}
