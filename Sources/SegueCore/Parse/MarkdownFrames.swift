/// What the containers cmark reports become: the converter's pure Swift half (no cmark here;
/// `MarkdownConverter` reads the nodes).
extension MarkdownConverter {
  /// A container being read: its children collect here until its EXIT event.
  struct Frame {
    enum Kind {
      case document, blockQuote, list, item, paragraph, heading, table, tableRow, tableCell
      case emphasis, strong, strikethrough, link, image
      /// A container past `maximumDepth`: its children go to the enclosing frame.
      case flattened
      /// A node type we do not model (e.g. a custom block): its text is kept.
      case transparent

      /// Containers whose children can move into their parent without losing anything.
      var canFlatten: Bool {
        switch self {
        case .blockQuote, .list, .item, .emphasis, .strong, .strikethrough, .link, .image: true
        default: false
        }
      }
    }
    var kind: Kind
    var line: Int
    var blocks: [Block] = []
    var inlines: [Inline] = []
    var items: [ListItem] = []
    var rows: [[[Inline]]] = []
    var cells: [[Inline]] = []
    // Node data read on ENTER, while the node is in hand.
    var level = 0
    var listKind: List.Kind = .bullet
    var isTight = false
    var task: Bool?
    var url = ""
    var title = ""
    var alignments: [Table.ColumnAlignment] = []
    var isHeaderRow = false
  }
}

extension MarkdownConverter.Walker {
  typealias Frame = MarkdownConverter.Frame
  typealias NodeType = MarkdownConverter.NodeType

  /// The frame a container node opens; `.transparent` for a type we do not model.
  static func containerKind(_ type: NodeType) -> Frame.Kind {
    switch type {
    case .blockQuote: .blockQuote
    case .list: .list
    case .item, .taskItem: .item
    case .paragraph: .paragraph
    case .heading: .heading
    case .table: .table
    case .tableHeader, .tableRow: .tableRow
    case .tableCell: .tableCell
    case .emphasis: .emphasis
    case .strong: .strong
    case .strikethrough: .strikethrough
    case .link: .link
    case .image: .image
    default: .transparent
    }
  }

  static func block(from frame: Frame) -> Block? {
    let kind: Block.Kind
    switch frame.kind {
    case .blockQuote: kind = .blockQuote(frame.blocks)
    case .paragraph: kind = .paragraph(frame.inlines)
    case .heading:
      let content = InlineAttributes.headingContent(frame.inlines)
      kind = .heading(Heading(level: frame.level, content: content))
    case .list:
      var items = frame.items
      if !frame.blocks.isEmpty { items.append(ListItem(blocks: frame.blocks)) }
      kind = .list(List(kind: frame.listKind, isTight: frame.isTight, items: items))
    case .table:
      kind = .table(Table(alignments: frame.alignments, header: frame.cells, rows: frame.rows))
    default: return nil
    }
    return Block(kind, line: frame.line)
  }

  static func inline(from frame: Frame) -> Inline? {
    switch frame.kind {
    case .emphasis: return .emphasis(frame.inlines)
    case .strong: return .strong(frame.inlines)
    case .strikethrough: return .strikethrough(frame.inlines)
    case .link:
      let text = frame.inlines.plainText
      let isAutolink =
        frame.inlines.count == 1
        && (text == frame.url || "mailto:" + text == frame.url || "http://" + text == frame.url)
      return .link(
        Link(
          destination: frame.url, title: frame.title, content: frame.inlines,
          isAutolink: isAutolink))
    case .image:
      let image = Image(source: frame.url, title: frame.title, alt: frame.inlines)
      return .image(InlineAttributes.presentermImage(image))
    default: return nil
    }
  }
}
