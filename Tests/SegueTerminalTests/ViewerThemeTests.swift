import SegueCore
import Testing

@testable import SegueRender
@testable import SegueTerminal

/// The speaker view and the follower show the deck in the theme the presenter shows it in:
/// the theme is resolved (by the presenter's `ThemeResolver` rule) for every deck the view
/// reads — the one named, or the one the presenter announces — and again when the deck's
/// `theme:` or the theme's file changes.
@Suite struct ViewerThemeTests {
  static let paper = Color.rgb(250, 248, 240)

  static func deck(theme: String?, footer: String? = nil) -> DeckLoad {
    var front = theme.map { "theme: \($0)\n" } ?? ""
    if let footer { front += "footer: \(footer)\n" }
    let text = (front.isEmpty ? "" : "---\n\(front)---\n") + ViewerStateTests.markdown
    return DeckParser.parse(text, fileName: "talk.md")
  }

  /// A view whose theme requests are answered by `resolve` and fed back, as `Viewer` does.
  struct Session {
    var view: ViewerStateTests.View
    var requests: [String] = []
    /// A deck naming `paper` gets a theme on a paper-white background; `broken` does not load.
    var resolve: (Deck) -> ThemeResolution = { deck in
      var theme = Theme.dark
      switch deck.meta.theme?.name {
      case "paper":
        theme.base.bg = ViewerThemeTests.paper
        theme.pageDots.active = "◆"
        return ThemeResolution(theme: theme, origin: .deck)
      case "broken":
        let error = ThemeError([(Diagnostic.error("unknown theme 'broken'"), nil)])
        return ThemeResolution(theme: theme, origin: .deck, error: error)
      default: return ThemeResolution(theme: theme, origin: .fallback)
      }
    }

    init(_ kind: ViewerState.Kind, deckPath: String? = "/t/talk.md", choosing: Bool = true) {
      view = ViewerStateTests.View(kind)
      view.state = ViewerState(
        kind: kind, size: Size(width: 60, height: 12), theme: .dark, deckPath: deckPath)
      view.state.deckChoosesTheme = choosing
    }

    mutating func send(_ event: ViewerEvent) {
      view.send(event)
      for case .resolveTheme(let deck, _, let path) in view.effects {
        requests.append(path)
        view.send(.themeResolved(resolve(deck)))
      }
    }

    mutating func load(_ load: DeckLoad) {
      send(.deckLoaded(PreparedDeck(.success(load))))
      send(
        .message(.deck(DeckAnnouncement(path: "/t/talk.md", hash: DeckHash.of(load.source.text)))))
    }

    var background: Color { view.state.compose()[x: 0, y: 10].style.bg }
  }

  /// A deck load that asks for its theme draws nothing itself: `Viewer` runs the effects in
  /// order, and the theme's answer (an event of its own, handled at once) draws in the new
  /// theme; a frame drawn here would come after it on the screen, in the old theme, and stay
  /// there (the view draws only what changed). Seen in tmux: a follower kept a light deck's
  /// colours after the presenter switched to a dark one.
  @Test func aDeckLoadThatResolvesAThemeDrawsNothingItself() {
    var state = ViewerState(
      kind: .notes, size: Size(width: 60, height: 12), theme: .dark, deckPath: "/t/talk.md")
    _ = state.handle(.start, at: 0)
    let effects = state.handle(
      .deckLoaded(PreparedDeck(.success(Self.deck(theme: "paper")))), at: 0)
    #expect(effects.contains { if case .resolveTheme = $0 { true } else { false } })
    #expect(!effects.contains { if case .draw = $0 { true } else { false } })
    var paper = Theme.dark
    paper.base.bg = Self.paper
    let answered = state.handle(.themeResolved(ThemeResolution(theme: paper, origin: .deck)), at: 0)
    #expect(answered.contains { if case .draw = $0 { true } else { false } })
  }

  /// The deck named on the command line: its `theme:` is the speaker view's.
  @Test func theSpeakerViewUsesTheDecksTheme() {
    var s = Session(.notes)
    s.send(.start)
    s.load(Self.deck(theme: "paper"))
    s.send(.connected)
    s.send(ViewerStateTests.at(0, 1, slide: 1))
    #expect(s.requests == ["/t/talk.md"])
    #expect(s.background == Self.paper)
    #expect(s.view.screen.contains { $0.contains("Say hello.") })
  }

  /// No deck named: the view reads the one the presenter announces, and its theme with it.
  @Test func theAnnouncedDecksThemeIsUsedToo() {
    var s = Session(.follow, deckPath: nil)
    s.send(.start)
    s.send(.connected)
    s.send(.message(.deck(DeckAnnouncement(path: "/talks/a.md", hash: "fnv1a64:1"))))
    #expect(
      s.view.effects.contains { if case .loadDeck("/talks/a.md") = $0 { true } else { false } })
    s.send(.deckLoaded(PreparedDeck(.success(Self.deck(theme: "paper")))))
    s.send(ViewerStateTests.at(0, 1, slide: 1))
    #expect(s.requests == ["/talks/a.md"])
    #expect(s.view.screen.joined().contains("◆"))
  }

  /// No deck named: when a presenter of another deck comes, the view reads that deck (and
  /// resolves its theme); a deck named on the command line stays.
  @Test(arguments: [(nil, "/talks/b.md"), ("/t/talk.md", "/t/talk.md")])
  func thePresenterOfAnotherDeck(named: String?, reads: String) {
    var s = Session(.notes, deckPath: named)
    s.send(.start)
    s.send(.message(.deck(DeckAnnouncement(path: "/talks/a.md", hash: "fnv1a64:1"))))
    s.send(.deckLoaded(PreparedDeck(.success(Self.deck(theme: nil)))))
    s.send(.waiting("The presenter quit; waiting for it to start again…"))
    s.send(.connected)
    s.send(.message(.deck(DeckAnnouncement(path: "/talks/b.md", hash: "fnv1a64:2"))))
    s.send(.deckLoaded(PreparedDeck(.success(Self.deck(theme: "paper")))))
    #expect(s.view.state.deckPath == reads)
    #expect(s.requests.last == reads)
  }

  @Test func aReloadThatChangesTheDecksThemeResolvesItAgain() {
    var s = Session(.follow)
    s.load(Self.deck(theme: nil))
    s.send(ViewerStateTests.at(0, 1, slide: 1))
    #expect(!s.view.screen.joined().contains("◆"))
    s.load(Self.deck(theme: "paper"))
    #expect(s.requests.count == 2)
    #expect(s.view.screen.joined().contains("◆"))
    // The same theme again: nothing to resolve.
    s.load(Self.deck(theme: "paper"))
    #expect(s.requests.count == 2)
  }

  /// With `--theme` (or NO_COLOR) the deck does not choose: only a change of its footer or
  /// margins, drawn over any theme, resolves again.
  @Test func withThemeOnTheCommandLineOnlyTheDecksChromeCounts() {
    var s = Session(.follow, choosing: false)
    s.load(Self.deck(theme: nil))
    s.load(Self.deck(theme: "paper"))
    #expect(s.requests.count == 1)
    s.load(Self.deck(theme: "paper", footer: "ACME"))
    #expect(s.requests.count == 2)
  }

  @Test func aDecksThemeThatDoesNotLoadIsSaidAtTheBottom() {
    var s = Session(.notes)
    s.load(Self.deck(theme: "broken"))
    s.send(.connected)
    s.send(ViewerStateTests.at(0, 1, slide: 1))
    #expect(s.view.screen.last?.contains("unknown theme 'broken'; using 'dark'") == true)
  }

  /// A broken edit of the theme's file keeps the last good theme, under a banner.
  @Test func aBrokenThemeFileKeepsTheLastGoodTheme() {
    var s = Session(.follow)
    s.load(Self.deck(theme: "paper"))
    s.send(.connected)
    s.send(ViewerStateTests.at(0, 1, slide: 1))
    s.resolve = { _ in
      let error = ThemeError([(Diagnostic.error("malformed YAML"), nil)])
      return ThemeResolution(theme: .dark, origin: .deck, error: error)
    }
    s.send(.fileChanged(.theme))
    #expect(s.requests.count == 2)
    #expect(s.view.screen.joined().contains("◆"))
    #expect(s.view.screen.last?.contains("malformed YAML") == true)
  }
}
