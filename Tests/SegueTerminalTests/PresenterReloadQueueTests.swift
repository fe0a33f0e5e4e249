import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// A reload's read runs off the main thread, so the state sees it start (`.reloadDeck`) and,
/// later, end (`.deckLoaded`): one read at a time, a change meanwhile is one read after it, a
/// read that takes over 100 ms shows the `…` mark until its deck is in, and a deck that
/// changes its theme is drawn in it before the next read starts.
@Suite struct PresenterReloadQueueTests {
  static func markdown(_ last: String = "beta", front: String = "") -> String {
    front + "# One\n\n## A\n\nalpha\n\n## B\n\n\(last)\n"
  }

  static func load(_ markdown: String) -> PreparedDeck {
    PreparedDeck(.success(DeckParser.parse(markdown, fileName: "deck.md")), prepares: false)
  }

  /// The state and the loop's side, where a read is not answered until the test says: reads
  /// asked for are counted, frames kept; theme requests are answered at once with a theme
  /// whose active dot is ◆ (the real resolver runs on the loop's thread too).
  struct HeldReads {
    var state: PresenterState
    var frames: [Canvas] = []
    var effects: [PresenterEffect] = []
    var reads = 0
    /// What happened, in order: `read`, `theme`, `draw`.
    var log: [String] = []

    init(transitions: Bool = false, deckChoosesTheme: Bool = false) {
      let load = DeckParser.parse(PresenterReloadQueueTests.markdown(), fileName: "deck.md")
      var theme = Theme.dark
      theme.transition.style = .slide
      theme.transition.durationMilliseconds = 200
      state = PresenterState(
        deck: load.deck!, source: load.source, theme: theme, size: Size(width: 60, height: 16),
        transitions: transitions, deckChoosesTheme: deckChoosesTheme)
      send(.start, at: 0)
    }

    var footer: String { frames.last?.lines().last ?? "" }
    var scheduled: [Int] {
      effects.compactMap { if case .schedule(let time) = $0 { time } else { nil } }
    }
    var draws: Int { effects.filter(\.showsFrames).count }

    mutating func send(_ event: PresenterEvent, at now: Int) {
      effects = []
      apply(state.handle(event, at: now), at: now)
    }

    private mutating func apply(_ newEffects: [PresenterEffect], at now: Int) {
      effects += newEffects
      for effect in newEffects {
        switch effect {
        case .draw(let canvas):
          frames.append(canvas)
          log.append("draw")
        case .animate(let timed): frames += timed.map(\.canvas)
        case .reloadDeck:
          reads += 1
          log.append("read")
        case .reloadTheme:
          log.append("theme")
          var theme = state.theme
          theme.pageDots.active = "◆"
          let resolution = ThemeResolution(theme: theme, origin: .deck)
          apply(state.handle(.themeResolved(resolution), at: now), at: now)
        case .schedule, .quit, .announce, .startLive, .stopLive, .typeLive, .resizeLive, .handOver,
          .moveLive, .renderDiagram:
          break
        }
      }
    }
  }

  @Test func aReadThatTakesOver100msShowsTheMarkUntilItsDeckIsIn() {
    var p = HeldReads()
    p.send(.fileChanged(.deck), at: 1_000)
    #expect(p.reads == 1 && p.draws == 0)
    #expect(p.scheduled == [1_100])
    p.send(.timer, at: 1_099)
    #expect(p.draws == 0)
    p.send(.timer, at: 1_100)
    #expect(p.footer.hasSuffix(" 1/3 …"))
    p.send(
      .deckLoaded(
        PreparedDeck(.success(DeckParser.parse(Self.markdown("edited"), fileName: "deck.md")))),
      at: 4_000)
    #expect(p.footer.hasSuffix(" 1/3"))
    #expect(p.state.session.source?.text.contains("edited") == true)
    #expect(p.scheduled.isEmpty)
  }

  /// A small deck's read is in long before: no mark, and the timer draws nothing.
  @Test func aQuickReadNeverShowsTheMark() {
    var p = HeldReads()
    p.send(.fileChanged(.deck), at: 0)
    p.send(.deckLoaded(Self.load(Self.markdown("edited"))), at: 30)
    #expect(p.footer.hasSuffix(" 1/3"))
    #expect(p.scheduled.isEmpty)
    p.send(.timer, at: 100)
    #expect(p.draws == 0)
  }

  /// The mark's frame would cut a slide's transition short: it waits for the transition's end.
  @Test func theMarkWaitsForATransitionInProgress() throws {
    var p = HeldReads(transitions: true)
    p.send(.fileChanged(.deck), at: 0)
    p.send(.bytes(Array("l".utf8)), at: 50)
    let end = try #require(p.effects.compactMap(\.animation).first?.last?.time)
    #expect(end > 100)
    p.send(.timer, at: 100)
    #expect(p.draws == 0)
    #expect(p.scheduled == [end])
    p.send(.timer, at: end)
    #expect(p.footer.hasSuffix(" 2/3 …"))
  }

  /// Edits and `r` while a read runs ask for nothing until it is in; then one read, which
  /// keeps the mark up, and nothing after it.
  @Test func changesDuringAReadAreOneReadAfterIt() {
    var p = HeldReads()
    p.send(.fileChanged(.deck), at: 0)
    p.send(.timer, at: 100)
    p.send(.fileChanged(.deck), at: 200)
    p.send(.bytes(Array("rrr".utf8)), at: 300)
    p.send(.fileChanged(.deck), at: 400)
    #expect(p.reads == 1)
    p.send(.deckLoaded(Self.load(Self.markdown("first"))), at: 500)
    #expect(p.reads == 2)
    #expect(p.state.session.source?.text.contains("first") == true)
    #expect(p.footer.hasSuffix(" 1/3 …"), "the next read is running")
    p.send(.deckLoaded(Self.load(Self.markdown("last"))), at: 900)
    #expect(p.reads == 2)
    #expect(p.state.session.source?.text.contains("last") == true)
    #expect(p.footer.hasSuffix(" 1/3"))
    p.send(.fileChanged(.deck), at: 1_000)
    #expect(p.reads == 3)
  }

  /// A deck that names another theme is drawn once that theme is resolved, and only then does
  /// the read asked for meanwhile start; it never shows in the old theme.
  @Test func aDeckChangingItsThemeIsDrawnInItBeforeTheNextReadStarts() {
    var p = HeldReads(deckChoosesTheme: true)
    p.send(.fileChanged(.deck), at: 0)
    p.send(.fileChanged(.deck), at: 50)
    p.log = []
    p.send(.deckLoaded(Self.load(Self.markdown(front: "---\ntheme: diamond\n---\n"))), at: 500)
    #expect(p.log == ["theme", "draw", "read"])
    #expect(p.frames.last?.lines().contains { $0.contains("◆") } == true)
  }

  /// A theme file edited while a read runs restyles the deck on screen at once.
  @Test func aThemeFileEditDuringAReadIsNotHeldUp() {
    var p = HeldReads()
    p.send(.fileChanged(.deck), at: 0)
    p.log = []
    p.send(.fileChanged(.theme), at: 50)
    #expect(p.log == ["theme", "draw"])
    #expect(p.reads == 1)
  }
}
