extension PackedBlocks {
  /// Unpacks what `Writer` packed, in the same order. The bytes only ever come from `Writer`
  /// in this process, so a tag it did not write is a bug: it traps rather than guessing.
  struct Reader {
    let bytes: [UInt8]
    let code: [Block]
    /// Past the flags byte.
    private var at = 1

    init(bytes: [UInt8], code: [Block]) {
      self.bytes = bytes
      self.code = code
    }

    /// Past the title, if there is one (`at` is on the blocks then).
    mutating func skipTitle() {
      guard Flags(rawValue: bytes[0]).contains(.title) else { return }
      let count = int()
      at += count
    }

    mutating func title() -> [Inline] {
      _ = int()
      return inlines()
    }

    mutating func blocks() -> [Block] {
      let count = int()
      var blocks: [Block] = []
      blocks.reserveCapacity(count)
      for _ in 0..<count { blocks.append(block()) }
      return blocks
    }

    private mutating func block() -> Block {
      let tag = BlockTag(rawValue: byte())!
      if tag == .code { return code[int()] }
      let line = int()
      let step = int()
      return Block(kind(tag), line: line, step: step)
    }

    private mutating func kind(_ tag: BlockTag) -> Block.Kind {
      switch tag {
      case .heading:
        let level = int()
        return .heading(Heading(level: level, content: inlines()))
      case .paragraph: return .paragraph(inlines())
      case .list: return .list(list())
      case .blockQuote: return .blockQuote(blocks())
      case .alert:
        let kind = Alert.Kind.allCases[int()]
        return .alert(Alert(kind: kind, blocks: blocks()))
      case .code: preconditionFailure("code blocks are read whole, beside the bytes")
      case .table: return .table(table())
      case .html: return .html(string())
      case .rule: return .rule
      case .aligned:
        let alignment = Alignment.allCases[int()]
        return .aligned(alignment, blocks())
      case .centredLines: return .centredLines(array { $0.inlines() })
      case .columns:
        let weights = array { $0.int() }
        let before = blocks()
        return .columns(Columns(weights: weights, before: before, columns: array { $0.blocks() }))
      case .newLines: return .newLines(int())
      }
    }

    private mutating func list() -> List {
      let start = int()
      let isTight = flag()
      let isIncremental = flag()
      let items = array { reader -> ListItem in
        let task = reader.int()
        let step = reader.int()
        return ListItem(task: task == 0 ? nil : task == 2, blocks: reader.blocks(), step: step)
      }
      return List(
        kind: start < 0 ? .bullet : .ordered(start: start), isTight: isTight,
        isIncremental: isIncremental, items: items)
    }

    private mutating func table() -> Table {
      let alignments = array { PackedBlocks.columnAlignments[$0.int()] }
      let header = array { $0.inlines() }
      let rows = array { reader in reader.array { $0.inlines() } }
      return Table(alignments: alignments, header: header, rows: rows)
    }

    mutating func inlines() -> [Inline] {
      array { $0.inline() }
    }

    private mutating func inline() -> Inline {
      switch InlineTag(rawValue: byte())! {
      case .text: return .text(string())
      case .softBreak: return .softBreak
      case .lineBreak: return .lineBreak
      case .code:
        let text = string()
        return .code(text, language: optional { $0.string() })
      case .emphasis: return .emphasis(inlines())
      case .strong: return .strong(inlines())
      case .strikethrough: return .strikethrough(inlines())
      case .link:
        let destination = string()
        let title = string()
        let content = inlines()
        return .link(
          Link(destination: destination, title: title, content: content, isAutolink: flag()))
      case .image:
        let source = string()
        let title = string()
        let alt = inlines()
        var image = Image(
          source: source, title: title, alt: alt, widthPercent: optional { $0.int() })
        image.path = optional { $0.string() }
        return .image(image)
      case .styled:
        let foreground = optional { $0.color() }
        let background = optional { $0.color() }
        let classes = array { $0.string() }
        return .styled(
          StyledText(
            foreground: foreground, background: background, classes: classes,
            content: inlines()))
      case .html: return .html(string())
      }
    }

    private mutating func color() -> ColorReference {
      switch byte() {
      case 0: return .rgb(byte(), byte(), byte())
      case 1: return .name(string())
      default: return .palette(string())
      }
    }

    /// A count, then that many elements, in an array of exactly that size.
    private mutating func array<Element>(_ element: (inout Reader) -> Element) -> [Element] {
      let count = int()
      var elements: [Element] = []
      elements.reserveCapacity(count)
      for _ in 0..<count { elements.append(element(&self)) }
      return elements
    }

    private mutating func optional<Value>(_ value: (inout Reader) -> Value) -> Value? {
      flag() ? value(&self) : nil
    }

    private mutating func string() -> String {
      let count = int()
      defer { at += count }
      return String(decoding: bytes[at..<at + count], as: UTF8.self)
    }

    private mutating func flag() -> Bool { byte() != 0 }

    private mutating func byte() -> UInt8 {
      defer { at += 1 }
      return bytes[at]
    }

    private mutating func int() -> Int {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while true {
        let next = byte()
        value |= UInt64(next & 0x7F) << shift
        if next < 0x80 { break }
        shift += 7
      }
      return Int(Int64(bitPattern: value >> 1) ^ -Int64(value & 1))
    }
  }
}
