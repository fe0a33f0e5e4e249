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

extension PresenterLiveReloadTests {
  static let two = """
    # Talk

    ## Demo

    ```bash +exec
    echo kept
    ```
    """

  /// A slide inserted before the block's: its output and its process move with it.
  @Test func aSlideInsertedBeforeKeepsTheOutputAndTheRun() {
    var session = PresenterSession(Self.two, size: Size(width: 60, height: 20), exec: .byKey)
    session.type("n")
    session.type("\u{05}", at: 10)
    let old = BlockID.position(section: 0, page: 1, ordinal: 0)
    session.send(.liveOutput(old, LiveOutput(lines: [[StyledRun("still here")]])), at: 20)
    let edited = Self.two.replacing("## Demo", with: "## Inserted\n\nNew.\n\n## Demo")
    session.loadDeck = { .success(DeckParser.parse(edited, fileName: "deck.md")) }
    session.type("r", at: 30)
    let new = BlockID.position(section: 0, page: 2, ordinal: 0)
    #expect(session.stopped.isEmpty)
    #expect(session.moved == [[old: new]])
    #expect(session.text.contains("still here"))
    // Its process reports under the new identity; the old one is no more.
    session.send(.liveOutput(new, LiveOutput(lines: [[StyledRun("next line")]])), at: 60)
    #expect(session.text.contains("next line"))
    session.type("\u{05}", at: 70)
    #expect(session.stopped == [new])
  }

  /// A block inserted above it on its slide: the same.
  @Test func aBlockInsertedAboveKeepsTheOutput() {
    var session = PresenterSession(Self.two, size: Size(width: 60, height: 20), exec: .byKey)
    session.type("n")
    session.type("\u{05}", at: 10)
    let old = BlockID.position(section: 0, page: 1, ordinal: 0)
    session.send(.liveOutput(old, LiveOutput(lines: [[StyledRun("still here")]])), at: 20)
    let edited = Self.two.replacing("```bash +exec", with: "```text\nplain\n```\n\n```bash +exec")
    session.loadDeck = { .success(DeckParser.parse(edited, fileName: "deck.md")) }
    session.type("r", at: 30)
    #expect(session.moved == [[old: .position(section: 0, page: 1, ordinal: 1)]])
    #expect(session.text.contains("still here"))
  }
}
