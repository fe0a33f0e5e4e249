import SegueCore
import SegueRender

/// `segue export DECK`: every slide rendered at a fixed size, as text, ANSI, PDF or PNG.
enum ExportCommand {
  static let defaultSize = Size(width: 80, height: 24)

  /// Runs with arguments parsed by `CommandTable.export`.
  static func run(_ parsed: ParsedArguments, output: inout some CommandOutput) throws(UsageError)
    -> ExitCode
  {
    let path = try parsed.required("deck")
    let format = parsed.options["--format"] ?? "text"
    guard ["text", "ansi", "html", "cast", "pdf", "png", "notes"].contains(format) else {
      throw UsageError(
        message: "'--format' must be text, ansi, html, cast, pdf, png or notes, not '\(format)'")
    }
    _ = try slideSeconds(parsed, format: format)
    let pages = try pageOptions(parsed, format: format)
    let size = try parsed.size() ?? defaultSize
    let least = FrameRenderer.minimumSize
    guard size.width >= least.width, size.height >= least.height else {
      throw UsageError(
        message:
          "'--size' must be at least \(least.width)x\(least.height), the smallest frame Segue draws"
      )
    }
    var depth = ColorDepth.trueColor
    if let text = parsed.options["--colors"] {
      guard let parsedDepth = ColorDepth(parsing: text) else {
        throw UsageError(message: "'--colors' must be 24bit, 256, 16 or none, not '\(text)'")
      }
      depth = parsedDepth
    }
    if parsed.options["--colors"] != nil && format != "ansi" {
      throw UsageError(message: "'--colors' applies to '--format ansi' only")
    }
    var file = parsed.options["-o"] ?? parsed.options["--output"]
    if file == "-" { file = nil }  // standard output, as without the option
    if let reason = try outputProblem(file, format: format) {
      DiagnosticPrinter.error("\(file ?? "."): cannot write: \(reason)", output: &output)
      return .failure
    }
    if format == "notes" { return exportNotes(path: path, file: file, output: &output) }
    guard let (deck, load) = DeckFile.deck(from: DeckFile.load(path), output: &output) else {
      return .failure
    }
    ProcessLifetime.keep(load)
    guard
      let theme = ThemeSelection.theme(
        option: parsed.options["--theme"], deck: deck, source: load.source, deckPath: path,
        honorsNoColor: false, output: &output)
    else { return .failure }
    var exporter = Exporter(
      theme: theme, size: size, steps: parsed.flags.contains("--steps"),
      chrome: !parsed.flags.contains("--no-chrome"), notes: parsed.flags.contains("--notes"))
    // Writing over an input would lose it before it is read again (the deck, or its theme).
    let themeFile = parsed.options["--theme"].flatMap { ThemeLoader.isPath($0) ? $0 : nil }
    let inputs = [path] + (themeFile.map { [$0] } ?? [])
    if let file, let input = inputs.first(where: { Platform.sameFile(file, $0) }) {
      DiagnosticPrinter.error(
        "\(file) is \(input == path ? "the deck" : "the theme") itself: write the export to another file",
        output: &output)
      return .failure
    }
    if format == "ansi" {
      // Pictures in ANSI, at its depth; text shows each image as `[image: alt (path)]`.
      let images = ImageDrawing(store: ImageFileAccess.store(), depth: depth)
      exporter.renderer = FrameRenderer(theme: theme, images: images)
    }
    let missing = MissingGlyphs()
    let chosen: any ExportFormat =
      try documentFormat(format, exporter: &exporter, theme: theme, parsed: parsed)
      ?? pageFormat(format, options: pages, theme: theme, file: file, missing: missing)
      ?? (format == "ansi" ? ANSIFormat(depth: depth) : TextFormat())
    do throws(WriteError) {
      try write(exporter, deck, as: chosen, file: format == "png" ? nil : file, output: &output)
      if let message = missing.message { DiagnosticPrinter.warning(message, output: &output) }
    } catch {
      DiagnosticPrinter.error(
        format == "png"
          ? "cannot write: \(error.reason)"
          : "\(file ?? "standard output"): cannot write: \(error.reason)", output: &output)
      return .failure
    }
    return .success
  }

  /// Exports `deck` to `file`, or to standard output without one.
  private static func write(
    _ exporter: Exporter, _ deck: Deck, as format: some ExportFormat, file: String?,
    output: inout some CommandOutput
  ) throws(WriteError) {
    guard let file else {
      return try exporter.export(deck, as: format, to: &output)
    }
    var sink = try FileSink.create(file)
    do {
      try exporter.export(deck, as: format, to: &sink)
    } catch {
      try? sink.close()
      throw error
    }
    try sink.close()
  }
}
