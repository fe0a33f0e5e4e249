import SegueCore

extension FrameRenderer {
  /// How far down a slide that scrolls is laid out: its rows past this never show. Enough for
  /// any slide a person scrolls through, and a 20,000-item list still costs a bounded layout.
  public static let scrollReach = 2000

  /// Paints a slide taller than the content area scrolled `offset` rows down (clamped to what
  /// the current step shows), with the `▲ 2/3 ▼` marker; false, painting nothing, when the
  /// slide fits at this step (`fitting` is its layout as far as a screen shows).
  func paintScrolled(
    _ deck: Deck, _ position: Position, fitting: SlideBody.Layout, offset: Int,
    live: LiveContent, on frame: inout Frame
  ) -> Bool {
    let area = frame.layout.content
    guard fitting.rows.count > area.height else { return false }
    let full = slideLayout(deck, position, area: area, live: live, reach: Self.scrollReach)
    let step = position.step
    let shown = full.rows.lastIndex { row in
      row.pieces.contains {
        $0.step <= step && step <= $0.lastStep
          && (!$0.spans.isEmpty || $0.fill != nil || $0.picture != nil)
      }
    }
    let maxOffset = max(0, (shown ?? 0) + 1 - area.height)
    guard maxOffset > 0 else { return false }
    let stepRow =
      step == 0 ? nil : full.rows.firstIndex { $0.pieces.contains { $0.step == step } }
    let scroll = SlideScroll(
      offset: min(max(0, offset), maxOffset), maxOffset: maxOffset, height: area.height,
      stepRow: stepRow)
    frame.overflows = paint(full, step: step, in: area, on: &frame, offset: scroll.offset)
    frame.scroll = scroll
    let marker = scroll.label
    let width = TextWidth.width(marker)
    let y = area.y + area.height - 1
    frame.canvas.fill(
      x: area.x + area.width - width - 1, y: y, width: width + 1, height: 1, style: theme.base)
    frame.canvas.put(marker, x: area.x + area.width - width, y: y, style: theme.overflow.style)
    return true
  }
}
