import SegueCore
import SegueRender

/// Everything the interactive presenter knows, and how each event changes it.
///
/// A value: `handle(_:at:)` takes an event and the time, updates the state and returns the
/// effects (draw, animate, schedule a wake-up, reload a file, quit) for the event loop to
/// carry out. It reads no clock, no file and no terminal, so every key, timeout and reload is
/// tested by feeding it events. Everything it shows is a canvas from `FrameRenderer` plus
/// overlays; a key pressed during a transition finishes it at once and is then applied, so no
/// key is ever dropped.
public struct PresenterState: Sendable {
  /// What the presenter is showing over (or instead of) the slides.
  enum Mode: Equatable, Sendable {
    case slides
    case help
    case notes
    case overview(OverviewOverlay)
    /// The `:` prompt and what has been typed.
    case prompt(String)
  }

  /// A message over the top row.
  struct Banner: Equatable, Sendable {
    var text: String
    /// Whether the next key clears it (a go-to error) or only a good reload (a broken deck).
    var clearsOnKey = false
  }

  /// Why a theme is being resolved, which decides what a failure does.
  enum ThemeRequest: Sendable {
    /// The deck's `theme:` changed: a theme that does not load gives way to the default,
    /// under a warning.
    case deckChanged
    /// The theme's file changed: a broken edit keeps the last good theme under a banner.
    case fileChanged
  }

  public static let frameMilliseconds = 16

  public internal(set) var deck: Deck
  /// The deck's text, which a theme override's problems point into.
  var source: SourceText
  public internal(set) var pager: Pager
  public internal(set) var theme: Theme
  var renderer: FrameRenderer
  public internal(set) var size: Size
  /// Whether slides may animate at all (`--no-transitions` says no); the deck's and the
  /// theme's own `transition` settings are read as they are now.
  public var transitions: Bool
  /// Whether a reload that changes the deck's `theme:` resolves the theme again.
  public var deckChoosesTheme: Bool
  var mode: Mode = .slides
  var banner: Banner?
  /// Why the deck's own theme is not in use, while that lasts: shown again after every reload.
  var themeProblem: String?
  /// Why the deck's file, or the theme's, does not load now (the last good one is shown).
  var deckProblem: String?
  var themeFileProblem: String?
  /// Where the user last went: a reload lands here (or as near as the new deck allows), so a
  /// save that briefly shortens the deck does not lose the place.
  var anchor: Position
  /// The input: decoder, a lone Escape's deadline, a pending count or `g` (`Keys/`).
  var keys = KeyReader()
  /// When the transition in progress shows its last frame.
  var transitionEnd: Int?
  /// The frame on the screen, or the one the transition in progress ends on.
  var shown: Frame?
  /// The theme resolution asked for and not yet back.
  var themeRequest: ThemeRequest?
  /// Set when nothing chose a theme: the terminal's answer about its background picks one.
  public var terminalThemes: TerminalThemes?
  /// The deck as the speaker channel announces it; nil when there is no channel.
  public var deckAnnouncement: DeckAnnouncement?
  /// What the channel was last told, to announce only changes.
  var announced: (deck: DeckAnnouncement?, position: PositionReport?)
  /// Whether the deck shown is only the file's leading part, the whole still being parsed
  /// (`PresenterState+Loading.swift`); the whole comes as `.deckPrepared`.
  public internal(set) var isLoading = false
  /// Whether a reload's read is running (`PresenterState+Reloading.swift`).
  var isReloading = false
  /// A reload asked for while the deck was being read, done once that read is in.
  var reloadsAgain = false
  /// When the running reload starts showing `loadingMark`, if it is still running then.
  var reloadMarkDeadline: Int?
  /// Whether `loadingMark` shows because a reload has been running for a while.
  var showsReloadMark = false
  /// With `--rehearse`: the time spent on each slide so far.
  public var rehearsal: Rehearsal?
  /// A note for the first frame (`resumed at 2.3`), shown for `noteMilliseconds`.
  public var startNote: String?
  /// When the start note goes away.
  var noteDeadline: Int?

  public init(
    deck: Deck, source: SourceText, theme: Theme, size: Size, start: Position? = nil,
    transitions: Bool = true, deckChoosesTheme: Bool = false, images: ImageDrawing? = nil,
    isLoading: Bool = false
  ) {
    self.isLoading = isLoading
    self.deck = deck
    self.source = source
    self.theme = theme
    self.renderer = FrameRenderer(theme: theme, images: images)
    self.size = size
    self.transitions = transitions
    self.deckChoosesTheme = deckChoosesTheme
    self.pager = start.map { Pager(deck: deck, at: $0) } ?? Pager(deck: deck)
    self.anchor = pager.position
  }

  /// Applies one event that happens at `now` (monotonic milliseconds).
  public mutating func handle(_ event: PresenterEvent, at now: Int) -> [PresenterEffect] {
    if let end = transitionEnd, now >= end { transitionEnd = nil }
    var effects: [PresenterEffect]
    switch event {
    case .start:
      showStartNote(at: now)
      effects = [redraw()]
    case .bytes(let bytes):
      effects = []
      for input in keys.read(bytes, at: now) {
        effects.supersede(with: handleInput(input, at: now))
      }
    case .input(let input): effects = handleInput(input, at: now)
    case .resize(let newSize):
      size = newSize
      effects = [redraw()]
    case .timer: effects = timeouts(at: now)
    case .fileChanged(.deck): effects = reload(at: now)
    case .fileChanged(.theme):
      themeRequest = .fileChanged
      effects = [.reloadTheme(deck, source)]
    case .deckLoaded(let result):
      effects = deckLoaded(PreparedDeck(result, prepares: false))
    case .deckPrepared(let prepared): effects = deckLoaded(prepared)
    case .themeResolved(let resolution): effects = themeResolved(resolution)
    case .remote(let command): effects = remote(command, at: now)
    }
    rehearsal?.note(slide: pager.currentSlideIndex, at: now)
    // Told after this screen's frame: told first, fifty followers woken by the message took
    // the cores before the presenter had drawn (its key → frame went from 1 to 10 ms).
    effects += announcements()
    if let deadline = nextDeadline { effects.append(.schedule(at: deadline)) }
    return effects
  }

  /// The earliest time something is due without any input.
  var nextDeadline: Int? {
    let deadlines = [
      keys.deadline, transitionEnd, noteDeadline, reloadMarkDeadline,
    ]
    return deadlines.compactMap { $0 }.min()
  }

  /// The work due at `now` whatever the input: a lone Escape, a count's end, the end of an
  /// animation.
  private mutating func timeouts(at now: Int) -> [PresenterEffect] {
    var effects = keys.due(at: now).flatMap { handleInput($0, at: now) }
    effects += startNoteTimeout(at: now)
    effects += reloadMarkTimeout(at: now)
    return effects
  }

  /// `file:line:col: message` (errors) or `warning: file:line:col: message`.
  static func bannerText(_ diagnostic: Diagnostic) -> String {
    let warning = diagnostic.severity == .warning ? "warning: " : ""
    guard let at = diagnostic.location else {
      return (warning.isEmpty ? "error: " : warning) + diagnostic.message
    }
    return "\(warning)\(at.file):\(at.line):\(at.column): \(diagnostic.message)"
  }
}
