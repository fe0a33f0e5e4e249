/// A block of a slide, with the source line it starts on and the step at which it appears.
///
/// Stored lean, because a deck holds one per paragraph, item and cell (a 10 MB deck: over a
/// million): the kind's payload sits in the block itself rather than in a box of its own
/// (only the large, rare payloads are boxed), and the line and step are kept in 32 bits (a
/// deck is at most 64 MiB, so neither can pass 2^31). A block is 24 bytes: every payload kept
/// in the kind fits in 15 bytes, so the case tag takes the 16th (`ModelStrideTests`).
public struct Block: Sendable, Equatable {
  public var kind: Kind
  private var storedLine: Int32
  private var storedStep: Int32

  /// 1-based line in the deck file.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  /// The 0-based step of the slide at which the block appears (set by the slide's
  /// `StepPlan`; 0 for blocks nested in others, which appear with them).
  public var step: Int {
    get { Int(storedStep) }
    set { storedStep = Int32(clamping: newValue) }
  }

  public init(_ kind: Kind, line: Int, step: Int = 0) {
    self.kind = kind
    self.storedLine = Int32(clamping: line)
    self.storedStep = Int32(clamping: step)
  }

  /// Arrays already give the nested cases their own storage, so only the payloads larger
  /// than a list (code, tables, columns) are boxed (`indirect`): boxing every case cost one
  /// allocation per block. Raw HTML is boxed too: a string's 16 bytes would make every
  /// block 8 bytes larger, and HTML blocks are rare on slides (directives become structure).
  public enum Kind: Sendable, Equatable {
    case heading(Heading)
    case paragraph([Inline])
    case list(List)
    case blockQuote([Block])
    case alert(Alert)
    indirect case code(CodeBlock)
    indirect case table(Table)
    /// Raw HTML: kept as text, never rendered as markup.
    indirect case html(String)
    /// A horizontal rule inside a slide (see `ThematicBreaks`).
    case rule
    /// Blocks shown with their own alignment: mdp's `-> centred <-` lines, and the run of
    /// blocks after an `alignment` directive.
    case aligned(Alignment, [Block])
    /// Lines centred together as one block, each keeping its indentation relative to the
    /// others (mdp's consecutive `-> text <-` lines: ASCII art stays drawn).
    case centredLines([[Inline]])
    /// Blocks side by side (`column_layout`).
    indirect case columns(Columns)
    /// Empty rows (`new_lines`).
    case newLines(Int)
  }
}

/// A column layout: blocks placed side by side in columns sized by weight.
public struct Columns: Sendable, Equatable {
  public var weights: [Int]
  /// What comes between the layout and its first `column`, shown across the full width above.
  public var before: [Block]
  /// One list of blocks per weight.
  public var columns: [[Block]]

  public init(weights: [Int], before: [Block] = [], columns: [[Block]]) {
    self.weights = weights
    self.before = before
    self.columns = columns
  }
}

public enum Alignment: String, Sendable, Equatable, CaseIterable {
  case left, center, right
}

public struct Heading: Sendable, Equatable {
  public var content: [Inline]
  /// 1 to 6; kept in 32 bits so that a heading fits beside the block's case tag.
  public var level: Int {
    get { Int(storedLevel) }
    set { storedLevel = Int32(clamping: newValue) }
  }
  private var storedLevel: Int32

  public init(level: Int, content: [Inline]) {
    self.content = content
    self.storedLevel = Int32(clamping: level)
  }
}

public struct List: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case bullet
    case ordered(start: Int)
  }
  public var items: [ListItem]
  public var kind: Kind {
    get { storedStart < 0 ? .bullet : .ordered(start: Int(storedStart)) }
    set {
      switch newValue {
      case .bullet: storedStart = -1
      case .ordered(let start): storedStart = Int32(clamping: max(start, 0))
      }
    }
  }
  /// An ordered list's start (CommonMark allows at most 9 digits), or -1 for a bullet list:
  /// 4 bytes where the kind took 9, so that a list (14 bytes: the fields in this order, no
  /// padding between them) fits beside the block's case tag.
  private var storedStart: Int32
  public var isTight: Bool
  /// Items appear one step at a time (`incremental_lists`).
  public var isIncremental: Bool

  public init(kind: Kind, isTight: Bool, isIncremental: Bool = false, items: [ListItem]) {
    self.items = items
    self.storedStart = -1
    self.isTight = isTight
    self.isIncremental = isIncremental
    self.kind = kind
  }
}

public struct ListItem: Sendable, Equatable {
  public var blocks: [Block]
  /// The step at which the item appears (its list's, or later in an incremental list).
  public var step: Int {
    get { Int(storedStep) }
    set { storedStep = Int32(clamping: newValue) }
  }
  /// `nil` for an ordinary item, `true`/`false` for a task item `[x]`/`[ ]`.
  public var task: Bool?
  // In 32 bits, as a block's step is: an item is 16 bytes where it took 24.
  private var storedStep: Int32

  public init(task: Bool? = nil, blocks: [Block], step: Int = 0) {
    self.blocks = blocks
    self.storedStep = Int32(clamping: step)
    self.task = task
  }
}

/// A GitHub alert: a block quote opening with `[!NOTE]`, `[!TIP]`, …
public struct Alert: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    case note, tip, important, warning, caution
  }
  public var blocks: [Block]
  public var kind: Kind

  public init(kind: Kind, blocks: [Block]) {
    self.blocks = blocks
    self.kind = kind
  }
}

public struct CodeBlock: Sendable, Equatable {
  /// The whole info string after the fence, e.g. `rust +line_numbers`.
  public var info: String
  public var text: String
  public var isFenced: Bool
  /// What the info string asks for beyond the language (`+line_numbers`, `{1,3|5}`, …).
  public var attributes: CodeAttributes
  /// The slide's step at which each highlight group shows, set by the slide's `StepPlan`;
  /// empty when the plan did not place the block (it then shows its first group).
  public var highlightSteps: [Int] = []
  /// The file a `file` block shows; its lines become `text` when the deck is loaded.
  public var file: CodeFile? {
    get { fileStorage.first }
    set { fileStorage = newValue.map { [$0] } ?? [] }
  }
  /// `file`, kept in an array because nearly every block has none: an empty array takes
  /// 8 bytes where the optional took 88, in every code block of a deck.
  private var fileStorage: [CodeFile] = []
  /// The number of the first line in the gutter: 1, or a `file` block's `start_line`.
  public var firstLineNumber = 1

  public init(
    info: String, text: String, isFenced: Bool, attributes: CodeAttributes = CodeAttributes(),
    file: CodeFile? = nil
  ) {
    self.info = info
    self.text = text
    self.isFenced = isFenced
    self.attributes = attributes
    self.fileStorage = file.map { [$0] } ?? []
  }

  /// The language: the info string's first word, without pandoc's `{.lang}` dressing (a `file`
  /// block's is its `language:`).
  public var language: String {
    if let file { return file.language }
    var word = info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
    // An info string that starts with an attribute (`+line_numbers`) names none.
    if word.hasPrefix("+") { return "" }
    if word.hasPrefix("{") { word.removeFirst() }
    if word.hasPrefix(".") { word.removeFirst() }
    if word.hasSuffix("}") { word.removeLast() }
    return word
  }
}

public struct Table: Sendable, Equatable {
  public enum ColumnAlignment: String, Sendable, Equatable {
    case none, left, center, right
  }
  public var alignments: [ColumnAlignment]
  public var header: [[Inline]]
  public var rows: [[[Inline]]]

  public init(alignments: [ColumnAlignment], header: [[Inline]], rows: [[[Inline]]]) {
    self.alignments = alignments
    self.header = header
    self.rows = rows
  }
}
