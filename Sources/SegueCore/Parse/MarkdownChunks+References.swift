/// Where a deck's text may define link references, and the text that gives every piece the
/// deck's definitions (`MarkdownConverter+References`).
///
/// A link reference definition (`[x]: http://…`) anywhere in a CommonMark document defines
/// `[x]` everywhere, so a piece parsed alone would miss the definitions of the others. A
/// definition begins a paragraph's content: a line's content after the markers of its quotes
/// and list items (and a task item's box), up to three spaces, then `[`. Every definition
/// therefore begins with a `mention` found here: such a line whose label (no unescaped
/// bracket in it) closes with `]:` on the same line. The mentions are a superset: most are
/// nothing (a line of code, a paragraph's continuation), which only cmark can tell; the
/// converter asks it with probes (`[p][label]`, a link when the label is defined). A label
/// that runs on to the next line with a `]:` after it is not followed: the deck is parsed
/// whole (`unprovable`).
extension MarkdownChunks {
  /// A line that may begin the definition of `label` (as written, between its brackets),
  /// whose `[` is at `index` of the deck's text.
  struct DefinitionMention: Equatable {
    var label: Substring
    var index: String.Index
  }

  /// What the text of a deck tells of its definitions.
  enum DefinitionScan: Equatable {
    case mentions([DefinitionMention])
    /// A label that may run over lines and close with `]:`: no probe can name it.
    case unprovable
  }

  /// A definition as cmark read it: what the converter gives each piece.
  struct ReferenceDefinition: Equatable, Sendable {
    var label: Substring
    var destination: String
    var title: String
  }

  /// The longest label CommonMark reads (cmark's `MAX_LINK_LABEL_LENGTH`).
  static let labelLength = 1000

  /// The lines of `markdown` that may begin a link reference definition, in order.
  static func definitionMentions(in markdown: String) -> DefinitionScan {
    var mentions: [DefinitionMention] = []
    for line in SourceText.LineSequence(markdown) {
      switch definitionLabel(line.utf8) {
      case nil: continue
      case .open:
        if labelRunsOn(markdown.utf8[line.endIndex...]) { return .unprovable }
      case .closed(let open, let close):
        let label = markdown[line.utf8.index(after: open)..<close]
        // `[]:` and `[ ]:` define nothing, and `[p][]` would probe `p`.
        guard !labelKey(label).isEmpty else { continue }
        mentions.append(DefinitionMention(label: label, index: open))
      }
    }
    return .mentions(mentions)
  }

  /// The label a line may begin a definition of.
  enum LineLabel {
    /// Between `open` (its `[`) and `close` (its `]`, before a `:`).
    case closed(open: String.Index, close: String.Index)
    /// Not closed on the line: a label may run on to the next.
    case open
  }

  /// The label `line` may begin a definition of: from its `[` (`definitionStart`) to the
  /// first unescaped bracket, a `]` with `:` after it, or none before the line's end. Nil when
  /// the line begins no definition.
  static func definitionLabel(_ line: Substring.UTF8View) -> LineLabel? {
    guard let open = definitionStart(line) else { return nil }
    var index = line.index(after: open)
    var escaped = false
    while index < line.endIndex {
      let byte = line[index]
      if escaped {
        escaped = false
      } else if byte == 0x5C {
        escaped = true
      } else if byte == 0x5B {
        return nil
      } else if byte == 0x5D {
        let colon = line.index(after: index)
        guard colon < line.endIndex, line[colon] == 0x3A else { return nil }
        return .closed(open: open, close: index)
      }
      index = line.index(after: index)
    }
    return .open
  }

  /// Where the `[` is that may begin a definition on `line`: after any run of what quote and
  /// list markers, indentation and task boxes are made of (more than CommonMark takes: a
  /// superset of the lines it reads a definition on).
  static func definitionStart(_ line: Substring.UTF8View) -> Substring.UTF8View.Index? {
    var index = line.startIndex
    while index < line.endIndex {
      let byte = line[index]
      if isMarkerByte(byte) {
        index = line.index(after: index)
      } else if byte == 0x5B, let after = taskBoxEnd(line, at: index) {
        index = after
      } else {
        return byte == 0x5B ? index : nil
      }
    }
    return nil
  }

  /// Spaces, tabs, `>`, bullets, ordinal digits and their `.` or `)`. (Every line of a deck
  /// is read so: a switch, not a set's hash.)
  private static func isMarkerByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x3E, 0x2D, 0x2B, 0x2A, 0x2E, 0x29, 0x30...0x39: true
    default: false
    }
  }

  /// The end of a task item's box (`[ ]`, `[x]`, `[X]` and a space or tab) at `index`.
  private static func taskBoxEnd(_ line: Substring.UTF8View, at index: String.Index)
    -> String.Index?
  {
    let box = line[index...].prefix(4)
    guard box.count == 4 else { return nil }
    let bytes = Array(box)
    let isBox = [0x20, 0x78, 0x58].contains(bytes[1]) && bytes[2] == 0x5D
    return isBox && (bytes[3] == 0x20 || bytes[3] == 0x09) ? box.endIndex : nil
  }

  /// Whether a label left open at the end of a line may close with `]:` on a later line: its
  /// first unescaped bracket within a label's length, before a blank line, is `]` and `:`
  /// follows.
  private static func labelRunsOn(_ rest: Substring.UTF8View) -> Bool {
    var escaped = false
    var lineIsBlank = false
    var previous: UInt8 = 0
    for byte in rest.prefix(labelLength + 1) {
      if previous == 0x5D { return byte == 0x3A }
      previous = 0
      if byte == 0x0A {
        if lineIsBlank { return false }
        (lineIsBlank, escaped) = (true, false)
        continue
      }
      if byte != 0x20 && byte != 0x09 { lineIsBlank = false }
      if escaped {
        escaped = false
      } else if byte == 0x5C {
        escaped = true
      } else if byte == 0x5B {
        return false
      } else if byte == 0x5D {
        previous = byte
      }
    }
    return false
  }

  /// A key under which labels that CommonMark matches as one are one: ASCII letters in lower
  /// case, runs of spaces and tabs as one space, none at the ends. It never makes one of
  /// labels cmark tells apart (its case folding is Unicode's, a superset), so two keys for
  /// one label at worst make the converter parse whole.
  static func labelKey(_ label: Substring) -> String {
    var out: [UInt8] = []
    var space = false
    for byte in label.utf8 {
      if byte == 0x20 || byte == 0x09 {
        space = !out.isEmpty
        continue
      }
      if space { out.append(0x20) }
      space = false
      out.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// One paragraph of `definitions`, in their order (CommonMark keeps a label's first), and a
  /// blank line: a piece after it starts as a document does.
  static func definitionsText(_ definitions: [ReferenceDefinition]) -> String {
    var out = ""
    for definition in definitions {
      out += "[\(definition.label)]: <\(escaped(definition.destination, also: "<>"))>"
      out += definition.title.isEmpty ? "\n" : " \"\(escaped(definition.title, also: "\""))\"\n"
    }
    return out.isEmpty ? "" : out + "\n"
  }

  /// A paragraph for each label, `[p][label]`: a link to the label's destination when the
  /// label is defined.
  static func probesText(_ labels: [Substring]) -> String {
    labels.map { "[p][\($0)]\n\n" }.joined()
  }

  /// `text` as a destination in `<>` or a title in `""` that cmark reads back as `text`,
  /// which it decodes references in first, then escapes: `&` and controls (a line end in a
  /// title) as numeric references, a backslash and the delimiters `also` escaped.
  private static func escaped(_ text: String, also delimiters: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar == "\\" || delimiters.unicodeScalars.contains(scalar) {
        out += "\\"
        out.unicodeScalars.append(scalar)
      } else if scalar == "&" || scalar.value < 0x20 || scalar.value == 0x7F {
        out += "&#\(scalar.value);"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
