import SegueCore

/// The box around a code block: its borders and the painted inside of each row.
struct Box {
  let theme: CodeBlockTheme
  let width: Int
  /// The style the inside is filled with.
  let inside: Style

  func top(label: String, labelWidth: Int) -> Row {
    let glyphs = theme.border
    let fill = width - 2 - (label.isEmpty ? 0 : 1 + labelWidth)
    var spans = [Span(glyphs.topLeft, style: theme.borderStyle)]
    if !label.isEmpty {
      spans.append(Span(glyphs.horizontal, style: theme.borderStyle))
      spans.append(Span(TextWidth.truncate(label, toWidth: width - 3), style: theme.label))
    }
    spans.append(
      Span(
        String(repeating: glyphs.horizontal, count: max(0, fill)) + glyphs.topRight,
        style: theme.borderStyle))
    return Row(spans)
  }

  var bottom: Row {
    let glyphs = theme.border
    return Row([
      Span(
        glyphs.bottomLeft + String(repeating: glyphs.horizontal, count: width - 2)
          + glyphs.bottomRight, style: theme.borderStyle)
    ])
  }

  /// The left border and `content`, over the inside's fill (the fill paints the whole inside;
  /// the text and the borders go over it).
  func inside(_ content: [Span]) -> Piece {
    Piece(
      x: 0, spans: [Span(theme.border.vertical, style: theme.borderStyle)] + content,
      fill: Piece.Fill(width: width - 1, style: inside))
  }

  var rightBorder: Piece {
    Piece(x: width - 1, spans: [Span(theme.border.vertical, style: theme.borderStyle)])
  }
}

/// The `+line_numbers` gutter: each shown line's own number, right-aligned, then a space.
struct Gutter {
  let digits: Int

  /// A gutter as wide as the largest line number shown.
  init(largest: Int) {
    digits = String(largest).count
  }

  var width: Int { digits + 1 }

  /// The number in `style` (the gutter's, drawn over the inside of the box).
  func number(_ n: Int, style: Style) -> [Span] {
    let text = String(n)
    return [Span(String(repeating: " ", count: digits - text.count) + text + " ", style: style)]
  }

  func blank(style: Style) -> [Span] { [Span(String(repeating: " ", count: width), style: style)] }
}

/// Whether each line is dimmed, over the slide's steps: one look for a block without a
/// highlight or with a static one; for a dynamic highlight, one per group, each from the
/// step at which its group shows until the next group's (runs of the same look merged).
struct Looks {
  struct Run: Equatable {
    var dimmed: Bool
    var from: Int
    var to: Int
  }

  /// Each group and the steps it shows at.
  private let groups: [(selection: LineSelection, from: Int, to: Int)]

  init(_ code: CodeBlock) {
    let highlights = code.attributes.highlights
    let steps = code.highlightSteps
    if highlights.count > 1 && steps.count == highlights.count {
      groups = highlights.indices.map { g in
        (highlights[g], steps[g], g + 1 < steps.count ? steps[g + 1] - 1 : Int.max)
      }
    } else if let first = highlights.first {
      groups = [(first, 0, Int.max)]
    } else {
      groups = []
    }
  }

  func runs(for line: Int) -> [Run] {
    guard !groups.isEmpty else { return [Run(dimmed: false, from: 0, to: Int.max)] }
    var runs: [Run] = []
    for group in groups {
      let dimmed = !group.selection.contains(line)
      if let last = runs.last, last.dimmed == dimmed {
        runs[runs.count - 1].to = group.to
      } else {
        runs.append(Run(dimmed: dimmed, from: group.from, to: group.to))
      }
    }
    return runs
  }
}
