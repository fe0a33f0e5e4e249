import SegueRender

/// The pictures of a page export: each whole picture of a frame with its file's full
/// pixels, read and decoded once for the export however many pages show it, and a JPEG's
/// own bytes, which a PDF embeds as they are; an SVG's bytes, which the page draws as vectors.
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

  /// A file's pixels, and its bytes when it is a JPEG; an SVG's bytes and shape, no pixels
  /// (the page draws it as vectors).
  private struct Decoded {
    var rgba: [UInt8]
    var width, height: Int
    var jpeg: [UInt8]?
    var svg: [UInt8]?

    /// What it counts against the budget: its pixels, or an SVG's bytes.
    var cost: Int { svg.map { $0.count / 4 } ?? width * height }
  }

  /// The whole pictures of `frame` that could be decoded, over their cells. Each carries its
  /// bytes' key as its `id`, so a drawing can keep one copy of it for every page.
  public mutating func pictures(of frame: ExportFrame) -> [PagePicture] {
    frame.pictures.compactMap { picture in
      guard picture.isWhole, let (content, decoded) = decoded(picture.path) else { return nil }
      return PagePicture(
        rgba: decoded.rgba, width: decoded.width, height: decoded.height, x: picture.rect.x,
        y: picture.rect.y, columns: picture.rect.width, rows: picture.rect.height,
        id: content.id, jpeg: decoded.jpeg, svg: decoded.svg)
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
    let decoded = Self.decode(bytes)
    keep(decoded, as: content)
    return decoded.map { (content, $0) }
  }

  private static func decode(_ bytes: [UInt8]) -> Decoded? {
    if SVGImage.isSVG(bytes) {
      guard case .success(let size) = ImageDecoder.size(of: bytes) else { return nil }
      return Decoded(rgba: [], width: size.width, height: size.height, svg: bytes)
    }
    return (try? ImageDecoder.decode(bytes).get()).map {
      Decoded(
        rgba: $0.rgba, width: $0.width, height: $0.height,
        jpeg: bytes.starts(with: [0xFF, 0xD8, 0xFF]) ? bytes : nil)
    }
  }

  private mutating func keep(_ decoded: Decoded?, as content: ImageContent) {
    let size = decoded?.cost ?? 0
    while keptPixels + size > Self.budget, !order.isEmpty {
      let old = order.removeFirst()
      keptPixels -= kept.removeValue(forKey: old)??.cost ?? 0
    }
    kept.updateValue(decoded, forKey: content)
    order.append(content)
    keptPixels += size
  }
}
