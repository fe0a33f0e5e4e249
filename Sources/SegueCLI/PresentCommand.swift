import SegueCore
import SegueExec
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
    var depth = try ColorsOption.depth(parsed)
    var imageProtocol = try imageProtocolOption(parsed)
    let record = parsed.options["--record"]
    if let record, let problem = OutputPath.problem(record, allowsPipe: false) {
      DiagnosticPrinter.error("\(record): cannot write: \(problem)", output: &output)
      return .failure
    }
    let outside = parsed.positionals.first.map { OutsideFiles(tree: DeckTree(deckPath: $0)) }
    let source = parsed.positionals.first.map { fileSource($0, outside: outside) } ?? demoSource
    if parsed.positionals.first == StandardInput.argument, !Platform.isTerminal(0),
      !StandardInput.takeKeysFromTerminal()
    {
      output.err("error: the deck came from standard input, and there is no terminal for keys\n")
      return .failure
    }
    guard Platform.isTerminal(0), Platform.isTerminal(1) else {
      let deck = DiagnosticFormatter.shown(parsed.positionals.first ?? "DECK")
      output.err(
        "error: segue presents in a terminal, and standard input or output is not one\n"
          + "To render slides to a file or a pipe, use: segue export \(deck)\n")
      return .failure
    }
    guard let config = ConfigFile.load(parsed, output: &output) else { return .failure }
    ExecutorTable.current = config.executors
    DiagramPrograms.paths = config.renderers
    depth = depth ?? config.colors
    if parsed.options["--image-protocol"] == nil { imageProtocol = config.imageProtocol }
    guard
      var options = try options(
        parsed, source: source, outside: outside, config: config, output: &output)
    else {
      return .failure
    }
    options.transitions = !parsed.flags.contains("--no-transitions") && config.transitions
    options.keys = config.keys
    options.exec = ExecPermission(flags: parsed.flags)
    options.depth = depth
    options.record = record
    options.imageProtocol = imageProtocol
    return present(options, output: &output)
  }

  /// The deck read, its theme resolved, and what the arguments ask of the talk; nil, with
  /// the reasons printed, when the talk cannot start.
  static func options(
    _ parsed: ParsedArguments, source: DeckSource, outside: OutsideFiles?, config: Config,
    output: inout some CommandOutput
  ) throws(UsageError) -> PresentOptions? {
    guard let (deck, load) = DeckFile.deck(from: source.load(), output: &output) else {
      return nil
    }
    let themeResolver = ThemeSelection.resolver(
      option: parsed.options["--theme"], deckPath: parsed.positionals.first, honorsNoColor: true,
      fallback: config.fallbackTheme)
    let resolution = themeResolver.resolve(deck, source: load.source)
    guard let theme = startTheme(resolution, output: &output) else { return nil }
    var options = PresentOptions(
      deck: deck, source: load.source, deckSource: source, theme: theme, resolver: themeResolver)
    options.themeFiles = resolution.files
    options.includedFiles = load.includedFiles
    options.note(resolution)
    outside?.note(load, theme: resolution)
    options.outside = outside
    options.inputs = InputFiles(
      deck: parsed.positionals.first, themeFiles: resolution.files,
      shownFiles: load.includedFiles)
    if let record = parsed.options["--record"],
      let refusal = recordRefusal(record, inputs: options.inputs)
    {
      DiagnosticPrinter.error(refusal, output: &output)
      return nil
    }
    if resolution.origin == .fallback, config.followsBackground {
      followTerminalBackground(&options, light: config.lightTheme)
    } else {
      readCounterpart(&options)
    }
    if let reference = parsed.options["--start"] {
      options.start = try Self.start(reference, in: deck)
    }
    options.autoAdvance = try autoAdvance(parsed)
    // A deck from standard input has no file to remember a position or rehearsal times by.
    let remembered = parsed.positionals.first.flatMap { $0 == StandardInput.argument ? nil : $0 }
    options.memory = Memory(deckPath: remembered, rehearse: parsed.flags.contains("--rehearse"))
    if parsed.flags.contains("--resume") {
      let (position, note) = resumePoint(
        deck, deckPath: options.memory.deckPath, output: &output)
      options.start = position
      options.memory.note = note
    }
    return options
  }

  /// The theme the talk starts in, its problems printed; nil when `--theme` did not load.
  /// A deck's theme name that no theme has (often another tool's) is said after the talk
  /// (`PresentOptions.themeNote`), neither now, where the talk's screen would hide it, nor in
  /// a banner before the audience: the default stands in, with the deck's override.
  static func startTheme(_ resolution: ThemeResolution, output: inout some CommandOutput)
    -> Theme?
  {
    resolution.nameUnknown ? resolution.theme : ThemeSelection.report(resolution, output: &output)
  }

  /// Nothing chose a theme: it follows the terminal's background (COLORFGBG now, the
  /// terminal's own answer once it comes).
  static func followTerminalBackground(_ options: inout PresentOptions, light name: String) {
    guard case .success(let light) = ThemeSelection.loader.load(name) else { return }
    let themes = TerminalThemes(dark: options.theme, light: light.applying(options.deck.meta))
    options.theme = themes.guess(colorFGBG: Platform.environment("COLORFGBG")) ?? options.theme
    options.terminalThemes = themes
  }

  /// Whether COLORFGBG says the terminal's background is light.
  static var terminalIsLight: Bool {
    TerminalThemes.background(colorFGBG: Platform.environment("COLORFGBG"))
      .map(TerminalThemes.isLight) ?? false
  }

  /// A chosen theme drawn on the terminal's background brings its counterpart, for a terminal
  /// whose background its text cannot be read on (COLORFGBG now, the terminal's answer later).
  static func readCounterpart(_ options: inout PresentOptions) {
    guard options.theme.base.bg == .default, let name = options.theme.counterpart,
      case .success(let other) = ThemeSelection.loader.load(name)
    else { return }
    var pair = (chosen: options.theme, other: other.applying(options.deck.meta))
    if let background = TerminalThemes.background(colorFGBG: Platform.environment("COLORFGBG")),
      ThemeContrast.givesWay(pair.chosen, to: pair.other, on: background)
    {
      options.switchedFrom = pair.chosen.name
      pair = (pair.other, pair.chosen)
    }
    options.theme = pair.chosen
    options.counterpart = pair.other
  }

  /// The position `--start` names in `deck`.
  static func start(_ reference: String, in deck: Deck) throws(UsageError) -> Position {
    var pager = Pager(deck: deck)
    do {
      _ = try pager.goTo(reference)
    } catch {
      throw UsageError(message: "'--start': \(error.description)")
    }
    return pager.position
  }

  /// Opens the terminal, presents until the user quits, and restores it.
  static func present(_ options: PresentOptions, output: inout some CommandOutput) -> ExitCode {
    // Asked before ncurses takes the terminal, so its answers are not read as keys.
    let (pictures, saysTrueColor) = chooseImageProtocol(options.imageProtocol)
    // A terminal that kept a 24-bit colour gets them, though no COLORTERM says so (xterm).
    let depth = options.depth ?? (saysTrueColor && !ThemeSelection.noColor ? .trueColor : nil)
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen(depth: depth)
    } catch {
      DiagnosticPrinter.error("\(error)", output: &output)
      return .failure
    }
    let recorder: CastRecorder?
    do throws(WriteError) {
      recorder = try startRecording(
        options.record, size: screen.size, deck: options.deck, inputs: options.inputs)
    } catch {
      screen.restore()
      DiagnosticPrinter.error(
        "\(options.record ?? ""): cannot write: \(error.reason)", output: &output)
      return .failure
    }
    let terminal: any PresenterTerminal =
      recorder.map { RecordingTerminal(screen, recorder: $0) } ?? screen
    TerminalScreen.installSignalHandlers()
    let store = ImageFileAccess.store()
    var state = startingState(
      options, screen: screen, store: store, formulas: pictures.drawsPixels)
    let channel = SpeakerChannel.open(
      deckSource: options.deckSource, source: options.source, state: &state)
    let presenter = Presenter(
      state: state, screen: terminal, deckSource: options.deckSource,
      themeResolver: options.resolver, themeFiles: options.themeFiles,
      includedFiles: options.includedFiles, stamp: { Platform.watchStamp($0) },
      channel: channel, pixels: pixelImages(pictures, store: store, screen: screen),
      snippetDirectory: options.deckSource.path.map(ExecCheck.folder(of:)),
      diagrams: DiagramDrawing.renderer)
    savePositionOnSignals(presenter, memory: options.memory)
    presenter.run()
    PositionOnSignal.unregister()
    screen.restore()
    remember(
      presenter.state, memory: options.memory, fileName: options.source.fileName,
      output: &output)
    if let note = options.themeNote { _ = ThemeSelection.report(note, output: &output) }
    if let note = presenter.state.contrastNote { output.err(note + "\n") }
    if let outside = options.outside {
      noteOutside((outside.tree.root, outside.lines), output: &output)
    }
    return finishRecording(recorder, options.record, output: &output)
  }

  /// After the talk: the files shown from outside the deck's tree, which an export of it
  /// would need `--allow-outside` for.
  static func noteOutside(
    _ outside: (root: String, lines: [String]), output: inout some CommandOutput
  ) {
    guard !outside.lines.isEmpty else { return }
    output.err(
      "note: the deck read \(outside.lines.count == 1 ? "a file" : "\(outside.lines.count) files") "
        + "outside its tree (\(DiagnosticFormatter.shown(outside.root))):\n"
        + outside.lines.map { "  \($0)\n" }.joined())
  }

  /// The presenter's state at the first frame: the deck, theme and position the options
  /// name, with the start's banner, note and rehearsal.
  /// - Parameter formulas: whether display formulas are typeset by LaTeX (pixels are shown).
  static func startingState(
    _ options: PresentOptions, screen: TerminalScreen, store: ImageStore, formulas: Bool
  ) -> PresenterState {
    // The deck's and the theme's own `transition: none` are the state's to follow, as they
    // change with live reloads.
    var state = PresenterState(
      deck: options.deck, source: options.source, theme: options.theme, size: screen.size,
      start: options.start, transitions: options.transitions,
      deckChoosesTheme: options.resolver.deckChoosesTheme,
      images: ImageDrawing(store: store, depth: screen.colorDepth), exec: options.exec,
      diagrams: .of(DiagramDrawing.renderer, formulas: formulas))
    state.terminalThemes = options.terminalThemes
    state.counterpartTheme = options.counterpart
    state.switchedFrom = options.switchedFrom
    state.keys = KeyReader(table: options.keys)
    if let problem = options.themeProblem { state.startsWithThemeProblem(problem) }
    state.startNote = options.memory.note
    if options.memory.rehearse { state.rehearsal = Rehearsal() }
    state.autoAdvance = options.autoAdvance
    return state
  }

  static var demoSource: DeckSource {
    DeckSource(
      load: { .success(DeckParser.parse(SourceText(BuiltInContent.text, fileName: "demo.md"))) })
  }

  /// The deck at `path`, each load of it noting the files it reads outside its tree.
  static func fileSource(_ path: String, outside: OutsideFiles? = nil) -> DeckSource {
    DeckSource(
      load: {
        let loaded = DeckFile.load(path)
        if let outside, case .success(let load) = loaded { outside.note(load) }
        return loaded
      }, path: path == StandardInput.argument ? nil : path)
  }
}

extension PresentCommand {
  /// `--auto-advance TIME` and `--loop`: a time with its unit (a bare number would read as
  /// minutes, as `time:` does, which nobody means here).
  static func autoAdvance(_ parsed: ParsedArguments) throws(UsageError) -> AutoAdvance {
    let loops = parsed.flags.contains("--loop")
    guard let text = parsed.options["--auto-advance"] else { return AutoAdvance(loops: loops) }
    guard text.contains(where: \.isLetter), let seconds = DurationText.seconds(text) else {
      throw UsageError(
        message: "'--auto-advance' takes a time such as 20s, 1m or 1m30s, not '\(text)'")
    }
    return AutoAdvance(interval: seconds * 1000, loops: loops)
  }
}
