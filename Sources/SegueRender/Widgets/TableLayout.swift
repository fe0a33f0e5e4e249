import SegueCore

/// Tables with box-drawing borders; too-wide columns shrink and their cells wrap.
struct TableLayout {
  let theme: Theme
  let inline: InlineRenderer

  func rows(_ table: Table, width: Int) -> [Row] {
    let columnCount = max(
      table.alignments.count, table.header.count, table.rows.map(\.count).max() ?? 0)
    guard columnCount > 0 else { return [] }
    let look = theme.table
    let header = cells(
      table.header, count: columnCount, style: look.cell.patched(with: look.header))
    let body = table.rows.map { cells($0, count: columnCount, style: look.cell) }
    // Columns that cannot get at least one column of text each are left out.
    let shown = min(columnCount, max(1, (width - 1) / 4))
    let widths = columnWidths(
      ([header] + body).map { Array($0.prefix(shown)) }, available: width - 1 - 3 * shown)
    guard widths.allSatisfy({ $0 >= 1 }) else { return [] }
    let alignments = (0..<shown).map { $0 < table.alignments.count ? table.alignments[$0] : .none }

    var out = [border(widths, look.border.topLeft, look.border.teeDown, look.border.topRight)]
    // A table without a header (pandoc's headerless tables) shows no empty header row.
    if header.contains(where: { !$0.isEmpty }) || body.isEmpty {
      out += rowLines(Array(header.prefix(shown)), widths: widths, alignments: alignments)
      out.append(border(widths, look.border.teeRight, look.border.cross, look.border.teeLeft))
    }
    for row in body {
      out += rowLines(Array(row.prefix(shown)), widths: widths, alignments: alignments)
    }
    out.append(border(widths, look.border.bottomLeft, look.border.teeUp, look.border.bottomRight))
    return out
  }

  private func cells(_ row: [[Inline]], count: Int, style: Style) -> [[Span]] {
    (0..<count).map { $0 < row.count ? inline.spans(row[$0], base: style) : [] }
  }

  /// Natural widths, with the widest column shrunk one step at a time until the table fits.
  private func columnWidths(_ rows: [[[Span]]], available: Int) -> [Int] {
    guard let first = rows.first else { return [] }
    var widths = first.indices.map { column in
      max(1, rows.map { $0[column].width }.max() ?? 1)
    }
    var excess = widths.reduce(0, +) - available
    while excess > 0 {
      guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 1
      else {
        break
      }
      let second = widths.enumerated().filter { $0.offset != widest }.map(\.element).max() ?? 1
      let cut = min(excess, max(1, widths[widest] - max(second, 1)))
      widths[widest] -= min(cut, widths[widest] - 1)
      excess = widths.reduce(0, +) - available
    }
    return widths
  }

  private func border(_ widths: [Int], _ left: String, _ joint: String, _ right: String) -> Row {
    let h = theme.table.border.horizontal
    let middle = widths.map { String(repeating: h, count: $0 + 2) }.joined(separator: joint)
    return Row([Span(left + middle + right, style: theme.table.borderStyle)])
  }

  private func rowLines(_ cells: [[Span]], widths: [Int], alignments: [Table.ColumnAlignment])
    -> [Row]
  {
    let wrapped = cells.enumerated().map { WordWrap.wrap($0.element, width: widths[$0.offset]) }
    let height = wrapped.map(\.count).max() ?? 1
    let bar = Span(theme.table.border.vertical, style: theme.table.borderStyle)
    return (0..<height).map { line in
      var pieces = [Piece(x: 0, spans: [bar])]
      var x = 1
      for (column, lines) in wrapped.enumerated() {
        let text = line < lines.count ? lines[line] : []
        let free = widths[column] - text.width
        let offset: Int
        switch alignments[column] {
        case .center: offset = free / 2
        case .right: offset = free
        case .left, .none: offset = 0
        }
        pieces.append(Piece(x: x + 1 + offset, spans: text))
        x += widths[column] + 2
        pieces.append(Piece(x: x, spans: [bar]))
        x += 1
      }
      return Row(pieces: pieces)
    }
  }
}
