import SegueCore
import SegueRender

/// `segue export DECK`: every slide rendered at a fixed size, as text, ANSI, PDF or PNG.
enum ExportCommand {
  static let defaultSize = Size(width: 80, height: 24)

  /// The values of `--format`.
  static let formats = ["text", "ansi", "html", "cast", "pdf", "png", "notes"]

  /// Runs with arguments parsed by `CommandTable.export`.
  static func run(_ parsed: ParsedArguments, output: inout some CommandOutput) throws(UsageError)
    -> ExitCode
  {
    let clock = ExportProgress.stopwatch()
    let path = try parsed.required("deck")
    let format = parsed.options["--format"] ?? "text"
    guard formats.contains(format) else {
      throw UsageError(
        message: "'--format' must be text, ansi, html, cast, pdf, png or notes, not '\(format)'")
    }
    _ = try slideSeconds(parsed, format: format)
    let permission = try execPermission(parsed)
    let pages = try pageOptions(parsed, format: format)
    let (size, depth) = try frameOptions(parsed, format: format)
    var file = parsed.options["-o"] ?? parsed.options["--output"]
    if file == "-" { file = nil }  // standard output, as without the option
    if let reason = try outputProblem(file, format: format) {
      DiagnosticPrinter.error("\(file ?? "."): cannot write: \(reason)", output: &output)
      return .failure
    }
    if format == "notes" {
      return exportNotes(path: path, file: file, clock: clock, output: &output)
    }
    guard var (deck, load) = DeckFile.deck(from: DeckFile.load(path), output: &output) else {
      return .failure
    }
    ProcessLifetime.keep(load)
    let resolution = ThemeSelection.resolver(
      option: parsed.options["--theme"], deckPath: path, honorsNoColor: false
    ).resolve(deck, source: load.source)
    guard let theme = ThemeSelection.report(resolution, output: &output) else { return .failure }
    // Text shows the source of a diagram: it has no pictures (and names each by its path).
    // Formulas are typeset where pictures are pixels; symbol cells keep their Unicode text.
    if format != "text" {
      let pixels = ["html", "pdf", "png"].contains(format)
      deck = DiagramDrawing.drawn(deck, theme: theme, formulas: pixels)
    }
    // Without --allow-outside, pictures are also read only from the tree while drawing: an
    // image swapped for a link out of it after loading is a placeholder, not a published file.
    let tree = parsed.flags.contains("--allow-outside") ? nil : DeckTree(deckPath: path)
    if let tree, let refusal = outsideRefusal(tree, load, resolution) {
      output.err(refusal)
      return .failure
    }
    var exporter = Exporter(
      theme: theme, size: size, steps: parsed.flags.contains("--steps"),
      chrome: !parsed.flags.contains("--no-chrome"), notes: parsed.flags.contains("--notes"))
    if let permission { exporter.live = runSnippets(deck, deckPath: path, permission: permission) }
    let inputs = InputFiles(
      deck: path, themeFiles: resolution.files, shownFiles: load.includedFiles)
    if let file, format != "png", let input = inputs.input(at: file) {
      refuse(file, input, output: &output)
      return .failure
    }
    let missing = MissingGlyphs()
    let chosen = try chosenFormat(
      format, exporter: &exporter, theme: theme, depth: depth, pages: pages, file: file,
      missing: missing, inputs: inputs, parsed: parsed, tree: tree)
    let progress = file.map { file in
      ExportProgress(
        name: format == "png" && !file.hasSuffix("/") ? file + "/" : file,
        total: output.stderrShowsProgress
          ? Pager.walk(deck: deck, steps: exporter.steps).count : nil,
        clock: clock, draw: { Platform.write($0, to: 2) })
    }
    do throws(WriteError) {
      try write(
        exporter, deck, as: chosen, file: format == "png" ? nil : file, inputs: inputs,
        progress: progress, output: &output)
      if let progress { output.err(progress.finish(frameKind: exporter.steps ? "frame" : "slide")) }
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

  /// Why a deck that reads files outside its tree is not exported, as lines for stderr: an
  /// export is made to be shared, and would publish them. Nil when every file is in the tree.
  static func outsideRefusal(_ tree: DeckTree, _ load: DeckLoad, _ theme: ThemeResolution)
    -> String?
  {
    let lines = tree.outsideLines(of: load, theme: theme)
    guard !lines.isEmpty else { return nil }
    return
      "error: the deck reads \(lines.count == 1 ? "a file" : "\(lines.count) files") outside its tree "
      + "(\(DiagnosticFormatter.shown(tree.root))), which the export would publish:\n"
      + lines.map { "  \($0)\n" }.joined()
      + "If that is meant, export again with --allow-outside\n"
  }

  /// Says why `file` is not written: it is `input`, which writing would destroy before it is
  /// read again.
  static func refuse(_ file: String, _ input: InputFiles.Entry, output: inout some CommandOutput) {
    DiagnosticPrinter.error(
      "\(file) is \(input.role): write the export to another file", output: &output)
  }

  /// The format named `format`, with the exporter's renderer set to draw what it shows.
  ///
  /// Pictures are drawn in every format but text (which names each image: `[image: alt
  /// (path)]`, and shows code without token colours): as symbols at the ANSI depth, in a
  /// recording at 24-bit (what it writes), and in HTML, PDF and PNG as symbols at 24-bit under
  /// the image files themselves, which the formats read from the same store.
  private static func chosenFormat(
    _ format: String, exporter: inout Exporter, theme: Theme, depth: ColorDepth,
    pages: PageOptions, file: String?, missing: MissingGlyphs, inputs: InputFiles,
    parsed: ParsedArguments, tree: DeckTree?
  ) throws(UsageError) -> any ExportFormat {
    let store = ImageFileAccess.store(within: tree)
    if format != "text" {
      exporter.renderer = FrameRenderer(
        theme: theme,
        images: ImageDrawing(store: store, depth: format == "ansi" ? depth : .trueColor))
    } else {
      // Text shows no colour: its code is drawn without token styles, so never highlighted.
      var plain = theme
      plain.codeBlock.syntax = SyntaxStyles()
      exporter.renderer = FrameRenderer(theme: plain)
    }
    if let document = try documentFormat(
      format, exporter: &exporter, theme: theme, parsed: parsed, store: store)
    {
      return document
    }
    if let page = try pageFormat(
      format, options: pages, theme: theme, file: file, missing: missing, inputs: inputs,
      store: store)
    {
      return page
    }
    return format == "ansi" ? ANSIFormat(depth: depth) : TextFormat()
  }

  /// `--size` (at least the smallest frame) and `--colors` (ANSI only), checked before any work.
  private static func frameOptions(_ parsed: ParsedArguments, format: String) throws(UsageError)
    -> (Size, ColorDepth)
  {
    let size = try parsed.size() ?? defaultSize
    let least = FrameRenderer.minimumSize
    guard size.width >= least.width, size.height >= least.height else {
      throw UsageError(
        message:
          "'--size' must be at least \(least.width)x\(least.height), the smallest frame Segue draws"
      )
    }
    guard let depth = try ColorsOption.depth(parsed) else { return (size, .trueColor) }
    guard format == "ansi" else {
      throw UsageError(message: "'--colors' applies to '--format ansi' only")
    }
    return (size, depth)
  }

  /// Exports `deck` to `file`, or to standard output without one, counting its frames into
  /// `progress` when there is one.
  private static func write(
    _ exporter: Exporter, _ deck: Deck, as format: some ExportFormat, file: String?,
    inputs: InputFiles, progress: ExportProgress?, output: inout some CommandOutput
  ) throws(WriteError) {
    if let progress {
      return try write(
        exporter, deck, as: ProgressFormat(inner: format, progress: progress), file: file,
        inputs: inputs, progress: nil, output: &output)
    }
    guard let file else {
      return try exporter.export(deck, as: format, to: &output)
    }
    var sink = try FileSink.create(file, inputs: inputs)
    do {
      try exporter.export(deck, as: format, to: &sink)
    } catch {
      try? sink.close()
      throw error
    }
    try sink.close()
  }
}
