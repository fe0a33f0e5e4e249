/// A row of tabs in the segment bar's look: what `SegmentBar` and `SlideWindow` draw.
///
/// Each tab is filled in the normal or selected style with its label centred and cut to fit,
/// separators between tabs, and the overflow markers at the ends when tabs are out of view.
struct TabRow {
  struct Tab {
    var x: Int
    var width: Int
    var label: String
    var isSelected: Bool
    var target: HitTarget.Kind
  }

  var theme: SegmentBarTheme

  /// Draws `tabs` (at columns relative to `x`) on row `y`; returns a target for each.
  func draw(
    _ tabs: [Tab], hiddenLeft: Bool, hiddenRight: Bool, into canvas: inout Canvas, x: Int,
    y: Int, width: Int
  ) -> [HitTarget] {
    canvas.fill(x: x, y: y, width: width, height: 1, style: theme.background)
    var targets: [HitTarget] = []
    for (n, tab) in tabs.enumerated() {
      targets.append(HitTarget(tab.target, Rect(x: x + tab.x, y: y, width: tab.width, height: 1)))
      let style = tab.isSelected ? theme.selected : theme.normal
      canvas.fill(x: x + tab.x, y: y, width: tab.width, height: 1, style: style)
      let label = TextWidth.truncate(tab.label, toWidth: max(0, tab.width - 2 * theme.padding))
      let offset = (tab.width - TextWidth.width(label)) / 2
      canvas.put(label, x: x + tab.x + offset, y: y, style: style, maxWidth: tab.width - offset)
      if n + 1 < tabs.count {
        canvas.put(theme.separator, x: x + tab.x + tab.width, y: y, style: theme.separatorStyle)
      }
    }
    if hiddenLeft { canvas.put(theme.overflowLeft, x: x, y: y, style: theme.separatorStyle) }
    if hiddenRight {
      canvas.put(theme.overflowRight, x: x + width - 1, y: y, style: theme.separatorStyle)
    }
    return targets
  }
}
