import SegueCore

extension SlideBody {
  /// Rows collected in order, with one blank row between blocks and none next to `new_lines`.
  struct Writer {
    /// Rows of the area above the first one written (a title, or what precedes columns), as
    /// pictures and code blocks count them (one more than there are after `new_lines`).
    var above = 0
    /// The row of the slide's content the first row written goes on.
    var top = 0
    /// Rows the blocks after a picture need, kept free of it so its caption still shows.
    var below = 0
    var rows: [Row] = []
    var middleFrom: Int?
    var lastWasSpace = true

    /// Rows of the area taken above what is added next (with the blank row before it).
    var used: Int { above + rows.count + (rows.isEmpty ? 0 : 1) }
    /// The row of the slide's content what is added next starts on.
    var next: Int { top + rows.count + (lastWasSpace || rows.isEmpty ? 0 : 1) }

    /// Whether the rows already go past the last row of an area `height` rows high (never
    /// for an unknown height, 0).
    func isPastBottom(of height: Int) -> Bool { height > 0 && top + rows.count > height }

    mutating func add(_ new: [Row]) {
      guard !new.isEmpty else { return }
      if !lastWasSpace && !rows.isEmpty { rows.append(.empty) }
      rows += new
      lastWasSpace = false
    }

    /// Adds `count` blank rows, or as many as reach one past the bottom of an area `height`
    /// rows high: blank rows beyond it change nothing shown.
    mutating func space(_ count: Int, height: Int) {
      let shown = height > 0 ? min(count, max(0, height + 1 - top - rows.count)) : count
      rows += Array(repeating: .empty, count: shown)
      lastWasSpace = true
    }

    mutating func markMiddle() {
      middleFrom = rows.count
      lastWasSpace = true
    }
  }
}
