import SegueCore
import SegueExec
import SegueRender

/// Something that happened, as the presenter's state hears of it.
///
/// Each comes with the time it is handled at (`PresenterState.handle(_:at:)`), so the state
/// never reads a clock and tests pass the times they want. A new source of events (a child
/// process's output) adds a case here.
public enum PresenterEvent: Sendable {
  /// The presenter starts: draw the first frame.
  case start
  /// Raw bytes from the terminal; the state decodes them, since a lone Escape is known only
  /// once nothing followed it in time.
  case bytes([UInt8])
  /// A decoded key or mouse event.
  case input(InputEvent)
  /// The window has this size now (also after coming back from a stop).
  case resize(Size)
  /// A deadline asked for with `PresenterEffect.schedule` may have passed.
  case timer
  /// A watched file changed (or disappeared); the state decides whether to reload it.
  case fileChanged(WatchedFile)
  /// The deck as `PresenterEffect.reloadDeck` read it (`DeckSession.deckRead`).
  case deckLoaded(PreparedDeck)
  /// The theme as `PresenterEffect.reloadTheme` resolved it.
  case themeResolved(ThemeResolution)
  /// A command from a client of the speaker channel (the speaker view's keys).
  case remote(RemoteCommand)
  /// A running block's output (or terminal screen) changed: the whole of it as it is now.
  case liveOutput(BlockID, LiveOutput)
  /// A diagram's render ended: its picture is in the cache, or `problem` says why not.
  case diagramRendered(DiagramRequest, problem: String?)
}

/// Something the state asks the world to do; the event loop does it.
///
/// Reading files is an effect whose result comes back as an event, so the state does no I/O.
public enum PresenterEffect: Sendable {
  /// Show this frame now, ending any animation in progress.
  case draw(Canvas)
  /// Show each frame at its time (monotonic milliseconds), replacing any animation.
  case animate([TimedFrame])
  /// Send a `.timer` event at this time (or soon after).
  case schedule(at: Int)
  /// Read the deck again (off the main thread) and send `.deckLoaded`.
  case reloadDeck
  /// Resolve the theme again for this deck and send `.themeResolved`.
  case reloadTheme(Deck, SourceText)
  /// Stop presenting.
  case quit
  /// Tell the speaker channel's clients (the deck after a reload, the position after a move).
  case announce(ChannelMessage)
  /// Start a block's snippet or terminal program (stopping a run of it still going); its
  /// output comes back as `.liveOutput` events.
  case startLive(LiveLaunch)
  /// Run a block's program with the whole terminal (`+acquire_terminal`) and wait for it; its
  /// exit status comes back as `.liveOutput`.
  case handOver(LiveLaunch)
  /// A reload moved these blocks (old identity → new): their processes go on under the new.
  case moveLive([BlockID: BlockID])
  /// Stop a block's process group.
  case stopLive(BlockID)
  /// Type these keys into a block's terminal program.
  case typeLive(BlockID, [Key])
  /// Give a block's terminal program a new size.
  case resizeLive(BlockID, Size)
  /// Render a diagram off the main thread; `.diagramRendered` says when it is done.
  case renderDiagram(DiagramRequest)
}

extension PresenterEffect {
  /// Whether this effect puts frames on the screen (a draw or an animation).
  var showsFrames: Bool {
    switch self {
    case .draw, .animate: true
    case .schedule, .reloadDeck, .reloadTheme, .quit, .announce, .startLive, .stopLive,
      .typeLive, .resizeLive, .handOver, .moveLive, .renderDiagram:
      false
    }
  }
}

extension [PresenterEffect] {
  /// Appends the effects of a later input event of the same read; when they show frames, the
  /// frames before them are dropped, since they would be replaced before anyone saw them.
  ///
  /// A burst read at once (a paste, 2,000 digits into the `:` prompt) then draws once instead
  /// of once per key: drawing each kept the presenter busy for half a minute with every frame
  /// held in memory meanwhile (the soak found it). One event's own effects are kept whole.
  mutating func supersede(with later: [PresenterEffect]) {
    if later.contains(where: \.showsFrames) { removeAll(where: \.showsFrames) }
    append(contentsOf: later)
  }
}

/// One frame of an animation and when it is due.
public struct TimedFrame: Sendable {
  public var canvas: Canvas
  public var time: Int

  public init(canvas: Canvas, time: Int) {
    self.canvas = canvas
    self.time = time
  }
}
