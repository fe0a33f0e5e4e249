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
    let lines = codeLines(code.text)
    let longest = lines.map { TextWidth.width($0) }.max() ?? 0
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
      let pieces = WordWrap.wrap([Span(line, style: theme.style)], width: textWidth)
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

  /// The code's lines with tabs expanded; a final newline makes no extra line.
  private func codeLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> String in
      var out = ""
      var column = 0
      for character in line {
        if character == "\t" {
          let spaces = theme.tabWidth - column % max(1, theme.tabWidth)
          out += String(repeating: " ", count: spaces)
          column += spaces
        } else {
          out.append(character)
          column += TextWidth.width(of: character)
        }
      }
      return out
    }
    if lines.last == "" { lines.removeLast() }
    return lines.isEmpty ? [""] : lines
  }
}
