import CRsvg
import SegueCore

/// Draws SVG files with librsvg, into pixels or as vectors on a page's cairo context: the one
/// file that talks to librsvg (and to cairo only for the surfaces librsvg draws on and the
/// PNG an HTML page embeds).
///
/// An SVG has no pixels of its own: it is drawn at the size it is shown at, along its longer
/// side, its shape from the size it declares (or its `viewBox`), and then goes through the
/// pixel pipeline as any image does. The caller says that size where it knows it (symbol
/// cells: `ImageStore`); it is never more than `longSide`, what a caller that does not say
/// gets. The time librsvg takes grows with the pixels drawn (a filter draws a layer the size
/// of the whole picture), so drawing 80 columns of symbols at 640 pixels rather than 2048
/// does a tenth of the work. What an SVG declares is only a shape: one that says
/// 100000×100000 is drawn at 2048×2048 like one that says 10×10.
///
/// Bytes in, never a path, and the handle is made with `rsvg_handle_new_from_data`, which has
/// no base file: librsvg then loads no external reference (`file:`, `http:`, a relative path;
/// only `data:` URLs inside the file itself), and its default limits hold (no
/// `RSVG_HANDLE_FLAG_UNLIMITED`): libxml2's bounds on entity expansion, librsvg's on elements
/// and on `<use>` references.
public enum SVGImage {
  /// The longest side of the pixels an SVG is drawn at: a 200-column slide's width at 10
  /// pixels a column, 16 MB of pixels at most.
  static let longSide = 2048

  /// Whether `bytes` are SVG text: XML (after blanks or a byte-order mark) with an `<svg`
  /// element in its first 64 KB. The bytes say it, never the file's name.
  public static func isSVG(_ bytes: [UInt8]) -> Bool {
    let head = bytes.prefix(65_536)
    let blanks: Set<UInt8> = [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D]
    guard let first = head.firstIndex(where: { !blanks.contains($0) }), head[first] == 0x3C
    else { return false }
    let svg = Array("<svg".utf8)
    return head.indices.contains { head[$0...].starts(with: svg) }
  }

  /// The size the SVG in `bytes` is drawn at, `side` pixels along its longer side (within
  /// 1…`longSide`), or why it cannot be read.
  static func size(of bytes: [UInt8], side: Int = longSide) -> Result<
    (width: Int, height: Int), ImageProblem
  > {
    withHandle(bytes) { handle in .success(drawnSize(shape(handle), side: side)) }
  }

  /// The SVG in `bytes` drawn at `width`×`height`, as unpremultiplied RGBA.
  static func pixels(_ bytes: [UInt8], width: Int, height: Int) -> Result<Pixels, ImageProblem> {
    withHandle(bytes) { handle in
      withSurface(handle, width: width, height: height) { surface in
        .success(rgba(surface, width: width, height: height))
      }
    }
  }

  /// The SVG in `bytes` drawn at its `size` and written as PNG: what an HTML page embeds, so
  /// that no SVG text (which may hold script) reaches a browser.
  static func png(_ bytes: [UInt8]) -> Result<[UInt8], ImageProblem> {
    withHandle(bytes) { handle in
      let size = drawnSize(shape(handle))
      return withSurface(handle, width: size.width, height: size.height) { surface in
        var png: [UInt8] = []
        let status = withUnsafeMutablePointer(to: &png) { out in
          cairo_surface_write_to_png_stream(
            surface,
            { closure, data, length in
              let out = closure!.assumingMemoryBound(to: [UInt8].self)
              out.pointee += UnsafeBufferPointer(start: data, count: Int(length))
              return CAIRO_STATUS_SUCCESS
            }, out)
        }
        guard status == CAIRO_STATUS_SUCCESS else { return .failure(ImageProblem("no PNG")) }
        return .success(png)
      }
    }
  }

  /// Draws the SVG in `bytes` as vectors on cairo context `context` (a `cairo_t *`), fitted
  /// into `x`, `y`, `width`, `height` with its own aspect: what a PDF or PNG page does, so
  /// the page has the drawing at its own resolution. False when it cannot be drawn.
  public static func draw(
    _ bytes: [UInt8], on context: OpaquePointer, x: Double, y: Double, width: Double,
    height: Double
  ) -> Bool {
    let drawn: Result<Void, ImageProblem> = withHandle(bytes) { handle in
      var viewport = RsvgRectangle(x: x, y: y, width: width, height: height)
      var error: UnsafeMutablePointer<GError>?
      cairo_save(context)
      defer { cairo_restore(context) }
      guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
        return .failure(problem(error))
      }
      return .success(())
    }
    if case .success = drawn { return true }
    return false
  }

  /// The width and height for a shape of `width`:`height`: `side` along the longer side,
  /// within 1…`longSide`.
  static func drawnSize(_ shape: (width: Double, height: Double), side: Int = longSide) -> (
    width: Int, height: Int
  ) {
    let side = min(longSide, max(1, side))
    let (width, height) = shape
    guard width.isFinite, height.isFinite, width > 0, height > 0 else { return (side, side) }
    let scale = Double(side) / max(width, height)
    return (
      min(side, max(1, Int((width * scale).rounded()))),
      min(side, max(1, Int((height * scale).rounded())))
    )
  }

  /// The SVG's declared size in pixels, else its `viewBox`, else a square.
  private static func shape(_ handle: UnsafeMutablePointer<RsvgHandle>) -> (
    width: Double, height: Double
  ) {
    var width = 0.0
    var height = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 {
      return (width, height)
    }
    var hasWidth: gboolean = 0
    var hasHeight: gboolean = 0
    var hasBox: gboolean = 0
    var box = RsvgRectangle()
    rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, nil, &hasHeight, nil, &hasBox, &box)
    return hasBox != 0 ? (box.width, box.height) : (1, 1)
  }

  /// Parses `bytes` with librsvg (no base file, default limits) and runs `body` on the handle;
  /// how much drawing they ask for (`SVGWorkload`) and the pictures embedded in them
  /// (`SVGEmbeds`) are judged first.
  private static func withHandle<T>(
    _ bytes: [UInt8], _ body: (UnsafeMutablePointer<RsvgHandle>) -> Result<T, ImageProblem>
  ) -> Result<T, ImageProblem> {
    if let problem = SVGWorkload.problem(bytes) ?? SVGEmbeds.problem(bytes) {
      return .failure(problem)
    }
    var error: UnsafeMutablePointer<GError>?
    let handle = bytes.withUnsafeBufferPointer { buffer in
      rsvg_handle_new_from_data(buffer.baseAddress, gsize(buffer.count), &error)
    }
    guard let handle else { return .failure(problem(error)) }
    defer { g_object_unref(handle) }
    return body(handle)
  }

  /// Draws the document over an ARGB32 surface of `width`×`height` and runs `body` on it.
  private static func withSurface<T>(
    _ handle: UnsafeMutablePointer<RsvgHandle>, width: Int, height: Int,
    _ body: (OpaquePointer) -> Result<T, ImageProblem>
  ) -> Result<T, ImageProblem> {
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return .failure(ImageProblem("no memory to draw the SVG at \(width)×\(height)")) }
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)
    defer { cairo_destroy(context) }
    var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
    var error: UnsafeMutablePointer<GError>?
    guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
      return .failure(problem(error))
    }
    cairo_surface_flush(surface)
    return body(surface)
  }

  /// cairo's premultiplied native-endian ARGB words as unpremultiplied RGBA bytes.
  private static func rgba(_ surface: OpaquePointer, width: Int, height: Int) -> Pixels {
    guard let data = cairo_image_surface_get_data(surface) else {
      return Pixels(
        width: width, height: height, rgba: Array(repeating: 0, count: width * height * 4))
    }
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
    let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      var to = 0
      for y in 0..<height {
        for x in 0..<width {
          let word = words[y &* stride &+ x]
          let alpha = word >> 24
          // Opaque pixels (most of a drawing) need no division; transparent ones are zeros.
          var (red, green, blue) = ((word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF)
          if alpha > 0, alpha < 255 {
            red = min(255, (red &* 255 &+ alpha / 2) / alpha)
            green = min(255, (green &* 255 &+ alpha / 2) / alpha)
            blue = min(255, (blue &* 255 &+ alpha / 2) / alpha)
          }
          out[to] = UInt8(red)
          out[to &+ 1] = UInt8(green)
          out[to &+ 2] = UInt8(blue)
          out[to &+ 3] = UInt8(alpha)
          to &+= 4
        }
      }
      count = to
    }
    return Pixels(width: width, height: height, rgba: rgba)
  }

  /// librsvg's error as a problem a person reads, the error freed.
  private static func problem(_ error: UnsafeMutablePointer<GError>?) -> ImageProblem {
    defer { if let error { g_error_free(error) } }
    let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } }.map {
      String($0.reversed().drop(while: \.isWhitespace).reversed())
    }
    return ImageProblem("not a readable SVG (\(message ?? "librsvg could not read it"))")
  }
}

extension LinkedLibrary {
  public static var librsvg: LinkedLibrary {
    LinkedLibrary(
      name: "librsvg", version: "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)")
  }
}
