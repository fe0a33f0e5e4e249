/// One drawn frame: the canvas, where its parts are, and what a click on them selects.
public struct Frame: Sendable {
  public var canvas: Canvas
  public var layout: FrameLayout
  /// Every segment, slide and dot, with the cells it was drawn on.
  public var targets: [HitTarget]
  /// Whether the slide's content was cut to fit (the `↓` marker is shown).
  public var overflows: Bool

  public init(
    canvas: Canvas, layout: FrameLayout, targets: [HitTarget] = [], overflows: Bool = false
  ) {
    self.canvas = canvas
    self.layout = layout
    self.targets = targets
    self.overflows = overflows
  }

  /// What a click at a cell selects, if anything.
  public func target(atX x: Int, y: Int) -> HitTarget.Kind? {
    targets.first { $0.rect.contains(x: x, y: y) }?.kind
  }
}

/// A clickable part of a frame, recorded by the widget that drew it.
public struct HitTarget: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A segment of the bar: the section's 0-based index.
    case section(Int)
    /// A page dot: the page's 0-based index in the current section.
    case page(Int)
    /// A slide of a one-section deck's slide window: the 0-based deck-wide slide index.
    case slide(Int)
  }

  public var kind: Kind
  public var rect: Rect

  public init(_ kind: Kind, _ rect: Rect) {
    self.kind = kind
    self.rect = rect
  }
}
