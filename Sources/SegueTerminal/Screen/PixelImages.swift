import CNcursesw
import SegueRender

/// Where the pixel layer writes, and what it asks of the screen under it.
public protocol PixelOutput: AnyObject {
  /// Writes bytes to the terminal as they are, after the frame.
  func writePixels(_ bytes: [UInt8])
  /// Has the next draw send these rows again whole, so that what a sixel or iTerm2 picture
  /// covered is painted over (only what changed would be sent otherwise).
  func repaint(rows: Range<Int>)
  /// The size of a cell in pixels now.
  var cellPixels: CellPixels { get }
}

/// Real pixels over the symbol cells of a frame's pictures: kitty, iTerm2 or sixel.
///
/// The frame is drawn as always, symbols included (so transitions, overlays and
/// a cut picture need nothing from here); then `place` writes each whole picture's pixels at
/// its top-left cell. Before the next frame, `prepare` takes away pictures that frame does
/// not show again: kitty deletes their placements by image id; sixel and iTerm2 pixels are not
/// the terminal's text, so their rows are written again. A picture that stays (the next
/// step of the same slide) is left alone. The encoded bytes are kept per (file, stamp, cells,
/// protocol, cell size), so going back to a slide only writes them; kitty even keeps the
/// image itself, so going back writes a placement of a few bytes (`a=p`), and the image is
/// freed in the terminal when it leaves this cache or the presenter ends. The only bytes
/// written are the encoder's and cursor moves: nothing of the deck's text.
public final class PixelImages {
  struct Key: Hashable {
    var path: String
    var stamp: String
    var columns: Int
    var rows: Int
    var cell: CellPixels
  }

  private struct Encoded {
    var bytes: [UInt8]
    var kittyID: UInt32
  }

  public let kind: ImageProtocol
  private let store: ImageStore
  private let output: any PixelOutput
  /// The pictures on the screen now, with their kitty image ids.
  private var placed: [(picture: FramePicture, id: UInt32)] = []
  private var cache: [Key: Encoded] = [:]
  private var order: [Key] = []
  /// The kitty image ids whose data the terminal holds (pictures of the cache, sent once).
  private var transmitted: Set<UInt32> = []
  private var nextID: UInt32 = 0x5E60_0001
  /// How many pictures were encoded (tests check that a kept one is not).
  public private(set) var encodes = 0

  /// Encoded pictures kept: a few slides' worth.
  static let kept = 16

  public init(kind: ImageProtocol, store: ImageStore, output: any PixelOutput) {
    self.kind = kind
    self.store = store
    self.output = output
  }

  /// Before drawing a frame showing `next`: removes what is shown and will not be again.
  public func prepare(for next: [FramePicture]) {
    guard placed.map(\.picture) != drawable(next, screenHeight: Int.max) else { return }
    remove()
  }

  /// After a frame was drawn: places the frame's whole pictures that are not shown yet.
  /// A picture touching the last row is left to its symbols: a terminal scrolls when the
  /// cursor ends below its picture.
  public func place(_ pictures: [FramePicture], screenHeight: Int) {
    let next = drawable(pictures, screenHeight: screenHeight)
    guard placed.map(\.picture) != next else { return }
    remove()
    let cell = output.cellPixels
    for picture in next {
      // The same image twice on a slide: kitty replaces an image sent again with its id.
      let isRepeat = placed.contains { $0.picture.path == picture.path }
      guard let encoded = encoded(picture, cell: cell, keep: !isRepeat) else { continue }
      let at = Array("\u{1B}7\u{1B}[\(picture.rect.y + 1);\(picture.rect.x + 1)H".utf8)
      var bytes = encoded.bytes
      if kind == .kitty, !isRepeat {
        if transmitted.contains(encoded.kittyID) {
          bytes = PixelEncoder.kittyPlace(
            id: encoded.kittyID, columns: picture.rect.width, rows: picture.rect.height)
        } else {
          transmitted.insert(encoded.kittyID)
        }
      }
      output.writePixels(at + bytes + Array("\u{1B}8".utf8))
      placed.append((picture, encoded.kittyID))
    }
  }

  /// Takes every placed picture away (a slide change, a transition, a resize, quitting).
  public func remove() {
    guard !placed.isEmpty else { return }
    for (picture, id) in placed {
      if kind == .kitty {
        output.writePixels(
          PixelEncoder.kittyDelete(id: id, keepingData: transmitted.contains(id)))
      } else {
        output.repaint(rows: picture.rect.y..<(picture.rect.y + picture.rect.height))
      }
    }
    placed = []
  }

  /// Takes every picture away and frees the images the terminal keeps for us: at the end.
  public func removeAll() {
    remove()
    for id in transmitted { output.writePixels(PixelEncoder.kittyDelete(id: id)) }
    transmitted = []
  }

  /// Drops an encoded picture, and the image kitty keeps of it (unless it is on the screen:
  /// then its deletion frees it).
  private func forget(_ key: Key) {
    guard let entry = cache.removeValue(forKey: key) else { return }
    guard transmitted.remove(entry.kittyID) != nil else { return }
    if !placed.contains(where: { $0.id == entry.kittyID }) {
      output.writePixels(PixelEncoder.kittyDelete(id: entry.kittyID))
    }
  }

  private func drawable(_ pictures: [FramePicture], screenHeight: Int) -> [FramePicture] {
    pictures.filter { $0.isWhole && $0.rect.y + $0.rect.height < screenHeight }
  }

  /// The picture's bytes, encoded now or kept from before; nil when the file cannot be read
  /// or decoded any more (its symbols, or its placeholder, stay).
  private func encoded(_ picture: FramePicture, cell: CellPixels, keep: Bool) -> Encoded? {
    guard let stamp = store.stamp(picture.path) else { return nil }
    let key = Key(
      path: picture.path, stamp: stamp, columns: picture.rect.width, rows: picture.rect.height,
      cell: cell)
    if keep, let hit = cache[key] {
      order.removeAll { $0 == key }
      order.append(key)
      return hit
    }
    // An SVG is drawn at the size it is shown at, as many pixels as its cells hold.
    let side = max(key.columns * cell.width, key.rows * cell.height)
    guard case .success(let pixels) = store.pixels(picture.path, svgSide: side > 0 ? side : nil)
    else {
      return nil
    }
    let id = nextID
    nextID &+= 1
    let bytes = PixelEncoder.encode(
      pixels, columns: key.columns, rows: key.rows, cell: cell, protocol: kind, kittyID: id)
    encodes += 1
    guard !bytes.isEmpty else { return nil }
    let entry = Encoded(bytes: bytes, kittyID: id)
    guard keep else { return entry }
    cache[key] = entry
    order.append(key)
    while order.count > Self.kept { forget(order.removeFirst()) }
    return entry
  }
}

extension TerminalScreen: PixelOutput {
  public func writePixels(_ bytes: [UInt8]) {
    guard isActive, !TerminalSignals.isSuspended else { return }
    _ = TerminalQuery.writeAll(bytes, to: outputDescriptor)
  }

  public func repaint(rows: Range<Int>) {
    guard isActive, !rows.isEmpty else { return }
    writer.invalidate(rows: rows)
  }

  public var cellPixels: CellPixels {
    let size = size
    return TerminalQuery.cellPixels(columns: size.width, rows: size.height)
  }
}
