import SegueCore

/// Writes a canvas as HTML: one `<div class="r">` per row, runs of cells in one style as
/// `<span class="cN">`, and links over the cells a widget made clickable.
///
/// Every cell keeps its column: an ASCII cell is one character of a monospace font, and any
/// other glyph sits in an `<i>` box exactly one cell wide (`.w`, two cells, for a wide glyph
/// and its continuation), so a CJK word, an emoji or a symbol the font lacks does not push the
/// rest of the row out of line. Box-drawing and block symbols are drawn by their `<i>`'s
/// class (`HTMLShapes`), so frames and blocks meet across cells and rows. Text is escaped by
/// `HTMLEscape`.
enum HTMLGrid {
  /// A clickable run of cells: a segment (a tab) or a page dot, and where it leads.
  struct Link: Sendable, Equatable {
    enum Kind: String, Sendable { case tab, dot }
    var kind: Kind
    var row: Int
    var columns: Range<Int>
    /// The position it selects, as the page's hash without `#` (`3.1`).
    var hash: String
  }

  /// The classes a page's cells are drawn with: their styles and their symbols' shapes.
  struct Classes: Sendable {
    var styles = HTMLStyles()
    var shapes = HTMLShapes()
  }

  /// Appends the rows of `canvas`, its cells' classes numbered in `classes`.
  static func append(
    _ canvas: Canvas, links: [Link], classes: inout Classes, to buffer: inout ByteBuffer
  ) {
    for row in 0..<canvas.height {
      buffer.append("<div class=\"r\">")
      appendRow(
        row, of: canvas, links: links.filter { $0.row == row }, classes: &classes, to: &buffer)
      buffer.append("</div>\n")
    }
  }

  private static func appendRow(
    _ row: Int, of canvas: Canvas, links: [Link], classes: inout Classes,
    to buffer: inout ByteBuffer
  ) {
    let start = row * canvas.width
    var open: Link? = nil
    var x = 0
    while x < canvas.width {
      let link = links.isEmpty ? nil : links.first { $0.columns.contains(x) }
      if link != open {
        if open != nil { buffer.append("</a>") }
        if let link { appendOpening(link, to: &buffer) }
        open = link
      }
      let style = canvas.cells[start + x].style
      var end = x + 1
      while end < canvas.width,
        canvas.cells[start + end].isContinuation
          || (canvas.cells[start + end].style == style
            && (links.isEmpty || links.first { $0.columns.contains(end) } == link))
      {
        end += 1
      }
      buffer.append("<span class=\"c")
      buffer.append(decimal: classes.styles.number(of: style))
      buffer.append("\">")
      for column in x..<end {
        appendCell(column, row: row, of: canvas, shapes: &classes.shapes, to: &buffer)
      }
      buffer.append("</span>")
      x = end
    }
    if open != nil { buffer.append("</a>") }
  }

  private static func appendOpening(_ link: Link, to buffer: inout ByteBuffer) {
    buffer.append("<a class=\"\(link.kind.rawValue)\" href=\"#")
    HTMLEscape.append(link.hash, to: &buffer)
    buffer.append("\">")
  }

  /// One cell's glyph, boxed to its width unless it is ASCII; nothing for a continuation.
  private static func appendCell(
    _ x: Int, row: Int, of canvas: Canvas, shapes: inout HTMLShapes, to buffer: inout ByteBuffer
  ) {
    let index = row * canvas.width + x
    let cell = canvas.cells[index]
    guard !cell.isContinuation else { return }
    if !cell.isOverflow && cell.glyph >= 0x20 && cell.glyph < 0x7F {
      let byte = UInt8(cell.glyph)
      // Most cells: ASCII that needs no escaping, written as its byte.
      if HTMLEscape.isPlain(byte) {
        buffer.append(byte)
      } else {
        HTMLEscape.append(Unicode.Scalar(byte), to: &buffer)
      }
      return
    }
    let wide = x + 1 < canvas.width && canvas.cells[index + 1].isContinuation
    if !cell.isOverflow, (0x2500...0x259F).contains(cell.glyph), !wide,
      let scalar = Unicode.Scalar(cell.glyph), let shape = GlyphShape.of(String(scalar))
    {
      buffer.append("<i class=\"g g")
      buffer.append(decimal: shapes.number(of: shape))
      buffer.append("\">")
    } else {
      buffer.append(wide ? "<i class=\"w\">" : "<i>")
    }
    if cell.isOverflow {
      HTMLEscape.append(canvas.overflow[cell.overflowIndex], to: &buffer)
    } else {
      HTMLEscape.append(Unicode.Scalar(cell.glyph) ?? "\u{FFFD}", to: &buffer)
    }
    buffer.append("</i>")
  }
}
