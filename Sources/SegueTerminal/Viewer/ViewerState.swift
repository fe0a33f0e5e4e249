import SegueCore
import SegueRender

/// What a second-screen view knows, and how each event changes it: a value, like
/// `PresenterState`, so the views are tested by feeding it events and reading screens.
///
/// The view reads the deck itself (the path the presenter announces, or the one it was
/// given) through a `DeckSession`, as the presenter does, and compares its hash with the
/// presenter's, so both sides show the same text; the channel carries only positions. `notes` is the speaker view, whose keys drive the talk;
/// `follow` mirrors the slide at its own size and theme and ignores every key but quit.
public struct ViewerState: Sendable {
  public enum Kind: Sendable, Equatable { case notes, follow }

  public let kind: Kind
  public internal(set) var size: Size
  /// The deck this view read and its theme, read again as the presenter's are.
  public internal(set) var session: DeckSession
  /// The deck file read.
  var deckPath: String?
  /// Whether the deck was named on the command line; if not, the view reads whichever deck
  /// the presenter it is connected to announces.
  let deckNamed: Bool
  /// What the presenter announced.
  var announcement: DeckAnnouncement?
  var report: PositionReport?
  /// Why no presenter is connected; nil while one is.
  var waiting: String? = "Looking for a presenter…"
  /// The talk's length (`--duration`), in seconds.
  public var duration: Int?
  /// When the talk started (monotonic ms): the first move seen, or `t`.
  var talkStart: Int?
  var wallClock = ""
  var now = 0
  /// The input: decoder, a lone Escape's deadline, a pending count or `g` (`Keys/`).
  public var keys = KeyReader()
  /// How many lines the notes are scrolled.
  var notesScroll = 0
  /// The presenter's live output (`live` messages), drawn as the presenter draws it; a
  /// follower runs nothing itself.
  var live = LiveContent(permission: .all, hints: false)
  /// Whether the follower may animate slide changes (`--no-transitions` says no); the deck's
  /// and the theme's own `transition` settings are read as they are now.
  public var transitions = true
  /// The presenter's move that has not been shown yet.
  var move: Transition?
  /// What is on the screen, or what the animation in progress ends on; with the slide's
  /// frame when that is all the screen shows.
  var shown: (canvas: Canvas, slide: Frame?)?
  /// When the animation in progress shows its last frame.
  var transitionEnd: Int?

  /// - Parameter images: how pictures are drawn (as the presenter draws them); nil leaves
  ///   their placeholders.
  public init(
    kind: Kind, size: Size, theme: Theme, deckPath: String? = nil, images: ImageDrawing? = nil,
    diagrams: DiagramLookup? = nil
  ) {
    self.kind = kind
    self.size = size
    session = DeckSession(theme: theme, images: images, diagrams: diagrams)
    self.deckPath = deckPath
    deckNamed = deckPath != nil
  }

  /// Applies one event at `now` (monotonic milliseconds).
  public mutating func handle(_ event: ViewerEvent, at now: Int) -> [ViewerEffect] {
    self.now = now
    var effects: [ViewerEffect] = []
    switch event {
    case .start:
      if deckPath != nil { effects += carry(session.reload(at: now)) }
    case .bytes(let bytes):
      effects += keys.read(bytes, at: now).flatMap { key($0, at: now) }
      if let deadline = keys.deadline { effects.append(.schedule(at: deadline)) }
    case .resize(let newSize): size = newSize
    case .tick(let clock):
      wallClock = clock
      effects += keys.due(at: now).flatMap { key($0, at: now) }
    case .connected: waiting = nil
    case .waiting(let reason):
      waiting = reason
      announcement = nil
    case .message(let message): effects += received(message, at: now)
    case .fileChanged(.deck): effects += carry(session.reload(at: now))
    case .fileChanged(.theme): effects += carry(session.themeFileChanged())
    case .deckLoaded(let prepared): effects += carry(session.deckRead(prepared))
    case .themeResolved(let resolution): effects += carry(session.themeResolved(resolution))
    case .diagramRendered(let request, let problem):
      effects += carry(session.diagramRendered(request, problem: problem))
    }
    effects += carry(session.nextRender(on: shownSlide))
    // A theme to resolve comes back at once as an event of its own, which draws; drawing now
    // as well would put this older frame on the screen after that one (the effects run in
    // order), and a view drawing only what changed would keep it there. (A deck's read comes
    // back later, from another thread: the screen says it is on its way meanwhile.)
    let drawsLater = effects.contains {
      switch $0 {
      case .quit, .resolveTheme: true
      default: false
      }
    }
    if !drawsLater { effects += show(at: now) }
    return effects
  }

  private mutating func received(_ message: ChannelMessage, at now: Int) -> [ViewerEffect] {
    switch message {
    case .deck(let announced):
      if announced != announcement { live.outputs = [:] }  // the presenter tells them again
      announcement = announced
      waiting = nil
      // Without a deck of its own the view reads the one the presenter shows: each time a
      // presenter of another deck connects, that one.
      if !deckNamed, !announced.path.isEmpty, announced.path != deckPath {
        deckPath = announced.path
        return carry(session.reload(at: now))
      }
    case .position(let new):
      if let old = report, old.position != new.position {
        if talkStart == nil { talkStart = now }
        move = Transition(from: old.position, to: new.position)
      }
      if report?.slide != new.slide { notesScroll = 0 }
      report = new
    case .bye:
      waiting = "The presenter quit; waiting for it to start again…"
      announcement = nil
    case .live(let report):
      var output = report.output
      output.version = (live.outputs[report.id]?.version ?? 0) + 1
      live.outputs[report.id] = output
    case .hello, .command: break
    }
    return []
  }

  /// The slide the presenter shows, in this view's deck.
  private var shownSlide: Slide? {
    guard let deck = session.deck, let at = report?.position,
      deck.sections.indices.contains(at.section),
      deck.sections[at.section].slides.indices.contains(at.page)
    else { return nil }
    return deck.sections[at.section].slides[at.page]
  }

  /// Does what the session asks: a read or a resolution of the file this view reads.
  private func carry(_ requests: [DeckSession.Request]) -> [ViewerEffect] {
    guard let deckPath else { return [] }
    return requests.compactMap { request in
      switch request {
      case .readDeck: .loadDeck(deckPath)
      case .resolveTheme(let deck, let source): .resolveTheme(deck, source, path: deckPath)
      case .render(let request): .renderDiagram(request)
      // Every event ends in `show`, which draws what changed.
      case .replaced, .pictures, .redraw: nil
      }
    }
  }

  private mutating func key(_ input: InputEvent, at now: Int) -> [ViewerEffect] {
    guard case .key(let key) = input,
      let command = keys.command(for: key, in: kind == .notes ? .speaker : .follow, at: now)
    else { return [] }
    switch command.action {
    case .quit: return [.quit]
    case .restartTimer: talkStart = now
    case .scrollNotesDown: notesScroll += 1
    case .scrollNotesUp: notesScroll = max(0, notesScroll - 1)
    default: return RemoteCommand(command).map { [.send($0)] } ?? []
    }
    return []
  }

  /// Whether the deck this view read is the text the presenter shows.
  var deckMatches: Bool {
    guard let announcement, let hash = session.hash else { return false }
    return announcement.hash == hash
  }

  var deck: Deck? { session.deck }
  var theme: Theme { session.theme }

  /// Whether the deck's `theme:` decides the theme (no `--theme`, no `NO_COLOR`), so a
  /// reload that changes it resolves the theme again, as the presenter does.
  public var deckChoosesTheme: Bool {
    get { session.deckChoosesTheme }
    set { session.deckChoosesTheme = newValue }
  }

  /// Seconds since the talk started (0 before).
  var elapsed: Int { talkStart.map { max(0, now - $0) / 1000 } ?? 0 }
}
