/// A slide being collected.
struct SlideDraft {
  var line: Int
  var kind: Slide.Kind = .content
  var title: [Inline]?
  var items: [SlideItem] = []
  var notes: [String] = []
  /// `<!-- time: … -->` on this slide, and the line it is on.
  var budget: (seconds: Int, line: Int)?
  var layout = SlideLayout()
  var incremental: Bool
  /// The number of columns in the current layout, if one is open.
  var columns: Int?

  init(line: Int, incremental: Bool) {
    self.line = line
    self.incremental = incremental
  }

  mutating func append(_ item: SlideItem) {
    var item = item
    if case .block(var block) = item {
      if incremental, case .list(var list) = block.kind {
        list.isIncremental = true
        block.kind = .list(list)
        item = .block(block)
      }
      if !items.contains(where: { $0.block != nil }) && title == nil { line = block.line }
    }
    items.append(item)
  }

  /// The finished slide, or `nil` when it would be empty (no title, nothing to show);
  /// `reveal` is how the deck's tool steps through an incremental list.
  func slide(reveal: ListReveal) -> Slide? {
    var items = self.items
    var title = self.title
    var titleAlignment: Alignment?
    var titleInMiddle = false
    while items.last == .pause { items.removeLast() }
    // An untitled slide that opens with a heading (presenterm's `Title\n===`) is titled by it;
    // a centred one (mdp's `-> # Title <-`) keeps its centring.
    if title == nil, kind == .content,
      let first = items.firstIndex(where: { $0.block?.isVisible ?? false }),
      let block = items[first].block, let heading = block.heading,
      !items[..<first].contains(.pause)
    {
      title = heading.content
      if case .aligned(let alignment, _) = block.kind { titleAlignment = alignment }
      items.remove(at: first)
      // `jump_to_middle` before the title moves the title to the middle too.
      if let jump = items[..<first].firstIndex(of: .jumpToMiddle) {
        items.remove(at: jump)
        titleInMiddle = true
      }
    }
    guard title != nil || items.contains(where: { $0.block?.isVisible ?? false }) else {
      return nil
    }
    let plan = SlidePlanner.plan(items, reveal: reveal)
    var slide = Slide(
      kind: kind, title: title, blocks: plan.blocks, steps: plan.steps,
      middleFrom: plan.middleFrom, notes: notes, layout: layout, sourceLine: line)
    slide.titleAlignment = titleAlignment
    slide.titleInMiddle = titleInMiddle
    slide.budget = budget?.seconds
    return slide
  }
}

extension Block {
  /// The heading this block is, also when mdp centres it (`-> # Title <-`).
  var heading: Heading? {
    switch kind {
    case .heading(let heading): return heading
    case .aligned(_, let inner) where inner.count == 1: return inner[0].heading
    default: return nil
    }
  }

  /// Whether the block shows anything (empty rows only space out what others show).
  public var isVisible: Bool {
    switch kind {
    case .newLines: return false
    case .html(let html): return !InlineHTML.blockInlines(html).isEmpty  // only markup: nothing
    default: return true
    }
  }
}
