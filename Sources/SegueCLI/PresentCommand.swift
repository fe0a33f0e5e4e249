import SegueCore
import SegueRender
import SegueTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// `segue [present] [DECK]`: the interactive presenter; the built-in demo without a deck.
enum PresentCommand {
  static let spec = ArgumentSpec(
    flags: ["--no-transitions", "-h", "--help"], options: ["--theme", "--start", "--colors"],
    positionals: ["deck"])

  static func run(_ arguments: [String], output: inout some CommandOutput) throws(UsageError)
    -> ExitCode
  {
    let parsed = try spec.parse(arguments)
    if parsed.wantsHelp {
      output.out(HelpText.present)
      return .success
    }
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
    // The terminal is opened and the theme loaded on another core while this one reads the
    // deck (the first frame shows ~1 ms sooner). What they have to say waits until the
    // terminal is given back, where it would have been seen anyway. Both threads only read the
    // environment: ncurses is told not to write LINES and COLUMNS into it (`use_env(false)`).
    var messages = CapturedOutput()
    messages.colorErrors = output.colorErrors
    let theme = parsed.options["--theme"]
    let opening = WorkerThread { [messages, depth] () -> Opening in
      var said = messages
      do throws(TerminalScreenError) {
        let screen = try TerminalScreen(depth: depth)
        let loaded = ThemeSelection.commandLineTheme(
          option: theme, honorsNoColor: true, output: &said)
        return Opening(screen: .success(HandedOver(screen)), theme: loaded, said: said)
      } catch {
        return Opening(screen: .failure(error), theme: nil, said: said)
      }
    }
    var deckMessages = messages
    let loaded = DeckFile.deck(from: source.load(), output: &deckMessages)
      .map { LoadedDeck(deck: $0.deck, source: $0.load.source) }
    let opened = opening.wait()
    defer {
      deckMessages.replay(to: &output)
      messages.replay(to: &output)
    }
    messages = opened.said
    let screen: TerminalScreen
    switch opened.screen {
    case .failure(let error):
      messages.err("error: \(error)\n")
      return .failure
    case .success(let handedOver):
      screen = handedOver.value
    }
    guard let loaded, let theme = opened.theme else {
      screen.restore()
      return .failure
    }
    let plan: Plan
    do throws(UsageError) {
      plan = try Plan(parsed, deck: loaded, theme: theme, output: &messages)
    } catch {
      screen.restore()
      throw error
    }
    present(plan.deck, source: source, start: plan.start, options: plan.options, on: screen)
    return .success
  }

  /// What the thread that opens the terminal hands back.
  struct Opening: Sendable {
    var screen: Result<HandedOver<TerminalScreen>, TerminalScreenError>
    var theme: (theme: Theme, deckMayChoose: Bool)?
    var said: CapturedOutput
  }

  /// A deck that loaded, with its text.
  struct LoadedDeck: Sendable {
    var deck: Deck
    var source: SourceText
  }

  /// What the presenter starts with.
  struct Plan {
    var deck: Deck
    var start: Position?
    var options: Presenter.Options

    /// The deck's own theme when it may choose one, where to start, and how to present.
    init(
      _ parsed: ParsedArguments, deck loaded: LoadedDeck,
      theme: (theme: Theme, deckMayChoose: Bool), output: inout some CommandOutput
    ) throws(UsageError) {
      let deck = loaded.deck
      let deckPath = parsed.positionals.first
      let theme =
        theme.deckMayChoose
        ? ThemeSelection.deckTheme(
          deck: deck, source: loaded.source, deckPath: deckPath, over: theme.theme,
          output: &output)
        : theme.theme
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
      if let path = ThemeSelection.themeFile(
        option: parsed.options["--theme"], deck: deck, deckPath: deckPath)
      {
        let loader = ThemeSelection.loader
        options.themeSource = ThemeSource(
          load: { loader.load(path) }, stamp: { Platform.stamp(path) })
      }
      options.transitions =
        !parsed.flags.contains("--no-transitions") && deck.meta.transition != "none"
        && theme.transition.style != .none
      self.deck = deck
      self.start = start
      self.options = options
    }
  }

  /// Presents on an open screen until the user quits, and restores the terminal.
  static func present(
    _ deck: Deck, source: DeckSource, start: Position?, options: Presenter.Options,
    on screen: TerminalScreen
  ) {
    TerminalScreen.installSignalHandlers()
    Presenter(screen: screen, source: source, deck: deck, start: start, options: options).run()
    screen.restore()
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
    present(deck, source: source, start: start, options: options, on: screen)
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
