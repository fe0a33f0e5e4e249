import CCmarkBudget
import CCmarkGFM
import Synchronization

/// Converts Markdown to our own `Block` values with cmark-gfm: the only file that talks to cmark.
///
/// The document is walked with cmark's iterator and an explicit stack (never recursion), so a
/// deck nested ten thousand levels deep cannot overflow the call stack. Containers deeper than
/// `maximumDepth` are flattened into their ancestor, which bounds the depth of the model for
/// everything downstream. Every C object is freed before `convert` returns.
enum MarkdownConverter {
  static let maximumDepth = 48
  static let extensions = ["table", "strikethrough", "tasklist", "autolink"]

  struct Result {
    var blocks: [Block]
    /// Set when some containers were flattened because they nested too deeply.
    var flattenedAtLine: Int?
    /// The first line of each part that needed more memory than `ParseBudget` gives, and so
    /// was parsed in halves or shown as text.
    var overBudgetLines: [Int] = []
    /// Set when the deck, to be parsed whole for its definitions, outgrew the budget and was
    /// cut: each piece reads only the definitions it holds.
    var definitionsNotLent = false
    /// Cuts into lists and paragraphs whose pieces were joined, and cuts refused (for the
    /// tests).
    var listJoins = 0
    var paragraphJoins = 0
    var refusedCuts = 0
  }

  /// cmark-gfm keeps parser state in globals (its inline special-character table and the
  /// extension registry), so two parses at once can corrupt each other: one at a time.
  private static let lock = Mutex(())

  /// Set once, before the first parse (`segue_map_large_allocations` says why).
  private static let largeAllocationsMapped: Void = segue_map_large_allocations()

  /// One piece of a deck parsed alone, with how it ends as cmark's tree tells when `readsEnd`
  /// (for `MarkdownChunks.proves`). `lineOffset` is the number of deck lines before the piece.
  /// A piece over its memory budget (`ParseBudget`) is parsed in halves when `splits`, or
  /// else comes back with no blocks and `overBudgetLines` set.
  static func parsePiece(
    _ markdown: Substring, lineOffset: Int, readsEnd: Bool, splits: Bool = true
  ) -> (result: Result, end: MarkdownChunks.PieceEnd) {
    lock.withLock { _ in
      convertAlone(markdown, lineOffset: lineOffset, readsEnd: readsEnd, splits: splits)
    }
  }

  /// `markdown` parsed alone and never halved, with the bytes cmark asked of its arena for
  /// it (the budget's tests).
  static func measuredParse(_ markdown: Substring) -> (result: Result, bytes: Int) {
    lock.withLock { _ in
      let result = convertAlone(markdown, lineOffset: 0, readsEnd: false, splits: false).result
      return (result, Int(segue_cmark_last_parse_bytes()))
    }
  }

  private static func convertAlone(
    _ markdown: Substring, lineOffset: Int, readsEnd: Bool, splits: Bool
  ) -> (result: Result, end: MarkdownChunks.PieceEnd) {
    let none = (Result(blocks: []), MarkdownChunks.PieceEnd())
    cmark_gfm_core_extensions_ensure_registered()
    // cmark's own arena: the piece's nodes sit together in a few large blocks and go in one
    // reset, rather than being a million small allocations among the deck's (which made a
    // long paragraph's pieces slower the more of the deck was built). Parses are one at a
    // time (`lock`), as the arena is global; the reset runs last, after every free below.
    _ = largeAllocationsMapped
    defer { cmark_arena_reset() }
    let mem = segue_cmark_counted_mem()
    guard let parser = cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, mem) else { return none }
    for name in extensions {
      if let ext = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, ext)
      }
    }
    // Copied from the string's storage (through the view's iterator, 9 ms for 2.7 MB).
    var bytes = markdown.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(markdown.utf8)
    let document = bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
        segue_cmark_parse_within(
          parser, $0, buffer.count, ParseBudget.current.bytes(forPiece: buffer.count))
      }
    }
    guard let document else {
      // Over the budget: the abandoned tree goes with the arena's reset, before any other.
      cmark_arena_reset()
      guard splits else { return (Result(blocks: [], overBudgetLines: [lineOffset + 1]), none.1) }
      var halves = ParseBudget.halves(markdown, lineOffset: lineOffset) {
        convertAlone($0, lineOffset: $1, readsEnd: false, splits: true).result
      }
      // Named even when every half fit (then at its first line): the halves were cut between
      // lines, not blocks, so the piece stands alone (no cut around it is proved, nothing is
      // joined to it), and the reader is told.
      if halves.overBudgetLines.isEmpty { halves.overBudgetLines = [lineOffset + 1] }
      return (halves, none.1)
    }
    defer { cmark_parser_free(parser) }
    defer { cmark_node_free(document) }
    let end = readsEnd ? pieceEnd(of: document, in: bytes) : MarkdownChunks.PieceEnd()
    guard let iterator = cmark_iter_new(document) else { return none }
    defer { cmark_iter_free(iterator) }
    var walker = Walker(lineOffset: lineOffset)
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      switch event {
      case CMARK_EVENT_ENTER: walker.enter(node)
      case CMARK_EVENT_EXIT: walker.exit(node)
      default: break
      }
    }
    return (Result(blocks: walker.root.blocks, flattenedAtLine: walker.flattenedAtLine), end)
  }

  /// How `document` ends. Its last block is the one still open at the end of its text, if any
  /// is (a block closes only when another comes after it, or at its own end): a list, or
  /// fenced code or HTML whose end is not in the text. cmark publishes neither a list's bullet
  /// character nor whether a block is open: both are read from the text, from the block's
  /// first line on.
  private static func pieceEnd(
    of document: OpaquePointer, in bytes: [UInt8]
  ) -> MarkdownChunks.PieceEnd {
    guard let last = cmark_node_last_child(document),
      let start = MarkdownChunks.lineStart(Int(cmark_node_get_start_line(last)), in: bytes)
    else { return MarkdownChunks.PieceEnd() }
    switch cmark_node_get_type(last) {
    case CMARK_NODE_LIST:
      let marker: MarkdownChunks.ListMarker
      if cmark_node_get_list_type(last) == CMARK_ORDERED_LIST {
        let paren = cmark_node_get_list_delim(last) == CMARK_PAREN_DELIM
        marker = .ordered(delimiter: UInt8(ascii: paren ? ")" : "."))
      } else {
        let index = start + Int(cmark_node_get_start_column(last)) - 1
        guard bytes.indices.contains(index) else { return MarkdownChunks.PieceEnd() }
        marker = .bullet(bytes[index])
      }
      let tight = cmark_node_get_list_tight(last) != 0
      return MarkdownChunks.PieceEnd(
        list: MarkdownChunks.TrailingList(marker: marker, isTight: tight))
    case CMARK_NODE_CODE_BLOCK:
      var length: Int32 = 0
      var offset: Int32 = 0
      var character: CChar = 0
      guard cmark_node_get_fenced(last, &length, &offset, &character) != 0 else { break }
      let open = MarkdownChunks.fenceIsOpen(
        bytes[start...], character: UInt8(bitPattern: character), length: Int(length))
      return MarkdownChunks.PieceEnd(isInsideBlock: open)
    case CMARK_NODE_HTML_BLOCK:
      return MarkdownChunks.PieceEnd(isInsideBlock: MarkdownChunks.htmlBlockIsOpen(bytes[start...]))
    case CMARK_NODE_PARAGRAPH:
      // The piece's last line is not blank when a paragraph cut follows: it is this one's.
      return MarkdownChunks.PieceEnd(paragraph: .topLevel)
    case CMARK_NODE_BLOCK_QUOTE:
      guard let inner = cmark_node_last_child(last),
        cmark_node_get_type(inner) == CMARK_NODE_PARAGRAPH
      else { break }
      return MarkdownChunks.PieceEnd(paragraph: .inQuote)
    default:
      break
    }
    return MarkdownChunks.PieceEnd()
  }

  /// A cmark node's type: cmark's own types by number, the extensions' (whose numbers are
  /// assigned when they register) and list items' kinds by their type string.
  enum NodeType {
    case document, blockQuote, list, item, taskItem, codeBlock, htmlBlock, paragraph, heading
    case thematicBreak, text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link
    case image, table, tableHeader, tableRow, tableCell, strikethrough, other

    init(_ node: OpaquePointer) {
      switch cmark_node_get_type(node) {
      case CMARK_NODE_DOCUMENT: self = .document
      case CMARK_NODE_BLOCK_QUOTE: self = .blockQuote
      case CMARK_NODE_LIST: self = .list
      case CMARK_NODE_CODE_BLOCK: self = .codeBlock
      case CMARK_NODE_HTML_BLOCK: self = .htmlBlock
      case CMARK_NODE_PARAGRAPH: self = .paragraph
      case CMARK_NODE_HEADING: self = .heading
      case CMARK_NODE_THEMATIC_BREAK: self = .thematicBreak
      case CMARK_NODE_TEXT: self = .text
      case CMARK_NODE_SOFTBREAK: self = .softBreak
      case CMARK_NODE_LINEBREAK: self = .lineBreak
      case CMARK_NODE_CODE: self = .code
      case CMARK_NODE_HTML_INLINE: self = .htmlInline
      case CMARK_NODE_EMPH: self = .emphasis
      case CMARK_NODE_STRONG: self = .strong
      case CMARK_NODE_LINK: self = .link
      case CMARK_NODE_IMAGE: self = .image
      default:
        switch Walker.string(cmark_node_get_type_string(node)) {
        case "item": self = .item
        case "tasklist": self = .taskItem
        case "table": self = .table
        case "table_header": self = .tableHeader
        case "table_row": self = .tableRow
        case "table_cell": self = .tableCell
        case "strikethrough": self = .strikethrough
        default: self = .other
        }
      }
    }
  }

  struct Walker {
    var stack: [Frame] = [Frame(kind: .document, line: 1)]
    var root = Frame(kind: .document, line: 1)
    var flattenedAtLine: Int?
    /// The lines of the deck before the piece being parsed.
    let lineOffset: Int

    init(lineOffset: Int = 0) { self.lineOffset = lineOffset }

    mutating func enter(_ node: OpaquePointer) {
      let type = NodeType(node)
      // cmark-gfm reports line 0 for a paragraph whose last lines became a table's header:
      // unknown in a piece as in the whole text, whatever lines come before the piece.
      let start = Int(cmark_node_get_start_line(node))
      let line = start == 0 ? 0 : start + lineOffset
      if let leaf = Self.leafBlock(type, node, line) {
        append(block: leaf)
        return
      }
      if let inline = Self.leafInline(type, node) {
        append(inline: inline)
        return
      }
      if type == .document { return }
      var frame = Frame(kind: Self.containerKind(type), line: line)
      if stack.count > maximumDepth, frame.kind.canFlatten {
        frame.kind = .flattened
        if flattenedAtLine == nil { flattenedAtLine = line }
      }
      Self.readData(of: node, type: type, into: &frame)
      stack.append(frame)
    }

    mutating func exit(_ node: OpaquePointer) {
      guard stack.count > 1 else {
        root = stack[0]
        return
      }
      var frame = stack.removeLast()
      frame.inlines = InlineAttributes.resolve(InlineHTML.resolve(frame.inlines))
      switch frame.kind {
      case .document:
        break
      case .flattened, .transparent:
        for block in frame.blocks { append(block: block) }
        for inline in frame.inlines { append(inline: inline) }
        for item in frame.items { for block in item.blocks { append(block: block) } }
      case .item:
        stack[stack.count - 1].items.append(ListItem(task: frame.task, blocks: frame.blocks))
      case .tableCell:
        stack[stack.count - 1].cells.append(frame.inlines)
      case .tableRow:
        if frame.isHeaderRow {
          stack[stack.count - 1].cells = frame.cells
        } else {
          stack[stack.count - 1].rows.append(frame.cells)
        }
      default:
        if let block = Self.block(from: frame) {
          append(block: block)
        } else if let inline = Self.inline(from: frame) {
          append(inline: inline)
        }
      }
    }

    private mutating func append(block: Block) {
      stack[stack.count - 1].blocks.append(block)
    }

    /// Appends an inline, merging neighbouring text (cmark splits text at `[`, `!` and such).
    private mutating func append(inline: Inline) {
      let top = stack.count - 1
      if case .text(let new) = inline, case .text(let old)? = stack[top].inlines.last {
        stack[top].inlines[stack[top].inlines.count - 1] = .text(old + new)
      } else {
        stack[top].inlines.append(inline)
      }
    }

    static func readData(of node: OpaquePointer, type: NodeType, into frame: inout Frame) {
      switch frame.kind {
      case .heading:
        frame.level = Int(cmark_node_get_heading_level(node))
      case .list:
        frame.isTight = cmark_node_get_list_tight(node) != 0
        if cmark_node_get_list_type(node) == CMARK_ORDERED_LIST {
          frame.listKind = .ordered(start: Int(cmark_node_get_list_start(node)))
        }
      case .item:
        if type == .taskItem {
          frame.task = cmark_gfm_extensions_get_tasklist_item_checked(node)
        }
      case .link, .image:
        frame.url = string(cmark_node_get_url(node))
        frame.title = string(cmark_node_get_title(node))
      case .table:
        let count = Int(cmark_gfm_extensions_get_table_columns(node))
        let raw = cmark_gfm_extensions_get_table_alignments(node)
        frame.alignments = (0..<count).map { index in
          switch raw.map({ $0[index] }) {
          case UInt8(ascii: "l"): return .left
          case UInt8(ascii: "c"): return .center
          case UInt8(ascii: "r"): return .right
          default: return .none
          }
        }
      case .tableRow:
        frame.isHeaderRow =
          type == .tableHeader || cmark_gfm_extensions_get_table_row_is_header(node) != 0
      default:
        break
      }
    }

    static func leafBlock(_ type: NodeType, _ node: OpaquePointer, _ line: Int) -> Block? {
      switch type {
      case .codeBlock:
        var length: Int32 = 0
        var offset: Int32 = 0
        var character: CChar = 0
        let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
        let code = CodeBlock(
          info: string(cmark_node_get_fence_info(node)),
          text: string(cmark_node_get_literal(node)), isFenced: fenced)
        return Block(.code(code), line: line)
      case .htmlBlock:
        return Block(.html(string(cmark_node_get_literal(node))), line: line)
      case .thematicBreak:
        return Block(.rule, line: line)
      default:
        return nil
      }
    }

    static func leafInline(_ type: NodeType, _ node: OpaquePointer) -> Inline? {
      switch type {
      case .text: .text(string(cmark_node_get_literal(node)))
      case .softBreak: .softBreak
      case .lineBreak: .lineBreak
      case .code: .code(string(cmark_node_get_literal(node)))
      case .htmlInline: .html(string(cmark_node_get_literal(node)))
      default: nil
      }
    }

    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
      pointer.map { String(cString: $0) } ?? ""
    }
  }
}
