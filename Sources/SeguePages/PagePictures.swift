import SegueRender

/// The pictures of a page export: each whole picture of a frame with its file's full
/// pixels, read and decoded once for the export however many pages show it, and a JPEG's
/// own bytes, which a PDF embeds as they are.
///
/// A picture cut at the bottom of the slide is left to its symbol cells, as the terminal
/// shows it: drawing all of it would cover the `↓` marker and what is under the slide.
/// Decoded pixels are kept up to `budget` pixels (the most recent files first), so a deck of
/// many large photos does not hold all of them at once.
public struct PagePictures: Sendable {
  /// Reads an image file's bytes (`ImageStore.bytes`); nil when it cannot be read.
  public var read: @Sendable (String) -> [UInt8]?
  /// The most pixels kept decoded: four 8-megapixel photos (128 MB).
  public static let budget = 32_000_000
  private var kept: [String: Decoded?] = [:]
  private var order: [String] = []
  private var keptPixels = 0

  public init(read: @escaping @Sendable (String) -> [UInt8]? = { _ in nil }) {
    self.read = read
  }

  /// A file's pixels, and its bytes when it is a JPEG.
  private struct Decoded {
    var pixels: Pixels
    var jpeg: [UInt8]?
  }

  /// The whole pictures of `frame` that could be decoded, over their cells. Each carries its
  /// path as its `id`, so a drawing can keep one copy of it for every page.
  public mutating func pictures(of frame: ExportFrame) -> [PagePicture] {
    frame.pictures.compactMap { picture in
      guard picture.isWhole, let decoded = decoded(picture.path) else { return nil }
      let pixels = decoded.pixels
      return PagePicture(
        rgba: pixels.rgba, width: pixels.width, height: pixels.height, x: picture.rect.x,
        y: picture.rect.y, columns: picture.rect.width, rows: picture.rect.height,
        id: picture.path, jpeg: decoded.jpeg)
    }
  }

  private mutating func decoded(_ path: String) -> Decoded? {
    if let known = kept[path] { return known }
    let decoded = read(path).flatMap { bytes in
      (try? ImageDecoder.decode(bytes).get()).map {
        Decoded(pixels: $0, jpeg: bytes.starts(with: [0xFF, 0xD8, 0xFF]) ? bytes : nil)
      }
    }
    let size = decoded.map { $0.pixels.count } ?? 0
    while keptPixels + size > Self.budget, !order.isEmpty {
      let old = order.removeFirst()
      keptPixels -= kept.removeValue(forKey: old)??.pixels.count ?? 0
    }
    kept[path] = decoded
    order.append(path)
    keptPixels += size
    return decoded
  }
}

extension Pixels {
  fileprivate var count: Int { width * height }
}
