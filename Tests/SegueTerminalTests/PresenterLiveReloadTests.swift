import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// Live code across reloads and remote moves: a start asked for before a reload launches only
/// the very block it was asked for, and a terminal's keys come back when its slide goes.
@Suite struct PresenterLiveReloadTests {
  /// A terminal after a pause: its start waits until its box shows, at the second step.
  static let paused = """
    # Paused

    ## Steps

    First.

    <!-- pause -->

    ```bash +pty:30:5
    touch terminal-block-ran
    ```
    """

  @Test func aPendingStartDoesNotLaunchTheBlockAReloadPutInItsPlace() {
    var session = PresenterSession(Self.paused, size: Size(width: 60, height: 20), exec: .all)
    session.type("n")
    #expect(session.launched.isEmpty)  // asked for, but its box is not on screen yet
    let plain = Self.paused.replacing("bash +pty:30:5", with: "bash")
    session.loadDeck = { .success(DeckParser.parse(plain, fileName: "deck.md")) }
    session.type("r", at: 10)
    session.type("n", at: 20)
    #expect(session.launched.isEmpty)
  }

  @Test func aPendingStartStillLaunchesWhenAReloadKeepsTheBlock() {
    var session = PresenterSession(Self.paused, size: Size(width: 60, height: 20), exec: .all)
    session.type("n")
    let edited = Self.paused.replacing("First.", with: "First, edited.")
    session.loadDeck = { .success(DeckParser.parse(edited, fileName: "deck.md")) }
    session.type("r", at: 10)
    session.type("n", at: 20)
    #expect(session.launched.count == 1)
  }

  static let shell = """
    # Shell

    ## Terminal

    ```bash +pty:30:5
    bash
    ```

    ## After

    Text.
    """

  @Test func aRemoteMoveTakesTheKeysBackFromATerminal() {
    var session = PresenterSession(Self.shell, size: Size(width: 60, height: 20), exec: .all)
    session.type("n")
    let id = BlockID.position(section: 0, page: 1, ordinal: 0)
    session.send(.liveOutput(id, LiveOutput(lines: [[StyledRun("$ ")]])), at: 10)
    session.type("\u{14}", at: 20)
    #expect(session.text.contains("Ctrl-T gives them back"))
    session.send(.remote(.next), at: 30)
    #expect(session.position.page == 2)
    #expect(!session.text.contains("Ctrl-T gives them back"))
    session.type("p", at: 40)
    #expect(session.position.page == 1)
    #expect(session.typed.isEmpty)
  }

  @Test func aReloadThatChangesTheFocusedTerminalTakesTheKeysBack() {
    var session = PresenterSession(Self.shell, size: Size(width: 60, height: 20), exec: .all)
    session.type("n")
    let id = BlockID.position(section: 0, page: 1, ordinal: 0)
    session.send(.liveOutput(id, LiveOutput(lines: [[StyledRun("$ ")]])), at: 10)
    session.type("\u{14}", at: 20)
    let edited = Self.shell.replacing("\nbash\n", with: "\nzsh\n")
    session.loadDeck = { .success(DeckParser.parse(edited, fileName: "deck.md")) }
    session.send(.fileChanged(.deck), at: 30)
    #expect(session.stopped == [id])
    session.type("n", at: 40)
    #expect(session.position.page == 2)
  }
}
