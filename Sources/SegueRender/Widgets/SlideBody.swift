import SegueCore

/// The content of one slide at one step, laid out as rows: title, blocks, columns, alignment.
struct SlideBody {
  let theme: Theme
  let deck: Deck

  struct Layout: Equatable {
    var rows: [Row]
    /// Rows from this index on are centred vertically (`jump_to_middle`).
    var middleFrom: Int?
    /// Centre everything vertically (intro and bare title slides).
    var centredVertically = false
  }

  func layout(_ slide: Slide, step: Int, width: Int) -> Layout {
    switch slide.kind {
    case .intro:
      return Layout(rows: introRows(width: width), middleFrom: nil, centredVertically: true)
    case .sectionTitle, .chapterTitle:
      let level = slide.kind == .sectionTitle ? 1 : 2
      let heading = Heading(level: level, content: slide.title ?? [])
      let blocks = slide.blocks(atStep: step)
      let title = BlockLayout(theme: theme).headingRows(heading, width: width, alignment: .center)
      if !blocks.contains(where: \.isVisible) {
        return Layout(rows: title, middleFrom: nil, centredVertically: true)
      }
      var body = self.body(blocks, width: width)
      body.rows = title + [.empty] + body.rows
      body.middleFrom = body.middleFrom.map { $0 + title.count + 1 }
      return body
    case .content:
      var body = self.body(slide.blocks(atStep: step), width: width)
      if let title = slide.title {
        let look = theme.slideTitle
        let spans = InlineRenderer(theme: theme).spans(
          title, base: theme.text.paragraph.patched(with: look.style))
        let prefix = look.prefix.isEmpty ? [] : [Span(look.prefix, style: look.style)]
        let rows = BlockLayout(theme: theme).titleRows(
          prefix + spans, look: look, width: width, alignment: look.alignment ?? theme.alignment)
        body.rows = rows + (body.rows.isEmpty ? [] : [.empty]) + body.rows
        body.middleFrom = body.middleFrom.map { $0 + rows.count + 1 }
      }
      return body
    }
  }

  /// Blocks with their directives applied: columns, alignment, vertical space, jump to middle.
  func body(_ blocks: [Block], width: Int) -> Layout {
    let layout = BlockLayout(theme: theme)
    var rows: [Row] = []
    var alignment = theme.alignment
    var middleFrom: Int?
    var index = 0
    var lastWasSpace = true
    func add(_ new: [Row]) {
      guard !new.isEmpty else { return }
      if !lastWasSpace && !rows.isEmpty { rows.append(.empty) }
      rows += new
      lastWasSpace = false
    }
    while index < blocks.count {
      let block = blocks[index]
      index += 1
      switch block.kind {
      case .alignment(let a): alignment = a
      case .newLines(let n):
        rows += Array(repeating: .empty, count: n)
        lastWasSpace = true
      case .jumpToMiddle:
        middleFrom = rows.count
        lastWasSpace = true
      case .columnLayout(let weights):
        var group: [Block] = []
        while index < blocks.count, blocks[index].kind != .resetLayout {
          if case .columnLayout = blocks[index].kind { break }
          group.append(blocks[index])
          index += 1
        }
        add(columns(weights, group, width: width, alignment: alignment))
      case .pause, .column, .resetLayout:
        break
      default:
        add(layout.rows(block, width: width, alignment: alignment))
      }
    }
    return Layout(rows: rows, middleFrom: middleFrom)
  }

  /// Column contents laid out at their widths (by weight, two-column gutters) and merged.
  private func columns(_ weights: [Int], _ blocks: [Block], width: Int, alignment: Alignment)
    -> [Row]
  {
    let gutter = 2
    let total = weights.reduce(0, +)
    let usable = width - gutter * (weights.count - 1)
    guard usable >= weights.count else {
      return BlockLayout(theme: theme).rows(blocks, width: width, alignment: alignment)
    }
    var contents = Array(repeating: [Block](), count: weights.count)
    var before: [Block] = []
    var current: Int?
    for block in blocks {
      if case .column(let n) = block.kind {
        current = min(n, weights.count - 1)
      } else if let current {
        contents[current].append(block)
      } else {
        before.append(block)
      }
    }
    var merged = before.isEmpty ? [] : body(before, width: width).rows + [.empty]
    var x = 0
    var columnRows: [[Row]] = []
    var offsets: [Int] = []
    for (i, weight) in weights.enumerated() {
      let w = i == weights.count - 1 ? usable - (x - gutter * i) : usable * weight / total
      offsets.append(x)
      columnRows.append(body(contents[i], width: max(1, w)).rows)
      x += w + gutter
    }
    let height = columnRows.map(\.count).max() ?? 0
    for line in 0..<height {
      var row = Row()
      for (i, rows) in columnRows.enumerated() where line < rows.count {
        row.pieces += rows[line].shifted(by: offsets[i]).pieces
      }
      merged.append(row)
    }
    return merged
  }

  private func introRows(width: Int) -> [Row] {
    let meta = deck.meta
    let look = theme.introSlide
    let layout = BlockLayout(theme: theme)
    var rows = layout.paragraph(
      [Span(meta.title ?? "", style: look.title)], width: width, alignment: .center)
    if let sub = meta.subTitle {
      rows += layout.paragraph([Span(sub, style: look.subTitle)], width: width, alignment: .center)
    }
    if !meta.authors.isEmpty {
      rows.append(.empty)
      rows += layout.paragraph(
        [Span(meta.authors.joined(separator: ", "), style: look.author)], width: width,
        alignment: .center)
    }
    let details = [meta.date, meta.event, meta.location].compactMap { $0 }
    if !details.isEmpty {
      rows += layout.paragraph(
        [Span(details.joined(separator: " · "), style: look.details)], width: width,
        alignment: .center)
    }
    return rows
  }
}
