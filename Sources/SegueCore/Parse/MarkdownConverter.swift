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
  }

  /// cmark-gfm keeps parser state in globals (its inline special-character table and the
  /// extension registry), so two parses at once can corrupt each other: one at a time.
  private static let lock = Mutex(())

  /// `markdown` converted by one parse within its memory budget (`ParseBudget`); over it, the
  /// text is parsed in halves, and a line still over it is shown as text. `lineOffset` is the
  /// number of deck lines before `markdown` (for text from inside a block).
  static func convert(_ markdown: String, lineOffset: Int = 0) -> Result {
    lock.withLock { _ in convertWithin(markdown[...], lineOffset: lineOffset, splits: true) }
  }

  /// `markdown` parsed and never halved, with the bytes cmark asked of its arena for it (the
  /// budget's tests).
  static func measuredParse(_ markdown: Substring) -> (result: Result, bytes: Int) {
    lock.withLock { _ in
      let result = convertWithin(markdown, lineOffset: 0, splits: false)
      return (result, Int(segue_cmark_last_parse_bytes()))
    }
  }

  private static func convertWithin(_ markdown: Substring, lineOffset: Int, splits: Bool)
    -> Result
  {
    let none = Result(blocks: [])
    cmark_gfm_core_extensions_ensure_registered()
    // cmark's own arena: a parse over its budget is abandoned mid-way, and its nodes go in
    // one reset (`segue_cmark_parse_within`). The reset runs last, after every free below.
    defer { cmark_arena_reset() }
    let mem = segue_cmark_counted_mem()
    guard let parser = cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, mem) else { return none }
    for name in extensions {
      if let ext = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, ext)
      }
    }
    var bytes = Array(markdown.utf8)
    let document = bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
        segue_cmark_parse_within(
          parser, $0, buffer.count, ParseBudget.current.bytes(forText: buffer.count))
      }
    }
    guard let document else {
      // Over the budget: the abandoned tree goes with the arena's reset, before any other.
      cmark_arena_reset()
      guard splits else { return Result(blocks: [], overBudgetLines: [lineOffset + 1]) }
      var halves = ParseBudget.halves(markdown, lineOffset: lineOffset) {
        convertWithin($0, lineOffset: $1, splits: true)
      }
      // Named even when every half fit (then at its first line): the halves were cut between
      // lines, not blocks, and the reader is told.
      if halves.overBudgetLines.isEmpty { halves.overBudgetLines = [lineOffset + 1] }
      return halves
    }
    defer { cmark_parser_free(parser) }
    defer { cmark_node_free(document) }
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
    return Result(blocks: walker.root.blocks, flattenedAtLine: walker.flattenedAtLine)
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
    /// The lines of the deck before the text being parsed.
    let lineOffset: Int

    init(lineOffset: Int = 0) { self.lineOffset = lineOffset }

    mutating func enter(_ node: OpaquePointer) {
      let type = NodeType(node)
      // cmark-gfm reports line 0 for a paragraph whose last lines became a table's header:
      // unknown, whatever lines come before the text.
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
      frame.inlines = InlineAttributes.resolve(
        InlineHTML.resolve(InlineMath.resolve(frame.inlines)))
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

extension LinkedLibrary {
  public static var cmark: LinkedLibrary {
    LinkedLibrary(name: "libcmark-gfm", version: String(cString: cmark_version_string()))
  }
}
