import SegueCore

/// A code block in a box with its language in the top border; long lines wrap inside the box.
struct CodeBlockLayout {
  let theme: CodeBlockTheme
  /// Shown in the padding before the rest of a code line that did not fit.
  static let continuation = "↪"

  func rows(_ code: CodeBlock, width: Int) -> [Row] {
    let box = theme.border
    let pad = theme.padding
    let inner = width - 2 - 2 * pad
    guard inner >= 1 else { return [] }
    let lines = lineSpans(code)
    let longest = lines.map(\.width).max() ?? 0
    let label = code.language.isEmpty ? "" : " \(code.language) "
    let labelWidth = TextWidth.width(label)
    let textWidth = min(inner, max(longest, labelWidth + 1, 1))
    let boxWidth = textWidth + 2 + 2 * pad

    var rows: [Row] = []
    let topFill = boxWidth - 2 - (label.isEmpty ? 0 : 1 + labelWidth)
    var top = [Span(box.topLeft, style: theme.borderStyle)]
    if !label.isEmpty {
      top.append(Span(box.horizontal, style: theme.borderStyle))
      top.append(Span(TextWidth.truncate(label, toWidth: boxWidth - 3), style: theme.label))
    }
    top.append(
      Span(
        String(repeating: box.horizontal, count: max(0, topFill)) + box.topRight,
        style: theme.borderStyle))
    rows.append(Row(top))
    let padding = String(repeating: " ", count: pad)
    let border = Span(box.vertical, style: theme.borderStyle)
    for line in lines {
      let pieces = WordWrap.wrap(line, width: textWidth)
      for (index, piece) in pieces.enumerated() {
        // The box's inside is painted by the fill; the text and the borders go over it.
        let inside = Piece(
          x: 0, spans: [border, Span(padding, style: theme.style)] + piece,
          fill: Piece.Fill(width: boxWidth - 1, style: theme.style))
        var row = Row(pieces: [inside, Piece(x: boxWidth - 1, spans: [border])])
        // A wrapped line's continuation is marked in the padding before it, as editors do.
        if index > 0 && pad > 0 {
          row.pieces.append(
            Piece(x: pad, spans: [Span(Self.continuation, style: theme.borderStyle)]))
        }
        rows.append(row)
      }
    }
    let bottom =
      box.bottomLeft + String(repeating: box.horizontal, count: boxWidth - 2) + box.bottomRight
    rows.append(Row([Span(bottom, style: theme.borderStyle)]))
    return rows
  }

  /// The block's lines as styled spans, tabs expanded: each highlighted token in the theme's
  /// style for its kind, drawn over the block's text style. A final newline makes no extra line.
  func lineSpans(_ code: CodeBlock) -> [[Span]] {
    var lines = CodeHighlighting.lines(code).map { runs in
      expandingTabs(
        runs.map { Span($0.text, style: theme.syntax.style($0.kind, over: theme.style)) })
    }
    if lines.count > 1, lines.last?.plainText == "" { lines.removeLast() }
    return lines.map { $0.isEmpty ? [Span("", style: theme.style)] : $0 }
  }

  /// `spans` with each tab turned into the spaces up to the next tab stop of the line.
  private func expandingTabs(_ spans: [Span]) -> [Span] {
    var column = 0
    return spans.map { span in
      guard span.text.contains("\t") else {
        column += TextWidth.width(span.text)
        return span
      }
      var out = ""
      for character in span.text {
        if character == "\t" {
          let spaces = theme.tabWidth - column % max(1, theme.tabWidth)
          out += String(repeating: " ", count: spaces)
          column += spaces
        } else {
          out.append(character)
          column += TextWidth.width(of: character)
        }
      }
      return Span(out, style: span.style)
    }
  }
}
