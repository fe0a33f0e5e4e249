import SegueCore

/// Bullet, ordered and task lists, nested, with hanging indents.
struct ListLayout {
  let layout: BlockLayout
  var theme: Theme { layout.theme }

  /// The list's rows; with a row limit, items stop once the rows pass it, and one rest row
  /// stands for the items left out.
  func rows(_ list: List, width: Int, depth: Int) -> [Row] {
    guard !list.items.isEmpty else { return [] }
    var out: [Row] = []
    // The widest marker is the first or the last (numbers are padded to the last).
    let markerWidth =
      [0, list.items.count - 1].map {
        TextWidth.width(marker(list, index: $0, depth: depth).plainText)
      }.max() ?? 0
    for (index, item) in list.items.enumerated() {
      if let limit = layout.rowLimit, out.count > limit {
        // An item's first row shows at the item's step, and nothing of it earlier.
        out.append(.rest(from: list.items[index...].lazy.map(\.step).min() ?? Int.max))
        break
      }
      if index > 0 && !list.isTight { out.append(.empty) }
      var marker = marker(list, index: index, depth: depth)
      if let task = item.task {
        let look = theme.list
        marker.append(
          Span(
            (task ? look.taskDone : look.taskTodo) + " ",
            style: task ? look.taskDoneStyle : look.taskTodoStyle))
      }
      let indent = max(markerWidth, TextWidth.width(marker.plainText))
      let body = ListLayout(layout: layout.below(out.count)).itemRows(
        item, width: width - indent, depth: depth, tight: list.isTight)
      guard let first = body.first else {
        out.append(Row(marker).appearing(at: item.step))
        continue
      }
      var head = first.shifted(by: indent)
      head.pieces.insert(Piece(x: indent - TextWidth.width(marker.plainText), spans: marker), at: 0)
      out.append(head.appearing(at: item.step))
      out += body.dropFirst().map { $0.shifted(by: indent).appearing(at: item.step) }
    }
    return out
  }

  /// `• `, `◦ `, or a right-aligned `12. ` for ordered lists.
  private func marker(_ list: List, index: Int, depth: Int) -> [Span] {
    switch list.kind {
    case .bullet:
      return [Span(theme.list.bullet(depth: depth) + " ", style: theme.list.bulletStyle)]
    case .ordered(let start):
      let last = String(start + list.items.count - 1).count
      let number = String(start + index)
      let pad = String(repeating: " ", count: max(0, last - number.count))
      return [Span(pad + number + ". ", style: theme.list.numberStyle)]
    }
  }

  private func itemRows(_ item: ListItem, width: Int, depth: Int, tight: Bool) -> [Row] {
    guard width >= 1 else { return [] }
    var out: [Row] = []
    for (index, block) in item.blocks.enumerated() where block.isVisible {
      if let limit = layout.rowLimit, out.count > limit {
        out += layout.leftOut(item.blocks[index...], width: width)
        break
      }
      let inner = layout.below(out.isEmpty || tight ? out.count : out.count + 1)
      let rows: [Row]
      if case .list(let nested) = block.kind {
        rows = ListLayout(layout: inner).rows(nested, width: width, depth: depth + 1)
      } else {
        // In an incremental list, a block written after a nested list comes with its last item.
        rows = inner.rows(block, width: width, alignment: .left).map {
          $0.appearing(at: block.step)
        }
      }
      if rows.isEmpty { continue }
      if !out.isEmpty && !tight { out.append(.empty) }
      out += rows
    }
    return out
  }
}
