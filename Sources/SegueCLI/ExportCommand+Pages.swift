import SegueCore
import SeguePages
import SegueRender

/// The page formats of `segue export`: `pdf` and `png`, drawn with cairo and Pango.
extension ExportCommand {
  /// The options only the page formats take, read before any work.
  struct PageOptions {
    var paper: Paper?
    var scale: Double = 1
  }

  /// Reads `--page` and `--scale`; a usage error when they are malformed or given to a
  /// format that does not draw pages.
  static func pageOptions(_ parsed: ParsedArguments, format: String) throws(UsageError)
    -> PageOptions
  {
    var options = PageOptions()
    let drawsPages = format == "pdf" || format == "png"
    if let text = parsed.options["--page"] {
      guard drawsPages else { throw UsageError(message: "'--page' applies to pdf and png only") }
      guard let paper = Paper(rawValue: text.lowercased()) else {
        throw UsageError(message: "'--page' must be a4, letter or 16:9, not '\(text)'")
      }
      options.paper = paper
    }
    if let text = parsed.options["--scale"] {
      guard format == "png" else { throw UsageError(message: "'--scale' applies to png only") }
      guard let scale = DecimalText.value(text), scale >= 0.25, scale <= 8 else {
        throw UsageError(message: "'--scale' must be a number from 0.25 to 8, not '\(text)'")
      }
      options.scale = scale
    }
    return options
  }

  /// The page format `format` for `theme`, writing PNGs into `file` (a folder); nil for the
  /// text formats; a page file is never one of `inputs`. `missing` collects what no font could draw; pictures are drawn from the
  /// full pixels of `store`'s files (a JPEG's own bytes in a PDF). A PDF is dated
  /// `SOURCE_DATE_EPOCH` when it is set, so that a build that exports slides gives the same
  /// bytes each time; a value that is not a time is an error, as the convention asks (a build
  /// that meant to be reproducible must not quietly be dated now).
  static func pageFormat(
    _ format: String, options: PageOptions, theme: Theme, file: String?, missing: MissingGlyphs,
    inputs: InputFiles, store: ImageStore
  ) throws(UsageError) -> (any ExportFormat)? {
    let pictures = PagePictures { try? store.bytes($0).get() }
    switch format {
    case "pdf":
      var date: String?
      if let epoch = Platform.environment("SOURCE_DATE_EPOCH") {
        guard let iso = PDFDate.iso8601(epoch) else {
          throw UsageError(
            message:
              "SOURCE_DATE_EPOCH must be whole seconds since 1970 (digits only), not '\(DiagnosticFormatter.shown(epoch))'"
          )
        }
        date = iso
      }
      return PDFFormat(
        theme: theme, paper: options.paper, missing: missing, pictures: pictures,
        creationDate: date)
    case "png":
      return PNGFormat(
        theme: theme, scale: options.scale, paper: options.paper,
        files: FolderFiles(folder: file ?? ".", inputs: inputs), missing: missing,
        pictures: pictures)
    default:
      return nil
    }
  }

  /// Why `-o` cannot take this export, checked before the deck is read: a PNG export needs a
  /// folder (made when missing), any other a writable file.
  static func outputProblem(_ file: String?, format: String) throws(UsageError) -> String? {
    guard format == "png" else { return file.flatMap { OutputPath.problem($0) } }
    guard let file else {
      throw UsageError(message: "'--format png' writes one file per slide: give a folder with -o")
    }
    return OutputTarget.prepare(folder: file)
  }
}
