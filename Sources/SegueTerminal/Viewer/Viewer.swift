import SegueCore
import SegueRender

#if canImport(Glibc)
  import Glibc
#endif

/// The edge of a second-screen view: a `ViewerState` over an `EventLoop` with the terminal,
/// the channel client, a once-a-second clock and a watcher of the deck file.
public final class Viewer {
  private let screen: any PresenterTerminal
  private var state: ViewerState
  private let loop: EventLoop
  private var client: ChannelClient!
  private var watcher: FileWatcher
  private let loadDeck: (String) -> Result<DeckLoad, Diagnostic>
  private let themeResolver: ThemeResolver
  private var watchedPath: String?
  /// Plays the follower's transitions.
  private let player: FramePlayer

  /// - Parameters:
  ///   - folder: the channel's socket folder.
  ///   - deckPath: the deck named on the command line, if any.
  ///   - loadDeck: reads and parses a deck file.
  ///   - themeResolver: chooses the theme for each deck read, as the presenter's does (its
  ///     `deckPath` is set to the deck's each time).
  public init(
    state: ViewerState, screen: any PresenterTerminal, folder: String, deckPath: String?,
    loadDeck: @escaping (String) -> Result<DeckLoad, Diagnostic>, themeResolver: ThemeResolver,
    stamp: @escaping @Sendable (String) -> FileStamp?, log: @escaping (String) -> Void,
    loop: EventLoop = EventLoop()
  ) {
    self.state = state
    self.screen = screen
    self.loop = loop
    self.loadDeck = loadDeck
    self.themeResolver = themeResolver
    watcher = FileWatcher(stamp: stamp)
    player = FramePlayer(loop: loop, draw: { screen.draw($0) })
    client = ChannelClient(
      folder: folder, deckPath: deckPath, role: state.kind == .notes ? "notes" : "follow",
      loop: loop, log: log, report: { [unowned self] in send($0) })
  }

  /// Shows the view until the user quits or the terminal goes away.
  public func run() {
    loop.watch(
      screen, resized: { [unowned self] in send(.resize(screen.size)) },
      input: { [unowned self] in send(.bytes($0)) })
    send(.tick(wallClock: Self.wallClock()))
    send(.start)
    client.start()
    scheduleTick()
    scheduleWatch()
    loop.run()
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
      watcher.watch([path], as: .deck)
      watchedPath = path
      send(.deckLoaded(loadDeck(path)))
    case .resolveTheme(let deck, let source, let path):
      var resolver = themeResolver
      resolver.deckPath = path
      let resolution = resolver.resolve(deck, source: source)
      watcher.watch(resolution.files, as: .theme)
      send(.themeResolved(resolution))
    case .schedule(let time):
      loop.schedule(at: time) { [unowned self] _ in send(.tick(wallClock: Self.wallClock())) }
    case .quit: loop.stop()
    }
  }

  /// The clock's second: elapsed time and the countdown move on.
  private func scheduleTick() {
    loop.schedule(at: loop.clock() + 1000) { [unowned self] _ in
      send(.tick(wallClock: Self.wallClock()))
      scheduleTick()
    }
  }

  private func scheduleWatch() {
    loop.schedule(at: loop.clock() + FileWatcher.intervalMilliseconds) { [unowned self] _ in
      let changed = watcher.check()
      // The theme first, so a deck reload that follows is drawn in the new theme.
      if changed.contains(.theme) { send(.themeFileChanged) }
      if changed.contains(.deck), let watchedPath {
        send(.deckLoaded(loadDeck(watchedPath)))
      }
      scheduleWatch()
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
