/// What a slide is made of while the splitter collects it: content and the directives that
/// arrange it, in source order.
enum SlideItem: Equatable {
  case block(Block)
  /// `<!-- pause -->`, `. . .`, mdp's `^`: what follows appears on the next step.
  case pause
  case columnLayout([Int], line: Int)
  case column(Int)
  case resetLayout
  case jumpToMiddle
  case alignment(Alignment)

  var block: Block? {
    if case .block(let block) = self { return block }
    return nil
  }
}

/// The steps of a slide: counts pauses, incremental list items and dynamic code highlights in
/// source order and tags every block (every item of an incremental list, every highlight
/// group of a code block) with the step at which it appears.
///
/// The one place that knows the step rule: the renderer only compares a block's step with the
/// step shown. An incremental list reveals one item per step in document order, nested items
/// included (a parent, then each of its children, then the next parent); whether its first item
/// comes with what precedes it, and whether what follows waits a step, is the dialect's
/// `ListReveal`. Otherwise what follows the list comes with its last item.
struct StepPlan {
  let reveal: ListReveal
  private(set) var step = 0
  /// presenterm's pause after an incremental list, taken when something visible follows.
  private var pauseDue = false
  /// Whether something shows at the current step: the slide's title at the first step, then
  /// a visible block since the last pause (`ListReveal.pauseBeforeNeedsLeadIn`).
  private var leadIn = true

  init(reveal: ListReveal) {
    self.reveal = reveal
  }

  /// How many steps the slide has so far.
  var count: Int { step + 1 }

  mutating func pause() {
    settle()
    step += 1
    leadIn = false
  }

  mutating func tag(_ block: Block) -> Block {
    let shownBefore = leadIn
    if block.isVisible {
      settle()
      leadIn = true
    }
    var block = block
    block.step = step
    if case .list(var list) = block.kind, list.isIncremental, !list.items.isEmpty {
      if reveal.pauseBefore, shownBefore || !reveal.pauseBeforeNeedsLeadIn { step += 1 }
      block.step = step
      reveal(&list, first: true)
      block.kind = .list(list)
      pauseDue = reveal.pauseAfter
    } else if case .list(var list) = block.kind {
      step = Self.place(&list, from: step)
      block.kind = .list(list)
    } else if case .code(var code) = block.kind, code.attributes.highlights.count > 1 {
      // A dynamic highlight: the block appears with its first group, each next step moves
      // the highlight to the next group.
      code.highlightSteps = code.attributes.highlights.indices.map { step + $0 }
      step += code.attributes.highlights.count - 1
      block.kind = .code(code)
    }
    return block
  }

  private mutating func settle() {
    if pauseDue { step += 1 }
    pauseDue = false
  }

  /// Gives each item of an incremental list its own step, and each item's nested lists' items
  /// the steps after it; an item's other blocks appear at the step current where they are
  /// written (a paragraph after a nested list, with that list's last item).
  private mutating func reveal(_ list: inout List, first: Bool) {
    for index in list.items.indices {
      if !(first && index == 0) { step += 1 }
      list.items[index].step = step
      for b in list.items[index].blocks.indices {
        list.items[index].blocks[b].step = step
        guard case .list(var nested) = list.items[index].blocks[b].kind else { continue }
        reveal(&nested, first: false)
        list.items[index].blocks[b].kind = .list(nested)
      }
    }
  }

  /// Makes a list's item steps, counted from its first item (mdp's `^` sets them), the slide's;
  /// returns the step of its last item. A nested item at 0 appears with its parent.
  private static func place(_ list: inout List, from base: Int) -> Int {
    var last = base
    for index in list.items.indices {
      list.items[index].step += base
      last = max(last, list.items[index].step)
      for b in list.items[index].blocks.indices {
        guard case .list(var nested) = list.items[index].blocks[b].kind,
          nested.items.contains(where: { $0.step > 0 })
        else { continue }
        last = max(last, place(&nested, from: base))
        list.items[index].blocks[b].kind = .list(nested)
      }
    }
    return last
  }
}

/// Turns a slide's items into its blocks: directives become structure (column layouts as
/// nested block groups, alignment runs, the `jump_to_middle` index) and every block is tagged
/// by one `StepPlan`.
struct SlidePlanner {
  private var plan: StepPlan
  private var top = Run()
  private var layout: OpenLayout?
  private var middleFrom: Int?

  /// Blocks in one container (the slide, or a column) under one alignment.
  private struct Run {
    var blocks: [Block] = []
    var pending: [Block] = []
    var alignment: Alignment?

    /// Ends the current alignment run: its blocks go into the container.
    mutating func flush() {
      guard !pending.isEmpty else { return }
      if let alignment, let line = pending.first?.line {
        blocks.append(Block(.aligned(alignment, pending), line: line, step: pending[0].step))
      } else {
        blocks += pending
      }
      pending = []
    }

    mutating func align(_ new: Alignment) {
      flush()
      alignment = new
    }

    mutating func finish() -> [Block] {
      flush()
      return blocks
    }
  }

  private struct OpenLayout {
    var weights: [Int]
    var line: Int
    var step: Int
    var before = Run()
    var columns: [Run]
    var current: Int?

    init(weights: [Int], line: Int, step: Int) {
      self.weights = weights
      self.line = line
      self.step = step
      columns = Array(repeating: Run(), count: weights.count)
    }

    var run: Run {
      get { current.map { columns[$0] } ?? before }
      set {
        if let current { columns[current] = newValue } else { before = newValue }
      }
    }

    mutating func block() -> Block {
      let columns = Columns(
        weights: weights, before: before.finish(),
        columns: columns.indices.map { self.columns[$0].finish() })
      return Block(.columns(columns), line: line, step: step)
    }
  }

  /// The finished blocks, the number of steps and where vertical centring starts.
  static func plan(
    _ items: [SlideItem], reveal: ListReveal
  ) -> (blocks: [Block], steps: Int, middleFrom: Int?) {
    var planner = SlidePlanner(plan: StepPlan(reveal: reveal))
    for item in items { planner.add(item) }
    planner.closeLayout()
    let blocks = planner.top.finish()
    return (blocks, planner.plan.count, planner.middleFrom)
  }

  private mutating func add(_ item: SlideItem) {
    switch item {
    case .block(let block):
      let tagged = plan.tag(block)
      if layout != nil { layout!.run.pending.append(tagged) } else { top.pending.append(tagged) }
    case .pause:
      plan.pause()
    case .alignment(let alignment):
      if layout != nil { layout!.run.align(alignment) } else { top.align(alignment) }
    case .columnLayout(let weights, let line):
      closeLayout()
      layout = OpenLayout(weights: weights, line: line, step: plan.step)
    case .column(let index):
      if let count = layout?.weights.count { layout?.current = min(index, count - 1) }
    case .resetLayout:
      closeLayout()
    case .jumpToMiddle:
      // Inside a column layout it has no effect (a column is not centred on its own).
      guard layout == nil else { return }
      let alignment = top.alignment
      top.flush()
      middleFrom = top.blocks.count
      top.alignment = alignment
    }
  }

  private mutating func closeLayout() {
    guard var open = layout else { return }
    layout = nil
    top.pending.append(open.block())
  }
}
