import SegueCore
import SegueExec
import SegueRender

/// Everything the interactive presenter knows, and how each event changes it.
///
/// A value: `handle(_:at:)` takes an event and the time, updates the state and returns the
/// effects (draw, animate, schedule a wake-up, reload a file, quit) for the event loop to
/// carry out. It reads no clock, no file and no terminal, so every key, timeout and reload is
/// tested by feeding it events. Everything it shows is a canvas from `FrameRenderer` plus
/// overlays; a key pressed during a transition finishes it at once and is then applied, so no
/// key is ever dropped.
///
/// It is held in parts, each with one concern: the deck `session` (reads, reloads, theme,
/// problems: shared in kind with the viewers), `navigation`, `overlays`, `timers`, the
/// speaker `channel`, and the key handling.
public struct PresenterState: Sendable {
  /// What the presenter is showing over (or instead of) the slides.
  enum Mode: Equatable, Sendable {
    case slides
    case help
    case notes
    case overview(OverviewOverlay)
    /// The `:` prompt and what has been typed.
    case prompt(String)
    /// The `/` search prompt and what has been typed.
    case search(String)
  }

  /// A message over the top row.
  struct Banner: Equatable, Sendable {
    var text: String
    /// Whether the next key clears it (a go-to error) or only a good reload (a broken deck).
    var clearsOnKey = false
  }

  /// Where the talk is: the deck the pager runs over (the session's last good deck), the
  /// pager, and where the user last went, in the deck they went there in — a reload lands on
  /// that slide wherever the edit moved it (`SlideAnchor`), or as near as the new deck allows,
  /// so a save that briefly shortens the deck does not lose the place.
  public struct Navigation: Sendable {
    public internal(set) var deck: Deck
    public internal(set) var pager: Pager
    var anchor: Position
    var anchorDeck: Deck
    /// Rows of a long slide scrolled past the top (the frame clamps it to the slide).
    var scroll = 0

    init(deck: Deck, pager: Pager) {
      self.deck = deck
      self.pager = pager
      anchor = pager.position
      anchorDeck = deck
    }

    /// The user went to where the pager is.
    mutating func anchorHere() {
      anchor = pager.position
      anchorDeck = deck
    }

    /// The deck read again replaces this one at the anchor's slide; `shape` when it came made.
    ///
    /// A slide found again anchors the next reload in the new deck (a second save finds it
    /// from where it is now, whatever the first moved); one not found (renamed, or the save
    /// left it out for a moment) leaves the anchor where it was.
    mutating func replace(with newDeck: Deck, shape: PagerShape?) {
      let found = SlideAnchor.find(anchor, in: anchorDeck, within: newDeck)
      let place = found ?? SlideAnchor.position(of: anchor, in: anchorDeck, within: newDeck)
      deck = newDeck
      pager = Pager(shape: shape ?? PagerShape(deck: newDeck), at: place)
      if let found {
        anchor = found
        anchorDeck = newDeck
      }
    }

    /// The deck shown again with other pictures for its diagrams: its slides and steps are
    /// the same, so the pager stays where it is.
    mutating func showPictures(_ newDeck: Deck) {
      if anchorDeck.id == deck.id { anchorDeck = newDeck }
      deck = newDeck
    }
  }

  /// What shows over (or instead of) the slides.
  struct Overlays: Sendable {
    var mode: Mode = .slides
    var banner: Banner?
    /// The last search's matches, marked on the slides until Esc.
    var search: SearchResults?
  }

  /// When something is due without any input (the keys keep their own deadlines, and the
  /// session says when a read is due to be marked).
  struct Timers: Sendable {
    /// When the transition in progress shows its last frame.
    var transitionEnd: Int?
    /// When the start note goes away.
    var noteDeadline: Int?
  }

  /// What the speaker channel announces, and what it was last told (to announce only
  /// changes).
  public struct Channel: Sendable {
    /// The deck as the channel announces it (its path and hash); nil when there is no channel.
    public var deck: DeckAnnouncement?
    var told: (deck: DeckAnnouncement?, position: PositionReport?)
    /// The output version each block was last announced at, and when outputs may be
    /// announced again (once a frame, as they are drawn).
    var toldLive: [BlockID: Int] = [:]
    var nextLive = 0
  }

  public static let frameMilliseconds = 16

  /// The deck and its theme as read and read again, the problems with their files, and
  /// whether a read runs (`DeckSession`).
  public internal(set) var session: DeckSession
  public internal(set) var navigation: Navigation
  var overlays = Overlays()
  var timers = Timers()
  public var channel = Channel()
  /// The input: decoder, a lone Escape's deadline, a pending count or `g` (`Keys/`).
  public var keys = KeyReader()
  public internal(set) var size: Size
  /// Whether slides may animate at all (`--no-transitions` says no); the deck's and the
  /// theme's own `transition` settings are read as they are now.
  public var transitions: Bool
  /// The frame on the screen, or the one the transition in progress ends on.
  var shown: Frame?
  /// Set when nothing chose a theme: the terminal's answer about its background picks one.
  public var terminalThemes: TerminalThemes?
  /// Why the chosen theme's text reads badly on this terminal's background (`ThemeContrast`),
  /// when it has no counterpart that reads there; nil when it reads.
  public var contrastWarning: String?
  /// The chosen theme's `counterpart:`, read ahead, used where the chosen one cannot be read.
  public var counterpartTheme: Theme?
  /// The chosen theme's name while its counterpart stands in for it.
  public var switchedFrom: String?

  /// What is said on stderr after the talk about the theme and the terminal's background.
  public var contrastNote: String? {
    switchedFrom.map { ThemeContrast.switchNote(from: $0, to: theme.name) } ?? contrastWarning
  }
  /// With `--rehearse`: the time spent on each slide so far.
  public var rehearsal: Rehearsal?
  /// A note for the first frame (`resumed at 2.3`), shown for `noteMilliseconds`.
  public var startNote: String?
  /// `--auto-advance`, `--loop`, and whether a key paused it.
  public var autoAdvance = AutoAdvance()
  /// Live code: what may run (`-x`, `-X`), the outputs, the terminal that has the keys.
  var live: LiveState

  public var deck: Deck { navigation.deck }
  public var pager: Pager { navigation.pager }
  public var theme: Theme { session.theme }

  public init(
    deck: Deck, source: SourceText, theme: Theme, size: Size, start: Position? = nil,
    transitions: Bool = true, deckChoosesTheme: Bool = false, images: ImageDrawing? = nil,
    exec: ExecPermission = .none, diagrams: DiagramLookup? = nil
  ) {
    live = LiveState(permission: exec)
    session = DeckSession(
      deck: deck, source: source, theme: theme, images: images, deckChoosesTheme: deckChoosesTheme,
      diagrams: diagrams)
    // The deck as shown: its diagrams drawn from the cache (the shape is the same).
    let deck = session.deck ?? deck
    let pager = start.map { Pager(deck: deck, at: $0) } ?? Pager(deck: deck)
    navigation = Navigation(deck: deck, pager: pager)
    self.size = size
    self.transitions = transitions
  }

  /// Applies one event that happens at `now` (monotonic milliseconds).
  public mutating func handle(_ event: PresenterEvent, at now: Int) -> [PresenterEffect] {
    if let end = timers.transitionEnd, now >= end { timers.transitionEnd = nil }
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
    case .fileChanged(.theme): effects = carry(session.themeFileChanged())
    case .deckLoaded(let prepared): effects = deckLoaded(prepared)
    case .themeResolved(let resolution): effects = themeResolved(resolution)
    case .remote(let command): effects = remote(command, at: now)
    case .liveOutput(let id, let output): effects = liveOutput(output, for: id, at: now)
    case .diagramRendered(let request, let problem):
      effects = carry(session.diagramRendered(request, problem: problem))
    }
    let slide = navigation.deck.sections[pager.position.section].slides[pager.position.page]
    effects += carry(session.nextRender(on: slide))
    // A terminal keeps the keys only while its slide shows.
    if let focus = live.focus, !liveBlocks.contains(where: { $0.id == focus }) {
      live.focus = nil
      effects.append(redraw())
    }
    effects += live.effects
    live.effects = []
    rehearsal?.note(slide: navigation.pager.currentSlideIndex, at: now)
    // Told after this screen's frame: told first, the followers woken by the message take
    // the cores before the presenter has drawn, and the speaker's own screen lags.
    effects += announcements(at: now)
    armAutoAdvance(at: now)
    if let deadline = nextDeadline { effects.append(.schedule(at: deadline)) }
    return effects
  }

  /// The earliest time something is due without any input.
  var nextDeadline: Int? {
    // A read's mark waits for a transition in progress: its frame would cut it short.
    let mark = session.markDeadline.map { max($0, timers.transitionEnd ?? $0) }
    let deadlines = [
      keys.deadline, timers.transitionEnd, timers.noteDeadline, mark, live.drawDue,
      liveAnnouncementDue, autoAdvanceDue,
    ]
    return deadlines.compactMap { $0 }.min()
  }

  /// The work due at `now` whatever the input: a lone Escape, a count's end, the end of an
  /// animation.
  private mutating func timeouts(at now: Int) -> [PresenterEffect] {
    var effects = keys.due(at: now).flatMap { handleInput($0, at: now) }
    effects += startNoteTimeout(at: now)
    effects += markTimeout(at: now)
    effects += liveTimeout(at: now)
    effects += autoAdvanceTimeout(at: now)
    return effects
  }
}
