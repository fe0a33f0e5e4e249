import SegueRender

/// The pictures of a page export: each whole picture of a frame with its file's full
/// pixels, decoded once for the export however many pages show it.
///
/// A picture cut at the bottom of the slide is left to its symbol cells, as the terminal
/// shows it: drawing all of it would cover the `↓` marker and what is under the slide.
/// Decoded pixels are kept up to `budget` pixels (the most recent files first), so a deck of
/// many large photos does not hold all of them at once.
public struct PagePictures: Sendable {
  /// Decodes an image file at full resolution (`ImageStore.pixels`); nil when it cannot be.
  public var decode: @Sendable (String) -> Pixels?
  /// The most pixels kept decoded: four 8-megapixel photos (128 MB).
  public static let budget = 32_000_000
  private var kept: [String: Pixels?] = [:]
  private var order: [String] = []
  private var keptPixels = 0

  public init(decode: @escaping @Sendable (String) -> Pixels? = { _ in nil }) {
    self.decode = decode
  }

  /// The whole pictures of `frame` that could be decoded, over their cells. Each carries its
  /// path as its `id`, so a drawing can keep one copy of it for every page.
  public mutating func pictures(of frame: ExportFrame) -> [PagePicture] {
    frame.pictures.compactMap { picture in
      guard picture.isWhole, let pixels = pixels(picture.path) else { return nil }
      return PagePicture(
        rgba: pixels.rgba, width: pixels.width, height: pixels.height, x: picture.rect.x,
        y: picture.rect.y, columns: picture.rect.width, rows: picture.rect.height,
        id: picture.path)
    }
  }

  private mutating func pixels(_ path: String) -> Pixels? {
    if let known = kept[path] { return known }
    let decoded = decode(path)
    let size = decoded.map { $0.width * $0.height } ?? 0
    while keptPixels + size > Self.budget, !order.isEmpty {
      let old = order.removeFirst()
      keptPixels -= kept.removeValue(forKey: old)??.count ?? 0
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
