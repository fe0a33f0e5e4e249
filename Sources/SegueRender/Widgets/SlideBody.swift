import SegueCore

/// The content of one slide laid out as rows, once for all its steps: title, blocks, columns,
/// alignment runs, vertical space.
///
/// Every piece carries the step at which it appears, so showing step k paints the pieces of
/// steps up to k and a slide is never laid out again to reveal more of it. Content still to
/// come keeps its place: what is shown never moves when the next step appears.
struct SlideBody {
  let theme: Theme
  let deck: Deck
  /// Where pictures come from, and the content area's height: pictures fit in it, and code
  /// blocks are laid out only as far as it shows.
  var images: ImageDrawing? = nil
  var height = 0
  /// How far down a slide that scrolls is laid out, past `height` (`render(scroll:)`).
  var reach: Int? = nil
  /// The slide's live content, when there is any.
  var live: SlideLive? = nil

  struct Layout: Equatable, Sendable {
    var rows: [Row]
    /// Rows from this index on are centred vertically (`jump_to_middle`).
    var middleFrom: Int?
    /// Centre everything vertically (intro and bare title slides).
    var centredVertically = false
    /// For each row, the earliest step at which it or any row below it shows: whether rows cut
    /// off at the bottom hide anything at a step is one look.
    private(set) var firstStepFrom: [Int] = []

    init(rows: [Row], middleFrom: Int? = nil, centredVertically: Bool = false) {
      self.rows = rows
      self.middleFrom = middleFrom
      self.centredVertically = centredVertically
      firstStepFrom = Array(repeating: Int.max, count: rows.count + 1)
      for index in rows.indices.reversed() {
        firstStepFrom[index] = min(rows[index].firstStep, firstStepFrom[index + 1])
      }
    }
  }

  /// The row past which blocks are left out (a rest row stands for them).
  private var bottom: Int { reach ?? height }

  func layout(_ slide: Slide, width: Int) -> Layout {
    switch slide.kind {
    case .intro:
      return Layout(rows: introRows(width: width), centredVertically: true)
    case .sectionTitle, .chapterTitle:
      let level = slide.kind == .sectionTitle ? 1 : 2
      let heading = Heading(level: level, content: slide.title ?? [])
      let title = BlockLayout(theme: theme).headingRows(heading, width: width, alignment: .center)
      guard slide.blocks.contains(where: \.isVisible) else {
        return Layout(rows: title, centredVertically: true)
      }
      return body(slide, width: width, above: title)
    case .content:
      guard let title = slide.title else { return body(slide, width: width, above: []) }
      let look = theme.slideTitle
      let spans = InlineRenderer(theme: theme).spans(
        title, base: theme.text.paragraph.patched(with: look.style))
      let prefix = look.prefix.isEmpty ? [] : [Span(look.prefix, style: look.style)]
      let rows = BlockLayout(theme: theme).titleRows(
        prefix + spans, look: look, width: width,
        alignment: slide.titleAlignment ?? look.alignment ?? theme.alignment)
      return body(slide, width: width, above: rows)
    }
  }

  /// The slide's blocks under `above` (its title rows), one blank row between them.
  private func body(_ slide: Slide, width: Int, above: [Row]) -> Layout {
    let top = above.isEmpty ? 0 : above.count + 1
    var writer = Writer(above: top, top: top)
    write(slide.blocks, width: width, middleFrom: slide.middleFrom, into: &writer)
    guard !above.isEmpty else {
      return Layout(rows: writer.rows, middleFrom: writer.middleFrom)
    }
    let gap = writer.rows.isEmpty ? [] : [Row.empty]
    let middle = slide.titleInMiddle ? 0 : writer.middleFrom.map { $0 + above.count + 1 }
    return Layout(rows: above + gap + writer.rows, middleFrom: middle)
  }

  /// Writes `blocks` in order, marking the middle before block `middleFrom`; once the rows
  /// pass the frame's bottom, one rest row stands for the blocks left.
  ///
  /// What is past the bottom only decides the `↓`, and where rows go only while they all fit
  /// (a middle marked below the bottom places nothing differently), so the frame is the same.
  private func write(
    _ blocks: [Block], width: Int, middleFrom: Int? = nil, into writer: inout Writer
  ) {
    for (index, block) in blocks.enumerated() {
      if writer.isPastBottom(of: bottom) {
        writer.rows += leftOut(blocks[index...], width: width)
        return
      }
      if index == middleFrom { writer.markMiddle() }
      writer.below = belowPicture(block, blocks[(index + 1)...], width: width)
      write(block, width: width, alignment: theme.alignment, into: &writer)
    }
    if middleFrom == blocks.count { writer.markMiddle() }
  }

  private func write(_ block: Block, width: Int, alignment: Alignment, into writer: inout Writer) {
    switch block.kind {
    case .newLines(let n):
      writer.space(n, height: bottom)
    case .aligned(let own, let blocks):
      for (index, inner) in blocks.enumerated() {
        if writer.isPastBottom(of: bottom) {
          writer.rows += leftOut(blocks[index...], width: width, alignment: own)
          return
        }
        write(inner, width: width, alignment: own, into: &writer)
      }
    case .columns(let layout):
      writer.add(
        columns(layout, width: width, alignment: alignment, above: writer.used, top: writer.next))
    default:
      let left = height - writer.used - writer.below
      // A code block is laid out only as far as the area can show (and one row more, so the
      // frame still knows it overflows): a 100,000-line block costs what a screen of it does.
      // So are lists and runs of blocks (see `rowLimit`).
      // A picture that starts below the screen, on a slide that scrolls, fits a screen.
      let fit = left < 3 && reach != nil ? height - writer.below : left
      let layout = BlockLayout(
        theme: theme, images: images, imageRows: max(3, fit),
        codeRows: bottom > 0 ? max(1, bottom - writer.used) : nil,
        rowLimit: bottom > 0 ? bottom - writer.next : nil, live: live)
      writer.add(layout.rows(block, width: width, alignment: alignment).appearing(at: block.step))
    }
  }

  /// The rest row for `blocks`, left out below the bottom (none when they have no rows): each
  /// is laid out as if it started below the bottom, as little as a frame could need of it.
  private func leftOut(
    _ blocks: ArraySlice<Block>, width: Int, alignment: Alignment? = nil
  ) -> [Row] {
    var hasRows = false
    var step = Int.max
    for block in blocks {
      // A plain block shows at its step or later: once something shows by then, it can't
      // show anything earlier.
      if hasRows && step <= block.step && block.kind.isPlain { continue }
      var scratch = Writer(above: bottom + 1, top: bottom + 1)
      write(block, width: width, alignment: alignment ?? theme.alignment, into: &scratch)
      guard !scratch.rows.isEmpty else { continue }
      hasRows = true
      step = min(step, scratch.rows.firstStep)
    }
    return hasRows ? [.rest(from: step)] : []
  }

  /// The rows the blocks after `block` take, when it is a picture (0 otherwise, or without
  /// pictures): a picture fits in what they leave.
  private func belowPicture(_ block: Block, _ after: ArraySlice<Block>, width: Int) -> Int {
    guard images != nil, block.kind.soleImage != nil else { return 0 }
    // Past the area's height the picture gets its least height whatever the count, so the
    // blocks are laid out only as far as that.
    let limit = height > 0 ? height : nil
    let layout = BlockLayout(theme: theme, codeRows: limit, rowLimit: limit, live: live)
    var total = 0
    for next in after where next.isVisible {
      if let limit, total >= limit { break }
      let rows = layout.rows(next, width: width, alignment: theme.alignment).count
      if rows > 0 { total += rows + 1 }
    }
    return total
  }

  /// Rows of blocks laid out on their own (the inside of a column, or what precedes the
  /// columns), starting from the theme's alignment.
  private func rows(_ blocks: [Block], width: Int, above: Int, top: Int) -> [Row] {
    var writer = Writer(above: above, top: top)
    write(blocks, width: width, into: &writer)
    return writer.rows
  }

  /// Column contents laid out at their widths (by weight, two-column gutters) and merged.
  private func columns(
    _ layout: Columns, width: Int, alignment: Alignment, above: Int, top: Int
  ) -> [Row] {
    let gutter = 2
    let weights = layout.weights
    let total = weights.reduce(0, +)
    let usable = width - gutter * (weights.count - 1)
    guard usable >= weights.count, total > 0 else {
      var writer = Writer(above: above, top: top)
      for block in layout.before + layout.columns.flatMap({ $0 }) {
        write(block, width: width, alignment: alignment, into: &writer)
      }
      return writer.rows
    }
    var merged =
      layout.before.isEmpty
      ? [] : rows(layout.before, width: width, above: above, top: top) + [.empty]
    var x = 0
    var columnRows: [[Row]] = []
    var offsets: [Int] = []
    for (i, weight) in weights.enumerated() {
      let w = i == weights.count - 1 ? usable - (x - gutter * i) : usable * weight / total
      offsets.append(x)
      columnRows.append(
        rows(
          layout.columns[i], width: max(1, w), above: above + merged.count,
          top: top + merged.count))
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
    // The title's inline Markdown (`*Big* ideas`) is drawn with the theme's emphasis over the
    // intro's title style; the bar and footer show its plain text.
    let inline = InlineRenderer(theme: theme)
    let title = meta.titleInlines.isEmpty ? [Inline.text(meta.title ?? "")] : meta.titleInlines
    var rows = layout.paragraph(
      inline.spans(title, base: look.title), width: width, alignment: .center)
    if let sub = meta.subTitle {
      let subTitle = meta.subTitleInlines.isEmpty ? [Inline.text(sub)] : meta.subTitleInlines
      rows += layout.paragraph(
        inline.spans(subTitle, base: look.subTitle), width: width, alignment: .center)
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

extension Block.Kind {
  /// Whether the block's rows all show at its own step or later (what `new_lines`, alignment
  /// runs and columns hold carry steps of their own).
  fileprivate var isPlain: Bool {
    switch self {
    case .newLines, .aligned, .columns: return false
    default: return true
    }
  }
}
