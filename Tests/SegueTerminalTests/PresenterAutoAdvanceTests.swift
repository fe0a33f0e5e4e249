import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// `--auto-advance`, `<!-- auto_advance: 5s -->` and `--loop`, driven by the state's timers
/// at the times the test gives (no clock, no sleep).
@Suite struct PresenterAutoAdvanceTests {
  static let deck = "## A\n\na\n\n## B\n\n<!-- auto_advance: 5s -->\n\nb\n\n## C\n\nc\n"

  func session(every seconds: Int?, loops: Bool = false) -> PresenterSession {
    var p = PresenterSession(Self.deck)
    p.state.autoAdvance = AutoAdvance(interval: seconds.map { $0 * 1000 }, loops: loops)
    p.send(.start, at: 0)
    return p
  }

  @Test func theTalkMovesOnAtEachSlidesTime() {
    var p = session(every: 20)
    #expect(p.scheduled == [20_000])
    p.send(.timer, at: 19_999)
    #expect(p.position.page == 0)
    p.send(.timer, at: 20_000)
    #expect(p.position.page == 1)
    // B says 5s over the 20s.
    #expect(p.scheduled == [25_000])
    p.send(.timer, at: 25_000)
    #expect(p.position.page == 2)
    p.send(.timer, at: 45_000)
    #expect(p.position.page == 2)
    #expect(p.scheduled.isEmpty)
  }

  @Test func loopGoesBackToTheFirstSlideAfterTheLast() {
    var p = session(every: 10, loops: true)
    p.send(.timer, at: 10_000)
    p.send(.timer, at: 15_000)
    #expect(p.position.page == 2)
    p.send(.timer, at: 25_000)
    #expect(p.position.page == 0)
  }

  @Test func anyKeyPausesItAndSaysHowToResume() {
    var p = session(every: 10)
    p.type("l", at: 1000)
    #expect(p.position.page == 1)
    #expect(p.screen.last?.contains("auto-advance paused · a resumes") == true)
    #expect(!p.scheduled.contains(6000))
    p.send(.timer, at: 60_000)
    #expect(p.position.page == 1)
    p.type("a", at: 61_000)
    #expect(p.screen.last?.contains("paused") == false)
    #expect(p.scheduled.contains(66_000))
    p.send(.timer, at: 66_000)
    #expect(p.position.page == 2)
  }

  @Test func onlyASlideWithItsOwnTimeAdvancesWithoutTheFlag() {
    var p = session(every: nil)
    #expect(p.scheduled.isEmpty)
    p.type("l", at: 1000)
    #expect(p.scheduled == [6000])
    p.send(.timer, at: 6000)
    #expect(p.position.page == 2)
  }
}
