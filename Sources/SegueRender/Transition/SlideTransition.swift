import SegueCore

/// The slide-in animation between two frames, as a sequence of canvases.
///
/// The new slide's content slides in from the right on `forward` and from the left on
/// `reverse`, pushing the old one out; rows outside `rows` (the segment bar, dots and footer)
/// show the new frame at once, so the bar and dots answer the key press immediately.
/// Built from canvases alone, so it is tested without a terminal.
public struct SlideTransition: Sendable {
  public var from: Canvas
  public var to: Canvas
  public var direction: Direction
  /// The rows that slide: the content area.
  public var rows: Range<Int>

  public init(from: Canvas, to: Canvas, direction: Direction, rows: Range<Int>) {
    self.from = from
    self.to = to
    self.direction = direction
    self.rows = rows
  }

  /// About 200 ms at 60 frames a second.
  public static let defaultFrameCount = 12

  /// Frames 1…count; the last one is `to` itself. Empty when the sizes differ.
  public func frames(count: Int = defaultFrameCount) -> [Canvas] {
    guard count > 0, from.width == to.width, from.height == to.height else { return [] }
    return (1...count).map { frame(progress: Double($0) / Double(count)) }
  }

  /// The frame at `progress` from 0 (the old frame) to 1 (the new one), eased out.
  public func frame(progress: Double) -> Canvas {
    let t = min(1, max(0, progress))
    let eased = 1 - (1 - t) * (1 - t) * (1 - t)
    let width = to.width
    let offset = Int((Double(width) * eased).rounded())
    if offset >= width { return to }
    let top = max(0, rows.lowerBound)
    let height = min(to.height, rows.upperBound) - top
    guard height > 0 else { return to }
    let old = Self.crop(from, top: top, height: height)
    let new = Self.crop(to, top: top, height: height)
    var canvas = to
    canvas.fill(x: 0, y: top, width: width, height: height, style: Self.baseStyle(of: to, row: top))
    switch direction {
    case .forward:
      canvas.draw(old, x: -offset, y: top)
      canvas.draw(new, x: width - offset, y: top)
    case .reverse:
      canvas.draw(old, x: offset, y: top)
      canvas.draw(new, x: offset - width, y: top)
    }
    return canvas
  }

  private static func crop(_ canvas: Canvas, top: Int, height: Int) -> Canvas {
    var cropped = Canvas(width: canvas.width, height: height)
    cropped.draw(canvas, x: 0, y: -top)
    return cropped
  }

  private static func baseStyle(of canvas: Canvas, row: Int) -> Style {
    canvas.height > row && canvas.width > 0 ? canvas[x: canvas.width - 1, y: row].style : .plain
  }
}
