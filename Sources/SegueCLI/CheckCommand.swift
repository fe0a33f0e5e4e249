import SegueCore
import SegueRender
import SegueTerminal

/// `segue check DECK`: load a deck, print its structure, report problems.
///
/// With `--json` everything goes to stdout as one JSON object, whatever happened: the structure
/// and every diagnostic (the deck's, unknown languages, `--size` overflows, the theme's), or
/// `"loaded": false` and the errors when the deck did not load.
enum CheckCommand {
  /// Runs with arguments parsed by `CommandTable.check`.
  static func run(_ parsed: ParsedArguments, output: inout some CommandOutput) throws(UsageError)
    -> ExitCode
  {
    let path = try parsed.required("deck")
    let size = try parsed.size()
    let json = parsed.flags.contains("--json")
    let result = DeckFile.load(path)
    guard let (deck, load) = DeckFile.deck(from: result, output: &output) else {
      if json { output.out(StructureJSON.failure(errors(of: result))) }
      return .failure
    }
    ProcessLifetime.keep(load)
    if parsed.flags.contains("--exec") {
      let permission = try execPermission(parsed)
      let passed = ExecCheck.run(deck, source: load.source, permission: permission, output: &output)
      return passed ? .success : .failure
    }
    // The deck's own theme decides where the chrome sits; its problems are warnings.
    let theme = ThemeSelection.resolver(option: nil, deckPath: path, honorsNoColor: false)
      .resolve(deck, source: load.source)
    if parsed.flags.contains("--render") {
      let passed = DiagramCheck.render(
        deck, source: load.source, theme: theme.theme, output: &output)
      return passed ? .success : .failure
    }
    var diagnostics = load.diagnostics + LanguageReport.diagnostics(deck, source: load.source)
    if let size {
      diagnostics += OverflowReport.diagnostics(
        deck, size: size, theme: theme.theme, source: load.source)
    }
    let tree = DeckTree(deckPath: path)
    if json {
      output.out(
        StructureJSON.render(
          deck, source: load.source, diagnostics: diagnostics + themeWarnings(theme),
          files: tree.files(of: load, theme: theme)))
      return .success
    }
    if parsed.flags.contains("--dump") {
      output.out(TreeDump.render(deck, source: load.source))
    } else if parsed.flags.contains("--timing") {
      let record = lastRehearsal(deckPath: path, output: &output)
      output.out(RehearsalTable.render(deck, record: record, fileName: load.source.fileName))
    } else {
      StructureReport.write(deck, fileName: load.source.fileName, source: load.source) {
        output.out($0)
      }
      ExecCheck.list(deck, source: load.source, output: &output)
      DiagramCheck.list(deck, source: load.source, theme: theme.theme, output: &output)
    }
    DiagnosticPrinter.print(diagnostics, source: load.source, output: &output)
    _ = ThemeSelection.report(theme, output: &output)
    for line in tree.outsideLines(of: load, theme: theme) {
      DiagnosticPrinter.warning(
        "\(line) is outside the deck's tree (\(DiagnosticFormatter.shown(tree.root))); "
          + "'segue export' needs --allow-outside to include it", output: &output)
    }
    return .success
  }

  /// The deck's last saved rehearsal; nil when there is none, with a warning when what is
  /// saved cannot be read as one.
  static func lastRehearsal(deckPath: String, output: inout some CommandOutput)
    -> RehearsalRecord?
  {
    guard let folder = StateFolder.readable(output: &output) else { return nil }
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

  /// What `--exec` may run: only what the person checking allows, never the deck.
  private static func execPermission(_ parsed: ParsedArguments) throws(UsageError) -> ExecPermission
  {
    let permission = ExecPermission(flags: parsed.flags)
    if permission != .none { return permission }
    throw UsageError(
      message: "'--exec' runs the deck's code: add -x to allow it (-X to also run the blocks "
        + "that run by themselves); a deck cannot allow it itself")
  }

  /// The errors of a deck that did not load.
  private static func errors(of result: Result<DeckLoad, Diagnostic>) -> [Diagnostic] {
    switch result {
    case .failure(let diagnostic): [diagnostic]
    case .success(let load): load.diagnostics
    }
  }

  /// The deck's theme's problems as the warnings the terminal shows for them.
  private static func themeWarnings(_ resolution: ThemeResolution) -> [Diagnostic] {
    guard let error = resolution.error else { return [] }
    return error.problems.map { problem in
      var shown = problem.diagnostic
      shown.severity = .warning
      return shown
    } + [.warning(resolution.standIn)]
  }
}
