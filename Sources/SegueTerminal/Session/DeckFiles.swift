import SegueCore
import SegueExec
import SegueRender

/// What happened to a deck session's files, as its edge reports it.
public enum SessionEvent: Sendable {
  /// A watched file changed (or disappeared) and the change has held for a check.
  case fileChanged(WatchedFile)
  /// The deck as a read brought it, its hash and shape made on the reading thread.
  case deckRead(PreparedDeck)
  /// The theme as a resolution brought it.
  case themeResolved(ThemeResolution)
  /// A diagram's render ended: its picture is in the cache, or `problem` says why not.
  case diagramRendered(DiagramRequest, problem: String?)
}

/// The deck session's edge, shared by the presenter and the viewers: watches the deck, the
/// files it shows and the theme's files on the event loop's timer, reads the deck off the main
/// thread, and resolves the theme, each result reported as a `SessionEvent`.
///
/// Every deck is read on a thread of its own, as a big deck takes a while to parse and the
/// keys, timers and channel go on meanwhile; the session asks for one read at a time.
public final class DeckFiles {
  private var watcher: FileWatcher
  private let loop: EventLoop
  /// Where what happened goes; the holder sets it before `start`.
  public var report: (SessionEvent) -> Void = { _ in }
  /// The deck shown now: once a read is handled, the deck it replaced is let go of on a thread
  /// of its own, where freeing a big deck's many small arrays holds up no key.
  public var shownDeck: () -> Deck? = { nil }

  /// - Parameter stamp: `stat`, for the watcher.
  public init(loop: EventLoop, stamp: @escaping @Sendable (String) -> FileStamp?) {
    self.loop = loop
    watcher = FileWatcher(stamp: stamp)
  }

  /// Watches these files from now on, instead of the ones watched as `kind` so far.
  public func watch(_ paths: [String], as kind: WatchedFile) {
    watcher.watch(paths, as: kind)
  }

  /// Starts looking at the watched files every `FileWatcher.intervalMilliseconds`.
  public func start() {
    scheduleWatch(at: loop.clock() + FileWatcher.intervalMilliseconds)
  }

  /// Reads the deck with `load` on a thread of its own and reports it from the loop, later;
  /// `path` (nil for a built-in deck) is watched, and after a good read the files the deck
  /// shows are watched with it.
  ///
  /// When no thread can be made the deck is read here, and still reported on the loop's next
  /// turn: the effects that asked for the read run on, and never draw after its deck.
  public func read(path: String?, _ load: @escaping @Sendable () -> Result<DeckLoad, Diagnostic>) {
    if let path, !watcher.paths.contains(path) { watcher.watch([path], as: .deck) }
    guard let job = BackgroundWork.start({ PreparedDeck(load()) }) else {
      let prepared = PreparedDeck(load())
      loop.schedule(at: loop.clock()) { [unowned self] _ in deckRead(prepared, path: path) }
      return
    }
    loop.add(descriptor: job.descriptor) { [unowned self] in
      guard let prepared = job.take() else { return .open }
      deckRead(prepared, path: path)
      return .closed
    }
  }

  /// Resolves the theme for `deck` (a theme is a few small files: on this thread), watches the
  /// files it was read from, and reports it.
  public func resolve(_ resolver: ThemeResolver, deck: Deck, source: SourceText) {
    let resolution = resolver.resolve(deck, source: source)
    watcher.watch(resolution.files, as: .theme)
    report(.themeResolved(resolution))
  }

  /// Renders `request` with `renderer` on a thread of its own (its tool may take seconds),
  /// and reports it from the loop.
  public func render(_ request: DiagramRequest, with renderer: DiagramRenderer) {
    let work: @Sendable () -> String? = {
      if case .failure(let problem) = renderer.render(request) { return problem.message }
      return nil
    }
    guard let job = BackgroundWork<String?>.start(work) else {
      // Never on the main thread: a tool may take seconds, and the keys would wait.
      loop.schedule(at: loop.clock()) { [unowned self] _ in
        report(.diagramRendered(request, problem: "no thread to render on"))
      }
      return
    }
    loop.add(descriptor: job.descriptor) { [unowned self] in
      guard let problem = job.take() else { return .open }
      report(.diagramRendered(request, problem: problem))
      return .closed
    }
  }

  private func deckRead(_ prepared: PreparedDeck, path: String?) {
    // The files a deck shows are watched as the deck: an edit of one reloads it, and a
    // reload may name others.
    if let path, case .success(let load) = prepared.result {
      watcher.watch([path] + load.includedFiles, as: .deck)
    }
    // Out of descriptors (a flood of connections, say), the file could not even be opened:
    // nothing about it changed, so the watcher would never read it again by itself.
    if case .failure(let problem) = prepared.result, DescriptorShortage.explains(problem.message) {
      watcher.recheck(.deck)
    }
    var replaced = shownDeck()
    report(.deckRead(prepared))
    // The last reference is this one when the holder let go of the deck.
    BackgroundWork<Deck>.discard(&replaced)
  }

  private func scheduleWatch(at time: Int) {
    loop.schedule(at: time) { [unowned self] now in
      let changed = watcher.check()
      // The theme first, so a deck reload that follows is drawn in the new theme.
      for kind in [WatchedFile.theme, .deck] where changed.contains(kind) {
        report(.fileChanged(kind))
      }
      scheduleWatch(at: now + FileWatcher.intervalMilliseconds)
    }
  }
}
