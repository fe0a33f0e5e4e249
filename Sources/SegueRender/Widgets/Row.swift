import SegueCore

/// One laid-out row of slide content: pieces of styled text at column offsets.
///
/// Layout produces rows for a given width; painting puts them on the canvas. Keeping the two
/// apart lets columns be laid out separately and merged side by side.
struct Row: Sendable, Equatable {
  var pieces: [Piece] = []

  static let empty = Row()

  init(pieces: [Piece] = []) {
    self.pieces = pieces
  }

  init(_ spans: [Span], x: Int = 0) {
    pieces = [Piece(x: x, spans: spans)]
  }

  /// The row with every piece appearing no earlier than `step`.
  func appearing(at step: Int) -> Row {
    Row(
      pieces: pieces.map {
        var p = $0; p.step = Swift.max(p.step, step); return p
      })
  }

  /// A row standing for the rows a layout left out below the frame's last row, carrying the
  /// earliest step at which any of them shows (`Int.max` when all are blank).
  ///
  /// A frame shows only its first rows, but whether what is cut off hides anything at a step
  /// (the `↓`) depends on all of them: this row answers that without laying them out. It is
  /// never painted, since it always comes after at least a frame's height of rows.
  static func rest(from step: Int) -> Row {
    var piece = Piece(x: 0, spans: [])
    piece.step = step
    return Row(pieces: [piece])
  }

  /// The earliest step at which anything on the row shows (`Int.max` for a blank row).
  var firstStep: Int { pieces.map(\.step).min() ?? Int.max }

  /// The row moved `dx` columns to the right.
  func shifted(by dx: Int) -> Row {
    Row(
      pieces: pieces.map {
        var p = $0; p.x += dx; return p
      })
  }
}

/// Styled text at a column; `fill` paints a background span first (code blocks, tables).
struct Piece: Sendable, Equatable {
  var x: Int
  var spans: [Span]
  var fill: Fill?
  /// The slide's step from which the piece shows.
  var step = 0
  /// The last step at which it shows: a code line's look under one highlight of a dynamic
  /// highlight gives way to its look under the next.
  var lastStep = Int.max
  /// The picture this piece is a row of, when it is one: formats with real pixels (the
  /// terminal's graphics, PDF, HTML) draw the image file over these cells.
  var picture: PictureRow?
  /// The live output this piece is a row of, when it is one: the frame records its rectangle.
  var live: LiveRow?

  init(x: Int, spans: [Span], fill: Fill? = nil) {
    self.x = x
    self.spans = spans
    self.fill = fill
  }

  struct Fill: Sendable, Equatable {
    var width: Int
    var style: Style
  }
}

/// One row of a picture drawn as symbol cells: which file, its size in cells, which row.
struct PictureRow: Sendable, Equatable {
  var path: String
  /// The image's alt text, for formats that can say it (HTML's `alt`).
  var alt = ""
  var columns: Int
  var rows: Int
  var row: Int
}

extension Array where Element == Row {
  /// The earliest step at which any of the rows shows (`Int.max` when all are blank).
  var firstStep: Int { lazy.map(\.firstStep).min() ?? Int.max }

  /// The rows with every piece appearing no earlier than `step`.
  func appearing(at step: Int) -> [Row] {
    step == 0 ? self : map { $0.appearing(at: step) }
  }
}

extension Array where Element == Span {
  /// Places a line of spans in `width` columns by `alignment`.
  func aligned(_ alignment: Alignment, in width: Int, indent: Int = 0) -> Row {
    let free = Swift.max(0, width - self.width)
    let x: Int
    switch alignment {
    case .left: x = 0
    case .center: x = free / 2
    case .right: x = free
    }
    return Row(self, x: indent + x)
  }
}
