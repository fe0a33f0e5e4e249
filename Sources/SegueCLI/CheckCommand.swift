import SegueCore
import SegueRender
import SegueTerminal

/// `segue check DECK`: load a deck, print its structure, report problems.
enum CheckCommand {
  /// Runs with arguments parsed by `CommandTable.check`.
  static func run(_ parsed: ParsedArguments, output: inout some CommandOutput) throws(UsageError)
    -> ExitCode
  {
    let path = try parsed.required("deck")
    let size = try parsed.size()
    guard let (deck, load) = DeckFile.deck(from: DeckFile.load(path), output: &output) else {
      return .failure
    }
    ProcessLifetime.keep(load)
    if parsed.flags.contains("--json") {
      output.out(StructureJSON.render(deck, diagnostics: load.diagnostics))
    } else if parsed.flags.contains("--dump") {
      output.out(TreeDump.render(deck))
    } else if parsed.flags.contains("--timing") {
      let record = lastRehearsal(deckPath: path, output: &output)
      output.out(RehearsalTable.render(deck, record: record, fileName: load.source.fileName))
    } else {
      output.out(StructureReport.render(deck, fileName: load.source.fileName))
    }
    var diagnostics = load.diagnostics + LanguageReport.diagnostics(deck, source: load.source)
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

  /// The deck's last saved rehearsal; nil when there is none, with a warning when what is
  /// saved cannot be read as one.
  static func lastRehearsal(deckPath: String, output: inout some CommandOutput)
    -> RehearsalRecord?
  {
    guard let folder = StateFolder.folder() else { return nil }
    let file = StateFolder.file(folder, deckPath: deckPath, kind: "rehearsal")
    switch StateFolder.read(file) {
    case .missing: return nil
    case .unusable(let reason):
      DiagnosticPrinter.warning("\(file) is \(reason): it is ignored", output: &output)
      return nil
    case .text(let text):
      guard let record = RehearsalRecord.parse(text) else {
        DiagnosticPrinter.warning("\(file): not a saved rehearsal: it is ignored", output: &output)
        return nil
      }
      // Another deck whose key is the same: nothing saved for this one.
      return record.deckPath == StateFolder.canonical(deckPath: deckPath) ? record : nil
    }
  }
}
