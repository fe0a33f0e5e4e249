/// A slide's blocks and title kept as bytes: what a parsed deck holds for each slide, read
/// back into `Block` and `Inline` values only when the slide is drawn, exported or checked.
///
/// A tree of Swift values costs an allocation for each paragraph, item, cell and emphasis
/// (~60 bytes each, beside 24-byte blocks and inlines), which made a parsed deck 13–20 times
/// the size of its text and up to 40 times for dense inline markup. Packed, each block and
/// inline is a tag byte, its numbers as variable-length integers and its text as UTF-8: about
/// the size of the Markdown it came from. Code blocks are kept as values beside the bytes
/// (`codeBlocks`): their text is already one string each, their attributes are rich, and the
/// passes that look only for code (`segue check`'s languages, `file` blocks) read them there
/// without unpacking the rest.
///
/// The encoding is private to this type and its decoder (`PackedBlocks+Decoding`): values
/// are packed and unpacked in one process, never stored or sent, so it has no version.
public struct PackedBlocks: Sendable {
  /// A byte of `Flags`; the title's length in bytes and the title, when there is one; then
  /// the blocks. Empty for no blocks and no title (nothing is allocated).
  private(set) var bytes: [UInt8]
  /// Every code block, nested ones included, in reading order.
  public private(set) var codeBlocks: [Block]

  struct Flags: OptionSet {
    let rawValue: UInt8
    /// An image is somewhere in the blocks' inlines (the title's are not looked at).
    static let image = Flags(rawValue: 1)
    static let title = Flags(rawValue: 2)
  }

  public init(_ blocks: [Block], title: [Inline]? = nil) {
    guard !blocks.isEmpty || title != nil else {
      (bytes, codeBlocks) = ([], [])
      return
    }
    var writer = Writer()
    writer.bytes.append(0)
    if let title {
      var titleWriter = Writer()
      titleWriter.inlines(title)
      writer.int(titleWriter.bytes.count)
      writer.bytes += titleWriter.bytes
    }
    writer.blocks(blocks)
    writer.bytes[0] = writer.flags.union(title == nil ? [] : .title).rawValue
    bytes = writer.bytes.withoutSpareCapacity()
    codeBlocks = writer.code.withoutSpareCapacity()
  }

  /// The blocks, unpacked (each call builds them anew).
  public var blocks: [Block] {
    guard !bytes.isEmpty else { return [] }
    var reader = Reader(bytes: bytes, code: codeBlocks)
    reader.skipTitle()
    return reader.blocks()
  }

  /// The title, unpacked.
  public var title: [Inline]? {
    guard flags.contains(.title) else { return nil }
    var reader = Reader(bytes: bytes, code: codeBlocks)
    return reader.title()
  }

  private var flags: Flags { Flags(rawValue: bytes.first ?? 0) }

  /// Whether an image may be in the blocks (without unpacking them): false when none is.
  public var mayHoldImage: Bool { flags.contains(.image) }

  /// The tags of the packed cases, one byte each.
  enum BlockTag: UInt8 {
    case heading, paragraph, list, blockQuote, alert, code, table, html, rule, aligned
    case centredLines, columns, newLines
  }

  enum InlineTag: UInt8 {
    case text, softBreak, lineBreak, code, emphasis, strong, strikethrough, link, image, styled
    case html
  }

  static let columnAlignments: [Table.ColumnAlignment] = [.none, .left, .center, .right]

  /// Packs values into bytes, in the order `Reader` reads them.
  struct Writer {
    var bytes: [UInt8] = []
    var code: [Block] = []
    var flags: Flags = []

    mutating func blocks(_ blocks: [Block]) {
      int(blocks.count)
      for block in blocks { self.block(block) }
    }

    mutating func block(_ block: Block) {
      switch block.kind {
      case .heading(let heading):
        tag(.heading, block)
        int(heading.level)
        inlines(heading.content)
      case .paragraph(let content):
        tag(.paragraph, block)
        inlines(content)
      case .list(let list):
        tag(.list, block)
        self.list(list)
      case .blockQuote(let content):
        tag(.blockQuote, block)
        blocks(content)
      case .alert(let alert):
        tag(.alert, block)
        int(Alert.Kind.allCases.firstIndex(of: alert.kind)!)
        blocks(alert.blocks)
      case .code:
        // Its line and step are the block's, beside the bytes.
        bytes.append(BlockTag.code.rawValue)
        int(code.count)
        code.append(block)
      case .table(let table):
        tag(.table, block)
        self.table(table)
      case .html(let text):
        tag(.html, block)
        string(text)
      case .rule:
        tag(.rule, block)
      case .aligned(let alignment, let content):
        tag(.aligned, block)
        int(Alignment.allCases.firstIndex(of: alignment)!)
        blocks(content)
      case .centredLines(let lines):
        tag(.centredLines, block)
        int(lines.count)
        for line in lines { inlines(line) }
      case .columns(let columns):
        tag(.columns, block)
        ints(columns.weights)
        blocks(columns.before)
        int(columns.columns.count)
        for column in columns.columns { blocks(column) }
      case .newLines(let count):
        tag(.newLines, block)
        int(count)
      }
    }

    private mutating func tag(_ tag: BlockTag, _ block: Block) {
      bytes.append(tag.rawValue)
      int(block.line)
      int(block.step)
    }

    private mutating func list(_ list: List) {
      switch list.kind {
      case .bullet: int(-1)
      case .ordered(let start): int(start)
      }
      flag(list.isTight)
      flag(list.isIncremental)
      int(list.items.count)
      for item in list.items {
        int(item.task.map { $0 ? 2 : 1 } ?? 0)
        int(item.step)
        blocks(item.blocks)
      }
    }

    private mutating func table(_ table: Table) {
      int(table.alignments.count)
      for alignment in table.alignments {
        int(PackedBlocks.columnAlignments.firstIndex(of: alignment)!)
      }
      int(table.header.count)
      for cell in table.header { inlines(cell) }
      int(table.rows.count)
      for row in table.rows {
        int(row.count)
        for cell in row { inlines(cell) }
      }
    }

    mutating func inlines(_ inlines: [Inline]) {
      int(inlines.count)
      for inline in inlines { self.inline(inline) }
    }

    private mutating func inline(_ inline: Inline) {
      switch inline {
      case .text(let text): tag(.text, then: text)
      case .softBreak: bytes.append(InlineTag.softBreak.rawValue)
      case .lineBreak: bytes.append(InlineTag.lineBreak.rawValue)
      case .code(let text, let language):
        tag(.code, then: text)
        optional(language) { $0.string($1) }
      case .emphasis(let content): tag(.emphasis, then: content)
      case .strong(let content): tag(.strong, then: content)
      case .strikethrough(let content): tag(.strikethrough, then: content)
      case .link(let link):
        tag(.link, then: link.destination)
        string(link.title)
        inlines(link.content)
        flag(link.isAutolink)
      case .image(let image):
        flags.insert(.image)
        tag(.image, then: image.source)
        string(image.title)
        inlines(image.alt)
        optional(image.widthPercent) { $0.int($1) }
        optional(image.path) { $0.string($1) }
      case .styled(let styled):
        bytes.append(InlineTag.styled.rawValue)
        optional(styled.foreground) { $0.color($1) }
        optional(styled.background) { $0.color($1) }
        int(styled.classes.count)
        for name in styled.classes { string(name) }
        inlines(styled.content)
      case .html(let text): tag(.html, then: text)
      }
    }

    private mutating func tag(_ tag: InlineTag, then text: String) {
      bytes.append(tag.rawValue)
      string(text)
    }

    private mutating func tag(_ tag: InlineTag, then content: [Inline]) {
      bytes.append(tag.rawValue)
      inlines(content)
    }

    private mutating func color(_ color: ColorReference) {
      switch color {
      case .rgb(let red, let green, let blue): bytes += [0, red, green, blue]
      case .name(let name):
        bytes.append(1)
        string(name)
      case .palette(let name):
        bytes.append(2)
        string(name)
      }
    }

    private mutating func optional<Value>(_ value: Value?, _ write: (inout Writer, Value) -> Void) {
      flag(value != nil)
      if let value { write(&self, value) }
    }

    mutating func string(_ text: String) {
      int(text.utf8.count)
      bytes.append(contentsOf: text.utf8)
    }

    private mutating func ints(_ values: [Int]) {
      int(values.count)
      for value in values { int(value) }
    }

    private mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// A signed number in LEB128, zigzagged so that small negative numbers stay short.
    mutating func int(_ value: Int) {
      var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
      while rest >= 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
        rest >>= 7
      }
      bytes.append(UInt8(rest))
    }
  }
}

extension PackedBlocks: Equatable {
  /// Equal when the blocks and titles are: the bytes alone would tell apart strings Swift takes as equal
  /// (one `é` written precomposed and decomposed).
  public static func == (a: PackedBlocks, b: PackedBlocks) -> Bool {
    (a.bytes == b.bytes && a.codeBlocks == b.codeBlocks)
      || (a.blocks == b.blocks && a.title == b.title)
  }
}
