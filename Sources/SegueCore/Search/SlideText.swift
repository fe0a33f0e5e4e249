extension Slide {
  /// A line of text the slide shows (or its notes hold), with the step that reveals it: what
  /// search reads.
  public struct TextLine: Sendable, Equatable {
    public var text: String
    /// The step at which the line shows (0 for the title and the notes).
    public var step: Int
    public var inNotes: Bool
  }

  /// Every line of text on the slide and in its notes, in reading order.
  ///
  /// Words of a paragraph stay on one line here (the frame may wrap them): a phrase is found
  /// wherever the frame breaks it.
  public var textLines: [TextLine] {
    var lines: [TextLine] = []
    if let title = titleText { lines.append(TextLine(text: title, step: 0, inNotes: false)) }
    for block in blocks { Self.appendText(of: block, step: 0, to: &lines) }
    for note in notes {
      for line in note.split(whereSeparator: \.isNewline) {
        lines.append(TextLine(text: String(line), step: 0, inNotes: true))
      }
    }
    return lines
  }

  private static func appendText(of block: Block, step outer: Int, to lines: inout [TextLine]) {
    let step = max(outer, block.step)
    func add(_ text: String) {
      for line in text.split(whereSeparator: \.isNewline) {
        lines.append(TextLine(text: String(line), step: step, inNotes: false))
      }
    }
    switch block.kind {
    case .heading(let heading): add(heading.content.plainText)
    case .paragraph(let inlines): add(inlines.plainText)
    case .centredLines(let rows): for row in rows { add(row.plainText) }
    case .code(let code): add(code.text)
    case .table(let table):
      for row in [table.header] + table.rows { add(row.map(\.plainText).joined(separator: " | ")) }
    case .list(let list):
      for item in list.items {
        for inner in item.blocks { appendText(of: inner, step: max(step, item.step), to: &lines) }
      }
    case .blockQuote, .aligned, .alert, .columns:
      for inner in block.kind.children { appendText(of: inner, step: step, to: &lines) }
    case .html, .rule, .newLines, .liveOutput: break
    }
  }
}
