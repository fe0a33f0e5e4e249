import Foundation
import SegueCLI
import SegueRender
import SegueTestSupport
import Testing

/// Pictures in `segue export --format pdf|png`: the image files' own pixels over their cells,
/// each file one image object in a PDF however many pages show it (read back with
/// `pdfimages -list`), a PNG with the picture's colours where it is, a cut picture left to
/// its symbols, and the same bytes twice with `SOURCE_DATE_EPOCH`.
@Suite(.enabled(if: Poppler.isInstalled, "needs poppler-utils (make deps)"))
final class PagePictureExportTests {
  let images = TestPaths.fixture("Decks/images.md").path
  let pictures = TestPaths.fixture("Tests/Fixtures/decks/pictures.md").path
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "segue-page-pictures-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Exports `deck` as `format` into the test's folder; returns the file (or folder) written.
  func export(_ deck: String, _ format: String, _ extra: [String] = [], name: String) throws
    -> String
  {
    let path = folder.appendingPathComponent(name).path
    var output = CapturedOutput()
    let code = SegueCommand.run(
      // The deck is in the test's folder, its pictures in the repository's Decks/.
      ["export", deck, "--format", format, "-o", path, "--allow-outside"] + extra, output: &output)
    try #require(code == .success, "\(output.stderr)")
    return path
  }

  /// A row of `pdfimages -list`: the page, the pixel size, the PDF object, how it is encoded
  /// and its size there.
  struct ListedImage: Equatable {
    var page, width, height, object: Int
    var encoding, size: String
  }

  static func listedImages(_ pdf: String) throws -> [ListedImage] {
    try Poppler.run("pdfimages", ["-list", pdf]).split(separator: "\n").dropFirst(2).map {
      let fields = $0.split(separator: " ").map(String.init)
      return ListedImage(
        page: Int(fields[0])!, width: Int(fields[3])!, height: Int(fields[4])!,
        object: Int(fields[10])!, encoding: fields[8], size: fields[14])
    }
  }

  /// `Decks/images.md` at 100x30: the gradient (400×200) on pages 3 and 4, the photo
  /// (320×240) on 5 and 6, the GIF (160×160) on 6; each file one object, at its own size,
  /// the JPEG as its own 9,116 bytes.
  @Test func imagesAtFullResolutionOncePerFile() throws {
    let listed = try Self.listedImages(
      try export(images, "pdf", ["--size", "100x30"], name: "i.pdf"))
    #expect(
      listed.map { [$0.page, $0.width, $0.height] } == [
        [3, 400, 200], [4, 400, 200], [5, 320, 240], [6, 160, 160], [6, 320, 240],
      ])
    let objects = Dictionary(grouping: listed) { "\($0.width)x\($0.height)" }.mapValues {
      Set($0.map(\.object)).count
    }
    #expect(objects == ["400x200": 1, "320x240": 1, "160x160": 1])
    let jpeg = listed.filter { $0.encoding == "jpeg" }.map { [$0.page, $0.width] }
    #expect(jpeg == [[5, 320], [6, 320]])
    #expect(listed.first { $0.encoding == "jpeg" }?.size == "9116B")
  }

  /// A deck of twenty slides with the same picture: one image in the PDF, and the file
  /// barely larger than with one slide (measured: see docs/export-formats.md).
  @Test func twentyPagesOneImage() throws {
    let gradient = TestPaths.fixture("Decks/images/gradient.png").path
    func deck(_ slides: Int, _ name: String) throws -> String {
      let text =
        "# Twenty\n\n"
        + (1...slides).map { "## Slide \($0)\n\n![g](\(gradient))\n" }
        .joined(separator: "\n")
      let path = folder.appendingPathComponent(name).path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
    let one = try export(try deck(1, "one.md"), "pdf", name: "one.pdf")
    let twenty = try export(try deck(20, "twenty.md"), "pdf", name: "twenty.pdf")
    let listed = try Self.listedImages(twenty)
    #expect(listed.count == 20)
    #expect(Set(listed.map(\.object)).count == 1)
    let size = { (path: String) in
      try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int
    }
    // 19 more pages of text; the 120 KB image is not written again.
    let (oneSize, twentySize) = (try size(one), try size(twenty))
    #expect(twentySize < oneSize + 19 * 4_000, "\(oneSize) → \(twentySize) bytes")
  }

  /// The ramp (red from 0 to 255 left to right) on a PNG at scale 2: across the picture the
  /// red rises through many more values than symbol cells could give (two colours a cell),
  /// and its middle is half red, no green, no blue.
  @Test func pngShowsThePicturesPixels() throws {
    let ramp = TestPaths.fixture("Tests/Fixtures/decks/pictures/ramp.png").path
    let deck = folder.appendingPathComponent("ramp.md").path
    try "## Ramp\n\n![ramp](\(ramp))\n".write(toFile: deck, atomically: true, encoding: .utf8)
    let out = try export(
      deck, "png", ["--scale", "2", "--no-chrome", "--size", "60x20"], name: "ramp")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/01-01.png")))
    let image = try ImageDecoder.decode(bytes).get()
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      Array(image.rgba[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3])
    }
    // The picture is where green and blue are 0: take the row through its middle.
    let isPicture = { (x: Int, y: Int) in pixel(x, y)[1] == 0 && pixel(x, y)[2] == 0 }
    let rows = (0..<image.height).filter { isPicture(image.width / 2, $0) }
    try #require(!rows.isEmpty, "no picture in the middle column")
    let y = (rows.first! + rows.last!) / 2
    let xs = (0..<image.width).filter { isPicture($0, y) }
    let reds = Set(xs.map { pixel($0, y)[0] })
    try #require(xs.count > 200, "picture pixels on row \(y): \(xs.count)")
    #expect(reds.count > 150, "\(reds.count) values of red")
    let middle = pixel((xs.first! + xs.last!) / 2, y)
    #expect(abs(Int(middle[0]) - 128) < 12 && middle[1] == 0 && middle[2] == 0, "\(middle)")
  }

  /// The fixture's pages (no steps): the logo on 3 and 4, the photo on 5; the logo cut at
  /// the bottom of page 7 stays symbols, and the text file named .png is no image.
  @Test func cutPictureKeepsItsSymbols() throws {
    let listed = try Self.listedImages(
      try export(pictures, "pdf", ["--size", "60x16"], name: "p.pdf"))
    #expect(listed.map(\.page) == [3, 4, 5])
  }

  /// Two exports with `SOURCE_DATE_EPOCH` set are the same bytes, dated then; the real binary
  /// reads the variable (an in-process run would set it for every test at once).
  @Test func sourceDateEpochMakesTheSameBytes() throws {
    var files: [[UInt8]] = []
    for run in 1...2 {
      let path = folder.appendingPathComponent("dated-\(run).pdf").path
      let result = try SegueProcess.run(
        ["export", images, "--format", "pdf", "-o", path],
        environment: ["SOURCE_DATE_EPOCH": "1700000000"])
      try #require(result.status == 0, "\(result.stderr)")
      files.append([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
      #expect(
        try Poppler.run("pdfinfo", [path]).contains(
          "CreationDate:    Tue Nov 14 22:13:20 2023 UTC"))
    }
    #expect(files[0] == files[1])
  }

  /// A `SOURCE_DATE_EPOCH` that is not a time is an error (the convention's rule): a build
  /// meant to be reproducible is not quietly dated now.
  @Test(arguments: ["yesterday", "-1", "1.5", ""])
  func aMalformedSourceDateEpochIsAnError(value: String) throws {
    let path = folder.appendingPathComponent("bad-epoch-\(value.count).pdf").path
    let result = try SegueProcess.run(
      ["export", images, "--format", "pdf", "-o", path],
      environment: ["SOURCE_DATE_EPOCH": value])
    #expect(result.status == 64)
    #expect(result.stderr.contains("SOURCE_DATE_EPOCH must be whole seconds since 1970"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
