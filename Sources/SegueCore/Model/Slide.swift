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

  /// Kept packed with the blocks (`PackedBlocks`), as they are.
  public var title: [Inline]? {
    get { packed.title }
    set { packed = PackedBlocks(packed.blocks, title: newValue) }
  }
  /// The content, directives already turned into structure, each block tagged with its step.
  ///
  /// Kept packed (`PackedBlocks`, about the size of its Markdown), and unpacked each time it is
  /// read: read it once per use, not once per block.
  public var blocks: [Block] {
    get { packed.blocks }
    set { packed = PackedBlocks(newValue, title: packed.title) }
  }
  private var packed: PackedBlocks

  /// Every code block of the slide, nested ones included, in reading order, read without
  /// unpacking the slide's other blocks.
  public var codeBlocks: [Block] { packed.codeBlocks }
  /// False when no image is in the slide's blocks (read without unpacking them).
  public var mayHoldImage: Bool { packed.mayHoldImage }
  /// How many steps the slide reveals; 1 when nothing is paused.
  public var steps: Int {
    get { Int(storedSteps) }
    set { storedSteps = Int32(clamping: newValue) }
  }
  /// `jump_to_middle`: the blocks from this index on are centred vertically.
  public var middleFrom: Int? {
    get { storedMiddleFrom < 0 ? nil : Int(storedMiddleFrom) }
    set { storedMiddleFrom = newValue.map { Int32(clamping: $0) } ?? -1 }
  }
  public var notes: [String]
  public var sourceLine: Int {
    get { Int(storedSourceLine) }
    set { storedSourceLine = Int32(clamping: newValue) }
  }
  /// `<!-- time: 2m -->`: the seconds the speaker plans for this slide; nil when not given.
  public var budget: Int? {
    get { storedBudget == .min ? nil : storedBudget }
    set { storedBudget = newValue ?? .min }
  }
  // The fields are declared largest first, so that no padding falls between them: a slide is
  // 48 bytes where it took 72 (a long deck has one per ~70 bytes; `ModelStrideTests`).
  // `Int.min`, never a time (times are positive), stands for no budget.
  private var storedBudget: Int = .min
  // The numbers in 32 bits (a deck is at most 64 MiB, so none passes 2^31).
  private var storedSteps: Int32
  private var storedMiddleFrom: Int32
  private var storedSourceLine: Int32
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
    self.packed = PackedBlocks(blocks, title: title)
    self.storedSteps = Int32(clamping: steps)
    self.storedMiddleFrom = middleFrom.map { Int32(clamping: $0) } ?? -1
    self.notes = notes
    self.layout = layout
    self.storedSourceLine = Int32(clamping: sourceLine)
  }

  public var titleText: String? { title?.plainText }
}

/// Per-slide switches set by directives.
public struct SlideLayout: Sendable, Equatable {
  /// `<!-- no_footer -->`.
  public var hidesFooter: Bool
  /// `<!-- skip_slide -->`: kept in the deck, skipped by navigation and export.
  public var isSkipped: Bool

  public init(hidesFooter: Bool = false, isSkipped: Bool = false) {
    self.hidesFooter = hidesFooter
    self.isSkipped = isSkipped
  }
}

/// A named group of slides: one segment of the segment bar.
public struct Section: Sendable, Equatable {
  public var title: String
  public var slides: [Slide]
  public var sourceLine: Int {
    get { Int(storedSourceLine) }
    set { storedSourceLine = Int32(clamping: newValue) }
  }
  /// Front matter's `time:` for this section: the seconds planned for all its slides.
  public var budget: Int? {
    get { storedBudget == .min ? nil : storedBudget }
    set { storedBudget = newValue ?? .min }
  }
  // As in `Slide`: no budget is `Int.min`, the line is in 32 bits; 40 bytes where it took 48.
  private var storedBudget: Int = .min
  private var storedSourceLine: Int32

  public init(title: String, slides: [Slide], sourceLine: Int) {
    self.title = title
    self.slides = slides
    self.storedSourceLine = Int32(clamping: sourceLine)
  }
}
