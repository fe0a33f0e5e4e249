import SegueCore

/// The segmented control: one segment per section, the current one selected.
///
/// Segments share the width equally (or fit their titles, by theme); titles are cut with `…`.
/// When the segments would be narrower than the theme's minimum, the bar shows a window of
/// segments around the selected one, with `‹` / `›` where more are out of view.
public struct SegmentBar: Sendable {
  public var titles: [String]
  public var selected: Int
  public var theme: SegmentBarTheme

  public init(titles: [String], selected: Int, theme: SegmentBarTheme) {
    self.titles = titles
    self.selected = selected
    self.theme = theme
  }

  /// Where one segment sits on the bar; also what a mouse click is tested against.
  public struct Slot: Sendable, Equatable {
    public var index: Int
    public var x: Int
    public var width: Int
  }

  /// Which segments are shown and where, for a bar `width` columns wide.
  public func slots(width: Int) -> (slots: [Slot], hiddenLeft: Bool, hiddenRight: Bool) {
    let count = titles.count
    guard count > 0, width > 0 else { return ([], false, false) }
    let sep = TextWidth.width(theme.separator)
    // Titles fit side by side only when each gets its padding and a column at least.
    let narrowest = count * (2 * theme.padding + 1) + sep * (count - 1)
    if theme.fit == .content && narrowest <= width {
      let widths = titles.map { TextWidth.width($0) + 2 * theme.padding }
      if widths.reduce(0, +) + sep * (count - 1) <= width {
        var x = 0
        let slots = widths.enumerated().map { (i, w) -> Slot in
          defer { x += w + sep }
          return Slot(index: i, x: x, width: w)
        }
        return (slots, false, false)
      }
    }
    if (width - sep * (count - 1)) / count >= theme.minimumSegmentWidth {
      return (equal(Array(0..<count), x: 0, width: width), false, false)
    }
    // A window around the selected segment, with a column at each end for the markers.
    let inner = width - 2
    let fit = max(1, (inner + sep) / (theme.minimumSegmentWidth + sep))
    let shown = min(count, fit)
    let start = max(0, min(count - shown, selected - shown / 2))
    let indices = Array(start..<(start + shown))
    return (equal(indices, x: 1, width: inner), start > 0, start + shown < count)
  }

  private func equal(_ indices: [Int], x: Int, width: Int) -> [Slot] {
    let sep = TextWidth.width(theme.separator)
    let n = indices.count
    let usable = max(0, width - sep * (n - 1))
    let base = usable / n
    var extra = usable % n
    var position = x
    return indices.map { index in
      let w = base + (extra > 0 ? 1 : 0)
      if extra > 0 { extra -= 1 }
      defer { position += w + sep }
      return Slot(index: index, x: position, width: w)
    }
  }

  /// Draws the bar on row `y` of `canvas`, from column `x`, `width` columns wide; returns
  /// where each shown segment went, for mouse clicks.
  @discardableResult
  public func draw(into canvas: inout Canvas, x: Int, y: Int, width: Int) -> [HitTarget] {
    let (slots, hiddenLeft, hiddenRight) = slots(width: width)
    let tabs = slots.map {
      TabRow.Tab(
        x: $0.x, width: $0.width, label: titles[$0.index], isSelected: $0.index == selected,
        target: .section($0.index))
    }
    return TabRow(theme: theme).draw(
      tabs, hiddenLeft: hiddenLeft, hiddenRight: hiddenRight, into: &canvas, x: x, y: y,
      width: width)
  }
}

/// A one-section deck with `single_section: title`: the deck's title instead of a lone
/// segment (nothing on the intro, which shows the title itself).
struct TitleBar {
  var title: String
  var theme: SegmentBarTheme

  func draw(into canvas: inout Canvas, x: Int, y: Int, width: Int) {
    canvas.fill(x: x, y: y, width: width, height: 1, style: theme.background)
    guard !title.isEmpty else { return }
    let text = TextWidth.truncate(title, toWidth: max(0, width - 2 * theme.padding))
    let w = TextWidth.width(text) + 2 * theme.padding
    let start = x + max(0, (width - w) / 2)
    canvas.fill(x: start, y: y, width: min(w, width), height: 1, style: theme.selected)
    canvas.put(text, x: start + theme.padding, y: y, style: theme.selected, maxWidth: width)
  }
}
