import SegueCore
import SegueExec
import SegueRender

/// A deck and its theme as they are read, and read again, while they are shown: one value the
/// presenter and both viewers hold, so that each rule about a live deck is written once — one
/// read at a time, the guard against a broken or empty file, when a theme change redraws, and
/// which problem the banner names.
///
/// Like the states that hold it, it does no I/O: it asks for a read or a theme resolution
/// (`DeckSession.Request`) and is told the result. `DeckFiles` is its edge: it watches the
/// files, reads the deck off the main thread and resolves the theme.
public struct DeckSession: Sendable {
  /// Whether the deck is being read, which decides what one more change of its file does.
  public enum Reading: Equatable, Sendable {
    case idle
    /// A read runs, since `since` (monotonic ms; reads run back to back count from the first).
    /// `queued`: a change came meanwhile, read once this read is in. `marked`: the read has
    /// taken `markMilliseconds`, and the presenter's bar says the deck is on its way.
    case reading(since: Int, queued: Bool, marked: Bool)
  }

  /// Why a theme is being resolved, which decides what a failure does.
  enum ThemeRequest: Equatable, Sendable {
    /// The deck's `theme:` (or footer, or margins) changed, or it is the first deck: a theme
    /// that does not load gives way to the default, under a warning.
    case deckChanged
    /// A file of the theme changed: a broken edit keeps the last good theme under a banner.
    case fileChanged
  }

  /// What is wrong with the files now; each read or resolution sets its own, so fixing one
  /// file never hides another's problem.
  struct Problems: Equatable, Sendable {
    /// Why the deck's file does not load now (the last good deck is shown).
    var deck: String?
    /// Why the theme's file does not load now (the last good theme is shown).
    var themeFile: String?
    /// Why the deck's own theme is not in use (the default stands in), while that lasts.
    var theme: String?

    /// The one a banner names: the deck first (its slides are what is stale), then the
    /// theme's file, then a deck's theme that gave way to the default.
    var first: String? { deck ?? themeFile ?? theme }
    /// The theme's problem, from either cause.
    var anyTheme: String? { themeFile ?? theme }
  }

  /// What the session asks of whoever holds it.
  public enum Request: Sendable {
    /// Read the deck's file again (off the main thread) and hand back what was read.
    case readDeck
    /// Resolve the theme for this deck and hand back the resolution.
    case resolveTheme(Deck, SourceText)
    /// This deck replaced the one shown; `shape` is its pager's shape when it came made.
    case replaced(Deck, shape: PagerShape?)
    /// This deck, the same as shown but for its diagrams' pictures, replaced the one shown.
    case pictures(Deck)
    /// Render this diagram off the main thread and tell `diagramRendered` how it went.
    case render(DiagramRequest)
    /// Draw again: what the session shows (the deck, the theme, a problem, the mark) changed.
    case redraw
  }

  /// How long a read runs before the mark shows: under that it passes for instant, and every
  /// reload of a small deck would otherwise flicker the mark for a frame.
  public static let markMilliseconds = 100

  /// The last good deck, its diagrams drawn as far as they are; nil until one loads (a viewer
  /// before its first read).
  public internal(set) var deck: Deck?
  /// The last good deck's text, which a theme override's problems point into.
  public internal(set) var source: SourceText?
  /// `DeckHash.of` the last good deck's text: what the speaker channel compares.
  public internal(set) var hash: String?
  public internal(set) var theme: Theme
  /// Draws the deck in the theme (and keeps the layouts it made).
  public internal(set) var renderer: FrameRenderer
  /// Whether the deck's `theme:` decides the theme (no `--theme`, no `NO_COLOR`), so that a
  /// read changing it resolves the theme again.
  public var deckChoosesTheme: Bool
  public internal(set) var reading: Reading = .idle
  var problems = Problems()
  /// The theme resolution asked for and not yet back.
  var themeRequest: ThemeRequest?
  /// The deck's `+render` blocks: drawn from the cache, or rendered in the background.
  var pictures: DiagramPictures

  /// A session with nothing read yet (a viewer's); the first deck read resolves its theme.
  ///
  /// - Parameter diagrams: where `+render` blocks' pictures are found; nil shows them as code.
  public init(
    theme: Theme, images: ImageDrawing? = nil, deckChoosesTheme: Bool = true,
    diagrams: DiagramLookup? = nil
  ) {
    self.theme = theme
    renderer = FrameRenderer(theme: theme, images: images)
    self.deckChoosesTheme = deckChoosesTheme
    pictures = DiagramPictures(lookup: diagrams, theme: theme)
  }

  /// A session showing a deck read and resolved beforehand (the presenter's, at start).
  public init(
    deck: Deck, source: SourceText, theme: Theme, images: ImageDrawing? = nil,
    deckChoosesTheme: Bool = false, diagrams: DiagramLookup? = nil
  ) {
    self.init(
      theme: theme, images: images, deckChoosesTheme: deckChoosesTheme, diagrams: diagrams)
    self.deck = pictures.draw(deck)
    self.source = source
  }

  /// The problem a banner names now, if any.
  var problem: String? { problems.first }

  /// `file:line:col: message` (errors) or `warning: file:line:col: message`.
  static func bannerText(_ diagnostic: Diagnostic) -> String {
    let warning = diagnostic.severity == .warning ? "warning: " : ""
    guard let at = diagnostic.location else {
      return (warning.isEmpty ? "error: " : warning) + diagnostic.message
    }
    return "\(warning)\(at.file):\(at.line):\(at.column): \(diagnostic.message)"
  }
}
