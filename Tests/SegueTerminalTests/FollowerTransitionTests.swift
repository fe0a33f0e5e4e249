import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// `segue follow` animates the presenter's moves with its own theme's transition, the way the
/// presenter animates its own (`SlideAnimation`): the same frames, times and rules.
@Suite struct FollowerTransitionTests {
  typealias View = ViewerStateTests.View
  static let size = Size(width: 60, height: 12)

  static func theme(style: TransitionTheme.Style = .slide, duration: Int = 200) -> Theme {
    var theme = Theme.dark
    theme.transition.style = style
    theme.transition.durationMilliseconds = duration
    return theme
  }

  @Test func aMoveOfThePresenterAnimatesWithTheThemesTransition() throws {
    var view = View.connected(.follow, theme: Self.theme())
    view.send(ViewerStateTests.at(0, 2, slide: 2), at: 5_000)
    let frames = try #require(view.animation)
    #expect(frames.count == 12)
    #expect(frames.first?.time == 5_000)
    #expect(frames.last?.time == 5_000 + 11 * 200 / 12)
    #expect(view.draws == 0)
    // The follower ends on the slide the presenter is on, as a plain draw would show it.
    #expect(frames.last?.canvas == view.state.compose())
  }

  /// A step forward and a step back: the same frames at the same times as the presenter's.
  @Test(arguments: [
    ("l", "l", Position(section: 0, page: 1, step: 1)), ("ll", "h", Position(section: 0, page: 1)),
  ])
  func theFramesAreThePresentersFrames(before: String, key: String, to position: Position) throws {
    var presenter = PresenterSession(
      ViewerStateTests.markdown, size: Self.size, theme: Self.theme(), transitions: true)
    presenter.type(before, at: 0)
    var view = View.connected(.follow, theme: Self.theme())
    view.send(.message(.position(Self.report(presenter.position))), at: 0)
    presenter.type(key, at: 1_000)
    let expected = try #require(presenter.effects.compactMap(\.animation).last)
    view.send(.message(.position(Self.report(position))), at: 1_000)
    let frames = try #require(view.animation)
    #expect(frames.map(\.time) == expected.map(\.time))
    #expect(frames.map(\.canvas) == expected.map(\.canvas))
  }

  static func report(_ position: Position) -> PositionReport {
    PositionReport(position: position, slide: 1, slideCount: 5, sectionTitle: "", title: "")
  }

  @Test(arguments: [
    ("the theme's style none", Self.theme(style: .none), true),
    ("a duration of 0", Self.theme(duration: 0), true),
    ("--no-transitions", Self.theme(), false),
  ])
  func noAnimationWhen(_ reason: String, theme: Theme, transitions: Bool) {
    var view = View.connected(.follow, theme: theme, transitions: transitions)
    view.send(ViewerStateTests.at(0, 2, slide: 2), at: 1_000)
    #expect(view.animation == nil, "\(reason)")
    #expect(view.draws == 1)
    #expect(view.screen.contains { $0.contains("Second") })
  }

  @Test func theDecksTransitionNoneIsFollowed() {
    var view = View.connected(.follow, theme: Self.theme())
    let load = DeckParser.parse(
      "---\ntransition: none\n---\n" + ViewerStateTests.markdown, fileName: "talk.md")
    view.send(.deckLoaded(PreparedDeck(.success(load))))
    view.send(
      .message(.deck(DeckAnnouncement(path: "/t/talk.md", hash: DeckHash.of(load.source.text)))))
    view.send(ViewerStateTests.at(0, 2, slide: 2), at: 1_000)
    #expect(view.animation == nil)
    #expect(view.draws == 1)
  }

  @Test func theSpeakerViewDoesNotAnimate() {
    var view = View.connected(.notes, theme: Self.theme())
    view.send(ViewerStateTests.at(0, 2, slide: 2), at: 1_000)
    #expect(view.animation == nil)
    #expect(view.draws == 1)
  }

  /// The clock's second draws nothing in the follower (it shows no clock): during an
  /// animation a draw would cut it, and after it the same frame would go to ncurses again.
  @Test func aTickDrawsNothingAndLetsTheAnimationPlayOn() {
    var view = View.connected(.follow, theme: Self.theme())
    view.send(ViewerStateTests.at(0, 2, slide: 2), at: 1_000)
    view.send(.tick(wallClock: "10:00"), at: 1_050)
    #expect(view.effects.isEmpty)
    view.send(.tick(wallClock: "10:01"), at: 2_000)
    #expect(view.effects.isEmpty)
    // What changes the screen is drawn.
    view.send(.message(.deck(DeckAnnouncement(path: "/t/talk.md", hash: "fnv1a64:0"))), at: 2_100)
    #expect(view.draws == 1)
  }

  /// The speaker view draws when its clocks move.
  @Test func theSpeakerViewDrawsWhenItsClocksMove() {
    var view = View.connected(.notes)
    view.send(.tick(wallClock: "10:00"), at: 1_000)
    view.send(.tick(wallClock: "10:01"), at: 2_000)
    #expect(view.draws == 1)
    view.send(ViewerStateTests.at(0, 1, 1, slide: 1), at: 3_000)  // starts the timer
    view.send(.tick(wallClock: "10:01"), at: 4_000)
    #expect(view.screen[0].contains("⏱ 0:01"))
  }

  /// A move during an animation starts the next one from the frame the first was heading
  /// for, as the presenter's does after a key during a transition.
  @Test func aMoveDuringTheAnimationStartsFromItsEnd() throws {
    var view = View.connected(.follow, theme: Self.theme())
    view.send(ViewerStateTests.at(0, 2, slide: 2), at: 1_000)
    view.send(ViewerStateTests.at(1, 0, slide: 3), at: 1_040)
    let renderer = FrameRenderer(theme: Self.theme())
    let deck = ViewerStateTests.load.deck!
    let expected = try #require(
      SlideAnimation.frames(
        from: renderer.render(deck, at: Position(section: 0, page: 2), size: Self.size),
        to: renderer.render(deck, at: Position(section: 1, page: 0), size: Self.size),
        direction: .forward, theme: Self.theme(), start: 1_040))
    #expect(view.animation?.map(\.canvas) == expected.map(\.canvas))
  }

  @Test func aResizeDuringTheAnimationDrawsTheNewSize() {
    var view = View.connected(.follow, theme: Self.theme())
    view.send(ViewerStateTests.at(0, 2, slide: 2), at: 1_000)
    view.send(.resize(Size(width: 70, height: 20)), at: 1_030)
    #expect(view.draws == 1)
    #expect(view.screen.count == 20)
    // No move, no animation: the new size is drawn at once.
    #expect(view.animation == nil)
  }

  /// Over a banner (the deck file differs from the presenter's) there is nothing to slide:
  /// the follower draws.
  @Test func underABannerTheFollowerDraws() {
    var view = View.connected(.follow, theme: Self.theme())
    view.send(.message(.deck(DeckAnnouncement(path: "/t/talk.md", hash: "fnv1a64:0"))))
    view.send(ViewerStateTests.at(0, 2, slide: 2), at: 1_000)
    #expect(view.animation == nil)
    #expect(view.screen.last?.hasPrefix(" The deck file differs") == true)
  }
}
