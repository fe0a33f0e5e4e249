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
    let imageProtocol = try imageProtocolOption(parsed)
    let record = parsed.options["--record"]
    if let record, let problem = OutputPath.problem(record, allowsPipe: false) {
      DiagnosticPrinter.error("\(record): cannot write: \(problem)", output: &output)
      return .failure
    }
    let source = parsed.positionals.first.map(fileSource) ?? demoSource
    guard Platform.isTerminal(0), Platform.isTerminal(1) else {
      let deck = DiagnosticFormatter.shown(parsed.positionals.first ?? "DECK")
      output.err(
        "error: segue presents in a terminal, and standard input or output is not one\n"
          + "To render slides to a file or a pipe, use: segue export \(deck)\n")
      return .failure
    }
    var opening = opening(source)
    guard var (deck, load) = DeckFile.deck(from: opening.first, output: &output) else {
      return .failure
    }
    let themeResolver = ThemeSelection.resolver(
      option: parsed.options["--theme"], deckPath: parsed.positionals.first, honorsNoColor: true)
    let resolution = themeResolver.resolve(deck, source: load.source)
    guard var theme = ThemeSelection.report(resolution, output: &output) else { return .failure }
    let inputs = InputFiles(
      deck: parsed.positionals.first, themeFiles: resolution.files,
      shownFiles: load.includedFiles)
    if let record, let refusal = recordRefusal(record, inputs: inputs) {
      DiagnosticPrinter.error(refusal, output: &output)
      return .failure
    }
    // Nothing chose a theme: it follows the terminal's background (COLORFGBG now, the
    // terminal's own answer once it comes).
    var terminalThemes: TerminalThemes?
    if resolution.origin == .fallback,
      case .success(let light) = ThemeSelection.loader.load("light")
    {
      let themes = TerminalThemes(dark: theme, light: light.applying(deck.meta))
      theme = themes.guess(colorFGBG: Platform.environment("COLORFGBG")) ?? theme
      terminalThemes = themes
    }
    var start: Position?
    if let reference = parsed.options["--start"] {
      start = try Self.start(reference, in: &deck, load: &load, opening: &opening)
    }
    var memory = Memory(
      deckPath: parsed.positionals.first, rehearse: parsed.flags.contains("--rehearse"))
    if parsed.flags.contains("--resume") {
      // The saved place may be past the leading part: it is looked up in the whole deck.
      Self.parseWhole(&deck, load: &load, opening: &opening)
      let (position, note) = resumePoint(deck, deckPath: memory.deckPath, output: &output)
      start = position
      memory.note = note
    }
    return present(
      deck, source: load.source, deckSource: source, theme: theme, resolver: themeResolver,
      themeFiles: resolution.files, includedFiles: load.includedFiles,
      terminalThemes: terminalThemes, start: start,
      transitions: !parsed.flags.contains("--no-transitions"), depth: depth, record: record,
      imageProtocol: imageProtocol, memory: memory, wholeDeck: opening.whole, inputs: inputs,
      themeProblem: resolution.problem, output: &output)
  }

  /// Opens the terminal, presents until the user quits, and restores it.
  ///
  /// - Parameters:
  ///   - source: the deck's text; `deckSource` reads it again on reloads.
  ///   - resolver: resolves the theme again when its files or the deck's `theme:` change.
  ///   - themeFiles: the files `theme` was read from, watched.
  ///   - includedFiles: the files the deck's `file` code blocks show, watched with the deck.
  ///   - wholeDeck: when `deck` is only the file's leading part, how to read the whole.
  ///   - inputs: the files read, which the recording must not be.
  ///   - themeProblem: why the deck's own theme did not load, shown in a banner.
  static func present(
    _ deck: Deck, source: SourceText, deckSource: DeckSource, theme: Theme,
    resolver: ThemeResolver, themeFiles: [String] = [], includedFiles: [String] = [],
    terminalThemes: TerminalThemes? = nil,
    start: Position? = nil,
    transitions: Bool = true, depth: ColorDepth?, record: String? = nil,
    imageProtocol: ImageProtocolOption = .auto, memory: Memory = Memory(),
    wholeDeck: (@Sendable () -> Result<DeckLoad, Diagnostic>)? = nil,
    inputs: InputFiles = InputFiles(), themeProblem: Diagnostic? = nil,
    output: inout some CommandOutput
  ) -> ExitCode {
    // Asked before ncurses takes the terminal, so its answers are not read as keys.
    let pictures = chooseImageProtocol(imageProtocol)
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen(depth: depth)
    } catch {
      DiagnosticPrinter.error("\(error)", output: &output)
      return .failure
    }
    let recorder: CastRecorder?
    do throws(WriteError) {
      recorder = try startRecording(record, size: screen.size, deck: deck, inputs: inputs)
    } catch {
      screen.restore()
      DiagnosticPrinter.error("\(record ?? ""): cannot write: \(error.reason)", output: &output)
      return .failure
    }
    let terminal: any PresenterTerminal =
      recorder.map { RecordingTerminal(screen, recorder: $0) } ?? screen
    TerminalScreen.installSignalHandlers()
    // The deck's and the theme's own `transition: none` are the state's to follow, as they
    // change with live reloads.
    let store = ImageFileAccess.store()
    var state = PresenterState(
      deck: deck, source: source, theme: theme, size: screen.size, start: start,
      transitions: transitions, deckChoosesTheme: resolver.deckChoosesTheme,
      images: ImageDrawing(store: store, depth: screen.colorDepth),
      isLoading: wholeDeck != nil)
    state.terminalThemes = terminalThemes
    if let themeProblem { state.startsWithThemeProblem(themeProblem) }
    state.startNote = memory.note
    if memory.rehearse { state.rehearsal = Rehearsal() }
    let channel = SpeakerChannel.open(deckSource: deckSource, source: source, state: &state)
    let presenter = Presenter(
      state: state, screen: terminal, deckSource: deckSource, themeResolver: resolver,
      themeFiles: themeFiles, includedFiles: includedFiles, stamp: { Platform.stamp($0) },
      channel: channel, wholeDeck: wholeDeck,
      pixels: pixelImages(pictures, store: store, screen: screen))
    savePositionOnSignals(presenter, memory: memory)
    presenter.run()
    PositionOnSignal.unregister()
    screen.restore()
    remember(presenter.state, memory: memory, fileName: source.fileName, output: &output)
    return finishRecording(recorder, record, output: &output)
  }

  static var demoSource: DeckSource {
    DeckSource(
      name: "demo",
      load: { .success(DeckParser.parse(SourceText(BuiltInContent.text, fileName: "demo.md"))) })
  }

  static func fileSource(_ path: String) -> DeckSource {
    DeckSource(name: path, load: { DeckFile.load(path) }, path: path)
  }
}
