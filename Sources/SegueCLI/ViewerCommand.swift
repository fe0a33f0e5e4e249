import SegueCore
import SegueExec
import SegueRender
import SegueTerminal

/// `segue notes [DECK]` and `segue follow [DECK]`: the second-screen views.
enum ViewerCommand {
  static func run(
    _ parsed: ParsedArguments, kind: ViewerState.Kind, output: inout some CommandOutput
  ) throws(UsageError) -> ExitCode {
    var duration: Int?
    if kind == .notes, let text = parsed.options["--duration"] {
      guard let seconds = DurationText.seconds(text) else {
        throw UsageError(
          message: "'--duration' must be a time such as 20m, 1h30m, 90s or 25:00, not '\(text)'")
      }
      duration = seconds
    }
    let depth = try ColorsOption.depth(parsed)
    guard let config = ConfigFile.load(parsed, output: &output) else { return .failure }
    DiagramPrograms.paths = config.renderers
    if kind == .notes, duration == nil { duration = config.speakerDuration }
    let deckPath = parsed.positionals.first
    if deckPath == StandardInput.argument {
      // A presenter of a piped deck has no file to be found by; the views need one.
      throw UsageError(
        message: "the speaker view and the follower read the deck's file, and a deck from "
          + "standard input has none: save it to a file to present it with them")
    }
    guard Platform.isTerminal(0), Platform.isTerminal(1) else {
      let name = kind == .notes ? "notes" : "follow"
      DiagnosticPrinter.error(
        "segue \(name) shows in a terminal, and standard input or output is not one",
        output: &output)
      return .failure
    }
    if let deckPath, !Platform.fileExists(deckPath) {
      DiagnosticPrinter.error(
        "\(deckPath): no such file", output: &output)
      return .failure
    }
    // The presenter's own check of the folder, before the screen opens: a folder another
    // user made is an error here, never a presenter to talk to (`docs/speaker-view.md`).
    let folder = ChannelAddress.folder(environment: Platform.environment)
    do throws(ChannelAddress.Failure) {
      try ChannelAddress.check(folder: folder)
    } catch .missing {
      // No presenter has run yet: the view waits for one.
    } catch {
      DiagnosticPrinter.error("\(error)", output: &output)
      return .failure
    }
    // The terminal's background (COLORFGBG) picks the theme as it does the presenter's: the
    // light default on a light terminal, a chosen theme's counterpart where it cannot be read.
    let colorFGBG = Platform.environment("COLORFGBG")
    let option = parsed.options["--theme"].map { readable($0, colorFGBG: colorFGBG) }
    let fallback =
      config.followsBackground && PresentCommand.terminalIsLight
      ? config.lightTheme : readable(config.fallbackTheme, colorFGBG: colorFGBG)
    guard
      let theme = theme(option: option, deckPath: deckPath, fallback: fallback, output: &output)
    else { return .failure }
    let resolver = ThemeSelection.resolver(
      option: option, deckPath: deckPath, honorsNoColor: true, fallback: fallback)
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen(depth: depth ?? config.colors)
    } catch {
      DiagnosticPrinter.error("\(error)", output: &output)
      return .failure
    }
    TerminalScreen.installSignalHandlers()
    var state = ViewerState(
      kind: kind, size: screen.size, theme: theme,
      deckPath: deckPath.map(ChannelAddress.absolute),
      images: ImageDrawing(store: ImageFileAccess.store(), depth: screen.colorDepth),
      diagrams: .of(DiagramDrawing.renderer))
    state.duration = duration
    state.keys = KeyReader(table: config.keys)
    state.deckChoosesTheme = resolver.deckChoosesTheme
    state.transitions =
      kind == .follow && !parsed.flags.contains("--no-transitions") && config.transitions
    let viewer = Viewer(
      state: state, screen: screen, folder: folder, deckPath: deckPath,
      loadDeck: { DeckFile.load($0) }, themeResolver: resolver, stamp: { Platform.watchStamp($0) },
      log: { Platform.write(SpeakerChannel.logLine($0), to: 2) }, diagrams: DiagramDrawing.renderer)
    viewer.run()
    screen.restore()
    if let refusal = viewer.refusal {
      DiagnosticPrinter.error(refusal, output: &output)
      return .failure
    }
    return .success
  }

  /// `name`, or its counterpart when COLORFGBG names a background its text cannot be read on
  /// and the counterpart's can.
  static func readable(_ name: String, colorFGBG: String?) -> String {
    guard
      let background = TerminalThemes.background(colorFGBG: colorFGBG),
      case .success(let theme) = ThemeSelection.loader.load(name),
      let other = theme.counterpart,
      case .success(let counterpart) = ThemeSelection.loader.load(other),
      ThemeContrast.givesWay(theme, to: counterpart, on: background)
    else { return name }
    return other
  }

  /// The theme of the first screen: `--theme`, else the deck's own `theme:` (when a deck is
  /// named and loads), else dark. Problems are printed before the view starts, and a
  /// `--theme` that does not load stops it; afterwards the view resolves the theme again for
  /// every deck it reads (the presenter's announced one included), as the presenter does.
  private static func theme(
    option: String?, deckPath: String?, fallback: String, output: inout some CommandOutput
  ) -> Theme? {
    if let deckPath, case .success(let load) = DeckFile.load(deckPath), let deck = load.deck {
      return ThemeSelection.theme(
        option: option, deck: deck, source: load.source, deckPath: deckPath, honorsNoColor: true,
        fallback: fallback, output: &output)
    }
    switch ThemeSelection.loader.load(option ?? fallback) {
    case .success(let theme): return theme
    case .failure(let error):
      ThemeSelection.print(error, output: &output)
      return nil
    }
  }
}
