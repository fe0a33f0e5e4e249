import SegueCore
import SegueRender

/// Something that happened, as the presenter's state hears of it.
///
/// Each comes with the time it is handled at (`PresenterState.handle(_:at:)`), so the state
/// never reads a clock and tests pass the times they want. Later sources add cases here: a
/// peer's message (the speaker view over a socket), a child process's output.
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
  /// The deck as `PresenterEffect.reloadDeck` read it.
  case deckLoaded(Result<DeckLoad, Diagnostic>)
  /// The theme as `PresenterEffect.reloadTheme` resolved it.
  case themeResolved(ThemeResolution)
  /// A command from a client of the speaker channel (the speaker view's keys).
  case remote(RemoteCommand)
}

/// Something the state asks the world to do; the event loop does it.
///
/// Reading files is an effect whose result comes back as an event, so the state does no I/O.
/// Later: `broadcast` (tell the speaker view where the talk is).
public enum PresenterEffect: Sendable {
  /// Show this frame now, ending any animation in progress.
  case draw(Canvas)
  /// Show each frame at its time (monotonic milliseconds), replacing any animation.
  case animate([TimedFrame])
  /// Send a `.timer` event at this time (or soon after).
  case schedule(at: Int)
  /// Read the deck again and send `.deckLoaded`.
  case reloadDeck
  /// Resolve the theme again for this deck and send `.themeResolved`.
  case reloadTheme(Deck, SourceText)
  /// Stop presenting.
  case quit
  /// Tell the speaker channel's clients (the deck after a reload, the position after a move).
  case announce(ChannelMessage)
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
