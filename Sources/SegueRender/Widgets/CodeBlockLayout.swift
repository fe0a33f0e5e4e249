import SegueCore

/// A code block in a box with its language in the top border: line numbers in a gutter,
/// highlighted lines in full and the others dimmed, long lines wrapped (or cut) inside the box.
///
/// A dynamic highlight `{1|2-3|all}` is laid out once for all its steps: each row carries the
/// look of its line under every highlight, each shown only during that highlight's steps, so
/// stepping through the slide never lays it out again.
struct CodeBlockLayout {
  let theme: CodeBlockTheme
  /// The most rows a frame can show of the block (what is left of the content area), when
  /// known: lines below them are never drawn, so they are measured for the box's width but
  /// not highlighted or laid out (one more is, so the cut and its `↓` still show).
  var maxRows: Int? = nil
  /// Shown in the padding before the rest of a code line that did not fit.
  static let continuation = "↪"
  /// Ends a line cut at the box's edge (`code_block.overflow: cut`).
  static let cutMark = "…"

  func rows(_ code: CodeBlock, width: Int) -> [Row] {
    let pad = theme.padding
    let base = code.attributes.noBackground ? theme.style.withoutBackground : theme.style
    var lines: [CodeLine] = []
    var spans: [[Span]]
    // Lines not laid out count by their text's width (their spans would have it).
    var widestRest = 0
    var largestNumber = 1
    if let problem = code.file?.problem {
      lines = [CodeLine(number: 0, text: problem)]
      spans = [[Span("⚠ " + problem, style: base.patched(with: theme.dimmed))]]
    } else {
      // Only the lines a frame can show become strings; the others are measured in place.
      let kept = maxRows.map { $0 + 1 } ?? Int.max
      code.forEachShownLine { number, text in
        largestNumber = max(largestNumber, number)
        if lines.count < kept {
          lines.append(CodeLine(number: number, text: expandingTabs(String(text))))
        } else if text.utf8.containsByte(0x09) {
          widestRest = max(widestRest, TextWidth.width(expandingTabs(String(text))))
        } else if text.utf8.count > widestRest {
          // Without a tab, a line is never wider than its bytes: one no longer than the
          // widest so far is not measured.
          widestRest = max(widestRest, TextWidth.width(text))
        }
      }
      // A diagram being drawn shows its source dimmed, as text waiting for its picture.
      spans =
        code.isRendering
        ? lines.map { [Span($0.text, style: base.patched(with: theme.dimmed))] }
        : lineSpans(lines, of: code, style: base)
    }
    if let note = code.renderNote {
      lines.append(CodeLine(number: 0, text: note))
      spans.append([Span(note, style: base.patched(with: theme.dimmed))])
    }
    let gutter =
      code.attributes.lineNumbers && code.file?.problem == nil
      ? Gutter(largest: largestNumber) : nil
    let gutterWidth = gutter?.width ?? 0
    let inner = width - 2 - 2 * pad - gutterWidth
    guard inner >= 1 else { return [] }
    let longest = max(spans.map(\.width).max() ?? 0, widestRest)
    let label = code.language.isEmpty ? "" : " \(code.language) "
    let labelWidth = TextWidth.width(label)
    let textWidth = min(inner, max(longest, labelWidth + 1 - gutterWidth, 1))
    let box = Box(theme: theme, width: textWidth + gutterWidth + 2 + 2 * pad, inside: base)

    var rows = [box.top(label: label, labelWidth: labelWidth)]
    let looks = Looks(code)
    for (line, lineSpans) in zip(lines, spans) {
      let parts =
        theme.overflow == .cut
        ? [cut(lineSpans, width: textWidth)] : WordWrap.wrap(lineSpans, width: textWidth)
      for (index, part) in parts.enumerated() {
        let number = gutter.map {
          index == 0
            ? $0.number(line.number, style: base.patched(with: theme.lineNumber))
            : $0.blank(style: base)
        }
        let content =
          [Span(String(repeating: " ", count: pad), style: base)] + (number ?? []) + part
        rows.append(
          row(content, looks: looks.runs(for: line.number), in: box, continues: index > 0))
      }
    }
    rows.append(box.bottom)
    return rows
  }

  /// One row of a line: its content under each look it takes over the slide's steps.
  private func row(_ content: [Span], looks: [Looks.Run], in box: Box, continues: Bool) -> Row {
    var row = Row()
    for look in looks {
      var piece = box.inside(look.dimmed ? content.map(dimming) : content)
      piece.step = look.from
      piece.lastStep = look.to
      row.pieces.append(piece)
    }
    row.pieces.append(box.rightBorder)
    // A wrapped line's continuation is marked in the padding before it, as editors do.
    if continues && theme.padding > 0 {
      row.pieces.append(
        Piece(x: theme.padding, spans: [Span(Self.continuation, style: theme.borderStyle)]))
    }
    return row
  }

  /// The styled text of each shown line: the one step where a line's text becomes spans.
  ///
  /// The whole block is highlighted (hidden lines too, so what follows them is read in the
  /// right state) and each shown line takes its own line's tokens, each in the theme's style
  /// for its kind over `style`. A line whose tokens do not spell its text is shown plain.
  func lineSpans(_ lines: [CodeLine], of code: CodeBlock, style: Style) -> [[Span]] {
    // Up to the last line asked for: the first rows of a long block need no more.
    let count = lines.last.map { $0.number - code.firstLineNumber + 1 }
    // Under a theme without token styles the tokens would change nothing: not highlighted.
    let highlighted = theme.syntax.isPlain ? [] : CodeHighlighting.lines(code, count: count)
    return lines.map { line in
      let index = line.number - code.firstLineNumber
      guard highlighted.indices.contains(index) else { return [Span(line.text, style: style)] }
      let spans = expandingTabs(
        highlighted[index].map { Span($0.text, style: theme.syntax.style($0.kind, over: style)) })
      guard !spans.isEmpty, spans.plainText == line.text else {
        return [Span(line.text, style: style)]
      }
      return spans
    }
  }

  /// `spans` with each tab turned into the spaces up to the next tab stop of the line.
  private func expandingTabs(_ spans: [Span]) -> [Span] {
    var column = 0
    return spans.map { span in
      let text = expandingTabs(span.text, from: column)
      column += TextWidth.width(text)
      return Span(text, style: span.style)
    }
  }

  /// A line outside the highlight: the theme's `dimmed` drawn over whatever spans it has.
  private func dimming(_ span: Span) -> Span {
    Span(span.text, style: span.style.patched(with: theme.dimmed))
  }

  /// The line cut to `width` columns, ending in `…` when it did not fit.
  private func cut(_ spans: [Span], width: Int) -> [Span] {
    guard spans.width > width else { return spans }
    var out: [Span] = []
    var left = width - TextWidth.width(Self.cutMark)
    for span in spans where left > 0 {
      let text = TextWidth.prefix(of: span.text, width: left)
      out.append(Span(text, style: span.style))
      left -= TextWidth.width(text)
    }
    out.append(Span(Self.cutMark, style: spans.last?.style ?? theme.style))
    return out
  }

  /// The line with tabs expanded to the theme's tab stops, starting at column `start`.
  private func expandingTabs(_ line: String, from start: Int = 0) -> String {
    guard line.utf8.contains(0x09) else { return line }
    var out = ""
    var column = start
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
}

extension Style {
  /// The style on the terminal's own background (`+no_background`).
  var withoutBackground: Style {
    var style = self
    style.bg = .default
    return style
  }
}
