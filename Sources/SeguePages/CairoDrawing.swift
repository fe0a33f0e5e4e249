import CPangoCairo
import SegueCore
import SegueRender

/// A page surface of cairo with Pango's text on it: the one file that talks to cairo and Pango.
///
/// A class because it owns C objects (the surface, its context, a Pango layout and four font
/// descriptions), created in `init` and freed in `deinit`; nothing from C outlives it. One
/// drawing is used by one export on one thread, which is what makes it `@unchecked Sendable`.
/// A PDF drawing is one document of many pages whose bytes arrive through `takeBytes()`; an
/// image drawing is one page, turned into PNG bytes by `pngBytes()` and repainted for the next.
final class CairoDrawing: PaintTarget, @unchecked Sendable {
  /// The monospace font every cell is drawn in (Debian `fonts-dejavu-core`).
  static let fontFamily = "DejaVu Sans Mono"

  private let surface: OpaquePointer
  private let context: OpaquePointer
  private let layout: OpaquePointer
  private var faces: [FontFace: OpaquePointer] = [:]
  /// Image surfaces by picture id, oldest first in `pictureOrder`, up to the pictures' budget.
  private var pictures: [String: OpaquePointer] = [:]
  private var pictureOrder: [String] = []
  private var keptPixels = 0
  private let output = PendingBytes()
  /// The font size that makes one character exactly a cell wide, for the cell width it was
  /// measured for; and where the text's top goes in a cell.
  private var fontSize: (cellWidth: Double, points: Double, top: Double)?
  /// Characters no installed font has, each found once.
  private(set) var missing: Set<Unicode.Scalar> = []

  /// A PDF document whose first page is `width` × `height` points, dated `created` (ISO
  /// 8601) when given, else now.
  init(pdfWidth width: Double, height: Double, metadata: PDFMetadata, created: String? = nil) {
    let closure = Unmanaged.passUnretained(output).toOpaque()
    surface = cairo_pdf_surface_create_for_stream(
      { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let output = Unmanaged<PendingBytes>.fromOpaque(closure).takeUnretainedValue()
        output.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      }, closure, width, height)
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Segue")
    for (key, value) in [
      (CAIRO_PDF_METADATA_TITLE, metadata.title), (CAIRO_PDF_METADATA_AUTHOR, metadata.author),
    ] {
      if let value { cairo_pdf_surface_set_metadata(surface, key, value) }
    }
    if let created {
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, created)
    }
    (context, layout) = Self.start(surface)
  }

  /// An image of `width` × `height` pixels, drawn on in points at `scale` pixels per point.
  init(imageWidth width: Int, height: Int, scale: Double) {
    surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
    (context, layout) = Self.start(surface)
    cairo_scale(context, scale, scale)
  }

  /// A context and a layout on `surface`, with unhinted, unrounded glyph positions so that a
  /// character's advance is exactly the cell width at every scale.
  private static func start(_ surface: OpaquePointer) -> (OpaquePointer, OpaquePointer) {
    let context = cairo_create(surface)!
    let layout = pango_cairo_create_layout(context)!
    let options = cairo_font_options_create()
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    let pango = pango_layout_get_context(layout)
    pango_cairo_context_set_font_options(pango, options)
    pango_context_set_round_glyph_positions(pango, 0)
    pango_layout_context_changed(layout)
    return (context, layout)
  }

  deinit {
    for image in pictures.values { cairo_surface_destroy(image) }
    for description in faces.values { pango_font_description_free(description) }
    g_object_unref(UnsafeMutableRawPointer(layout))
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  // MARK: Pages

  /// Ends the page; the next drawing starts a new one of `width` × `height` points.
  func endPDFPage(nextWidth width: Double, height: Double) {
    cairo_show_page(context)
    cairo_pdf_surface_set_size(surface, width, height)
  }

  /// A bookmark in the PDF's outline for page `page` (from 1).
  func addOutline(_ title: String, page: Int) {
    cairo_pdf_surface_add_outline(surface, 0, title, "page=\(page)", cairo_pdf_outline_flags_t(0))
  }

  /// Ends the document: cairo writes the fonts and the cross-reference table now.
  func finish() {
    cairo_surface_finish(surface)
  }

  /// The PDF bytes cairo has written since the last call.
  func takeBytes() -> [UInt8] {
    defer { output.bytes = [] }
    return output.bytes
  }

  /// The image as PNG bytes; nil when cairo could not encode it.
  func pngBytes() -> [UInt8]? {
    let png = PendingBytes()
    let status = cairo_surface_write_to_png_stream(
      surface,
      { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let png = Unmanaged<PendingBytes>.fromOpaque(closure).takeUnretainedValue()
        png.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(png).toOpaque())
    return status == CAIRO_STATUS_SUCCESS ? png.bytes : nil
  }

  // MARK: Painting

  func fill(_ rect: PaintRect, color: RGB) {
    setColor(color)
    cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
    cairo_fill(context)
  }

  func arc(
    centerX: Double, centerY: Double, radius: Double, start: Double, end: Double,
    lineWidth: Double, color: RGB
  ) {
    setColor(color)
    cairo_new_path(context)
    cairo_arc(context, centerX, centerY, radius, start, end)
    cairo_set_line_width(context, lineWidth)
    cairo_stroke(context)
  }

  func text(_ text: String, in rect: PaintRect, cell: PaintRect, face: FontFace, color: RGB) {
    let metrics = fontMetrics(cell: cell)
    pango_layout_set_font_description(layout, description(face, size: metrics.points))
    pango_layout_set_width(layout, -1)
    pango_layout_set_text(layout, text, -1)
    if pango_layout_get_unknown_glyphs_count(layout) > 0 { findMissing(in: text) }
    var x = rect.x
    if text.unicodeScalars.count == 1 || text.count == 1 {
      // A wide glyph from a fallback font is not exactly two cells: centre it on them.
      x += (rect.width - logicalWidth()) / 2
    }
    setColor(color)
    cairo_move_to(context, x, rect.y + metrics.top)
    pango_cairo_show_layout(context, layout)
  }

  /// A paragraph of `text` wrapped to `width` points from (`x`, `y`); returns its height.
  func paragraph(_ text: String, x: Double, y: Double, width: Double, cell: PaintRect, color: RGB)
    -> Double
  {
    let metrics = fontMetrics(cell: cell)
    pango_layout_set_font_description(layout, description(FontFace(), size: metrics.points))
    pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_text(layout, text, -1)
    if pango_layout_get_unknown_glyphs_count(layout) > 0 { findMissing(in: text) }
    setColor(color)
    cairo_move_to(context, x, y)
    pango_cairo_show_layout(context, layout)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    pango_layout_set_width(layout, -1)
    return Double(logical.height) / Double(PANGO_SCALE)
  }

  func picture(_ picture: PagePicture, in rect: PaintRect) {
    if let svg = picture.svg {
      _ = SVGImage.draw(
        svg, on: context, x: rect.x, y: rect.y, width: rect.width, height: rect.height)
      return
    }
    let image = surface(of: picture)
    defer { cairo_surface_destroy(image) }
    cairo_save(context)
    defer { cairo_restore(context) }
    cairo_translate(context, rect.x, rect.y)
    cairo_scale(context, rect.width / Double(picture.width), rect.height / Double(picture.height))
    cairo_set_source_surface(context, image, 0, 0)
    // Without it the edges are blended with the transparent outside when scaled up.
    cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
    cairo_rectangle(context, 0, 0, Double(picture.width), Double(picture.height))
    cairo_fill(context)
  }

  /// An image surface of `picture`'s pixels, a new reference the caller destroys; the one
  /// kept for its `id` when there is one, so that a PDF writes the image once for all pages
  /// (cairo writes a surface it has seen as a reference to the same object).
  private func surface(of picture: PagePicture) -> OpaquePointer {
    if let id = picture.id, let kept = pictures[id] { return cairo_surface_reference(kept)! }
    let image = picture.cairoSurface()
    if let id = picture.id {
      keptPixels += picture.width * picture.height
      while keptPixels > PagePictures.budget, let old = pictureOrder.first {
        pictureOrder.removeFirst()
        if let surface = pictures.removeValue(forKey: old) {
          keptPixels -= Int(
            cairo_image_surface_get_width(surface) * cairo_image_surface_get_height(surface))
          cairo_surface_destroy(surface)
        }
      }
      pictures[id] = cairo_surface_reference(image)
      pictureOrder.append(id)
    }
    return image
  }

  private func setColor(_ color: RGB) {
    cairo_set_source_rgb(
      context, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
  }

  private func logicalWidth() -> Double {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return Double(logical.width) / Double(PANGO_SCALE)
  }

  /// The font size whose advance is the cell's width, measured on ten characters at 100
  /// points (advances scale linearly with hinting off), and the text's top in the cell.
  private func fontMetrics(cell: PaintRect) -> (points: Double, top: Double) {
    if let fontSize, fontSize.cellWidth == cell.width { return (fontSize.points, fontSize.top) }
    pango_layout_set_font_description(layout, description(FontFace(), size: 100))
    pango_layout_set_text(layout, "0123456789", -1)
    let points = 100 * cell.width / (logicalWidth() / 10)
    pango_layout_set_font_description(layout, description(FontFace(), size: points))
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let top = (cell.height - Double(logical.height) / Double(PANGO_SCALE)) / 2
    fontSize = (cell.width, points, top)
    return (points, top)
  }

  /// The font description of `face` at `size` points, made once per face and resized.
  private func description(_ face: FontFace, size: Double) -> OpaquePointer {
    let description =
      faces[face]
      ?? {
        let made = pango_font_description_from_string(Self.fontFamily)!
        if face.bold { pango_font_description_set_weight(made, PANGO_WEIGHT_BOLD) }
        if face.italic { pango_font_description_set_style(made, PANGO_STYLE_ITALIC) }
        faces[face] = made
        return made
      }()
    pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
    return description
  }

  /// Tries each character of `text` on its own to find the ones no font has.
  private func findMissing(in text: String) {
    for scalar in text.unicodeScalars where scalar.value > 0x7F && !missing.contains(scalar) {
      pango_layout_set_text(layout, String(scalar), -1)
      if pango_layout_get_unknown_glyphs_count(layout) > 0 { missing.insert(scalar) }
    }
    pango_layout_set_text(layout, text, -1)
  }
}

/// Bytes cairo hands to a write callback, kept until the format passes them to its sink.
private final class PendingBytes {
  var bytes: [UInt8] = []
}

extension LinkedLibrary {
  public static var cairo: LinkedLibrary {
    LinkedLibrary(name: "cairo", version: String(cString: cairo_version_string()))
  }

  public static var pango: LinkedLibrary {
    LinkedLibrary(name: "pango", version: String(cString: pango_version_string()))
  }
}
