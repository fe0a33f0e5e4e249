/// A block of a slide, with the source line it starts on and the step at which it appears.
public struct Block: Sendable, Equatable {
  public var kind: Kind
  /// 1-based line in the deck file.
  public var line: Int
  /// The 0-based step of the slide at which the block appears (set by the slide's
  /// `StepPlan`; 0 for blocks nested in others, which appear with them, except the blocks of an
  /// incremental list's items, tagged with the step at which each is reached).
  public var step: Int

  public init(_ kind: Kind, line: Int, step: Int = 0) {
    self.kind = kind
    self.line = line
    self.step = step
  }

  /// The payloads larger than a list (code, tables, columns) are boxed (`indirect`): every
  /// block is as large as its kind's largest case, and blocks are copied and moved by every
  /// pass; boxing every case would cost an allocation per block.
  public enum Kind: Sendable, Equatable {
    case heading(Heading)
    case paragraph([Inline])
    case list(List)
    case blockQuote([Block])
    case alert(Alert)
    indirect case code(CodeBlock)
    indirect case table(Table)
    /// Raw HTML: kept as text, never rendered as markup.
    case html(String)
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
    /// `<!-- snippet_output: name -->` (presenterm): where the output of the code block named
    /// `+id:name` is drawn, instead of below that block.
    case liveOutput(String)
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
  /// 1 to 6.
  public var level: Int

  public init(level: Int, content: [Inline]) {
    self.content = content
    self.level = level
  }
}

public struct List: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case bullet
    case ordered(start: Int)
  }
  public var items: [ListItem]
  public var kind: Kind
  public var isTight: Bool
  /// Items appear one step at a time (`incremental_lists`).
  public var isIncremental: Bool

  public init(kind: Kind, isTight: Bool, isIncremental: Bool = false, items: [ListItem]) {
    self.items = items
    self.kind = kind
    self.isTight = isTight
    self.isIncremental = isIncremental
  }
}

public struct ListItem: Sendable, Equatable {
  public var blocks: [Block]
  /// The step at which the item appears (its list's, or later in an incremental list).
  public var step: Int
  /// `nil` for an ordinary item, `true`/`false` for a task item `[x]`/`[ ]`.
  public var task: Bool?

  public init(task: Bool? = nil, blocks: [Block], step: Int = 0) {
    self.blocks = blocks
    self.step = step
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
  /// `> [!WARNING] Mind the gap`: the title written after the marker, shown in place of the
  /// kind's name (presenterm, comrak); `nil` when the marker stands alone.
  public var title: [Inline]?

  public init(kind: Kind, blocks: [Block], title: [Inline]? = nil) {
    self.blocks = blocks
    self.kind = kind
    self.title = title
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
  public var file: CodeFile?
  /// The number of the first line in the gutter: 1, or a `file` block's `start_line`.
  public var firstLineNumber = 1
  /// A line shown dimmed under the source of a `+render` block whose picture is not shown:
  /// why (`⚠ not rendered: dot: not found; …`), or that it is still being drawn.
  public var renderNote: String?

  /// The note of a `+render` block whose picture is being drawn in the background: its source
  /// shows dimmed meanwhile.
  public static let renderingNote = "rendering…"

  /// Whether the block's picture is on its way (`renderingNote`).
  public var isRendering: Bool { renderNote == Self.renderingNote }

  public init(
    info: String, text: String, isFenced: Bool, attributes: CodeAttributes = CodeAttributes(),
    file: CodeFile? = nil
  ) {
    self.info = info
    self.text = text
    self.isFenced = isFenced
    self.attributes = attributes
    self.file = file
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

extension Block.Kind {
  /// The blocks directly inside this one, in reading order.
  var children: [Block] {
    switch self {
    case .list(let list): list.items.flatMap(\.blocks)
    case .blockQuote(let blocks), .aligned(_, let blocks): blocks
    case .alert(let alert): alert.blocks
    case .columns(let columns): columns.before + columns.columns.flatMap { $0 }
    case .heading, .paragraph, .code, .table, .html, .rule, .centredLines, .newLines, .liveOutput:
      []
    }
  }

  /// `children.contains(where:)` without building the array of a list's or a layout's
  /// blocks: the deck's passes ask it of every block to skip those they need not rebuild.
  func containsChild(where predicate: (Block) -> Bool) -> Bool {
    switch self {
    case .list(let list): list.items.contains { $0.blocks.contains(where: predicate) }
    case .columns(let columns):
      columns.before.contains(where: predicate)
        || columns.columns.contains { $0.contains(where: predicate) }
    default: children.contains(where: predicate)
    }
  }
}
