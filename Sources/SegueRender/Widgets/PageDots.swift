import SegueCore

/// The page control: `●` for the current slide of the section, `○` for the others.
///
/// All dots are shown when there are at most `maximumDots` of them and they fit (spaced when
/// there is room). More dots than a reader can count at a glance, or than fit, take the
/// theme's compact form instead: a `7 / 69` counter, a thin progress line, or a window of dots
/// around the current one between `‹` / `›`, followed by a `7/69` counter.
public struct PageDots: Sendable {
  public var count: Int
  public var active: Int
  public var theme: PageDotsTheme
  /// Glyphs for the window markers (the segment bar's, so the two controls match).
  public var markers: (left: String, right: String) = ("‹", "›")

  public init(count: Int, active: Int, theme: PageDotsTheme) {
    self.count = count
    self.active = active
    self.theme = theme
  }

  public struct Slot: Sendable, Equatable {
    public var index: Int
    public var x: Int
  }

  /// The shown dots and where they sit, plus the counter text when there is one: every dot
  /// while there are at most `maximumDots` and they fit, else a window of at most that many.
  public func layout(width: Int) -> (
    slots: [Slot], counter: String?, hiddenLeft: Bool, hiddenRight: Bool, total: Int
  ) {
    let dot = max(TextWidth.width(theme.active), TextWidth.width(theme.inactive))
    let spacing = TextWidth.width(theme.spacing)
    let few = count <= theme.maximumDots
    if few && count * dot + (count - 1) * spacing <= width {
      return (
        slots(0..<count, dot + spacing), nil, false, false, count * dot + (count - 1) * spacing
      )
    }
    if few && count * dot <= width {
      return (slots(0..<count, dot), nil, false, false, count * dot)
    }
    let counter = " \(active + 1)/\(count)"
    let room = width - TextWidth.width(counter) - 2
    let shown = max(1, min(count, room / dot, theme.maximumDots))
    let start = max(0, min(count - shown, active - shown / 2))
    let window = slots(start..<(start + shown), dot).map { Slot(index: $0.index, x: $0.x + 1) }
    return (
      window, counter, start > 0, start + shown < count, shown * dot + 2 + TextWidth.width(counter)
    )
  }

  private func slots(_ range: Range<Int>, _ step: Int) -> [Slot] {
    range.enumerated().map { Slot(index: $0.element, x: $0.offset * step) }
  }

  /// Whether the dots, all of them, are what a row `width` columns wide shows.
  public func showsEveryDot(width: Int) -> Bool { layout(width: width).counter == nil }

  /// Draws the dots on row `y`, from column `x`, `width` columns wide; returns where each
  /// shown dot went, for mouse clicks.
  @discardableResult
  public func draw(into canvas: inout Canvas, x: Int, y: Int, width: Int) -> [HitTarget] {
    if !showsEveryDot(width: width) {
      switch theme.compact {
      case .counter: return drawCounter(into: &canvas, x: x, y: y, width: width)
      case .progress: return drawProgress(into: &canvas, x: x, y: y, width: width)
      case .window: break
      }
    }
    return drawDots(into: &canvas, x: x, y: y, width: width)
  }

  /// The dots themselves, or their window with its counter.
  private func drawDots(into canvas: inout Canvas, x: Int, y: Int, width: Int) -> [HitTarget] {
    let (slots, counter, hiddenLeft, hiddenRight, total) = layout(width: width)
    let free = max(0, width - total)
    let origin: Int
    switch theme.alignment {
    case .left: origin = x
    case .center: origin = x + free / 2
    case .right: origin = x + free
    }
    let dot = max(TextWidth.width(theme.active), TextWidth.width(theme.inactive))
    // An inactive dot carries the gap after it in its own style (it shows on a background).
    let step = slots.count > 1 ? slots[1].x - slots[0].x : 0
    let inactive = theme.inactive + String(repeating: " ", count: max(0, step - dot))
    var targets: [HitTarget] = []
    for slot in slots {
      if slot.index == active {
        canvas.put(theme.active, x: origin + slot.x, y: y, style: theme.activeStyle)
      } else {
        canvas.put(inactive, x: origin + slot.x, y: y, style: theme.inactiveStyle)
      }
      targets.append(
        HitTarget(.page(slot.index), Rect(x: origin + slot.x, y: y, width: dot, height: 1)))
    }
    guard let counter else { return targets }
    var end = origin + (slots.last.map { $0.x + dot } ?? 1)
    if hiddenLeft { canvas.put(markers.left, x: origin, y: y, style: theme.counterStyle) }
    if hiddenRight {
      canvas.put(markers.right, x: end, y: y, style: theme.counterStyle)
      end += 1
    }
    canvas.put(counter, x: end, y: y, style: theme.counterStyle)
    return targets
  }
}
