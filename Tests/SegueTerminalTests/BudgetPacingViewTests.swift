import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// The speaker view paces by the deck's own budgets: with `--duration` they come first, and
/// without it their sum is the talk's length.
@Suite struct BudgetPacingViewTests {
  static let markdown = """
    ## Hello
    <!-- time: 2m -->

    one

    ## Second

    two

    ## Third
    <!-- time: 1m -->

    three
    """

  static let load = DeckParser.parse(markdown, fileName: "talk.md")

  /// The notes view connected at `slide`, `elapsed` seconds after the first move.
  func screen(duration: Int?, slide: Int, elapsed: Int) -> [String] {
    var state = ViewerState(
      kind: .notes, size: Size(width: 60, height: 12), theme: .dark, deckPath: "/t/talk.md")
    state.duration = duration
    var screen: [String] = []
    func send(_ event: ViewerEvent, at now: Int) {
      for case .draw(let canvas) in state.handle(event, at: now) { screen = canvas.lines() }
    }
    send(.start, at: 0)
    send(.deckLoaded(PreparedDeck(.success(Self.load))), at: 0)
    send(.connected, at: 0)
    send(
      .message(
        .deck(DeckAnnouncement(path: "/t/talk.md", hash: DeckHash.of(Self.load.source.text)))),
      at: 0)
    func report(_ slide: Int) -> ViewerEvent {
      .message(
        .position(
          PositionReport(
            position: Position(section: 0, page: slide), slide: slide, slideCount: 3,
            sectionTitle: "", title: "")))
    }
    // Where the presenter is on connecting, then the move that starts the timer.
    send(report(slide == 0 ? 1 : 0), at: 0)
    send(report(slide), at: 1000)
    send(.tick(wallClock: ""), at: 1000 + elapsed * 1000)
    return screen
  }

  @Test func withoutADurationTheBudgetsSumIsTheTalk() {
    let lines = screen(duration: nil, slide: 2, elapsed: 100)
    // Planned: Hello 0:00-2:00, Second 0 s, Third 2:00-3:00; at 1:40 on Third, 0:20 ahead.
    #expect(lines.contains(" Pacing: 0:20 ahead · this slide 1:00"))
  }

  @Test func withADurationTheBudgetsComeFirst() {
    // 10 minutes: Hello 2:00, Third 1:00, Second the other 7:00, so Third runs 9:00-10:00.
    let third = screen(duration: 600, slide: 2, elapsed: 570)
    #expect(third.contains(" Pacing: on time · this slide 1:00"))
    let hello = screen(duration: 600, slide: 0, elapsed: 150)
    #expect(hello.contains(" Pacing: 0:30 behind · this slide 2:00"))
    let second = screen(duration: 600, slide: 1, elapsed: 130)
    #expect(second.contains(" Pacing: on time · this slide 7:00"))
  }
}
