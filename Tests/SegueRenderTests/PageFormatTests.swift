import SegueCore
import Testing

@testable import SeguePages
@testable import SegueRender

/// PNG names and the missing-glyph report; the PDF's pages and pixels are checked through
/// the real command in `PDFExportTests`.
@Suite struct PageFormatTests {
  @Test(
    arguments: [
      (FrameLabel(section: 1, page: 2, title: "x"), nil, "01-02.png"),
      (FrameLabel(section: 3, page: 1, title: nil, step: 2, steps: 3), nil, "03-01-2.png"),
      (FrameLabel(section: 12, page: 104, title: nil), nil, "12-104.png"),
      (FrameLabel(section: 1, page: 1, title: nil), "notes", "01-01-notes.png"),
    ] as [(FrameLabel, String?, String)])
  func pngFileNames(_ label: FrameLabel, _ suffix: String?, _ name: String) {
    #expect(PNGFormat.fileName(label, suffix: suffix) == name)
  }

  @Test func missingGlyphsNameTheirPackagesOnce() {
    let missing = MissingGlyphs()
    #expect(missing.message == nil)
    missing.add(["日", "本", "日"])
    #expect(
      missing.message
        == "2 characters have no glyph in the installed fonts (日本) and show as boxes: install fonts-noto-cjk"
    )
    missing.add(["\u{1F600}", "\u{2400}"])
    #expect(
      missing.message?.hasSuffix("install fonts-noto-cjk fonts-noto-color-emoji fonts-noto-core")
        == true)
  }

  @Test(
    arguments: [
      ("가", "fonts-noto-cjk"), ("ア", "fonts-noto-cjk"), ("😀", "fonts-noto-color-emoji"),
      ("␛", "fonts-noto-core"), ("ᚠ", "fonts-noto-core"),
    ] as [(Unicode.Scalar, String)])
  func packageForScript(_ scalar: Unicode.Scalar, _ package: String) {
    #expect(MissingGlyphs.package(for: scalar) == package)
  }

  @Test(
    arguments: [
      ("0", "1970-01-01T00:00:00Z"), ("951782400", "2000-02-29T00:00:00Z"),
      ("1700000000", "2023-11-14T22:13:20Z"), ("4107542399", "2100-02-28T23:59:59Z"),
      ("253402300799", "9999-12-31T23:59:59Z"),
    ])
  func sourceDateEpoch(_ text: String, _ date: String) {
    #expect(PDFDate.iso8601(text) == date)
  }

  /// Anything but whole seconds from 0 to 9999's end is not a date: the PDF is dated now.
  @Test(arguments: [
    "", "-1", "1e9", " 12", "12 ", "0x10", "+5", "١٢", "253402300800", "99999999999999999999",
  ])
  func notASourceDateEpoch(_ text: String) {
    #expect(PDFDate.iso8601(text) == nil)
  }

  /// A PDF in memory: a header, one page object per frame, and the trailer.
  @Test func pdfInMemoryHasAPagePerFrame() throws {
    let deck = try #require(
      DeckParser.parse("# A\n\n## one\n\nx\n\n## two\n\ny\n", fileName: "d.md").deck)
    let exporter = Exporter(
      theme: .dark, size: Size(width: 40, height: 12), steps: false, chrome: true)
    let pdf = exporter.export(deck, as: PDFFormat(theme: .dark))
    #expect(pdf.hasPrefix("%PDF-1."))
    #expect(pdf.hasSuffix("%%EOF\n"))
    let frames = exporter.export(deck, as: TextFormat()).split(separator: "\n").filter {
      $0.hasPrefix("━━ ")
    }
    #expect(frames.count == 3)
    // cairo marks each page object with its number: `<< /Type /Page % 1`.
    #expect(pdf.components(separatedBy: "/Type /Page %").count - 1 == frames.count)
  }
}

/// The picture hook through cairo itself: a PDF page with an image on it, and a PNG.
@Suite struct CairoPictureTests {
  let picture = PagePicture(
    rgba: (0..<(4 * 3 * 4)).map { $0 % 4 == 0 || $0 % 4 == 3 ? 255 : 0 }, width: 4, height: 3,
    x: 0, y: 0, columns: 2, rows: 1)

  @Test func pdfEmbedsThePicture() {
    let drawing = CairoDrawing(pdfWidth: 18, height: 18, metadata: PDFMetadata())
    drawing.picture(picture, in: PaintRect(x: 0, y: 0, width: 18, height: 18))
    drawing.endPDFPage(nextWidth: 18, height: 18)
    drawing.finish()
    let pdf = String(decoding: drawing.takeBytes(), as: UTF8.self)
    #expect(pdf.contains("/Subtype /Image"))
    #expect(pdf.contains("/Width 4"))
  }

  @Test func pngHasThePicture() throws {
    let drawing = CairoDrawing(imageWidth: 18, height: 18, scale: 1)
    drawing.picture(picture, in: PaintRect(x: 0, y: 0, width: 18, height: 18))
    let png = try #require(drawing.pngBytes())
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}

/// A page export's pictures: whole ones only, each file read once, a JPEG's bytes kept for
/// the PDF, a file that is no image left to its symbols.
@Suite struct PagePicturesTests {
  static func frame(_ pictures: [FramePicture]) -> ExportFrame {
    ExportFrame(
      canvas: Canvas(width: 40, height: 12), position: Position(section: 0, page: 0, step: 0),
      index: 0, label: FrameLabel(section: 1, page: 1, title: nil), pictures: pictures)
  }

  @Test func wholePicturesWithTheirFilesPixels() throws {
    let files = [
      "photo.jpg": try ImageSupport.bytes("photo.jpg"),
      "gradient.png": try ImageSupport.bytes("gradient.png"),
      "notes.png": Array("not an image".utf8),
    ]
    let reads = Counter()
    var pictures = PagePictures { path in
      reads.add(path)
      return files[path]
    }
    let frame = Self.frame([
      FramePicture(path: "photo.jpg", rect: Rect(x: 1, y: 2, width: 10, height: 4), shownRows: 4),
      FramePicture(
        path: "gradient.png", rect: Rect(x: 12, y: 2, width: 8, height: 2), shownRows: 2),
      FramePicture(path: "notes.png", rect: Rect(x: 0, y: 8, width: 8, height: 2), shownRows: 2),
      FramePicture(path: "gradient.png", rect: Rect(x: 0, y: 9, width: 8, height: 4), shownRows: 3),
    ])
    let drawn = pictures.pictures(of: frame)
    // Known by their bytes, not their paths.
    #expect(
      drawn.map(\.id) == [
        ImageContent(files["photo.jpg"]!).id, ImageContent(files["gradient.png"]!).id,
      ])
    #expect(
      drawn.map { [$0.width, $0.height, $0.x, $0.y, $0.columns, $0.rows] } == [
        [320, 240, 1, 2, 10, 4], [400, 200, 12, 2, 8, 2],
      ])
    #expect(drawn[0].jpeg == files["photo.jpg"])
    #expect(drawn[1].jpeg == nil)
    _ = pictures.pictures(of: frame)
    #expect(reads.paths == ["photo.jpg", "gradient.png", "notes.png"])
  }
}
