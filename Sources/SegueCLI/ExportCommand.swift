import SegueCore
import SegueRender

/// `segue export DECK`: every slide rendered at a fixed size, as text or ANSI.
enum ExportCommand {
  static let defaultSize = Size(width: 80, height: 24)

  /// Runs with arguments parsed by `CommandTable.export`.
  static func run(_ parsed: ParsedArguments, output: inout some CommandOutput) throws(UsageError)
    -> ExitCode
  {
    let path = try parsed.required("deck")
    let format = parsed.options["--format"] ?? "text"
    guard ["text", "ansi"].contains(format) else {
      throw UsageError(message: "'--format' must be text or ansi, not '\(format)'")
    }
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
    if parsed.options["--colors"] != nil && format == "text" {
      throw UsageError(message: "'--colors' applies to '--format ansi' only")
    }
    guard let (deck, load) = DeckFile.deck(from: DeckFile.load(path), output: &output) else {
      return .failure
    }
    ProcessLifetime.keep(load)
    guard
      let theme = ThemeSelection.theme(
        option: parsed.options["--theme"], deck: deck, source: load.source, deckPath: path,
        honorsNoColor: false, output: &output)
    else { return .failure }
    var export = DeckExport(
      theme: theme, size: size, steps: parsed.flags.contains("--steps"),
      chrome: !parsed.flags.contains("--no-chrome"))
    export.notes = parsed.flags.contains("--notes")
    let text: String
    if format == "ansi" {
      let chosenDepth = depth
      text = export.export(deck) { ANSIEncoder.encode($0, depth: chosenDepth) }
    } else {
      text = export.export(deck) { TextEncoder.encode($0) }
    }
    if let file = parsed.options["-o"] ?? parsed.options["--output"], file != "-" {
      if let problem = Platform.writeFile(file, contents: text) {
        output.err("error: \(file): cannot write: \(problem)\n")
        return .failure
      }
    } else {
      output.out(text)
    }
    return .success
  }
}
