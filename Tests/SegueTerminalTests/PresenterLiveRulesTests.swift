import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// More live-code rules, each on a deck of its own: the terminal hand-over, a terminal's size,
/// which block a press runs.
@Suite struct PresenterHandOverTests {
  static let deck = """
    # Whole

    ## Editor

    ```bash +acquire_terminal
    vim notes.txt
    ```
    """

  @Test func ctrlEHandsTheTerminalOverAndShowsTheExitStatusAfter() {
    var session = PresenterSession(Self.deck, size: Size(width: 60, height: 20), exec: .byKey)
    session.type("n")
    session.type("\u{05}", at: 10)
    let id = BlockID.position(section: 0, page: 1, ordinal: 0)
    #expect(session.handedOver.map(\.id) == [id])
    #expect(session.launched.isEmpty)
    session.send(.liveOutput(id, LiveOutput(status: .exited(0))), at: 20)
    #expect(session.text.contains("exit 0"))
  }

  @Test func withoutXNothingIsHandedOver() {
    var session = PresenterSession(Self.deck, size: Size(width: 60, height: 20))
    session.type("n")
    session.type("\u{05}", at: 10)
    #expect(session.handedOver.isEmpty)
    #expect(session.text.contains("run with -x to execute"))
  }
}

@Suite struct PresenterTerminalSizeTests {
  static let deck = """
    # Shell

    ## Box

    ```bash +pty
    bash
    ```
    """

  @Test func aTerminalFollowsItsBoxWhenTheWindowChangesSize() throws {
    var session = PresenterSession(Self.deck, size: Size(width: 50, height: 20), exec: .all)
    session.type("n")
    let id = BlockID.position(section: 0, page: 1, ordinal: 0)
    let first = try #require(session.launched.first?.terminal)
    // 80×24 by default, cut to the room the slide has.
    #expect(first.width < 50 && first.height < 20)
    session.send(.liveOutput(id, LiveOutput(lines: [[StyledRun("$ ")]])), at: 10)
    session.send(.resize(Size(width: 120, height: 40)), at: 20)
    #expect(session.resized.map(\.0) == [id])
    #expect(session.resized.last?.1.width == 80)
    // The same size again asks for nothing.
    session.send(.resize(Size(width: 120, height: 40)), at: 30)
    #expect(session.resized.count == 1)
  }
}

@Suite struct PresenterRunRulesTests {
  static let deck = """
    # Rules

    ## One

    ```bash +exec
    sleep 100
    ```

    ## Steps

    ```bash +exec
    echo first
    ```

    <!-- pause -->

    ```bash +exec
    echo hidden until the next step
    ```
    """

  @Test func aSecondPressOnAOneSnippetSlideStopsIt() {
    var session = PresenterSession(Self.deck, size: Size(width: 60, height: 24), exec: .byKey)
    session.type("n")
    session.type("\u{05}", at: 10)
    let id = BlockID.position(section: 0, page: 1, ordinal: 0)
    session.send(.liveOutput(id, LiveOutput(lines: [[StyledRun("…")]])), at: 20)
    session.type("\u{05}", at: 30)
    #expect(session.stopped == [id])
    #expect(session.launched.count == 1)
  }

  @Test func ctrlERunsOnlyWhatTheCurrentStepShows() {
    var session = PresenterSession(Self.deck, size: Size(width: 60, height: 24), exec: .byKey)
    session.type("nn")
    let first = BlockID.position(section: 0, page: 2, ordinal: 0)
    session.type("\u{05}", at: 10)
    var ended = LiveOutput(lines: [[StyledRun("first")]])
    ended.status = .exited(0)
    session.send(.liveOutput(first, ended), at: 20)
    // The second block is not shown yet: the press runs the first again.
    session.type("\u{05}", at: 30)
    #expect(session.launched.map(\.id) == [first, first])
    session.send(.liveOutput(first, ended), at: 40)
    session.type("n", at: 50)
    session.type("\u{05}", at: 60)
    #expect(session.launched.last?.id == .position(section: 0, page: 2, ordinal: 1))
  }
}

@Suite struct PresenterRemoteRunTests {
  /// The speaker view's `Ctrl-E` reaches the presenter as a command, which runs the snippet
  /// only when the presenter itself was started with `-x`.
  @Test func theSpeakerViewsCtrlERunsTheSnippetOnlyWithX() {
    let deck = "# A\n\n## Run\n\n```bash +exec\necho hi\n```\n"
    for (exec, runs) in [(ExecPermission.none, false), (.byKey, true)] {
      var session = PresenterSession(deck, size: Size(width: 60, height: 20), exec: exec)
      session.type("n")
      session.send(.remote(.runSnippet), at: 10)
      #expect(session.launched.isEmpty == !runs, "\(exec)")
    }
    #expect(
      (try? ChannelCodec.decode(Array(#"{"v":1,"type":"command","command":"runSnippet"}"#.utf8)))
        == .command(.runSnippet))
  }
}
