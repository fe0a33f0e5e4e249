import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// `--resume`'s note over the first frame: a banner a timer takes away (no sleep), or a key.
@Suite struct StartNoteTests {
  static let deck = "## A\n\none\n\n## B\n\ntwo\n\n## C\n\nthree\n"

  func state(start: Position) -> PresenterState {
    let load = DeckParser.parse(Self.deck, fileName: "talk.md")
    var state = PresenterState(
      deck: load.deck!, source: load.source, theme: .dark, size: Size(width: 60, height: 16),
      start: start, transitions: false)
    state.startNote = "resumed at 1.2"
    return state
  }

  /// The last frame drawn, as text.
  static func text(_ effects: [PresenterEffect]) -> String? {
    var last: String?
    for case .draw(let canvas) in effects { last = canvas.lines().joined(separator: "\n") }
    return last
  }

  static func wakeUps(_ effects: [PresenterEffect]) -> [Int] {
    effects.compactMap { if case .schedule(let time) = $0 { time } else { nil } }
  }

  @Test func theNoteShowsOnTheFirstFrameAndATimerTakesItAway() throws {
    var state = state(start: Position(section: 0, page: 1))
    let first = state.handle(.start, at: 1000)
    #expect(try #require(Self.text(first)).contains("resumed at 1.2"))
    #expect(Self.wakeUps(first) == [1000 + PresenterState.noteMilliseconds])
    #expect(Self.text(state.handle(.timer, at: 1500)) == nil)
    let later = state.handle(.timer, at: 1000 + PresenterState.noteMilliseconds)
    let text = try #require(Self.text(later))
    #expect(!text.contains("resumed at"))
    #expect(text.contains("two"))
    #expect(Self.wakeUps(later).isEmpty)
  }

  @Test func aKeyTakesItAwayAtOnceAndTheTimerThenDrawsNothing() throws {
    var state = state(start: Position(section: 0, page: 1))
    _ = state.handle(.start, at: 0)
    let moved = state.handle(.bytes(Array("l".utf8)), at: 100)
    let text = try #require(Self.text(moved))
    #expect(!text.contains("resumed at"))
    #expect(text.contains("three"))
    let timer = state.handle(.timer, at: PresenterState.noteMilliseconds)
    #expect(Self.text(timer) == nil)
  }

  @Test func anotherBannerIsNotTakenAwayByTheNotesTimer() throws {
    var state = state(start: .start)
    _ = state.handle(.start, at: 0)
    _ = state.handle(.bytes(Array(":9\r".utf8)), at: 100)
    #expect(state.overlays.banner?.text != "resumed at 1.2")
    #expect(state.overlays.banner != nil)
    let timer = state.handle(.timer, at: PresenterState.noteMilliseconds)
    #expect(Self.text(timer) == nil)
    #expect(state.overlays.banner != nil)
  }
}
