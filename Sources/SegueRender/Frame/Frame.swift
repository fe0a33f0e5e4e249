/// One drawn frame: the canvas, where its parts are, and what a click on them selects.
public struct Frame: Sendable {
  public var canvas: Canvas
  public var layout: FrameLayout
  /// Every segment, slide and dot, with the cells it was drawn on.
  public var targets: [HitTarget]
  /// Whether the slide's content was cut to fit (the `↓` marker is shown).
  public var overflows: Bool
  /// The pictures drawn on the canvas as symbol cells, for outputs that can show the image
  /// file's own pixels over those cells instead.
  public var pictures: [FramePicture]
  /// The live output drawn (a snippet's output, a terminal's screen), each with its cells: the
  /// presenter routes keys and clicks to a terminal, and redraws only that area.
  public var live: [FrameLive]
  /// How far the slide scrolls, when it is taller than the content area and the frame was
  /// drawn for a screen that scrolls it (`FrameRenderer.render(scroll:)`).
  public var scroll: SlideScroll?

  public init(
    canvas: Canvas, layout: FrameLayout, targets: [HitTarget] = [], overflows: Bool = false,
    pictures: [FramePicture] = [], live: [FrameLive] = []
  ) {
    self.canvas = canvas
    self.layout = layout
    self.targets = targets
    self.overflows = overflows
    self.pictures = pictures
    self.live = live
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

/// A picture on a frame: the image file and the cells its symbol version was drawn on.
///
/// `rect` is the whole picture; `shownRows` says how many of its rows (from the top) are on
/// the frame, fewer when the slide's content is cut at the bottom. A format drawing real
/// pixels draws a whole picture only, and leaves a cut one to its symbols.
public struct FramePicture: Sendable, Equatable {
  /// The image file, as the deck's loading resolved it (the path `ImageStore` reads).
  public var path: String
  public var rect: Rect
  public var shownRows: Int
  /// The image's alt text (empty when it has none).
  public var alt: String

  public init(path: String, rect: Rect, shownRows: Int, alt: String = "") {
    self.path = path
    self.rect = rect
    self.shownRows = shownRows
    self.alt = alt
  }

  /// Whether every row of the picture is on the frame.
  public var isWhole: Bool { shownRows == rect.height }
}

/// Live output on a frame: the block it belongs to and the cells of its text (inside the box's
/// border), as `FramePicture` records a picture; `shownRows` of them are on the frame.
public struct FrameLive: Sendable, Equatable {
  public var id: BlockID
  public var rect: Rect
  public var shownRows: Int

  public init(id: BlockID, rect: Rect, shownRows: Int) {
    self.id = id
    self.rect = rect
    self.shownRows = shownRows
  }
}
