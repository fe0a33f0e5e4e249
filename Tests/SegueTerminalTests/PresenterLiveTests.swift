import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// The presenter's rules for live code, fed as events: the test plays the processes' part
/// (`.liveOutput` for what a snippet printed), so each rule is seen without timing anything.
/// The real processes are `LiveProcessesTests`' and the tmux end-to-end tests'.
@Suite struct PresenterLiveTests {
  static let deck = """
    # Live

    ## Run

    ```bash +exec
    echo one
    ```

    ```python +exec
    print("two")
    ```

    ## Auto

    ```bash +exec_replace
    echo replaced
    ```

    ```bash +pty:30:5
    bash
    ```

    ## Plain

    Nothing runs here.
    """

  // Page 0 is the section's title slide.
  static let first = BlockID.position(section: 0, page: 1, ordinal: 0)
  static let second = BlockID.position(section: 0, page: 1, ordinal: 1)
  static let replaced = BlockID.position(section: 0, page: 2, ordinal: 0)
  static let terminal = BlockID.position(section: 0, page: 2, ordinal: 1)

  /// A presenter on the slide with the two snippets.
  static func session(_ exec: ExecPermission) -> PresenterSession {
    var session = PresenterSession(deck, size: Size(width: 60, height: 24), exec: exec)
    session.type("n")
    return session
  }

  static func lines(_ text: String...) -> LiveOutput {
    LiveOutput(lines: text.map { [StyledRun($0)] })
  }

  @Test func withoutXNothingRunsAndTheHintShows() {
    var session = Self.session(.none)
    session.type("\u{05}")  // Ctrl-E
    #expect(session.launched.isEmpty)
    #expect(session.text.contains("run with -x to execute"))
    session.type("n")
    #expect(session.launched.isEmpty)
    #expect(session.text.contains("run with -X to execute"))
  }

  @Test func ctrlERunsTheNextSnippetAndShowsItsOutput() {
    var session = Self.session(.byKey)
    #expect(!session.text.contains("run with"))
    session.type("\u{05}", at: 10)
    #expect(session.launched.map(\.id) == [Self.first])
    #expect(session.launched.first?.terminal == nil)
    session.send(.liveOutput(Self.first, Self.lines("one")), at: 40)
    #expect(session.text.contains("│ one"))
    var ended = Self.lines("one")
    ended.status = .exited(0)
    session.send(.liveOutput(Self.first, ended), at: 80)
    #expect(session.text.contains("exit 0"))
    // The next press runs the next snippet, then the first again.
    session.type("\u{05}", at: 100)
    #expect(session.launched.map(\.id) == [Self.first, Self.second])
    var second = Self.lines("two")
    second.status = .exited(0)
    session.send(.liveOutput(Self.second, second), at: 120)
    session.type("\u{05}", at: 140)
    #expect(session.launched.map(\.id) == [Self.first, Self.second, Self.first])
  }

  /// A server and its client on one slide: each press starts the next block that never ran,
  /// and once all ran, a press stops the ones still running.
  @Test func pressesStartEachSnippetThenStopTheRunningOnes() {
    var session = Self.session(.byKey)
    session.type("\u{05}")
    session.send(.liveOutput(Self.first, Self.lines("serving")), at: 20)
    session.type("\u{05}", at: 30)
    #expect(session.launched.map(\.id) == [Self.first, Self.second])
    #expect(session.stopped.isEmpty)
    session.type("\u{05}", at: 40)
    #expect(Set(session.stopped) == [Self.first, Self.second])
    #expect(session.launched.count == 2)
  }

  @Test func outputRedrawsAtMostOnceAFrame() {
    var session = Self.session(.byKey)
    session.type("\u{05}", at: 0)
    let before = session.frames.count
    for (index, time) in [100, 101, 102, 103].enumerated() {
      session.send(.liveOutput(Self.first, Self.lines("line \(index)")), at: time)
    }
    // The first output draws at once; the three within its frame wait for one wake-up.
    #expect(session.frames.count == before + 1)
    #expect(session.scheduled == [100 + PresenterState.frameMilliseconds])
    session.send(.timer, at: 100 + PresenterState.frameMilliseconds)
    #expect(session.frames.count == before + 2)
    #expect(session.text.contains("line 3"))
  }

  @Test func outputOfAnotherSlideIsKeptWithoutDrawing() {
    var session = Self.session(.byKey)
    session.type("\u{05}")
    session.type("n")
    let frames = session.frames.count
    session.send(.liveOutput(Self.first, Self.lines("later")), at: 50)
    #expect(session.frames.count == frames)
    session.type("p", at: 60)
    #expect(session.text.contains("later"))
  }

  @Test func withXSelfRunningBlocksStartOnceWhenTheirSlideShows() {
    var session = Self.session(.all)
    #expect(session.launched.isEmpty)
    session.type("n")
    #expect(session.launched.map(\.id) == [Self.replaced, Self.terminal])
    // The terminal starts at its box's size: 30 columns by 5 rows, as `+pty:30:5` asks.
    #expect(session.launched.last?.terminal == Size(width: 30, height: 5))
    session.type("pn")
    #expect(session.launched.count == 2)
  }

  @Test func ctrlTGivesTheKeysToTheTerminalAndBack() {
    var session = Self.session(.all)
    session.type("n")
    session.send(.liveOutput(Self.terminal, Self.lines("$ ")), at: 10)
    session.type("\u{14}", at: 20)  // Ctrl-T
    #expect(session.text.contains("Ctrl-T gives them back"))
    session.type("q", at: 30)
    session.type("n", at: 40)
    #expect(!session.quit)
    #expect(session.position.page == 2)
    #expect(session.typed.map(\.1) == [[.character("q")], [.character("n")]])
    #expect(session.typed.allSatisfy { $0.0 == Self.terminal })
    session.type("\u{14}", at: 50)
    #expect(!session.text.contains("Ctrl-T gives them back"))
    session.type("n", at: 60)
    #expect(session.position.page == 3)
  }

  @Test func aTerminalThatEndsGivesTheKeysBack() {
    var session = Self.session(.all)
    session.type("n")
    session.send(.liveOutput(Self.terminal, Self.lines("$ ")), at: 10)
    session.type("\u{14}", at: 20)
    var ended = Self.lines("$ exit")
    ended.status = .exited(0)
    session.send(.liveOutput(Self.terminal, ended), at: 30)
    session.type("n", at: 40)
    #expect(session.position.page == 3)
  }

  @Test func ctrlTWithoutARunningTerminalDoesNothing() {
    var session = Self.session(.byKey)
    let frames = session.frames.count
    session.type("\u{14}")
    #expect(session.frames.count == frames)
    #expect(session.typed.isEmpty)
  }

  @Test func aReloadThatChangesABlockDropsItsOutput() {
    var session = Self.session(.byKey)
    session.type("\u{05}")
    session.send(.liveOutput(Self.first, Self.lines("from the old code")), at: 10)
    let edited = Self.deck.replacing("echo one", with: "echo uno")
    session.loadDeck = { .success(DeckParser.parse(edited, fileName: "deck.md")) }
    session.type("r", at: 20)
    #expect(session.stopped == [Self.first])
    #expect(!session.text.contains("from the old code"))
    // Output that comes after, from the stopped run, is stale.
    session.send(.liveOutput(Self.first, Self.lines("late")), at: 30)
    #expect(!session.text.contains("late"))
  }

  @Test func aReloadThatKeepsTheBlockKeepsItsOutput() {
    var session = Self.session(.byKey)
    session.type("\u{05}")
    session.send(.liveOutput(Self.first, Self.lines("kept")), at: 10)
    let edited = Self.deck.replacing("Nothing runs here.", with: "Still nothing.")
    session.loadDeck = { .success(DeckParser.parse(edited, fileName: "deck.md")) }
    session.type("r", at: 20)
    #expect(session.stopped.isEmpty)
    #expect(session.text.contains("kept"))
  }
}
