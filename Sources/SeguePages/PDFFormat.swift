import SegueCore
import SegueRender

/// The `pdf` export format: one vector page per frame, its cells as selectable text in
/// DejaVu Sans Mono on the theme's colours, box-drawing and blocks as shapes, a bookmark per
/// page named by the frame's label, and with `--notes` a page of notes after the slide's
/// last frame.
///
/// The document is one cairo surface for the whole export, so frames are not independent:
/// cairo writes shared objects (fonts, the cross-reference table) when it finishes.
/// Bytes go to the sink as cairo produces them, a page at a time.
public struct PDFFormat: ExportFormat {
  public var paper: Paper?
  public var colors: PaperColors
  /// Where the characters without a glyph are collected for the command to report.
  public var missing: MissingGlyphs
  /// The slides' images, drawn from their files' full pixels; each file is one image object
  /// in the document, however many pages show it.
  public var pictures: PagePictures
  /// The document's creation date (ISO 8601, from `PDFDate`); nil dates it now.
  public var creationDate: String?
  private var geometry = PageGeometry(grid: Size(width: 0, height: 0))
  private var document: CairoDrawing?
  private var pages = 0

  public init(
    theme: Theme, paper: Paper? = nil, missing: MissingGlyphs = MissingGlyphs(),
    pictures: PagePictures = PagePictures(), creationDate: String? = nil
  ) {
    self.paper = paper
    self.colors = PaperColors(theme: theme)
    self.missing = missing
    self.pictures = pictures
    self.creationDate = creationDate
  }

  public mutating func prologue(deck: Deck, size: Size, to sink: inout some ByteSink)
    throws(WriteError)
  {
    geometry = PageGeometry(grid: size, paper: paper)
    let side = max(geometry.pageWidth, geometry.pageHeight)
    guard side <= Self.maximumSide else {
      throw WriteError(
        reason:
          "a page of \(Int(geometry.pageWidth))×\(Int(geometry.pageHeight)) points is more than the \(Int(Self.maximumSide)) points (200 inches) on a side a PDF may have; use a smaller --size or --page"
      )
    }
    document = CairoDrawing(
      pdfWidth: geometry.pageWidth, height: geometry.pageHeight,
      metadata: PDFMetadata(deck.meta), created: creationDate)
  }

  /// The largest side of a page, in points: the PDF reference's limit (200 inches), past
  /// which readers refuse or shrink the page. A 1000x1000 export asked for 18,000.
  public static let maximumSide = 14_400.0

  public mutating func frame(_ frame: ExportFrame, to sink: inout some ByteSink)
    throws(WriteError)
  {
    guard var document else { preconditionFailure("a PDF frame before its prologue") }
    CanvasPainter(geometry: geometry, colors: colors).paint(
      frame.canvas, pictures: pictures.pictures(of: frame), into: &document)
    endPage(titled: ControlCharacters.visible(frame.label.text))
    if !frame.notes.isEmpty {
      NotesPage(geometry: geometry, colors: colors).paint(frame, on: document)
      endPage(titled: "Notes")
    }
    try sink.write(document.takeBytes())
  }

  public mutating func epilogue(to sink: inout some ByteSink) throws(WriteError) {
    guard let document else { return }
    document.finish()
    missing.add(document.missing)
    try sink.write(document.takeBytes())
  }

  private mutating func endPage(titled title: String) {
    pages += 1
    document?.addOutline(title, page: pages)
    document?.endPDFPage(nextWidth: geometry.pageWidth, height: geometry.pageHeight)
  }
}
