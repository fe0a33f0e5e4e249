import SegueCore
import Testing

@testable import SegueRender

/// The picture cache: hits, a changed file, the budget, and decoding that never crashes.
@Suite struct ImageStoreTests {
  @Test func aPictureIsDecodedOncePerFileVersionSizeAndDepth() throws {
    let files = ["/d/a.png": try ImageSupport.bytes("gradient.png")]
    let store = ImageStore(reader: ImageSupport.reader(files))
    _ = store.picture("/d/a.png", percent: nil, columns: 40, rows: 20, depth: .trueColor)
    _ = store.picture("/d/a.png", percent: nil, columns: 40, rows: 20, depth: .trueColor)
    #expect(store.decodes == 1)
    _ = store.picture("/d/a.png", percent: nil, columns: 60, rows: 20, depth: .trueColor)
    _ = store.picture("/d/a.png", percent: nil, columns: 40, rows: 20, depth: .ansi16)
    #expect(store.decodes == 3)
  }

  @Test func anEditedFileIsDrawnAgain() throws {
    let path = "/d/a.png"
    let old = ImageStore(
      reader: ImageSupport.reader([path: try ImageSupport.bytes("gradient.png")]))
    let before = try old.picture(path, percent: nil, columns: 40, rows: 20, depth: .trueColor).get()
    // Same store contents, another version of the file: another key, another picture.
    let files = [path: try ImageSupport.bytes("logo.gif")]
    let store = ImageStore(reader: ImageSupport.reader(files, versions: [path: 2]))
    let after = try store.picture(path, percent: nil, columns: 40, rows: 20, depth: .trueColor)
      .get()
    #expect(before != after)
    #expect(after.rows == 20 && after.columns == 40)
  }

  @Test func memoryStaysWithinTheBudget() throws {
    let bytes = try ImageSupport.bytes("logo.gif")
    var files: [String: [UInt8]] = [:]
    for n in 0..<40 { files["/d/\(n).gif"] = bytes }
    let store = ImageStore(reader: ImageSupport.reader(files))
    for n in 0..<40 {
      _ = store.picture("/d/\(n).gif", percent: nil, columns: 100, rows: 50, depth: .trueColor)
    }
    #expect(store.keptCells <= ImageStore.budget)
    #expect(store.keptCells > ImageStore.budget / 2)
  }

  @Test func aMissingFileIsAProblemNotACrash() {
    let store = ImageStore(reader: ImageSupport.reader([:]))
    let picture = store.picture("/d/x.png", percent: nil, columns: 10, rows: 5, depth: .trueColor)
    #expect(picture == .failure(ImageProblem("no such file")))
  }

  @Test func tooManyPixelsIsRefusedFromTheHeader() {
    // A PNG header claiming 8000×8000 pixels, and nothing after it.
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    png += Array("IHDR".utf8) + [0, 0, 0x1F, 0x40, 0, 0, 0x1F, 0x40, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    guard case .failure(let problem) = ImageDecoder.decode(png) else {
      Issue.record("decoded")
      return
    }
    #expect(problem.reason == "8000×8000 is more than the 36 million pixels an image may have")
  }

  /// A JPEG whose Huffman table counts add up to more than 256: stb 2.27 writes past its
  /// tables on it (UBSan found it in the corrupted-copies test below), so it is refused
  /// before stb sees it. Each of the photo's tables is tried, by itself, with its counts
  /// raised; the untouched photo still decodes.
  @Test func aJPEGWithAnOversizedHuffmanTableIsRefused() throws {
    let photo = try ImageSupport.bytes("photo.jpg")
    #expect((try? ImageDecoder.decode(photo).get()) != nil)
    let tables = (0..<photo.count - 1).filter { photo[$0] == 0xFF && photo[$0 + 1] == 0xC4 }
    try #require(!tables.isEmpty)
    for marker in tables {
      var bad = photo
      // Marker, 2 length bytes, the class/id byte, then 16 counts.
      for k in 0..<16 { bad[marker + 5 + k] = 0xFF }
      #expect(throws: ImageProblem("a corrupt JPEG: a Huffman table larger than JPEG allows")) {
        try ImageDecoder.decode(bad).get()
      }
    }
  }

  /// Every prefix of each image, and copies with bytes flipped at seeded random places:
  /// a picture or a problem, never a crash.
  @Test(arguments: ["gradient.png", "photo.jpg", "logo.gif"])
  func truncatedAndCorruptedImagesNeverCrash(name: String) throws {
    let bytes = try ImageSupport.bytes(name)
    var seed: UInt64 = 0x5EED
    func random(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var inputs: [[UInt8]] = []
    for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
      inputs.append(Array(bytes[..<length]))
    }
    for _ in 0..<150 {
      var copy = bytes
      for _ in 0..<(1 + random(8)) { copy[random(min(copy.count, 600))] = UInt8(random(256)) }
      inputs.append(copy)
    }
    var failures = 0
    for input in inputs {
      switch ImageDecoder.decode(input) {
      case .success(let pixels):
        #expect(pixels.rgba.count == pixels.width * pixels.height * 4)
        let cells = ImageSymbols.cells(pixels, columns: 20, rows: 8, depth: .trueColor)
        #expect(cells.cells.count == 160)
      case .failure(let problem):
        failures += 1
        #expect(!problem.reason.isEmpty)
      }
    }
    #expect(failures > 0)
    // Through the layout, a broken file is a placeholder box.
    let store = ImageStore(reader: ImageSupport.reader(["/d/x": Array(bytes[..<40])]))
    var image = Image(source: "x", alt: [.text("broken")])
    image.path = "/d/x"
    let rows = ImageLayout(theme: .dark, drawing: ImageDrawing(store: store, depth: .trueColor))
      .rows(image, width: 60, height: 10, alignment: .left)
    #expect(rows.first?.pieces.first?.spans.first?.text.hasPrefix("┌") == true)
  }
}
