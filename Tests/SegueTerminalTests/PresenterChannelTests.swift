import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// What the presenter tells the speaker channel, and what a client's command does.
@Suite struct PresenterChannelTests {
  static let deck = """
    # Intro

    ## Hello

    one

    <!-- pause -->

    two

    ## Second

    # Demo

    ## Third
    """

  static let announcement = DeckAnnouncement(path: "/t/talk.md", hash: DeckHash.of("x"))

  func session() -> PresenterSession {
    var session = PresenterSession(Self.deck)
    session.state.channel.deck = Self.announcement
    return session
  }

  func report(
    _ section: Int, _ page: Int, _ step: Int, slide: Int, _ sectionTitle: String, _ title: String
  )
    -> ChannelMessage
  {
    .position(
      PositionReport(
        position: Position(section: section, page: page, step: step), slide: slide,
        slideCount: 5, sectionTitle: sectionTitle, title: title))
  }

  @Test func withoutAChannelNothingIsAnnounced() {
    var session = PresenterSession(Self.deck)
    session.key(.right)
    #expect(session.announced.isEmpty)
  }

  @Test func theDeckThenThePositionThenEveryMoveAndOnlyMoves() {
    var session = session()
    session.send(.resize(Size(width: 60, height: 16)))
    #expect(
      session.announced == [.deck(Self.announcement), report(0, 0, 0, slide: 0, "Intro", "Intro")])
    session.key(.right)
    session.key(.right)
    session.key(.character("?"))  // help: no move, nothing said
    session.key(.escape)
    #expect(
      session.announced.dropFirst(2) == [
        report(0, 1, 0, slide: 1, "Intro", "Hello"), report(0, 1, 1, slide: 1, "Intro", "Hello"),
      ])
  }

  @Test func aReloadThatChangesTheTextAnnouncesTheNewHash() {
    var session = session()
    session.send(.resize(Size(width: 60, height: 16)))
    let edited = Self.deck + "\n\nmore\n"
    let load = DeckParser.parse(edited, fileName: "deck.md")
    session.loadDeck = { .success(load) }
    session.send(.fileChanged(.deck))
    var expected = Self.announcement
    expected.hash = DeckHash.of(load.source.text)
    #expect(
      session.announced.suffix(2) == [.deck(expected), report(0, 0, 0, slide: 0, "Intro", "Intro")])
  }

  @Test(arguments: [
    (RemoteCommand.next, Position(section: 0, page: 1)),
    (.last, Position(section: 1, page: 1)),
    (.nextSection, Position(section: 1, page: 0)),
    (.selectSection(2), Position(section: 1, page: 0)),
    (.goToSlide(3), Position(section: 0, page: 2)),
  ])
  func aClientsCommandMovesThePresenter(command: RemoteCommand, to position: Position) {
    var session = session()
    session.send(.remote(command))
    #expect(session.position == position)
    guard case .position(let report) = session.announced.last else {
      Issue.record("no position announced")
      return
    }
    #expect(report.position == position)
  }

  @Test func previousAndFirstFromTheEnd() {
    var session = session()
    session.send(.remote(.last))
    session.send(.remote(.previous))
    #expect(session.position == Position(section: 1, page: 0))
    session.send(.remote(.first))
    #expect(session.position == .start)
    session.send(.remote(.previousSection))
    #expect(session.position == .start)
  }
}
