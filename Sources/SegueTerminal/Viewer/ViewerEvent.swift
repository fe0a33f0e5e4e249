import SegueCore
import SegueExec
import SegueRender

/// Something that happened, as a second-screen view (`segue notes`, `segue follow`) hears of it.
public enum ViewerEvent: Sendable {
  case start
  /// Raw bytes from the terminal.
  case bytes([UInt8])
  case resize(Size)
  /// A deadline asked for passed, or the clock's second turned; with the wall clock's `HH:MM`.
  case tick(wallClock: String)
  /// Connected to a presenter.
  case connected
  /// No presenter (any more): why, as the waiting screen says it.
  case waiting(String)
  case message(ChannelMessage)
  /// A watched file (the deck, a file it shows, a file of its theme) changed.
  case fileChanged(WatchedFile)
  /// The deck as `ViewerEffect.loadDeck` read it, off the main thread.
  case deckLoaded(PreparedDeck)
  /// The theme as `ViewerEffect.resolveTheme` resolved it.
  case themeResolved(ThemeResolution)
  /// A diagram's render ended: its picture is in the cache, or `problem` says why not.
  case diagramRendered(DiagramRequest, problem: String?)
}

/// Something the view asks its edge to do.
public enum ViewerEffect: Sendable {
  case draw(Canvas)
  /// Show each frame at its time (monotonic milliseconds), replacing any animation: the
  /// follower's slide-in.
  case animate([TimedFrame])
  /// Send this command to the presenter.
  case send(RemoteCommand)
  /// Read (off the main thread, and from now on watch) the deck at this path, and send
  /// `.deckLoaded`.
  case loadDeck(String)
  /// Resolve the theme for this deck (read from the path given) and send `.themeResolved`.
  case resolveTheme(Deck, SourceText, path: String)
  case schedule(at: Int)
  case quit
  /// Render a diagram off the main thread and send `.diagramRendered`.
  case renderDiagram(DiagramRequest)
}
