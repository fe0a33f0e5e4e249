/// What a page is drawn with: filled rectangles, arcs and text in cell-sized fonts.
///
/// `CairoDrawing` is the real one (PDF pages, PNG images); tests record the calls. Keeping
/// the decisions (which cells become text, which shapes, which colours) on this side of the
/// protocol lets them be tested without cairo.
public protocol PaintTarget {
  mutating func fill(_ rect: PaintRect, color: RGB)
  /// An arc of a circle stroked `lineWidth` wide, from angle `start` to `end` (radians,
  /// clockwise on the page from the positive x axis).
  mutating func arc(
    centerX: Double, centerY: Double, radius: Double, start: Double, end: Double,
    lineWidth: Double, color: RGB)
  /// `text` in the monospace font, one grapheme per cell of `cell` size, from the top-left
  /// corner of `rect`; `rect` covers its cells.
  mutating func text(
    _ text: String, in rect: PaintRect, cell: PaintRect, face: FontFace, color: RGB)
  /// `picture`'s pixels scaled into `rect`, at their own resolution (a PDF embeds them whole).
  /// Pictures with the same `id` are the same pixels: a target may keep one copy of them.
  mutating func picture(_ picture: PagePicture, in rect: PaintRect)
}

/// A decoded image over a rectangle of cells: how a slide's images reach a page at full
/// resolution instead of as the symbols the terminal shows.
public struct PagePicture: Sendable, Equatable {
  /// Pixels, row by row, four bytes each: red, green, blue, alpha (not premultiplied).
  public var rgba: [UInt8]
  public var width: Int
  public var height: Int
  /// The cells it covers: column, row, and the size in cells.
  public var x, y, columns, rows: Int
  /// What names these pixels across pages (the image file's path); nil when nothing does.
  public var id: String?
  /// The file's own bytes when it is a JPEG of these pixels: a PDF embeds them as they are,
  /// smaller than the decoded pixels and exactly the author's file.
  public var jpeg: [UInt8]?
  /// The file's bytes when it is an SVG: a page draws it as vectors in its rectangle
  /// (`SVGImage.draw`), at the page's own resolution; `rgba` is then empty and `width` ×
  /// `height` is only its shape.
  public var svg: [UInt8]?

  public init(
    rgba: [UInt8], width: Int, height: Int, x: Int, y: Int, columns: Int, rows: Int,
    id: String? = nil, jpeg: [UInt8]? = nil, svg: [UInt8]? = nil
  ) {
    precondition(
      svg != nil || rgba.count == width * height * 4, "a picture's pixels are width × height × 4")
    (self.rgba, self.width, self.height) = (rgba, width, height)
    (self.x, self.y, self.columns, self.rows) = (x, y, columns, rows)
    (self.id, self.jpeg, self.svg) = (id, jpeg, svg)
  }
}

/// The monospace font's four faces.
public struct FontFace: Sendable, Hashable {
  public var bold: Bool
  public var italic: Bool

  public init(bold: Bool = false, italic: Bool = false) {
    (self.bold, self.italic) = (bold, italic)
  }
}

/// Draws a canvas onto a page: the paper, each run of background, then the text as runs of
/// one style, box-drawing and block symbols as shapes, wide glyphs each on their two cells.
///
/// Text is drawn in runs (spaces between words included) so that a PDF reader selects and
/// searches it as words and lines; a wide glyph gets its own two cells because a fallback
/// font's CJK is not exactly two cells wide, and drift would shift the rest of the row.
public struct CanvasPainter {
  public var geometry: PageGeometry
  public var colors: PaperColors

  public init(geometry: PageGeometry, colors: PaperColors) {
    self.geometry = geometry
    self.colors = colors
  }

  /// Paints `canvas`, then `pictures` over their cells.
  ///
  /// A picture's cells are painted as blank paper first: its symbols would otherwise be text
  /// in the PDF (found by search, copied with the slide's words) and show around the picture
  /// where its shape and the cells' differ.
  public func paint(
    _ canvas: Canvas, pictures: [PagePicture] = [], into target: inout some PaintTarget
  ) {
    var canvas = canvas
    for picture in pictures {
      canvas.fill(
        x: picture.x, y: picture.y, width: picture.columns, height: picture.rows, style: .plain)
    }
    let page = PaintRect(x: 0, y: 0, width: geometry.pageWidth, height: geometry.pageHeight)
    target.fill(page, color: colors.background)
    for y in 0..<canvas.height {
      let row = canvas.row(y)
      paintBackgrounds(row, y: y, into: &target)
      paintForeground(row, y: y, into: &target)
    }
    for picture in pictures {
      target.picture(picture, in: fitted(picture))
    }
  }

  /// The rectangle `picture` is drawn in: as large as its cells allow with its own aspect,
  /// centred on them. The cells were chosen for a terminal's cell shape, and a page's cells
  /// are a little different; stretching would distort a circle into an ellipse.
  func fitted(_ picture: PagePicture) -> PaintRect {
    var cells = geometry.cells(x: picture.x, y: picture.y, count: picture.columns)
    cells.height = Double(picture.rows) * geometry.cellHeight
    guard picture.width > 0, picture.height > 0 else { return cells }
    let scale = min(
      cells.width / Double(picture.width), cells.height / Double(picture.height))
    let width = Double(picture.width) * scale
    let height = Double(picture.height) * scale
    return PaintRect(
      x: cells.x + (cells.width - width) / 2, y: cells.y + (cells.height - height) / 2,
      width: width, height: height)
  }

  /// Fills each run of cells whose background is not the paper's.
  private func paintBackgrounds(_ row: [Cell], y: Int, into target: inout some PaintTarget) {
    var start = 0
    while start < row.count {
      let bg = colors.colors(of: row[start].style).bg
      var end = start + 1
      while end < row.count && colors.colors(of: row[end].style).bg == bg { end += 1 }
      if bg != colors.background {
        target.fill(geometry.cells(x: start, y: y, count: end - start), color: bg)
      }
      start = end
    }
  }

  private func paintForeground(_ row: [Cell], y: Int, into target: inout some PaintTarget) {
    var run = TextRun(start: 0, style: row.first?.style ?? .plain)
    for (x, cell) in row.enumerated() where !cell.isContinuation {
      let isWide = x + 1 < row.count && row[x + 1].isContinuation
      let shape = GlyphShape.of(cell.grapheme)
      if shape != nil || isWide || cell.style != run.style {
        flush(&run, y: y, into: &target)
        run = TextRun(start: x, style: cell.style)
      }
      if let shape {
        paintShape(shape, x: x, y: y, style: cell.style, into: &target)
        decorate(x: x, count: 1, y: y, style: cell.style, into: &target)
        run = TextRun(start: x + 1, style: cell.style)
      } else if isWide {
        run.text = cell.grapheme
        run.count = 2
        run.isWide = true
        flush(&run, y: y, into: &target)
        run = TextRun(start: x + 2, style: cell.style)
      } else {
        run.text += cell.grapheme
        run.count += 1
      }
    }
    flush(&run, y: y, into: &target)
  }

  /// Cells of one style, drawn as one piece of text.
  private struct TextRun {
    var start: Int
    var style: Style
    var text = ""
    var count = 0
    /// One wide glyph on two cells.
    var isWide = false
  }

  private func flush(_ run: inout TextRun, y: Int, into target: inout some PaintTarget) {
    guard run.count > 0 else { return }
    decorate(x: run.start, count: run.count, y: y, style: run.style, into: &target)
    let leading = run.text.prefix { $0 == " " }.count
    let text = run.text.dropFirst(leading)
    let trimmed = text.reversed().drop { $0 == " " }
    guard !trimmed.isEmpty else { return }
    let visible = String(trimmed.reversed())
    let cells = run.isWide ? 2 : visible.count
    let face = FontFace(
      bold: run.style.attributes.contains(.bold), italic: run.style.attributes.contains(.italic))
    target.text(
      visible, in: geometry.cells(x: run.start + leading, y: y, count: cells),
      cell: geometry.cells(x: 0, y: 0), face: face, color: colors.colors(of: run.style).fg)
  }

  /// Underline and strikethrough as rules across the cells, as a terminal draws them.
  private func decorate(
    x: Int, count: Int, y: Int, style: Style, into target: inout some PaintTarget
  ) {
    let rect = geometry.cells(x: x, y: y, count: count)
    let thickness = geometry.cellHeight / 18
    let fg = colors.colors(of: style).fg
    if style.attributes.contains(.underline) {
      target.fill(
        PaintRect(x: rect.x, y: rect.y + rect.height * 0.85, width: rect.width, height: thickness),
        color: fg)
    }
    if style.attributes.contains(.strikethrough) {
      target.fill(
        PaintRect(x: rect.x, y: rect.y + rect.height * 0.5, width: rect.width, height: thickness),
        color: fg)
    }
  }

  private func paintShape(
    _ shape: GlyphShape, x: Int, y: Int, style: Style, into target: inout some PaintTarget
  ) {
    let cell = geometry.cells(x: x, y: y)
    let (fg, bg) = colors.colors(of: style)
    ShapePainter(cell: cell, unit: geometry.cellWidth / 9).paint(
      shape, fg: fg, bg: bg, into: &target)
  }
}
