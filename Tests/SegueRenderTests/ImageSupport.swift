import Foundation
import SegueCore
import SegueTestSupport

@testable import SegueRender

/// Image files for tests: the committed ones next to `Decks/images.md`, or bytes in memory.
enum ImageSupport {
  static let folder = TestPaths.fixture("Decks/images")

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// A reader over files in memory; a file's stamp is its version in `versions`.
  static func reader(_ files: [String: [UInt8]], versions: [String: Int] = [:]) -> ImageReader {
    ImageReader(
      stamp: { path in files[path] == nil ? nil : "v\(versions[path] ?? 0)" },
      read: { path in files[path].map { .success($0) } ?? .failure(ImageProblem("no such file")) })
  }

  /// The reader tests of real decks use: files on disk, by path.
  static let disk = ImageReader(
    stamp: { path in
      (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate])
        .map { "\($0)" }
    },
    read: { path in
      guard let data = FileManager.default.contents(atPath: path) else {
        return .failure(ImageProblem("no such file"))
      }
      return .success([UInt8](data))
    })

  /// `Decks/images.md`, parsed, with its images' paths set.
  static func imagesDeck() throws -> Deck {
    let path = TestPaths.fixture("Decks/images.md").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var load = DeckParser.parse(SourceText(text, fileName: path))
    ImageFiles.resolve(&load, deckPath: path) {
      .success(
        FileRead(
          identity: FileIdentity(device: 1, inode: 1), resolvedPath: $0, size: 1, bytes: nil))
    }
    return try required(load.deck)
  }

  /// Whether a cell shows a piece of a picture: a block or sextant symbol, or a space with a
  /// colour behind it.
  static func isPicture(_ cell: Cell) -> Bool {
    guard let scalar = cell.grapheme.unicodeScalars.first else { return false }
    let v = scalar.value
    return (0x2580...0x259F).contains(v) || (0x1FB00...0x1FB3B).contains(v)
      || (cell.grapheme == " " && cell.style.bg != .default && cell.style.bg != .rgb(30, 30, 46))
  }

  /// The columns of row `y` that show a picture, as a range (nil when none does).
  static func pictureColumns(_ canvas: Canvas, row y: Int) -> ClosedRange<Int>? {
    let xs = (0..<canvas.width).filter { isPicture(canvas[x: $0, y: y]) }
    guard let first = xs.first, let last = xs.last else { return nil }
    return first...last
  }
}

struct MissingValue: Error {}

func required<T>(_ value: T?) throws -> T {
  guard let value else { throw MissingValue() }
  return value
}
