import Glibc
import SegueCore
import SegueExec
import SegueRender

/// The interactive presenter's edge: a `PresenterState` driven by an `EventLoop`, its effects
/// carried out on the terminal and the files.
///
/// Everything the presenter decides is in the state; this only turns the world into events
/// (bytes from the terminal, resizes, timers, the deck session's files, the channel's
/// commands) and effects into actions (drawing, playing an animation's frames at their
/// times, reading the deck, resolving the theme, telling the channel).
public final class Presenter {
  private let screen: any PresenterTerminal
  private let deckSource: DeckSource
  private let themeResolver: ThemeResolver
  /// The state; after `run`, where the talk ended (the resume point, the rehearsal).
  public private(set) var state: PresenterState
  /// The deck session's edge: watches the files, reads the deck, resolves the theme.
  private let files: DeckFiles
  private let loop: EventLoop
  /// Plays the frames of a transition.
  private let player: FramePlayer
  /// The wake-up times asked for and not yet reached (each is scheduled once).
  private var wakeUps: Set<Int> = []
  /// The speaker channel, when it could be opened.
  private let channel: ChannelServer?
  /// Real pixels over the pictures' symbol cells, when the terminal has a graphics protocol.
  private let pixels: PixelImages?
  /// Told where the talk is after every event that moved it (`--resume`'s save on signals).
  public var positionChanged: ((Position) -> Void)?
  private var lastPosition: Position?
  /// The blocks that run (`-x`, `-X`): snippets and terminal programs.
  private let live: LiveProcesses
  /// Where snippets run: the deck's folder.
  private let snippetDirectory: String?
  /// Output reported while an event's effects are carried out, sent once they are.
  private var queuedOutput: [(BlockID, LiveOutput)] = []
  private var isSending = false
  /// Renders the deck's diagrams (the state's session was given its cache to look in).
  private let diagrams: DiagramRenderer?

  /// - Parameters:
  ///   - themeFiles: the files the theme was read from (`ThemeResolution.files`), watched.
  ///   - includedFiles: the files the deck shows (`DeckLoad.includedFiles`), watched with it.
  ///   - stamp: `stat` for the file watcher.
  public init(
    state: PresenterState, screen: any PresenterTerminal, deckSource: DeckSource,
    themeResolver: ThemeResolver, themeFiles: [String], includedFiles: [String] = [],
    stamp: @escaping @Sendable (String) -> FileStamp?, loop: EventLoop = EventLoop(),
    channel: ChannelServer? = nil, pixels: PixelImages? = nil, snippetDirectory: String? = nil,
    diagrams: DiagramRenderer? = nil
  ) {
    self.diagrams = diagrams
    live = LiveProcesses(loop: loop, directory: snippetDirectory)
    self.snippetDirectory = snippetDirectory
    self.state = state
    self.pixels = pixels
    self.channel = channel
    self.screen = screen
    self.deckSource = deckSource
    self.themeResolver = themeResolver
    self.loop = loop
    player = FramePlayer(loop: loop, draw: { screen.draw($0) })
    files = DeckFiles(loop: loop, stamp: stamp)
    files.watch(deckSource.path.map { [$0] + includedFiles } ?? [], as: .deck)
    files.watch(themeFiles, as: .theme)
  }

  #if DEBUG
    private static let crashesForTest = getenv("SEGUE_TEST_CRASH") != nil
  #endif

  /// Presents until the user quits or the terminal goes away.
  public func run() {
    // Pixel pictures come back when a slide-in has drawn its last frame.
    player.finished = { [unowned self] in
      pixels?.place(state.shown?.pictures ?? [], screenHeight: screen.size.height)
    }
    loop.watch(
      screen,
      resized: { [unowned self] in
        pixels?.remove()  // the screen is repainted whole, and cells may have another size
        send(.resize(screen.size))
        FreedMemory.release()  // the larger screen and frame drawn before are gone now
      },
      input: { [unowned self] in send(.bytes($0)) })
    files.shownDeck = { [unowned self] in state.deck }
    files.report = { [unowned self] in
      switch $0 {
      case .fileChanged(let kind): send(.fileChanged(kind))
      case .deckRead(let prepared): send(.deckLoaded(prepared))
      case .themeResolved(let resolution): send(.themeResolved(resolution))
      case .diagramRendered(let request, let problem):
        send(.diagramRendered(request, problem: problem))
      }
    }
    files.start()
    // Nothing chose a theme: the terminal's background will (its answer comes as input). A
    // theme that leaves the background to the terminal asks too, to say if it cannot be read.
    if state.terminalThemes != nil || state.theme.base.bg == .default {
      screen.askBackgroundColor()
    }
    if let channel {
      channel.attach(to: loop)
      channel.onCommand = { [unowned self] in send(.remote($0)) }
    }
    live.report = { [unowned self] id, output in
      queuedOutput.append((id, output))
      if !isSending { send(nil) }
    }
    send(.start)
    loop.run()
    live.report = { _, _ in }  // the talk is over: nothing more is drawn
    live.stopAll()
    pixels?.removeAll()
    state.rehearsal?.finish(at: loop.clock())
    channel?.close()
  }

  /// Hands `event` to the state and carries out its effects; then the output its effects
  /// reported (a start's first output), each an event of its own.
  private func send(_ event: PresenterEvent?) {
    // A nested send (a theme resolved while a reload's effects are carried out) leaves the
    // flag as the outer one set it.
    let outer = isSending
    isSending = true
    defer { isSending = outer }
    if let event { handleOne(event) }
    guard !outer else { return }  // the outermost send hands the output over, in order
    while !queuedOutput.isEmpty {
      let (id, output) = queuedOutput.removeFirst()
      handleOne(.liveOutput(id, output))
    }
  }

  private func handleOne(_ event: PresenterEvent) {
    for effect in state.handle(event, at: loop.clock()) { perform(effect) }
    if let positionChanged, state.pager.position != lastPosition {
      lastPosition = state.pager.position
      positionChanged(state.pager.position)
    }
  }

  private func perform(_ effect: PresenterEffect) {
    switch effect {
    case .draw(let canvas):
      player.stop()
      pixels?.prepare(for: state.shown?.pictures ?? [])
      screen.draw(canvas)
      pixels?.place(state.shown?.pictures ?? [], screenHeight: screen.size.height)
      #if DEBUG
        // A real crash (a trap, not a signal sent from outside) for the e2e test that the
        // terminal comes back and the process ends at once; debug builds only.
        if Self.crashesForTest { fatalError("SEGUE_TEST_CRASH is set") }
      #endif
    case .animate(let timed):
      pixels?.remove()  // only symbols slide
      player.play(timed)
    case .schedule(let time):
      guard wakeUps.insert(time).inserted else { return }
      loop.schedule(at: time) { [unowned self] _ in
        wakeUps.remove(time)
        send(.timer)
      }
    case .reloadDeck: files.read(path: deckSource.path, deckSource.load)
    case .reloadTheme(let deck, let source):
      files.resolve(themeResolver, deck: deck, source: source)
    case .quit:
      loop.stop()
    case .announce(let message):
      channel?.broadcast(message)
    case .startLive(let launch): live.start(launch)
    case .stopLive(let id): live.stop(id)
    case .moveLive(let moves): live.move(moves)
    case .typeLive(let id, let keys): live.type(keys, into: id)
    case .resizeLive(let id, let size): live.resize(id, to: size)
    case .handOver(let launch):
      player.stop()
      pixels?.removeAll()
      let output = TerminalHandOver.run(launch.code, directory: snippetDirectory, on: screen)
      queuedOutput.append((launch.id, output))
    case .renderDiagram(let request):
      guard let diagrams else { return send(.diagramRendered(request, problem: "no renderer")) }
      files.render(request, with: diagrams)
    }
  }
}
