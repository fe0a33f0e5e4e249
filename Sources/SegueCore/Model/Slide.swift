/// One page of a section: what the pager shows at one position.
public struct Slide: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    /// An ordinary slide.
    case content
    /// The deck's opening slide built from front matter (title, author, …).
    case intro
    /// The slide made by a section heading and what follows it.
    case sectionTitle
    /// A heading between the section and slide levels (a chapter inside a section).
    case chapterTitle
  }

  public var title: [Inline]?
  /// The content, directives already turned into structure, each block tagged with its step.
  public var blocks: [Block]
  /// How many steps the slide reveals; 1 when nothing is paused.
  public var steps: Int
  /// `jump_to_middle`: the blocks from this index on are centred vertically.
  public var middleFrom: Int?
  /// `jump_to_middle` before the slide's title (presenterm's divider slides): the title and
  /// everything under it are centred vertically.
  public var titleInMiddle = false
  public var notes: [String]
  public var sourceLine: Int
  /// `<!-- time: 2m -->`: the seconds the speaker plans for this slide; nil when not given.
  public var budget: Int?
  public var kind: Kind
  /// How the deck aligns the title (mdp's `-> # Title <-`), over the theme; `nil`: the theme's.
  public var titleAlignment: Alignment? = nil
  public var layout: SlideLayout

  public init(
    kind: Kind = .content, title: [Inline]? = nil, blocks: [Block] = [], steps: Int = 1,
    middleFrom: Int? = nil, notes: [String] = [], layout: SlideLayout = SlideLayout(),
    sourceLine: Int
  ) {
    self.kind = kind
    self.title = title
    self.blocks = blocks
    self.steps = steps
    self.middleFrom = middleFrom
    self.notes = notes
    self.layout = layout
    self.sourceLine = sourceLine
  }

  public var titleText: String? { title?.plainText }

  /// Every code block of the slide, nested ones included, in reading order.
  public var codeBlocks: [Block] {
    var found: [Block] = []
    var pending = Array(blocks.reversed())
    while let block = pending.popLast() {
      if case .code = block.kind { found.append(block) }
      pending += block.kind.children.reversed()
    }
    return found
  }

  /// The names of the slide's `<!-- snippet_output: name -->` placements, nested ones too.
  public var snippetOutputs: [String] {
    var found: [String] = []
    var pending = blocks
    while let block = pending.popLast() {
      if case .liveOutput(let name) = block.kind { found.append(name) }
      pending += block.kind.children
    }
    return found
  }
}

/// Per-slide switches set by directives.
public struct SlideLayout: Sendable, Equatable {
  /// `<!-- no_footer -->`.
  public var hidesFooter: Bool
  /// `<!-- skip_slide -->`: kept in the deck, skipped by navigation and export.
  public var isSkipped: Bool
  /// `<!-- auto_advance: 5s -->`: the presenter moves on after this many seconds (over
  /// `--auto-advance`).
  public var autoAdvance: Int? = nil

  public init(hidesFooter: Bool = false, isSkipped: Bool = false) {
    self.hidesFooter = hidesFooter
    self.isSkipped = isSkipped
  }
}

/// A named group of slides: one segment of the segment bar.
public struct Section: Sendable, Equatable {
  public var title: String
  public var slides: [Slide]
  public var sourceLine: Int
  /// Front matter's `time:` for this section: the seconds planned for all its slides.
  public var budget: Int?

  public init(title: String, slides: [Slide], sourceLine: Int) {
    self.title = title
    self.slides = slides
    self.sourceLine = sourceLine
  }
}
