import SegueCore
import SegueRender

/// `segue check DECK`: load a deck, print its structure, report problems.
enum CheckCommand {
  static let spec = ArgumentSpec(
    flags: ["--dump", "--json", "-h", "--help"], options: ["--size"], positionals: ["deck"],
    requiredPositionals: 0)

  static func run(_ arguments: [String], output: inout some CommandOutput) throws(UsageError)
    -> ExitCode
  {
    let parsed = try spec.parse(arguments)
    if parsed.wantsHelp {
      output.out(HelpText.check)
      return .success
    }
    guard let path = parsed.positionals.first else {
      throw UsageError(message: "missing argument <deck>")
    }
    if parsed.flags.contains("--dump") && parsed.flags.contains("--json") {
      throw UsageError(message: "choose one of '--dump' and '--json'")
    }
    let size = try parsed.size()
    guard let (deck, load) = DeckFile.deck(from: DeckFile.load(path), output: &output) else {
      return .failure
    }
    ProcessLifetime.keep(load)
    if parsed.flags.contains("--json") {
      output.out(StructureJSON.render(deck, diagnostics: load.diagnostics))
    } else if parsed.flags.contains("--dump") {
      output.out(TreeDump.render(deck))
    } else {
      output.out(StructureReport.render(deck, fileName: load.source.fileName))
    }
    var diagnostics = load.diagnostics
    if let size {
      // The deck's own theme decides where the chrome sits; its problems are printed below.
      let theme = ThemeSelection.resolver(option: nil, deckPath: path, honorsNoColor: false)
        .resolve(deck, source: load.source).theme
      diagnostics += OverflowReport.diagnostics(
        deck, size: size, theme: theme, source: load.source)
    }
    if !parsed.flags.contains("--json") {
      DiagnosticPrinter.print(diagnostics, source: load.source, output: &output)
      // The deck's theme is checked too; its problems are warnings (see ThemeSelection).
      _ = ThemeSelection.theme(
        option: nil, deck: deck, source: load.source, deckPath: path, honorsNoColor: false,
        output: &output)
    }
    return .success
  }

}
