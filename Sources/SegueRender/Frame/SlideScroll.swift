/// Where a slide taller than its content area is scrolled to: rows past the top, how far it
/// can go, and a screen's height (what `next` scrolls by).
public struct SlideScroll: Equatable, Sendable {
  /// Rows of the slide scrolled past the top of the content area.
  public var offset: Int
  /// The furthest `offset`: the last row shown at this step is then the area's last.
  public var maxOffset: Int
  /// The content area's height.
  public var height: Int
  /// The first row of the slide that shows from this step on (nil at the first step, or
  /// when the step adds no row): a step revealed below the screen is scrolled to.
  public var stepRow: Int?

  public init(offset: Int, maxOffset: Int, height: Int, stepRow: Int? = nil) {
    self.offset = offset
    self.maxOffset = maxOffset
    self.height = max(1, height)
    self.stepRow = stepRow
  }

  /// How many screens the slide takes, a screen being the area's height.
  public var screens: Int { (maxOffset + height - 1) / height + 1 }

  /// The screen shown: the last once scrolled to the end.
  public var screen: Int { offset >= maxOffset ? screens : min(screens, offset / height + 1) }

  /// The marker at the bottom right: `▲ 2/3 ▼`, an arrow where there is more that way.
  public var label: String {
    (offset > 0 ? "▲ " : "  ") + "\(screen)/\(screens)" + (offset < maxOffset ? " ▼" : "  ")
  }
}
