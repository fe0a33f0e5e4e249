/// The compact forms of the page dots: what stands for them when there are too many to read.
extension PageDots {
  /// `7 / 69`, placed by the theme's alignment; it selects nothing when clicked.
  func drawCounter(into canvas: inout Canvas, x: Int, y: Int, width: Int) -> [HitTarget] {
    let text = TextWidth.truncate("\(active + 1) / \(count)", toWidth: max(0, width))
    canvas.put(
      text, x: x + offset(of: TextWidth.width(text), in: width), y: y, style: theme.counterStyle)
    return []
  }

  /// A line across the row, filled up to and including the current slide; a click on it
  /// goes to the slide at that share of the section, as on a seek bar.
  func drawProgress(into canvas: inout Canvas, x: Int, y: Int, width: Int) -> [HitTarget] {
    let glyph = max(1, TextWidth.width(theme.progressFilled), TextWidth.width(theme.progressEmpty))
    let cells = width / glyph
    guard cells > 0, count > 0 else { return [] }
    // The last slide fills the line; the first fills at least one cell.
    let filled = max(1, ((active + 1) * cells + count - 1) / count)
    for cell in 0..<cells {
      let done = cell < filled
      canvas.put(
        done ? theme.progressFilled : theme.progressEmpty, x: x + cell * glyph, y: y,
        style: done ? theme.activeStyle : theme.inactiveStyle)
    }
    return progressTargets(cells: cells, glyph: glyph, x: x, y: y)
  }

  /// One target per run of cells that stand for the same page.
  func progressTargets(cells: Int, glyph: Int, x: Int, y: Int) -> [HitTarget] {
    var targets: [HitTarget] = []
    for cell in 0..<cells {
      let page = min(count - 1, cell * count / cells)
      let rect = Rect(x: x + cell * glyph, y: y, width: glyph, height: 1)
      if let last = targets.last, last.kind == .page(page) {
        targets[targets.count - 1].rect.width += glyph
      } else {
        targets.append(HitTarget(.page(page), rect))
      }
    }
    return targets
  }

  private func offset(of textWidth: Int, in width: Int) -> Int {
    let free = max(0, width - textWidth)
    switch theme.alignment {
    case .left: return 0
    case .center: return free / 2
    case .right: return free
    }
  }
}
