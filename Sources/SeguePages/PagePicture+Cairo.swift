import CPangoCairo
import Glibc
import SegueRender

/// A picture's pixels handed to cairo: the one conversion from Segue's RGBA to cairo's format,
/// apart from the drawing (`CairoDrawing`), which keeps and scales the surfaces it gets here.
extension PagePicture {
  /// `picture`'s pixels as cairo's ARGB32: premultiplied alpha in native-endian 32-bit words,
  /// in memory cairo owns (a PDF page may read it after this call returns).
  func cairoSurface() -> OpaquePointer {
    let picture = self
    let image = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(picture.width), Int32(picture.height))!
    let stride = Int(cairo_image_surface_get_stride(image)) / 4
    cairo_surface_flush(image)
    if let data = cairo_image_surface_get_data(image) {
      let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
      picture.rgba.withUnsafeBufferPointer { rgba in
        for y in 0..<picture.height {
          for x in 0..<picture.width {
            let from = (y * picture.width + x) * 4
            let alpha = UInt32(rgba[from + 3])
            // Rounded, so that 255 × alpha / 255 is exact and a half-transparent white is 128.
            func channel(_ i: Int) -> UInt32 { (UInt32(rgba[from + i]) * alpha + 127) / 255 }
            words[y * stride + x] = alpha << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
          }
        }
      }
    }
    cairo_surface_mark_dirty(image)
    if let jpeg = picture.jpeg, let copy = malloc(jpeg.count) {
      // cairo frees its copy when the surface goes; a PDF writes these bytes as the image.
      jpeg.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: jpeg.count) }
      let status = cairo_surface_set_mime_data(
        image, CAIRO_MIME_TYPE_JPEG, copy.assumingMemoryBound(to: UInt8.self),
        UInt(jpeg.count), { free($0) }, copy)
      if status != CAIRO_STATUS_SUCCESS { free(copy) }
    }
    return image
  }
}
