import SegueCore
import SegueExec
import SegueRender

@testable import SegueTerminal

/// A `PresenterState` and what an event loop would do with its effects, at times the test
/// gives: frames are recorded (an animation shows all its frames at once), file reads are
/// answered by the test's closures and fed back, and nothing reads a clock.
struct PresenterSession {
  var state: PresenterState
  /// The time of the last event.
  var now = 0
  /// Every frame drawn, animation frames included.
  var frames: [Canvas] = []
  /// The effects of the last event sent (file reads answered included).
  var effects: [PresenterEffect] = []
  var quit = false
  /// Answers `reloadDeck`.
  var loadDeck: () -> Result<DeckLoad, Diagnostic>
  /// Answers `reloadTheme`; counts how often it was asked.
  var resolveTheme: (Deck, SourceText) -> ThemeResolution
  var themeRequests = 0
  /// What the speaker channel was told, in order.
  var announced: [ChannelMessage] = []
  /// The live effects asked for, in order (`-x`: the test plays the processes' part).
  var launched: [LiveLaunch] = []
  var stopped: [BlockID] = []
  var typed: [(BlockID, [Key])] = []
  var resized: [(BlockID, Size)] = []
  var handedOver: [LiveLaunch] = []
  var moved: [[BlockID: BlockID]] = []
  /// The diagrams asked to render, in order (the test plays the renderer's part).
  var rendered: [DiagramRequest] = []

  init(
    _ markdown: String, size: Size = Size(width: 60, height: 16), theme: Theme = .dark,
    transitions: Bool = false, deckChoosesTheme: Bool = false, exec: ExecPermission = .none,
    diagrams: DiagramLookup? = nil
  ) {
    let load = DeckParser.parse(markdown, fileName: "deck.md")
    state = PresenterState(
      deck: load.deck!, source: load.source, theme: theme, size: size,
      transitions: transitions, deckChoosesTheme: deckChoosesTheme, exec: exec,
      diagrams: diagrams)
    loadDeck = { .success(load) }
    resolveTheme = { _, _ in ThemeResolution(theme: theme, origin: .commandLine) }
    send(.start, at: 0)
  }

  /// The last frame drawn, as lines of text.
  var screen: [String] { frames.last?.lines() ?? [] }
  var text: String { screen.joined(separator: "\n") }
  var position: Position { state.pager.position }
  /// The 1-based number of the slide shown, deck-wide.
  var slideNumber: Int { state.pager.currentSlideIndex + 1 }

  /// The wake-ups the last event asked for.
  var scheduled: [Int] {
    effects.compactMap { if case .schedule(let time) = $0 { time } else { nil } }
  }

  mutating func send(_ event: PresenterEvent, at time: Int? = nil) {
    if let time { now = time }
    effects = []
    apply(state.handle(event, at: now))
  }

  /// Keys as the terminal sends them.
  mutating func type(_ text: String, at time: Int? = nil) {
    send(.bytes(Array(text.utf8)), at: time)
  }

  mutating func key(_ key: Key, at time: Int? = nil) {
    send(.input(.key(key)), at: time)
  }

  private mutating func apply(_ newEffects: [PresenterEffect]) {
    effects += newEffects
    for effect in newEffects {
      switch effect {
      case .draw(let canvas): frames.append(canvas)
      case .animate(let timed): frames += timed.map(\.canvas)
      case .schedule: break
      case .reloadDeck: apply(state.handle(.deckLoaded(PreparedDeck(loadDeck())), at: now))
      case .reloadTheme(let deck, let source):
        themeRequests += 1
        apply(state.handle(.themeResolved(resolveTheme(deck, source)), at: now))
      case .quit: quit = true
      case .announce(let message): announced.append(message)
      case .startLive(let launch): launched.append(launch)
      case .stopLive(let id): stopped.append(id)
      case .typeLive(let id, let keys): typed.append((id, keys))
      case .resizeLive(let id, let size): resized.append((id, size))
      case .handOver(let launch): handedOver.append(launch)
      case .moveLive(let moves): moved.append(moves)
      case .renderDiagram(let request): rendered.append(request)
      }
    }
  }
}

extension PresenterEffect {
  var animation: [TimedFrame]? {
    if case .animate(let frames) = self { frames } else { nil }
  }
  var isDraw: Bool {
    if case .draw = self { true } else { false }
  }
}
