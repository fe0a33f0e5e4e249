/// A rectangle of cells: where a part of the frame sits.
public struct Rect: Sendable, Equatable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A full-width row.
  static func row(_ y: Int, width: Int) -> Rect {
    Rect(x: 0, y: y, width: width, height: 1)
  }

  public var rows: Range<Int> { y..<(y + max(0, height)) }
  public var columns: Range<Int> { x..<(x + max(0, width)) }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  public func contains(x: Int, y: Int) -> Bool {
    columns.contains(x) && rows.contains(y)
  }
}

/// A terminal or export size in cells.
public struct Size: Sendable, Equatable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// This size, each side cut to at most that of `most`.
  public func clamped(to most: Size) -> Size {
    Size(width: min(width, most.width), height: min(height, most.height))
  }

  /// Parses `80x24` (or `80×24`), at most `FrameLayout.maximumSize`.
  public init?(parsing text: String) {
    let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
    let most = FrameLayout.maximumSize
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0,
      w <= most.width, h <= most.height
    else { return nil }
    self.init(width: w, height: h)
  }
}
