import SegueCore
import SegueRender
import SegueTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// `segue [present] [DECK]`: the interactive presenter; the built-in demo without a deck.
enum PresentCommand {
  /// Runs with arguments parsed by `CommandTable.present`.
  static func run(_ parsed: ParsedArguments, output: inout some CommandOutput) throws(UsageError)
    -> ExitCode
  {
    var depth: ColorDepth?
    if let text = parsed.options["--colors"] {
      guard let parsedDepth = ColorDepth(parsing: text) else {
        throw UsageError(message: "'--colors' must be 24bit, 256, 16 or none, not '\(text)'")
      }
      depth = parsedDepth
    }
    let source = parsed.positionals.first.map(fileSource) ?? demoSource
    guard Platform.isTerminal(0), Platform.isTerminal(1) else {
      output.err(
        "error: segue presents in a terminal, and standard input or output is not one\n"
          + "To render slides to a file or a pipe, use: segue export \(parsed.positionals.first ?? "DECK")\n"
      )
      return .failure
    }
    guard let (deck, load) = DeckFile.deck(from: source.load(), output: &output) else {
      return .failure
    }
    let deckSource = load.source
    guard
      let theme = ThemeSelection.theme(
        option: parsed.options["--theme"], deck: deck, source: deckSource,
        deckPath: parsed.positionals.first, honorsNoColor: true, output: &output)
    else { return .failure }
    var start: Position?
    if let reference = parsed.options["--start"] {
      var pager = Pager(deck: deck)
      do {
        _ = try pager.goTo(reference)
      } catch {
        throw UsageError(message: "'--start': \(error.description)")
      }
      start = pager.position
    }
    var options = Presenter.Options(theme: theme)
    options.themeSource = ThemeSelection.themeFile(
      option: parsed.options["--theme"], deck: deck, deckPath: parsed.positionals.first
    ).map(ThemeSelection.watched)
    options.deckTheme = ThemeSelection.reloadedDeckTheme(
      option: parsed.options["--theme"], deckPath: parsed.positionals.first)
    // The deck's and the theme's own `transition: none` are the presenter's to follow, as
    // they change with live reloads.
    options.transitions = !parsed.flags.contains("--no-transitions")
    return present(
      deck, source: source, start: start, options: options, depth: depth, output: &output)
  }

  /// Opens the terminal, presents until the user quits, and restores it.
  static func present(
    _ deck: Deck, source: DeckSource, start: Position? = nil, options: Presenter.Options,
    depth: ColorDepth?, output: inout some CommandOutput
  ) -> ExitCode {
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen(depth: depth)
    } catch {
      output.err("error: \(error)\n")
      return .failure
    }
    TerminalScreen.installSignalHandlers()
    Presenter(screen: screen, source: source, deck: deck, start: start, options: options).run()
    screen.restore()
    return .success
  }

  static var demoSource: DeckSource {
    DeckSource(
      name: "demo",
      load: { .success(DeckParser.parse(SourceText(BuiltInContent.text, fileName: "demo.md"))) })
  }

  static func fileSource(_ path: String) -> DeckSource {
    DeckSource(name: path, load: { DeckFile.load(path) }, stamp: { Platform.stamp(path) })
  }
}
