import SegueCore
import SegueRender

/// The `png` export format: one image per frame, `01-02.png` by section and page (`01-02-3.png`
/// for step 3 with `--steps`, `01-02-notes.png` for the notes with `--notes`), drawn by the
/// same painter as the PDF's pages at `scale` pixels per point.
///
/// The images are files of their own, so they go to a `PageFiles` rather than to the export's
/// one stream: the sink is left alone.
public struct PNGFormat: ExportFormat {
  public var scale: Double
  public var paper: Paper?
  public var colors: PaperColors
  public var files: any PageFiles
  public var missing: MissingGlyphs
  /// The slides' images, drawn from their files' full pixels at the image's scale.
  public var pictures: PagePictures
  private var geometry = PageGeometry(grid: Size(width: 0, height: 0))
  /// One image, repainted for every frame (all are the same size).
  private var drawing: CairoDrawing?

  public init(
    theme: Theme, scale: Double = 1, paper: Paper? = nil, files: any PageFiles,
    missing: MissingGlyphs = MissingGlyphs(), pictures: PagePictures = PagePictures()
  ) {
    self.pictures = pictures
    self.scale = scale
    self.paper = paper
    self.colors = PaperColors(theme: theme)
    self.files = files
    self.missing = missing
  }

  public mutating func prologue(deck: Deck, size: Size, to sink: inout some ByteSink)
    throws(WriteError)
  {
    geometry = PageGeometry(grid: size, paper: paper)
    let pixels = geometry.pixels(scale: scale)
    try Self.check(pixels)
    drawing = CairoDrawing(imageWidth: pixels.width, height: pixels.height, scale: scale)
  }

  public mutating func frame(_ frame: ExportFrame, to sink: inout some ByteSink)
    throws(WriteError)
  {
    guard var drawing else { preconditionFailure("a PNG frame before its prologue") }
    CanvasPainter(geometry: geometry, colors: colors).paint(
      frame.canvas, pictures: pictures.pictures(of: frame), into: &drawing)
    try save(drawing, as: Self.fileName(frame.label))
    if !frame.notes.isEmpty {
      NotesPage(geometry: geometry, colors: colors).paint(frame, on: drawing)
      try save(drawing, as: Self.fileName(frame.label, suffix: "notes"))
    }
  }

  public mutating func epilogue(to sink: inout some ByteSink) throws(WriteError) {
    if let drawing { missing.add(drawing.missing) }
  }

  private func save(_ drawing: CairoDrawing, as name: String) throws(WriteError) {
    guard let bytes = drawing.pngBytes() else {
      throw WriteError(reason: "cairo could not encode \(name)")
    }
    try files.write(bytes, named: name)
  }

  /// The largest side of a page, in pixels (cairo's limit for an image surface).
  public static let maximumSide = 32_767
  /// The most pixels a page may have: an 8K frame's 33 million fit, as for an image. The page
  /// is one surface of 4 bytes a pixel, 144 MB at most; a 900x900 export at `--scale 2` asked
  /// for 525 million (2.1 GB).
  public static let maximumPixels = 36_000_000

  /// Refuses a page of `pixels` before its surface is made: more on a side than cairo draws
  /// (past it every page failed to encode with a message that named no limit), or more pixels
  /// in all than `maximumPixels`.
  static func check(_ pixels: (width: Int, height: Int)) throws(WriteError) {
    let size = "\(pixels.width)×\(pixels.height) pixels"
    guard pixels.width <= maximumSide, pixels.height <= maximumSide else {
      throw WriteError(
        reason:
          "a page of \(size) is more than the \(maximumSide) on a side that cairo can draw; use a smaller --size or --scale"
      )
    }
    guard pixels.width * pixels.height <= maximumPixels else {
      throw WriteError(
        reason:
          "a page of \(size) is more than the \(maximumPixels / 1_000_000) million pixels a PNG page may have; use a smaller --size or --scale"
      )
    }
  }

  /// `01-02.png`: section and page, two digits at least, so that names sort in deck order;
  /// the step or `notes` after them when given.
  public static func fileName(_ label: FrameLabel, suffix: String? = nil) -> String {
    func padded(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    var name = padded(label.section) + "-" + padded(label.page)
    if let step = label.step { name += "-\(step)" }
    if let suffix { name += "-" + suffix }
    return name + ".png"
  }
}
