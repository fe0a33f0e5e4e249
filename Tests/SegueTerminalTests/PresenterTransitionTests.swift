import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// Slide changes animate over the theme's `transition.duration_ms`, one frame every ~16 ms,
/// and a key during an animation finishes it before it applies.
@Suite struct PresenterTransitionTests {
  static let markdown = "# One\n\n## A\n\nx\n\n## B\n\ny\n\n## C\n\nz\n"

  static func theme(style: TransitionTheme.Style = .slide, duration: Int) -> Theme {
    var theme = Theme.dark
    theme.transition.style = style
    theme.transition.durationMilliseconds = duration
    return theme
  }

  func animation(_ p: PresenterSession) -> [TimedFrame]? {
    p.effects.compactMap(\.animation).last
  }

  @Test(arguments: [(200, 12), (100, 6), (1_000, 62), (16, 1), (10, 1)])
  func framesFollowTheDuration(duration: Int, count: Int) throws {
    var p = PresenterSession(
      Self.markdown, theme: Self.theme(duration: duration), transitions: true)
    p.type("l", at: 1_000)
    let frames = try #require(animation(p))
    #expect(frames.count == count)
    // The first frame at once, then one every duration/count ms; the last is the new slide.
    #expect(frames.map(\.time) == (0..<count).map { 1_000 + $0 * duration / count })
    #expect(frames.last?.canvas.lines() == PresenterSession(Self.markdown).advanced().screen)
    #expect(p.scheduled == [frames.last!.time])
  }

  @Test(arguments: [(TransitionTheme.Style.slide, 0), (.none, 200)])
  func noAnimationForZeroDurationOrStyleNone(style: TransitionTheme.Style, duration: Int) {
    var p = PresenterSession(
      Self.markdown, theme: Self.theme(style: style, duration: duration), transitions: true)
    p.type("l")
    #expect(animation(p) == nil)
    #expect(p.effects.contains { $0.isDraw })
  }

  @Test func noTransitionsFlagMeansNoAnimation() {
    var p = PresenterSession(Self.markdown, transitions: false)
    p.type("l")
    #expect(animation(p) == nil)
  }

  /// Three keys in quick succession: each is applied, and each cuts the animation before.
  @Test func everyKeyDuringATransitionIsApplied() {
    var p = PresenterSession(Self.markdown, transitions: true)
    for (index, time) in [0, 20, 40].enumerated() {
      p.type("l", at: time)
      if index > 0 {
        // The animation in progress jumps to its end first (a draw), then the next begins.
        #expect(p.effects.first?.isDraw ?? false)
      }
      #expect(animation(p) != nil)
    }
    #expect(p.position == Position(section: 0, page: 3, step: 0))
  }

  @Test func aKeyAfterTheAnimationEndedDoesNotRedrawFirst() {
    var p = PresenterSession(Self.markdown, transitions: true)
    p.type("l", at: 0)
    p.type("l", at: 1_000)
    #expect(!(p.effects.first?.isDraw ?? true))
  }

  /// Whether slide changes animate follows the deck as it is now: a reload that adds
  /// `transition: none` stops the animation.
  @Test func aReloadedTransitionNoneStopsAnimating() {
    var p = PresenterSession(Self.markdown, transitions: true)
    p.type("l", at: 0)
    #expect(animation(p) != nil)
    let edited = "---\ntransition: none\n---\n" + Self.markdown
    p.loadDeck = { .success(DeckParser.parse(edited, fileName: "deck.md")) }
    p.send(.fileChanged(.deck), at: 1_000)
    p.type("l", at: 1_100)
    #expect(animation(p) == nil)
    #expect(p.effects.contains { $0.isDraw })
  }

  @Test func aResizeDuringATransitionDrawsTheNewSize() {
    var p = PresenterSession(Self.markdown, transitions: true)
    p.type("l", at: 0)
    p.send(.resize(Size(width: 70, height: 20)), at: 30)
    #expect(p.frames.last?.width == 70 && p.frames.last?.height == 20)
    // Nothing is due any more: the animation was cut.
    #expect(p.scheduled.isEmpty)
  }
}

extension PresenterSession {
  /// The session after one `l`, without transitions.
  func advanced() -> PresenterSession {
    var copy = self
    copy.type("l")
    return copy
  }
}
