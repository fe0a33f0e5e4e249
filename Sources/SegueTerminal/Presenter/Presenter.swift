import SegueCore
import SegueRender

/// The interactive presenter: one pager and one renderer, driven by keys, the mouse, resizes
/// and edits of the deck file.
///
/// Everything it shows is a Canvas from `FrameRenderer` plus overlays; the screen only encodes
/// canvases. A key pressed during a transition finishes it at once and is then applied, so no
/// key is ever dropped.
public final class Presenter {
  public struct Options: Sendable {
    public var theme: Theme
    /// Whether slides may animate; they do when the deck (`transition: none`) and the theme
    /// (`transition.style: none`) do not turn it off either, as they are now.
    public var transitions: Bool
    /// The theme's file, when it has one to watch.
    public var themeSource: ThemeSource?
    /// The theme a deck's own `theme:` gives, when the deck may choose its theme (nothing on
    /// the command line decided it). Asked again when a reload changes the deck's `theme:`.
    public var deckTheme: (@Sendable (Deck, SourceText) -> DeckTheme)?
    public init(theme: Theme = .dark, transitions: Bool = true, themeSource: ThemeSource? = nil) {
      self.theme = theme
      self.transitions = transitions
      self.themeSource = themeSource
    }
  }

  /// A deck's theme as `Options.deckTheme` works it out.
  public struct DeckTheme: Sendable {
    public var theme: Theme
    /// Its file, to watch, if it has one.
    public var themeSource: ThemeSource?
    /// Why the deck's own theme settings were not used (the theme is then the default),
    /// shown in the banner.
    public var problem: Diagnostic?

    public init(theme: Theme, themeSource: ThemeSource? = nil, problem: Diagnostic? = nil) {
      self.theme = theme
      self.themeSource = themeSource
      self.problem = problem
    }
  }

  enum Mode: Equatable {
    case slides
    case help
    case notes
    case overview(OverviewOverlay)
    /// The `:` prompt and what has been typed.
    case prompt(String)
  }

  let screen: PresenterScreen
  let source: DeckSource
  var options: Options
  var renderer: FrameRenderer
  var deck: Deck
  var pager: Pager
  var mode: Mode = .slides
  /// A broken reload (shown until a good reload) or a bad go-to (until the next key).
  var banner: String?
  /// Whether the banner goes away at the next key (a go-to error) or only when the deck is
  /// fixed (a reload error).
  var bannerClearsOnKey = false
  /// Where the user last went: a reload lands here (or as near as the new deck allows), so a
  /// save that briefly shortens the deck does not lose the place.
  var anchor = Position(section: 0, page: 0)
  /// A stamp seen changed but not yet stable: reloaded once it stays the same for one poll,
  /// so a file caught half-written by an editor is never read.
  var pendingStamp: FileStamp?
  var themeWatch = StampWatch()
  /// Why the deck's own theme is not in use, while that lasts: shown again after every reload.
  var themeProblem: String?
  var interpreter = KeyInterpreter()
  var decoder = KeyDecoder()
  var digitDeadline: Int?
  var escapeDeadline: Int?
  var running = true
  /// The frames of the transition in progress and when the next is due.
  var transitionFrames: [Canvas] = []
  var nextFrameAt = 0
  /// What is on the screen now (the start of the next transition).
  var shown: Frame?
  var lastStamp: FileStamp?
  var nextStampCheck = 0
  /// Monotonic milliseconds; tests pass a clock they control.
  let now: () -> Int

  static let frameMilliseconds = 16
  static let escapeMilliseconds = 25
  static let watchMilliseconds = 100

  public init(
    screen: PresenterScreen, source: DeckSource, deck: Deck, start: Position? = nil,
    options: Options, clock: @escaping () -> Int = Clock.now
  ) {
    self.now = clock
    self.screen = screen
    self.source = source
    self.options = options
    self.renderer = FrameRenderer(theme: options.theme)
    self.deck = deck
    self.pager = start.map { Pager(deck: deck, at: $0) } ?? Pager(deck: deck)
    self.lastStamp = source.stamp?()
    self.anchor = pager.position
    self.themeWatch.last = options.themeSource?.stamp()
  }

  /// Presents until the user quits or the terminal goes away.
  public func run() {
    redraw()
    while running {
      let input = screen.readInput(timeoutMilliseconds: timeout())
      switch input {
      case .bytes(let bytes):
        for event in decoder.feed(bytes) { handle(event) }
        escapeDeadline = decoder.hasPending ? now() + Self.escapeMilliseconds : nil
      case .resize:
        finishTransition()
        redraw()
      case .timeout:
        break
      case .endOfInput:
        running = false
      }
      tick()
    }
  }

  /// How long to wait for input: the next animation frame, a pending escape or digit, or the
  /// next look at the deck file.
  func timeout() -> Int {
    let now = now()
    var deadline = now + Self.watchMilliseconds
    if !transitionFrames.isEmpty { deadline = min(deadline, nextFrameAt) }
    if let escapeDeadline { deadline = min(deadline, escapeDeadline) }
    if let digitDeadline { deadline = min(deadline, digitDeadline) }
    if source.stamp != nil || options.themeSource != nil {
      deadline = min(deadline, nextStampCheck)
    }
    return max(0, deadline - now)
  }

  /// Work that is due whatever the input: escape and digit timeouts, animation, file watching.
  func tick() {
    let now = now()
    if let deadline = escapeDeadline, now >= deadline {
      // A lone Escape is known only when nothing followed it in time.
      escapeDeadline = nil
      for event in decoder.flush() { handle(event) }
    }
    if let deadline = digitDeadline, now >= deadline {
      digitDeadline = nil
      perform(interpreter.timeout())
    }
    if !transitionFrames.isEmpty && now >= nextFrameAt {
      let frame = transitionFrames.removeFirst()
      show(frame)
      nextFrameAt = now + Self.frameMilliseconds
    }
    if (source.stamp != nil || options.themeSource != nil) && now >= nextStampCheck {
      nextStampCheck = now + Self.watchMilliseconds
      if let themeSource = options.themeSource, themeWatch.changed(themeSource.stamp()) {
        reloadTheme(themeSource)
      }
      let stamp = source.stamp?()
      if source.stamp != nil && stamp != lastStamp {
        if stamp == pendingStamp {
          lastStamp = stamp
          pendingStamp = nil
          reload()
        } else {
          pendingStamp = stamp
        }
      } else {
        pendingStamp = nil
      }
    }
  }
}

/// Notices a file's stamp changing, and reports it once the new stamp has held for one poll:
/// a file caught half-written by an editor is never read.
struct StampWatch {
  var last: FileStamp?
  var pending: FileStamp?

  mutating func changed(_ stamp: FileStamp?) -> Bool {
    guard stamp != last else {
      pending = nil
      return false
    }
    guard stamp == pending else {
      pending = stamp
      return false
    }
    last = stamp
    pending = nil
    return true
  }
}
