import SegueCore
import Synchronization

/// How the renderer reaches image files: the CLI gives `Platform`'s regular-file reading,
/// tests give a dictionary.
public struct ImageReader: Sendable {
  /// A value that changes when the file does (its modification time and size), nil when the
  /// file is not there.
  public var stamp: @Sendable (String) -> String?
  /// The file's bytes, or why they cannot be read ("no such file").
  public var read: @Sendable (String) -> Result<[UInt8], ImageProblem>

  public init(
    stamp: @escaping @Sendable (String) -> String?,
    read: @escaping @Sendable (String) -> Result<[UInt8], ImageProblem>
  ) {
    self.stamp = stamp
    self.read = read
  }
}

/// Images drawn at a size and colour depth, kept for the next frame that shows them.
///
/// The key is (path, the file's stamp, the area, the depth): an edited file has another stamp
/// and is read again, a resize draws again. Decoded pixels are not kept, only the cells drawn
/// from them, and only up to `budget` cells (the least recently used go first): memory stays
/// bounded however many images a deck has, and the slides shown last (the current one and its
/// neighbours) are the ones kept. Shared between threads behind a lock; decoding happens
/// outside it.
public final class ImageStore: Sendable {
  struct Key: Hashable, Sendable {
    var path: String
    var stamp: String
    var columns: Int
    var rows: Int
    var percent: Int?
    var depth: ColorDepth
  }

  /// What a drawn image is: its cells, or why it has none.
  public typealias Picture = Result<ImageCells, ImageProblem>

  /// Cells kept at most: about forty full 100×40 images.
  public static let budget = 160_000

  private struct Entries {
    var pictures: [Key: Picture] = [:]
    var order: [Key] = []
    var cells = 0
    var decodes = 0
  }

  public let reader: ImageReader
  private let entries = Mutex(Entries())

  public init(reader: ImageReader) {
    self.reader = reader.readingDataURLs()
  }

  /// How many images have been decoded (tests check that a cached one is not).
  public var decodes: Int { entries.withLock { $0.decodes } }
  /// How many cells are kept.
  public var keptCells: Int { entries.withLock { $0.cells } }

  /// The image at `path` drawn within `columns`×`rows` cells (`percent` of the width) at `depth`.
  public func picture(
    _ path: String, percent: Int?, columns: Int, rows: Int, depth: ColorDepth
  ) -> Picture {
    guard let stamp = reader.stamp(path) else { return .failure(ImageProblem("no such file")) }
    let key = Key(
      path: path, stamp: stamp, columns: columns, rows: rows, percent: percent, depth: depth)
    if let hit = entries.withLock({ $0.pictures[key] }) { return hit }
    let picture = draw(path, key: key)
    entries.withLock { entries in
      entries.decodes += 1
      guard entries.pictures.updateValue(picture, forKey: key) == nil else { return }
      entries.order.append(key)
      entries.cells += Self.size(picture)
      while entries.cells > Self.budget, entries.order.count > 1 {
        let old = entries.order.removeFirst()
        entries.cells -= entries.pictures.removeValue(forKey: old).map(Self.size) ?? 0
      }
    }
    return picture
  }

  /// The image file's bytes, read under the deck's rules: for formats that embed the file
  /// itself (HTML's data URIs). Not kept.
  public func bytes(_ path: String) -> Result<[UInt8], ImageProblem> {
    reader.read(path)
  }

  /// The image's decoded pixels at full resolution: for formats that draw them (PDF, PNG,
  /// the terminal's graphics protocols). Not kept: callers keep what they encode from them.
  /// An SVG is drawn `svgSide` pixels along its longer side when the caller knows the size
  /// it shows it at (cells × the cell's pixels), else at `SVGImage.longSide`.
  public func pixels(_ path: String, svgSide: Int? = nil) -> Result<Pixels, ImageProblem> {
    reader.read(path).flatMap { ImageDecoder.decode($0, svgSide: svgSide) { $0 } }
  }

  /// The value that changes when the file at `path` does (nil when it is not there): the key
  /// for whatever a caller keeps drawn from it.
  public func stamp(_ path: String) -> String? {
    reader.stamp(path)
  }

  /// Pixels per column an SVG is drawn at for symbol cells (twice as many per row, a cell
  /// being twice as tall): chafa picks each cell's symbol (up to 2×3 parts) and colours from
  /// the pixels under it, and 8×16 gives every part of a sextant 20 of them.
  static let svgPixelsPerColumn = 8

  /// The longer side an SVG shown in `columns`×`rows` cells is drawn at.
  static func svgSide(columns: Int, rows: Int) -> Int {
    max(columns * svgPixelsPerColumn, rows * svgPixelsPerColumn * Int(ImageFit.cellAspect))
  }

  private func draw(_ path: String, key: Key) -> Picture {
    reader.read(path).flatMap { bytes in
      let side = Self.svgSide(columns: key.columns, rows: key.rows)
      return ImageDecoder.decode(bytes, svgSide: side) { pixels in
        let fit = ImageFit.cells(
          width: pixels.width, height: pixels.height, percent: key.percent, columns: key.columns,
          rows: key.rows)
        return ImageSymbols.cells(pixels, columns: fit.columns, rows: fit.rows, depth: key.depth)
      }
    }
  }

  private static func size(_ picture: Picture) -> Int {
    switch picture {
    case .success(let cells): return cells.cells.count
    case .failure: return 1
    }
  }
}

/// What a renderer needs to draw pictures: where they come from and the output's colour depth.
/// A renderer without one shows every image as a label (`[image: alt (path)]`): text export.
public struct ImageDrawing: Sendable {
  public var store: ImageStore
  public var depth: ColorDepth

  public init(store: ImageStore, depth: ColorDepth) {
    self.store = store
    self.depth = depth
  }
}
