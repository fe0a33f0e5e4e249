import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// A terminal that records what the pixel layer writes and which rows it has repainted.
final class PixelRecorder: PixelOutput {
  var written: [String] = []
  var repainted: [Range<Int>] = []
  var cellPixels = CellPixels(width: 8, height: 16)

  func writePixels(_ bytes: [UInt8]) { written.append(String(decoding: bytes, as: UTF8.self)) }
  func repaint(rows: Range<Int>) { repainted.append(rows) }
}

/// A 4×4 red BMP: the smallest image file stb reads that is easy to write out here.
private let png: [UInt8] = {
  func le(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).map { UInt8((value >> (8 * $0)) & 0xFF) }
  }
  let pixels = Array(repeating: [UInt8](arrayLiteral: 30, 30, 200), count: 16).flatMap { $0 }
  let header = [UInt8](arrayLiteral: 0x42, 0x4D) + le(54 + pixels.count, 4) + le(0, 4) + le(54, 4)
  let info =
    le(40, 4) + le(4, 4) + le(4, 4) + le(1, 2) + le(24, 2) + le(0, 4) + le(pixels.count, 4)
    + le(2835, 4) + le(2835, 4) + le(0, 4) + le(0, 4)
  return header + info + pixels
}()

@Suite struct PixelImagesTests {
  private func layer(_ kind: ImageProtocol, files: [String: [UInt8]] = ["/d/a.png": png])
    -> (PixelImages, PixelRecorder)
  {
    let store = ImageStore(
      reader: ImageReader(
        stamp: { files[$0] == nil ? nil : "1" },
        read: { files[$0].map { .success($0) } ?? .failure(ImageProblem("no such file")) }))
    let recorder = PixelRecorder()
    return (PixelImages(kind: kind, store: store, output: recorder), recorder)
  }

  private let picture = FramePicture(
    path: "/d/a.png", rect: Rect(x: 5, y: 3, width: 10, height: 4), shownRows: 4)

  @Test func kittyPicturePlacedAtItsTopLeftCellWithTheCursorKept() throws {
    let (pixels, out) = layer(.kitty)
    pixels.place([picture], screenHeight: 30)
    let bytes = try #require(out.written.first)
    #expect(bytes.hasPrefix("\u{1B}7\u{1B}[4;6H\u{1B}_Gi="))
    #expect(bytes.contains(",c=10,r=4,"))
    #expect(bytes.hasSuffix("\u{1B}\\\u{1B}8"))
  }

  @Test func leavingTheSlideDeletesTheKittyPictureByID() throws {
    let (pixels, out) = layer(.kitty)
    pixels.place([picture], screenHeight: 30)
    let id = try #require(out.written.first?.firstMatch(of: /_Gi=(\d+),/)?.1)
    pixels.prepare(for: [])
    // The placement goes; kitty keeps the image for coming back.
    #expect(out.written.last == "\u{1B}_Ga=d,d=i,i=\(id),q=2\u{1B}\\")
    #expect(out.repainted.isEmpty)
  }

  @Test func comingBackToAKittySlidePlacesTheKeptImageWithoutItsData() throws {
    let (pixels, out) = layer(.kitty)
    pixels.place([picture], screenHeight: 30)
    let id = try #require(out.written.first?.firstMatch(of: /_Gi=(\d+),/)?.1)
    pixels.prepare(for: [])
    pixels.place([picture], screenHeight: 30)
    #expect(
      out.written.last
        == "\u{1B}7\u{1B}[4;6H\u{1B}_Ga=p,i=\(id),c=10,r=4,q=2\u{1B}\\\u{1B}8")
    #expect(pixels.encodes == 1)
  }

  @Test func theEndFreesTheImagesKittyKeeps() throws {
    let (pixels, out) = layer(.kitty)
    pixels.place([picture], screenHeight: 30)
    let id = try #require(out.written.first?.firstMatch(of: /_Gi=(\d+),/)?.1)
    pixels.removeAll()
    #expect(
      Array(out.written.suffix(2)) == [
        "\u{1B}_Ga=d,d=i,i=\(id),q=2\u{1B}\\", "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\",
      ])
  }

  @Test func aKittyImageLeavingTheCacheIsFreedInTheTerminal() {
    var files: [String: [UInt8]] = [:]
    for n in 0...PixelImages.kept { files["/d/\(n).png"] = png }
    let (pixels, out) = layer(.kitty, files: files)
    for n in 0...PixelImages.kept {
      var next = picture
      next.path = "/d/\(n).png"
      pixels.place([next], screenHeight: 30)
    }
    #expect(out.written.contains { $0.hasPrefix("\u{1B}_Ga=d,d=I,") })
  }

  @Test func leavingASixelSlideRepaintsItsRows() {
    let (pixels, out) = layer(.sixel)
    pixels.place([picture], screenHeight: 30)
    #expect(out.written.count == 1)
    #expect(out.written[0].contains("\u{1B}P"))
    pixels.prepare(for: [])
    #expect(out.repainted == [3..<7])
    #expect(out.written.count == 1)
  }

  @Test func theNextStepOfTheSameSlideLeavesThePictureAlone() {
    let (pixels, out) = layer(.kitty)
    pixels.place([picture], screenHeight: 30)
    pixels.prepare(for: [picture])
    pixels.place([picture], screenHeight: 30)
    #expect(out.written.count == 1)
  }

  @Test func comingBackToASlideWritesTheKeptBytesWithoutEncoding() {
    let (pixels, out) = layer(.iterm2)
    pixels.place([picture], screenHeight: 30)
    pixels.prepare(for: [])
    pixels.place([], screenHeight: 30)
    pixels.place([picture], screenHeight: 30)
    #expect(pixels.encodes == 1)
    #expect(out.written.count == 2)
    #expect(out.written[0] == out.written[1])
  }

  @Test func aCutPictureIsLeftToItsSymbols() {
    let (pixels, out) = layer(.kitty)
    var cut = picture
    cut.shownRows = 2
    pixels.place([cut], screenHeight: 30)
    #expect(out.written.isEmpty)
  }

  @Test func aPictureOnTheLastRowIsLeftToItsSymbols() {
    let (pixels, out) = layer(.sixel)
    pixels.place([picture], screenHeight: 7)
    #expect(out.written.isEmpty)
    pixels.place([picture], screenHeight: 8)
    #expect(out.written.count == 1)
  }

  @Test func aMissingFileWritesNothing() {
    let (pixels, out) = layer(.kitty, files: [:])
    pixels.place([picture], screenHeight: 30)
    #expect(out.written.isEmpty)
  }

  @Test func aNewCellSizeEncodesAgain() {
    let (pixels, out) = layer(.sixel)
    pixels.place([picture], screenHeight: 30)
    pixels.remove()
    out.cellPixels = CellPixels(width: 12, height: 24)
    pixels.place([picture], screenHeight: 30)
    #expect(pixels.encodes == 2)
  }

  @Test func theSameImageTwiceGetsTwoKittyIDs() {
    let (pixels, out) = layer(.kitty)
    var second = picture
    second.rect.x = 40
    pixels.place([picture, second], screenHeight: 30)
    let ids = out.written.compactMap { $0.firstMatch(of: /_Gi=(\d+),/)?.1 }
    #expect(ids.count == 2)
    #expect(Set(ids).count == 2)
  }
}

/// The frames the presenter shows say which pictures may get pixels: none under an overlay.
@Suite struct PresenterPictureTests {
  func state() throws -> PresenterState {
    var load = DeckParser.parse("# S\n\n## Pic\n\n![a red square](a.bmp)\n", fileName: "/d/deck.md")
    ImageFiles.resolve(
      &load, deckPath: "/d/deck.md",
      probe: {
        .success(
          FileRead(
            identity: FileIdentity(device: 1, inode: 1), resolvedPath: $0, size: 1, bytes: nil))
      })
    let deck = try #require(load.deck)
    let store = ImageStore(
      reader: ImageReader(
        stamp: { $0 == "/d/a.bmp" ? "1" : nil },
        read: { $0 == "/d/a.bmp" ? .success(png) : .failure(ImageProblem("no such file")) }))
    var state = PresenterState(
      deck: deck, source: load.source, theme: .dark, size: Size(width: 60, height: 20),
      start: Position(section: 0, page: 1), transitions: false, deckChoosesTheme: false,
      images: ImageDrawing(store: store, depth: .trueColor))
    _ = state.handle(.start, at: 0)
    return state
  }

  @Test func theSlideShowsItsPicture() throws {
    let state = try state()
    #expect(state.shown?.pictures.map(\.path) == ["/d/a.bmp"])
    #expect(state.shown?.pictures.first?.isWhole == true)
  }

  @Test(arguments: ["?", "N", "o", ":"])
  func anOverlayHasNoPictures(_ key: String) throws {
    var state = try state()
    _ = state.handle(.bytes(Array(key.utf8)), at: 10)
    #expect(state.shown?.pictures == [])
  }

  @Test func closingTheOverlayBringsThePictureBack() throws {
    var state = try state()
    _ = state.handle(.bytes(Array("?".utf8)), at: 10)
    _ = state.handle(.bytes(Array("?".utf8)), at: 20)
    #expect(state.shown?.pictures.map(\.path) == ["/d/a.bmp"])
  }
}
