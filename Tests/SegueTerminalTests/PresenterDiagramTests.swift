import SegueCore
import SegueExec
import SegueRender
import Synchronization
import Testing

@testable import SegueTerminal

/// The presenter's `+render` blocks: a cached picture shows in the first frame; an uncached
/// one shows its source dimmed under "rendering…", is rendered in the background one at a
/// time, and replaces the source when its render ends, the place in the talk kept.
@Suite struct PresenterDiagramTests {
  /// A diagram cache the test fills: what the renderer would have stored.
  final class FakeCache: Sendable {
    let pictures = Mutex<[DiagramRequest: String]>([:])
    let missing: Set<String>

    init(missing: Set<String> = []) { self.missing = missing }

    var lookup: DiagramLookup { lookup(formulas: false) }

    func lookup(formulas: Bool) -> DiagramLookup {
      DiagramLookup(
        cached: { request in self.pictures.withLock { $0[request] } },
        problem: { self.missing.contains($0) ? "\($0): not found; install graphviz" : nil },
        formulas: formulas)
    }

    func store(_ request: DiagramRequest) {
      pictures.withLock { $0[request] = "/cache/\(request.language).svg" }
    }
  }

  static let deck = """
    ## One

    ```dot +render
    digraph { a -> b }
    ```

    <!-- pause -->

    After the pause.

    ## Two

    ```dot +render
    digraph { c -> d }
    ```
    """

  static func request(_ source: String, theme: Theme = .dark) -> DiagramRequest {
    DiagramRequest(language: "dot", source: source, colors: DiagramColors(theme: theme))
  }

  static let first = request("digraph { a -> b }\n")
  static let second = request("digraph { c -> d }\n")
  static let third = request("digraph { e -> f }\n")

  /// The deck with a third slide and diagram.
  static let three = deck + "\n\n## Three\n\n```dot +render\ndigraph { e -> f }\n```\n"

  @Test func anUncachedDiagramShowsItsSourceDimmedAndRendersInTheBackground() {
    let cache = FakeCache()
    let session = PresenterSession(Self.three, diagrams: cache.lookup)
    #expect(session.text.contains("digraph { a -> b }"))
    #expect(session.text.contains("rendering…"))
    // Two at a time, in reading order: the third waits for a lane.
    #expect(session.rendered == [Self.first, Self.second])
    // The source in the style of the note under it: dimmed, not highlighted.
    let canvas = session.frames.last!
    #expect(Self.style(of: "digraph", in: canvas) == Self.style(of: "rendering…", in: canvas))
  }

  /// The style of the first cell of `text`'s first showing in `canvas`.
  static func style(of text: String, in canvas: Canvas) -> Style? {
    for (y, line) in canvas.lines().enumerated() {
      guard let range = line.firstRange(of: text) else { continue }
      let x = TextWidth.width(String(line[..<range.lowerBound]))
      return canvas[x: x, y: y].style
    }
    return nil
  }

  @Test func aFinishedRenderReplacesTheSourceAndAsksForTheNext() {
    let cache = FakeCache()
    var session = PresenterSession(Self.three, diagrams: cache.lookup)
    session.type(" ")  // to the step after the pause
    let place = session.position
    cache.store(Self.first)
    session.send(.diagramRendered(Self.first, problem: nil))
    #expect(!session.text.contains("digraph { a -> b }"))
    #expect(!session.text.contains("rendering…"))
    #expect(session.text.contains("After the pause."))
    #expect(session.position == place)
    #expect(session.rendered == [Self.first, Self.second, Self.third])
  }

  @Test func aCachedDiagramIsAPictureInTheFirstFrameAndRendersNothing() {
    let cache = FakeCache()
    cache.store(Self.first)
    cache.store(Self.second)
    let session = PresenterSession(Self.deck, diagrams: cache.lookup)
    #expect(!session.text.contains("digraph"))
    #expect(!session.text.contains("rendering…"))
    #expect(session.rendered.isEmpty)
  }

  @Test func aMissingToolIsSaidUnderTheSourceAndNothingRenders() {
    let session = PresenterSession(Self.deck, diagrams: FakeCache(missing: ["dot"]).lookup)
    #expect(session.text.contains("⚠ not rendered: dot: not found; install graphviz"))
    #expect(session.rendered.isEmpty)
  }

  @Test func aFailedRenderIsSaidAndTriedAgainOnlyWhenTheSpeakerReloads() {
    let cache = FakeCache()
    var session = PresenterSession(Self.deck, diagrams: cache.lookup)
    session.send(.diagramRendered(Self.first, problem: "dot failed with exit status 1"))
    #expect(session.text.contains("⚠ not rendered: dot failed with exit status 1"))
    cache.store(Self.second)
    session.send(.diagramRendered(Self.second, problem: nil))  // the deck is drawn again
    #expect(session.text.contains("⚠ not rendered: dot failed with exit status 1"))
    session.send(.fileChanged(.deck))  // a save elsewhere in the deck: still remembered
    #expect(session.rendered == [Self.first, Self.second])
    session.type("r")  // the speaker's reload: tried again (a tool installed since, say)
    #expect(session.rendered == [Self.first, Self.second, Self.first])
    #expect(session.text.contains("rendering…"))
  }

  @Test func aReloadDrawsTheNewDeckFromTheCache() {
    let cache = FakeCache()
    var session = PresenterSession(Self.deck, diagrams: cache.lookup)
    cache.store(Self.first)
    cache.store(Self.second)
    session.type("r")
    #expect(!session.text.contains("digraph"))
    // The renders asked for at the start still run: nothing more is asked meanwhile.
    #expect(session.rendered == [Self.first, Self.second])
    session.send(.diagramRendered(Self.first, problem: nil))
    #expect(session.rendered == [Self.first, Self.second])
  }

  @Test func aLightBackgroundRendersTheDiagramsAgainInItsColours() {
    let cache = FakeCache()
    cache.store(Self.first)
    cache.store(Self.second)
    var session = PresenterSession(Self.deck, diagrams: cache.lookup)
    var light = Theme.dark
    light.name = "light"
    light.base = Style(fg: .rgb(0x20, 0x20, 0x20), bg: .rgb(0xFF, 0xFF, 0xFF))
    light.text.paragraph = Style(fg: .rgb(0x20, 0x20, 0x20))
    session.state.terminalThemes = TerminalThemes(dark: .dark, light: light)
    session.send(.input(.terminalBackground(red: 255, green: 255, blue: 255)))
    #expect(session.text.contains("rendering…"))
    #expect(
      session.rendered == [
        Self.request("digraph { a -> b }\n", theme: light),
        Self.request("digraph { c -> d }\n", theme: light),
      ])
  }

  @Test func theSlideOnScreenRendersFirst() {
    let deck = Self.three + "\n\n## Four\n\n```dot +render\ndigraph { g -> h }\n```\n"
    var session = PresenterSession(deck, diagrams: FakeCache().lookup)
    session.type("4G")  // to slide Four while the first two render
    #expect(session.text.contains("digraph { g -> h }"))
    session.send(.diagramRendered(Self.first, problem: "stopped"))
    #expect(
      session.rendered == [Self.first, Self.second, Self.request("digraph { g -> h }\n")])
  }

  /// Where pictures are pixels, a display formula is typeset by LaTeX: its Unicode text shows
  /// until the picture is in (no "rendering…": the text reads well meanwhile).
  @Test func aDisplayFormulaShowsAsTextUntilItsPictureIsIn() {
    let cache = FakeCache()
    var session = PresenterSession(
      "## Euler\n\n$$e^{i\\pi} + 1 = 0$$\n\nAfter.", diagrams: cache.lookup(formulas: true))
    let formula = FormulaPicture.request("e^{i\\pi} + 1 = 0", colors: DiagramColors(theme: .dark))
    #expect(session.text.contains("e^(iπ) + 1 = 0"))
    #expect(!session.text.contains("rendering…"))
    #expect(session.rendered == [formula])
    cache.store(formula)
    session.send(.diagramRendered(formula, problem: nil))
    #expect(!session.text.contains("e^(iπ)"))
    #expect(session.text.contains("After."))
  }

  /// Where pictures are symbol cells, a formula stays text and nothing renders.
  @Test func inSymbolCellsAFormulaStaysText() {
    let session = PresenterSession("## Euler\n\n$$x^2$$", diagrams: FakeCache().lookup)
    #expect(session.text.contains("x²"))
    #expect(session.rendered.isEmpty)
  }

  /// A diagram becoming a picture leaves the identities of the code blocks after it as they
  /// were: a snippet that ran keeps its output under its own block (two blocks of the same
  /// code below a diagram once swapped theirs).
  @Test func aDiagramDrawnLeavesTheRunningBlocksWhereTheyWere() {
    let deck = """
      ## Run

      ```dot +render
      digraph { a -> b }
      ```

      ```bash +exec
      echo hello
      ```

      ```bash +exec
      echo hello
      ```
      """
    let cache = FakeCache()
    var session = PresenterSession(deck, exec: .byKey, diagrams: cache.lookup)
    session.type("\u{05}")  // Ctrl-E runs the first snippet
    let ran = session.launched.map(\.id)
    #expect(ran == [.position(section: 0, page: 0, ordinal: 0)])
    cache.store(Self.first)
    session.send(.diagramRendered(Self.first, problem: nil))
    #expect(session.moved.isEmpty, "no block moved")
    #expect(session.stopped.isEmpty, "nothing stopped")
    #expect(LiveBlocks.all(in: session.state.deck).first?.id == ran.first)
  }

  @Test func withoutALookupDiagramsStayCode() {
    let session = PresenterSession(Self.deck)
    #expect(session.text.contains("digraph { a -> b }"))
    #expect(!session.text.contains("rendering…"))
    #expect(session.rendered.isEmpty)
  }
}

/// `segue follow` reads the deck itself and draws its diagrams the same way: the source under
/// "rendering…", a render asked of its edge, the picture once it is in.
@Suite struct FollowerDiagramTests {
  @Test func aFollowerRendersAndShowsTheDiagram() {
    let cache = PresenterDiagramTests.FakeCache()
    var view = ViewerStateTests.View(.follow, size: Size(width: 60, height: 16))
    view.state = ViewerState(
      kind: .follow, size: Size(width: 60, height: 16), theme: .dark, deckPath: "/t/talk.md",
      diagrams: cache.lookup)
    let load = DeckParser.parse(PresenterDiagramTests.deck, fileName: "talk.md")
    view.send(.start)
    view.send(.deckLoaded(PreparedDeck(.success(load))))
    // The first deck resolves its theme; nothing renders until its colours are known.
    #expect(!view.effects.contains { if case .renderDiagram = $0 { true } else { false } })
    view.send(.themeResolved(ThemeResolution(theme: .dark, origin: .commandLine)))
    let asked = view.effects.compactMap {
      if case .renderDiagram(let request) = $0 { request } else { nil }
    }
    #expect(asked == [PresenterDiagramTests.first, PresenterDiagramTests.second])
    view.send(.connected)
    view.send(
      .message(.deck(DeckAnnouncement(path: "/t/talk.md", hash: DeckHash.of(load.source.text)))))
    view.send(ViewerStateTests.at(0, 0, slide: 0))
    #expect(view.screen.joined().contains("rendering…"))
    cache.store(PresenterDiagramTests.first)
    view.send(.diagramRendered(PresenterDiagramTests.first, problem: nil))
    #expect(!view.screen.joined().contains("digraph { a -> b }"))
    #expect(!view.screen.joined().contains("rendering…"))
  }
}
