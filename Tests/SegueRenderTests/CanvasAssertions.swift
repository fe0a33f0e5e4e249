import SegueRender
import Testing

/// A one-row canvas of `width` dots, so a screen line shows exactly which cells were written.
func dottedRow(_ width: Int) -> Canvas {
  var canvas = Canvas(width: width, height: 1)
  canvas.put(String(repeating: ".", count: width), x: 0, y: 0, style: .plain)
  return canvas
}

/// Records an issue for every broken wide-glyph invariant: a continuation must follow the head
/// of a wide glyph, and the head of a wide glyph must be followed by its continuation.
func expectWideGlyphsIntact(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
  for y in 0..<canvas.height {
    for x in 0..<canvas.width {
      let cell = canvas[x: x, y: y]
      let isWideHead = !cell.isContinuation && TextWidth.width(cell.grapheme) == 2
      if cell.isContinuation {
        #expect(
          cell.grapheme == "", "continuation at (\(x), \(y)) holds text",
          sourceLocation: sourceLocation)
        let hasHead =
          x > 0 && !canvas[x: x - 1, y: y].isContinuation
          && TextWidth.width(canvas[x: x - 1, y: y].grapheme) == 2
        #expect(
          hasHead, "continuation at (\(x), \(y)) without a wide glyph before it",
          sourceLocation: sourceLocation)
      }
      if isWideHead {
        let hasTail = x + 1 < canvas.width && canvas[x: x + 1, y: y].isContinuation
        #expect(
          hasTail, "wide glyph at (\(x), \(y)) without its continuation",
          sourceLocation: sourceLocation)
      }
      #expect(TextWidth.width(cell.grapheme) <= 2, sourceLocation: sourceLocation)
    }
  }
}

extension Style {
  static let red = Style(fg: .ansi(1))
  static let onBlue = Style(bg: .ansi(4))
  static let bold = Style(attributes: .bold)
}

extension Canvas {
  /// Every cell, row by row.
  var allCells: [Cell] { (0..<height).flatMap { row($0) } }
}
