import Glibc
import SegueCore
import SegueRender
import Synchronization
import Testing

@testable import SegueTerminal

/// The viewers hold the presenter's deck session: they ask for reads (done off the main thread
/// by `DeckFiles`) one at a time, keep the last good deck through a broken or empty save, and
/// compare the hash made where the deck was read.
@Suite struct ViewerSessionTests {
  typealias View = ViewerStateTests.View

  static func reads(_ effects: [ViewerEffect]) -> Int {
    effects.filter { if case .loadDeck = $0 { true } else { false } }.count
  }

  /// The state reads nothing itself: it asks, and an edit while a read runs is one read after
  /// it, as in the presenter.
  @Test func editsWhileAReadRunsAreOneReadAfterIt() {
    var view = View(.notes)
    view.send(.start)
    #expect(Self.reads(view.effects) == 1)
    view.send(.fileChanged(.deck), at: 50)
    view.send(.fileChanged(.deck), at: 60)
    #expect(Self.reads(view.effects) == 0)
    view.send(.deckLoaded(PreparedDeck(.success(ViewerStateTests.load))), at: 70)
    #expect(Self.reads(view.effects) == 1, "the edits are read once the first read is in")
    view.send(.deckLoaded(PreparedDeck(.success(ViewerStateTests.load))), at: 80)
    #expect(Self.reads(view.effects) == 0)
    #expect(view.state.session.reading == .idle)
  }

  /// The hash compared with the presenter's is the one made on the reading thread.
  @Test func theHashIsTheReadingThreads() {
    var view = View(.follow)
    view.send(.start)
    var prepared = PreparedDeck(.success(ViewerStateTests.load))
    prepared.hash = "fnv1a64:made-by-the-thread"
    view.send(.deckLoaded(prepared))
    view.send(.connected)
    view.send(.message(.deck(DeckAnnouncement(path: "/t/talk.md", hash: prepared.hash!))))
    view.send(ViewerStateTests.at(0, 1, slide: 1))
    #expect(view.state.deckMatches)
    #expect(!view.screen.joined().contains("differs"))
  }

  /// A save caught empty, or broken, keeps the deck on screen with the problem at the bottom.
  @Test(arguments: [
    ("", "error: talk.md: the file is empty"),
    ("# A\n\n<!-- end_slide: now -->\n", "talk.md:3:17: 'end_slide' takes no argument"),
  ])
  func aBrokenOrEmptySaveKeepsTheDeck(_ text: String, _ problem: String) {
    var view = View.connected(.notes)
    view.send(.fileChanged(.deck))
    view.send(.deckLoaded(PreparedDeck(.success(DeckParser.parse(text, fileName: "talk.md")))))
    #expect(view.screen.contains { $0.contains("Say hello.") })
    #expect(view.screen.last?.contains(problem) == true)
  }

  /// `DeckFiles` reads on a thread of its own and hands the deck over from the loop, never
  /// from inside `read`.
  @Test func deckFilesReadOffTheCallersThread() throws {
    let loop = EventLoop()
    let files = DeckFiles(loop: loop, stamp: { _ in nil })
    let caller = pthread_self()
    let onCaller = Mutex<Bool?>(nil)
    var reported: [PreparedDeck] = []
    files.report = {
      if case .deckRead(let prepared) = $0 { reported.append(prepared) }
      loop.stop()
    }
    files.read(path: nil) {
      onCaller.withLock { $0 = pthread_equal(pthread_self(), caller) != 0 }
      return .success(ViewerStateTests.load)
    }
    #expect(reported.isEmpty)
    loop.schedule(at: loop.clock() + 20_000) { _ in
      Issue.record("the read never came back")
      loop.stop()
    }
    loop.run()
    #expect(reported.count == 1)
    #expect(reported.first?.hash == DeckHash.of(ViewerStateTests.load.source.text))
    #expect(onCaller.withLock { $0 } == false)
  }
}
