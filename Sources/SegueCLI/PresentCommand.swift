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
    // The deck and its theme are read on another core while this one takes the terminal over
    // (the first frame shows ~0.7 ms sooner). What reading them has to say waits until the
    // terminal is given back, where it would have been seen anyway. Both sides only read the
    // environment: ncurses is told not to write LINES and COLUMNS into it (`use_env(false)`).
    var messages = CapturedOutput()
    messages.colorErrors = output.colorErrors
    let reading = WorkerThread { [messages] in
      var messages = messages
      let outcome = prepare(parsed, source: source, output: &messages)
      return (outcome, messages)
    }
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen(depth: depth)
    } catch {
      reading.wait().1.replay(to: &output)
      output.err("error: \(error)\n")
      return .failure
    }
    let (outcome, said) = reading.wait()
    defer { said.replay(to: &output) }
    switch outcome {
    case .failure(let problem):
      screen.restore()
      if case .usage(let error) = problem { throw error }
      return .failure
    case .success(let plan):
      present(plan.deck, source: source, start: plan.start, options: plan.options, on: screen)
      return .success
    }
  }

  /// What the presenter starts with.
  struct Plan: Sendable {
    var deck: Deck
    var start: Position?
    var options: Presenter.Options
  }

  enum Problem: Error {
    /// Already said in the output.
    case said
    case usage(UsageError)
  }

  /// Reads the deck and its theme and works out where and how to start; prints what went wrong.
  static func prepare(
    _ parsed: ParsedArguments, source: DeckSource, output: inout some CommandOutput
  ) -> Result<Plan, Problem> {
    guard let (deck, load) = DeckFile.deck(from: source.load(), output: &output) else {
      return .failure(.said)
    }
    guard
      let theme = ThemeSelection.theme(
        option: parsed.options["--theme"], deck: deck, source: load.source,
        deckPath: parsed.positionals.first, honorsNoColor: true, output: &output)
    else { return .failure(.said) }
    var start: Position?
    if let reference = parsed.options["--start"] {
      var pager = Pager(deck: deck)
      do {
        _ = try pager.goTo(reference)
      } catch {
        return .failure(.usage(UsageError(message: "'--start': \(error.description)")))
      }
      start = pager.position
    }
    var options = Presenter.Options(theme: theme)
    if let path = ThemeSelection.themeFile(
      option: parsed.options["--theme"], deck: deck, deckPath: parsed.positionals.first)
    {
      let loader = ThemeSelection.loader
      options.themeSource = ThemeSource(
        load: { loader.load(path) }, stamp: { Platform.stamp(path) })
    }
    options.transitions =
      !parsed.flags.contains("--no-transitions") && deck.meta.transition != "none"
      && theme.transition.style != .none
    return .success(Plan(deck: deck, start: start, options: options))
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
