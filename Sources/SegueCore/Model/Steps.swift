extension Slide {
  /// The blocks shown at `step` (0-based): everything before the step's pause, with incremental
  /// lists cut to the items revealed so far.
  ///
  /// Pauses stay in the result (renderers ignore them) so column and alignment directives keep
  /// their places. An incremental list shows its first item together with what precedes it and
  /// one more item per step; content after the list waits until its last item is shown.
  public func blocks(atStep step: Int) -> [Block] {
    var shown: [Block] = []
    var current = 0
    for block in blocks {
      if block.kind == .pause {
        current += 1
        if current > step { break }
      }
      if case .list(var list) = block.kind, list.isIncremental, !list.items.isEmpty {
        let visible = min(list.items.count, step - current + 1)
        current += list.items.count - 1
        if visible < list.items.count {
          list.items.removeLast(list.items.count - visible)
          shown.append(Block(.list(list), line: block.line))
          break
        }
      }
      shown.append(block)
    }
    return shown
  }
}
