import Glibc
import SegueCore
import SegueRender

/// The interactive presenter's edge: a `PresenterState` driven by an `EventLoop`, its effects
/// carried out on the terminal and the files.
///
/// Everything the presenter decides is in the state; this only turns the world into events
/// (bytes from the terminal, resizes, timers, file edits) and effects into actions (drawing,
/// playing an animation's frames at their times, reading the deck, resolving the theme).
public final class Presenter {
  private let screen: any PresenterTerminal
  private let deckSource: DeckSource
  private let themeResolver: ThemeResolver
  /// The state; after `run`, where the talk ended (the resume point, the rehearsal).
  public private(set) var state: PresenterState
  private var watcher: FileWatcher
  private let loop: EventLoop
  /// Plays the frames of a transition.
  private let player: FramePlayer
  /// The wake-up times asked for and not yet reached (each is scheduled once).
  private var wakeUps: Set<Int> = []
  /// The speaker channel, when it could be opened.
  private let channel: ChannelServer?
  /// Real pixels over the pictures' symbol cells, when the terminal has a graphics protocol.
  private let pixels: PixelImages?
  /// Reads the whole deck when the state shows only its leading part (`isLoading`).
  private let wholeDeck: (@Sendable () -> Result<DeckLoad, Diagnostic>)?
  /// Told where the talk is after every event that moved it (`--resume`'s save on signals).
  public var positionChanged: ((Position) -> Void)?
  private var lastPosition: Position?

  /// - Parameters:
  ///   - themeFiles: the files the theme was read from (`ThemeResolution.files`), watched.
  ///   - includedFiles: the files the deck shows (`DeckLoad.includedFiles`), watched with it.
  ///   - stamp: `stat` for the file watcher.
  ///   - wholeDeck: for a state that shows a deck's leading part, how to read the whole; run on
  ///     a thread of its own, its result comes to the state as `.deckPrepared`.
  public init(
    state: PresenterState, screen: any PresenterTerminal, deckSource: DeckSource,
    themeResolver: ThemeResolver, themeFiles: [String], includedFiles: [String] = [],
    stamp: @escaping @Sendable (String) -> FileStamp?, loop: EventLoop = EventLoop(),
    channel: ChannelServer? = nil,
    wholeDeck: (@Sendable () -> Result<DeckLoad, Diagnostic>)? = nil, pixels: PixelImages? = nil
  ) {
    self.state = state
    self.wholeDeck = wholeDeck
    self.pixels = pixels
    self.channel = channel
    self.screen = screen
    self.deckSource = deckSource
    self.themeResolver = themeResolver
    self.loop = loop
    player = FramePlayer(loop: loop, draw: { screen.draw($0) })
    watcher = FileWatcher(stamp: stamp)
    watcher.watch(deckSource.path.map { [$0] + includedFiles } ?? [], as: .deck)
    watcher.watch(themeFiles, as: .theme)
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
      },
      input: { [unowned self] in send(.bytes($0)) })
    scheduleWatch(at: loop.clock() + FileWatcher.intervalMilliseconds)
    // Nothing chose a theme: the terminal's background will (its answer comes as input).
    if state.terminalThemes != nil { screen.askBackgroundColor() }
    if let channel {
      channel.attach(to: loop)
      channel.onCommand = { [unowned self] in send(.remote($0)) }
    }
    send(.start)
    if let wholeDeck { loadInBackground(wholeDeck) }
    loop.run()
    pixels?.removeAll()
    state.rehearsal?.finish(at: loop.clock())
    channel?.close()
  }

  private func send(_ event: PresenterEvent) {
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
    case .reloadDeck:
      // Off the main thread, like the whole deck at opening: a 10 MB deck takes seconds to
      // parse, and the keys, timers and channel go on meanwhile. The state asks for one read
      // at a time (`PresenterState+Reloading.swift`).
      loadInBackground(deckSource.load)
    case .reloadTheme(let deck, let source):
      let resolution = themeResolver.resolve(deck, source: source)
      watcher.watch(resolution.files, as: .theme)
      send(.themeResolved(resolution))
    case .quit:
      loop.stop()
    case .announce(let message):
      channel?.broadcast(message)
    }
  }

  private func deckLoaded(_ prepared: PreparedDeck) {
    // The files a deck shows are watched as the deck: an edit of one reloads it, and a
    // reload may name others.
    if let path = deckSource.path, case .success(let load) = prepared.result {
      watcher.watch([path] + load.includedFiles, as: .deck)
    }
    var replaced: Deck? = state.deck
    send(.deckPrepared(prepared))
    // Freed on another thread when the state let go of it (the last reference is this one).
    BackgroundWork<Deck>.discard(&replaced)
  }

  /// Reads the deck (the whole one at opening, or a reload) on a thread of its own, with its
  /// hash and shape; the loop hands it over when it is done.
  private func loadInBackground(_ work: @escaping @Sendable () -> Result<DeckLoad, Diagnostic>) {
    guard let job = BackgroundWork.start({ PreparedDeck(work()) }) else {
      deckLoaded(PreparedDeck(work()))
      return
    }
    loop.add(descriptor: job.descriptor) { [unowned self] in
      guard let prepared = job.take() else { return .open }
      deckLoaded(prepared)
      return .closed
    }
  }

  /// Looks at the watched files every `FileWatcher.intervalMilliseconds`.
  private func scheduleWatch(at time: Int) {
    loop.schedule(at: time) { [unowned self] now in
      let changed = watcher.check()
      // The theme first, so a deck reload that follows is drawn in the new theme.
      for kind in [WatchedFile.theme, .deck] where changed.contains(kind) {
        send(.fileChanged(kind))
      }
      scheduleWatch(at: now + FileWatcher.intervalMilliseconds)
    }
  }
}
