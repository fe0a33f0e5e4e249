import SegueRender

/// The pictures of a page export: each whole picture of a frame with its file's full
/// pixels, read and decoded once for the export however many pages show it, and a JPEG's
/// own bytes, which a PDF embeds as they are.
///
/// A picture is known by its bytes (`ImageContent`), not by its path: one file named many
/// ways (`pad.png`, `./pad.png`) or copied is decoded once and is one image object in a PDF.
/// A picture cut at the bottom of the slide is left to its symbol cells, as the terminal
/// shows it: drawing all of it would cover the `↓` marker and what is under the slide.
/// Decoded pixels are kept up to `budget` pixels (the most recent files first), so a deck of
/// many large photos does not hold all of them at once.
public struct PagePictures: Sendable {
  /// Reads an image file's bytes (`ImageStore.bytes`); nil when it cannot be read.
  public var read: @Sendable (String) -> [UInt8]?
  /// The most pixels kept decoded: four 8-megapixel photos (128 MB).
  public static let budget = 32_000_000
  /// Each path read: the picture its bytes are, or nil when they are none.
  private var contents: [String: ImageContent?] = [:]
  private var kept: [ImageContent: Decoded?] = [:]
  private var order: [ImageContent] = []
  private var keptPixels = 0
  /// How many files were decoded: tests check that one picture named many ways is one.
  public private(set) var decodes = 0

  public init(read: @escaping @Sendable (String) -> [UInt8]? = { _ in nil }) {
    self.read = read
  }

  /// A file's pixels, and its bytes when it is a JPEG.
  private struct Decoded {
    var pixels: Pixels
    var jpeg: [UInt8]?
  }

  /// The whole pictures of `frame` that could be decoded, over their cells. Each carries its
  /// bytes' key as its `id`, so a drawing can keep one copy of it for every page.
  public mutating func pictures(of frame: ExportFrame) -> [PagePicture] {
    frame.pictures.compactMap { picture in
      guard picture.isWhole, let (content, decoded) = decoded(picture.path) else { return nil }
      let pixels = decoded.pixels
      return PagePicture(
        rgba: pixels.rgba, width: pixels.width, height: pixels.height, x: picture.rect.x,
        y: picture.rect.y, columns: picture.rect.width, rows: picture.rect.height,
        id: content.id, jpeg: decoded.jpeg)
    }
  }

  private mutating func decoded(_ path: String) -> (ImageContent, Decoded)? {
    if let known = contents[path] {
      guard let known else { return nil }
      if let hit = kept[known] { return hit.map { (known, $0) } }
    }
    // A path not read yet, or whose pixels were dropped from the budget since.
    guard let bytes = read(path) else {
      contents.updateValue(nil, forKey: path)
      return nil
    }
    let content = ImageContent(bytes)
    contents.updateValue(content, forKey: path)
    if let hit = kept[content] { return hit.map { (content, $0) } }
    decodes += 1
    let decoded = (try? ImageDecoder.decode(bytes).get()).map {
      Decoded(pixels: $0, jpeg: bytes.starts(with: [0xFF, 0xD8, 0xFF]) ? bytes : nil)
    }
    keep(decoded, as: content)
    return decoded.map { (content, $0) }
  }

  private mutating func keep(_ decoded: Decoded?, as content: ImageContent) {
    let size = decoded.map { $0.pixels.count } ?? 0
    while keptPixels + size > Self.budget, !order.isEmpty {
      let old = order.removeFirst()
      keptPixels -= kept.removeValue(forKey: old)??.pixels.count ?? 0
    }
    kept.updateValue(decoded, forKey: content)
    order.append(content)
    keptPixels += size
  }
}

extension Pixels {
  fileprivate var count: Int { width * height }
}
