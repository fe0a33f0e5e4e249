import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// The speaker view and the follower as screens of text, fed channel messages and keys.
@Suite struct ViewerStateTests {
  static let markdown = """
    # Intro

    ## Hello

    one

    <!-- pause -->

    two

    <!-- speaker_note: Say hello. -->
    <!-- speaker_note: Then say two. -->

    ## Second

    # Demo

    ## Third
    """

  static let load = DeckParser.parse(markdown, fileName: "talk.md")
  static let announcement = DeckAnnouncement(
    path: "/t/talk.md", hash: DeckHash.of(load.source.text))

  static func at(_ section: Int, _ page: Int, _ step: Int = 0, slide: Int) -> ViewerEvent {
    .message(
      .position(
        PositionReport(
          position: Position(section: section, page: page, step: step), slide: slide,
          slideCount: 5, sectionTitle: "", title: "")))
  }

  struct View {
    var state: ViewerState
    var screen: [String] = []
    var effects: [ViewerEffect] = []

    init(
      _ kind: ViewerState.Kind, size: Size = Size(width: 60, height: 12), theme: Theme = .dark
    ) {
      state = ViewerState(kind: kind, size: size, theme: theme, deckPath: "/t/talk.md")
    }

    mutating func send(_ event: ViewerEvent, at now: Int = 0) {
      effects = state.handle(event, at: now)
      for effect in effects {
        switch effect {
        case .draw(let canvas): screen = canvas.lines()
        // An animation shows all its frames at once; the screen is the one it ends on.
        case .animate(let timed): screen = timed.last?.canvas.lines() ?? screen
        default: break
        }
      }
    }

    var animation: [TimedFrame]? {
      effects.lazy.compactMap { if case .animate(let timed) = $0 { timed } else { nil } }.first
    }

    var draws: Int { effects.filter { if case .draw = $0 { true } else { false } }.count }

    var sent: [RemoteCommand] {
      effects.compactMap { if case .send(let c) = $0 { c } else { nil } }
    }

    /// Connected to the presenter at `Hello`, step 0.
    static func connected(
      _ kind: ViewerState.Kind, size: Size = Size(width: 60, height: 12), theme: Theme = .dark,
      transitions: Bool = true
    ) -> View {
      var view = View(kind, size: size, theme: theme)
      view.state.transitions = transitions
      view.send(.start)
      view.send(.deckLoaded(PreparedDeck(.success(ViewerStateTests.load))))
      view.send(.connected)
      view.send(.message(.deck(ViewerStateTests.announcement)))
      view.send(ViewerStateTests.at(0, 1, slide: 1))
      return view
    }
  }

  @Test func startingReadsTheDeckItWasGiven() {
    var view = View(.notes)
    view.send(.start)
    #expect(view.effects.contains { if case .loadDeck("/t/talk.md") = $0 { true } else { false } })
  }

  @Test func withoutAPresenterItSaysSoAndWaits() {
    var view = View(.notes)
    view.send(.waiting("No presenter of talk.md is running."))
    #expect(view.screen.contains { $0.contains("No presenter of talk.md is running.") })
  }

  @Test func theSpeakerViewShowsPlaceTitlesAndTheNotesOfTheStep() {
    var view = View.connected(.notes)
    view.send(.tick(wallClock: "14:05"))
    #expect(
      Array(view.screen.prefix(7)) == [
        " 1.2 · step 1/2  Intro                        ⏱ 0:00  14:05",
        " Now  Hello",
        " Next Second",
        "────────────────────────────────────────────────────────────",
        " Say hello.",
        "",
        " Then say two.",
      ])
  }

  @Test func aMoveStartsTheTimerAndTCanRestartIt() {
    var view = View.connected(.notes)
    view.send(Self.at(0, 1, 1, slide: 1), at: 1000)
    view.send(.tick(wallClock: ""), at: 66_000)
    #expect(view.screen[0].hasSuffix("⏱ 1:05"))
    view.send(.bytes(Array("t".utf8)), at: 70_000)
    view.send(.tick(wallClock: ""), at: 72_000)
    #expect(view.screen[0].hasSuffix("⏱ 0:02"))
  }

  @Test func withADurationItCountsDownAndPaces() {
    var view = View.connected(.notes)
    view.state.duration = 300
    view.send(Self.at(0, 2, slide: 2), at: 1000)
    view.send(.tick(wallClock: ""), at: 31_000)
    #expect(view.screen[0].hasSuffix("⏱ 0:30  left 4:30"))
    #expect(view.screen[3].hasPrefix(" Pacing: 1:30 ahead · this slide 1:00"))
  }

  @Test(arguments: [
    ("\u{1B}[C", RemoteCommand.next), (" ", .next), ("\u{1B}[D", .previous), ("\t", .nextSection),
    ("\u{1B}[Z", .previousSection), ("\u{1B}[H", .first), ("\u{1B}[F", .last),
    ("2", .selectSection(2)),
  ])
  func keysInTheSpeakerViewDriveThePresenter(bytes: String, command: RemoteCommand) {
    var view = View.connected(.notes)
    view.send(.bytes(Array(bytes.utf8)))
    #expect(view.sent == [command])
  }

  @Test func aCountInTheSpeakerViewGoesToASlideUntilItsDeadline() {
    var view = View.connected(.notes)
    view.send(.bytes(Array("1".utf8)), at: 1000)
    #expect(view.sent == [.selectSection(1)])
    let deadline = 1000 + KeyReader.sequenceTimeoutMilliseconds
    #expect(view.effects.contains { if case .schedule(at: deadline) = $0 { true } else { false } })
    view.send(.bytes(Array("2G".utf8)), at: 1500)
    #expect(view.sent == [.goToSlide(12)])
    // A count left alone past its deadline is gone: G is then the last slide.
    view.send(.bytes(Array("3".utf8)), at: 3000)
    view.send(.tick(wallClock: ""), at: 3000 + KeyReader.sequenceTimeoutMilliseconds)
    view.send(.bytes(Array("G".utf8)), at: 4500)
    #expect(view.sent == [.last])
  }

  @Test func jKAndTAreTheSpeakerViewsOwn() {
    var view = View.connected(.notes)
    view.send(.bytes(Array("JJK".utf8)))
    #expect(view.state.notesScroll == 1)
    view.send(.bytes(Array("t".utf8)), at: 5000)
    #expect(view.state.talkStart == 5000)
    #expect(view.sent.isEmpty)
  }

  @Test func aFollowerIgnoresKeysButQuit() {
    var view = View.connected(.follow)
    view.send(.bytes(Array("\u{1B}[C 2t".utf8)))
    #expect(view.sent.isEmpty)
    view.send(.bytes(Array("q".utf8)))
    #expect(view.effects.contains { if case .quit = $0 { true } else { false } })
  }

  @Test func aFollowerShowsTheSlideAtItsOwnSize() {
    var view = View.connected(.follow, size: Size(width: 40, height: 10))
    let frame = FrameRenderer(theme: .dark).render(
      Self.load.deck!, at: Position(section: 0, page: 1), size: Size(width: 40, height: 10))
    #expect(view.screen == frame.canvas.lines())
    view.send(Self.at(0, 1, 1, slide: 1))
    #expect(view.screen.contains { $0.contains("two") })
  }

  @Test func aDifferentTextIsSaidAtTheBottom() {
    var view = View.connected(.notes)
    view.send(.message(.deck(DeckAnnouncement(path: "/t/talk.md", hash: "fnv1a64:0"))))
    #expect(view.screen.last?.hasPrefix(" The deck file differs") == true)
  }

  @Test func byeLeavesTheViewWaiting() {
    var view = View.connected(.notes)
    view.send(.message(.bye))
    #expect(
      view.screen.contains { $0.contains("The presenter quit; waiting for it to start again") })
  }
}

/// Titles longer than the speaker view's lines end in `…`, the section's in the header too.
@Suite struct ViewerLongTitleTests {
  @Test func longTitlesAreCutWithAnEllipsis() {
    let long = String(repeating: "word ", count: 20)
    let markdown = "# Section \(long)\n\n## Now \(long)\n\nx\n\n## Next \(long)\n\ny\n"
    let load = DeckParser.parse(markdown, fileName: "talk.md")
    var view = ViewerStateTests.View(.notes, size: Size(width: 40, height: 10))
    view.send(.start)
    view.send(.deckLoaded(PreparedDeck(.success(load))))
    view.send(.connected)
    view.send(
      .message(.deck(DeckAnnouncement(path: "/t/talk.md", hash: DeckHash.of(load.source.text)))))
    view.send(ViewerStateTests.at(0, 1, slide: 1))
    let lines = Array(view.screen.prefix(3))
    #expect(lines.count == 3)
    #expect(lines[0].contains("Section word") && lines[0].contains("…"))
    #expect(lines[1].hasPrefix(" Now  Now word") && lines[1].hasSuffix("…"))
    #expect(lines[2].hasPrefix(" Next Next word") && lines[2].hasSuffix("…"))
    #expect(lines.dropFirst().allSatisfy { TextWidth.width($0) == 39 })
  }
}
