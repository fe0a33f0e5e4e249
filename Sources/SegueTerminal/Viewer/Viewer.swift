import SegueCore
import SegueExec
import SegueRender

#if canImport(Glibc)
  import Glibc
#endif

/// The edge of a second-screen view: a `ViewerState` over an `EventLoop` with the terminal,
/// the channel client, a once-a-second clock and the deck session's files (`DeckFiles`, as the
/// presenter's: watched, read off the main thread, the theme resolved).
public final class Viewer {
  private let screen: any PresenterTerminal
  private var state: ViewerState
  private let loop: EventLoop
  private var client: ChannelClient!
  private let files: DeckFiles
  private let loadDeck: @Sendable (String) -> Result<DeckLoad, Diagnostic>
  private let themeResolver: ThemeResolver
  /// Plays the follower's transitions.
  private let player: FramePlayer
  /// Why the view ended without a presenter: the folder or the socket's owner was refused.
  public private(set) var refusal: String?
  /// Renders the deck's diagrams (the state's session was given its cache to look in).
  private let diagrams: DiagramRenderer?

  /// - Parameters:
  ///   - folder: the channel's socket folder.
  ///   - deckPath: the deck named on the command line, if any.
  ///   - loadDeck: reads and parses a deck file (on a thread of its own).
  ///   - themeResolver: chooses the theme for each deck read, as the presenter's does (its
  ///     `deckPath` is set to the deck's each time).
  public init(
    state: ViewerState, screen: any PresenterTerminal, folder: String, deckPath: String?,
    loadDeck: @escaping @Sendable (String) -> Result<DeckLoad, Diagnostic>,
    themeResolver: ThemeResolver, stamp: @escaping @Sendable (String) -> FileStamp?,
    log: @escaping (String) -> Void, loop: EventLoop = EventLoop(),
    diagrams: DiagramRenderer? = nil
  ) {
    self.state = state
    self.diagrams = diagrams
    self.screen = screen
    self.loop = loop
    self.loadDeck = loadDeck
    self.themeResolver = themeResolver
    files = DeckFiles(loop: loop, stamp: stamp)
    player = FramePlayer(loop: loop, draw: { screen.draw($0) })
    client = ChannelClient(
      folder: folder, deckPath: deckPath, role: state.kind == .notes ? "notes" : "follow",
      loop: loop, log: log, report: { [unowned self] in send($0) })
    client.refused = { [unowned self] in
      refusal = $0
      loop.stop()
    }
  }

  /// Shows the view until the user quits or the terminal goes away.
  public func run() {
    loop.watch(
      screen,
      resized: { [unowned self] in
        send(.resize(screen.size))
        FreedMemory.release()  // the larger screen and frame drawn before are gone now
      },
      input: { [unowned self] in send(.bytes($0)) })
    files.shownDeck = { [unowned self] in state.session.deck }
    files.report = { [unowned self] in
      switch $0 {
      case .fileChanged(let kind): send(.fileChanged(kind))
      case .deckRead(let prepared): send(.deckLoaded(prepared))
      case .themeResolved(let resolution): send(.themeResolved(resolution))
      case .diagramRendered(let request, let problem):
        send(.diagramRendered(request, problem: problem))
      }
    }
    send(.tick(wallClock: Self.wallClock()))
    send(.start)
    client.start()
    scheduleTick()
    files.start()
    // A refusal at the first connection came before the loop ran (which would forget the stop).
    if refusal == nil { loop.run() }
    client.close()
  }

  private func send(_ event: ViewerEvent) {
    for effect in state.handle(event, at: loop.clock()) { perform(effect) }
  }

  private func perform(_ effect: ViewerEffect) {
    switch effect {
    case .draw(let canvas):
      player.stop()
      screen.draw(canvas)
    case .animate(let timed): player.play(timed)
    case .send(let command): client.send(command)
    case .loadDeck(let path):
      let load = loadDeck
      files.read(path: path) { load(path) }
    case .resolveTheme(let deck, let source, let path):
      var resolver = themeResolver
      resolver.deckPath = path
      files.resolve(resolver, deck: deck, source: source)
    case .schedule(let time):
      loop.schedule(at: time) { [unowned self] _ in send(.tick(wallClock: Self.wallClock())) }
    case .quit: loop.stop()
    case .renderDiagram(let request):
      guard let diagrams else {
        return send(.diagramRendered(request, problem: "no renderer"))
      }
      files.render(request, with: diagrams)
    }
  }

  /// The clock's second: elapsed time and the countdown move on.
  private func scheduleTick() {
    loop.schedule(at: loop.clock() + 1000) { [unowned self] _ in
      send(.tick(wallClock: Self.wallClock()))
      scheduleTick()
    }
  }

  /// The local time as `HH:MM`.
  static func wallClock() -> String {
    var now = time(nil)
    var parts = tm()
    guard localtime_r(&now, &parts) != nil else { return "" }
    let two = { (n: Int32) in n < 10 ? "0\(n)" : "\(n)" }
    return "\(two(parts.tm_hour)):\(two(parts.tm_min))"
  }
}
