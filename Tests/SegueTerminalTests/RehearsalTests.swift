import Foundation
import SegueCore
import SegueRender
import SegueTestSupport
import Testing

@testable import SegueTerminal

/// `--rehearse`: time per slide counted by the events' own clock, summed over visits, and the
/// table printed on quit (a golden file: the times are the test's).
@Suite struct RehearsalTests {
  /// A rehearsing presenter over `markdown`, started at time 0.
  struct Run {
    var state: PresenterState
    var now = 0

    init(_ markdown: String) {
      let load = DeckParser.parse(markdown, fileName: "talk.md")
      state = PresenterState(
        deck: load.deck!, source: load.source, theme: .dark, size: Size(width: 60, height: 16),
        transitions: false)
      state.rehearsal = Rehearsal()
      _ = state.handle(.start, at: 0)
    }

    /// Presses `keys` (one event), `seconds` after the last event.
    mutating func after(_ seconds: Double, press keys: String) {
      now += Int(seconds * 1000)
      _ = state.handle(.bytes(Array(keys.utf8)), at: now)
    }

    /// Quits `seconds` after the last event, as the presenter ends a rehearsal.
    mutating func quit(after seconds: Double) -> Rehearsal {
      after(seconds, press: "q")
      var rehearsal = state.rehearsal!
      rehearsal.finish(at: now)
      return rehearsal
    }
  }

  static let threeSlides = "## A\n\none\n\n<!-- pause -->\n\nmore\n\n## B\n\ntwo\n\n## C\n\nthree\n"

  @Test func timeIsSummedOverVisits() {
    var run = Run(Self.threeSlides)
    run.after(10, press: "l")  // A step 2
    run.after(5, press: "l")  // B
    run.after(20, press: "h")  // back to A (fully shown)
    run.after(3, press: "l")  // B again
    let rehearsal = run.quit(after: 7)
    #expect(rehearsal.milliseconds == [0: 18_000, 1: 27_000])
  }

  @Test func stepsBelongToTheirSlide() {
    var run = Run(Self.threeSlides)
    run.after(4, press: "l")
    run.after(4, press: "l")
    #expect(run.quit(after: 1).milliseconds == [0: 8_000, 1: 1_000])
  }

  @Test func unvisitedSlidesGetZeroAndHalfSecondsRound() throws {
    var run = Run(Self.threeSlides)
    run.after(1.5, press: "l")  // the second step of A
    let record = RehearsalRecord(
      deck: run.state.deck, deckPath: "/talks/talk.md", rehearsal: run.quit(after: 0.499))
    #expect(record.rows.map(\.seconds) == [2, 0, 0])
    #expect(record.rows.map(\.number) == ["1.1", "1.2", "1.3"])
  }

  @Test func theTableOfATimedTalk() throws {
    let text = try String(
      contentsOf: TestPaths.fixture("Tests/Fixtures/decks/timed-talk.md"), encoding: .utf8)
    var run = Run(text)
    // The intro 5 s, Why 50 s, The fear 1:40, What changed 40 s and 35 s on its second step,
    // back to The fear for 10 s (two keys in one read), What changed again for 5 s, How 30 s,
    // Feature flags 3:05, Canaries 1:00, Dashboards 1:10 (the backup slide is skipped),
    // Questions 15 s, Thank you 2:00.
    for (seconds, keys) in [
      (5.0, "l"), (50, "l"), (100, "l"), (40, "l"), (35, "hh"), (10, "l"), (5, "ll"), (30, "l"),
      (185, "l"), (60, "l"), (70, "l"), (15, "l"),
    ] {
      run.after(seconds, press: keys)
    }
    let record = RehearsalRecord(
      deck: run.state.deck, deckPath: "/talks/timed-talk.md", rehearsal: run.quit(after: 120))
    let table = RehearsalTable.render(run.state.deck, record: record, fileName: "timed-talk.md")
    try Golden.check(table, against: "Tests/Goldens/rehearsal/timed-talk.txt")
  }

  @Test func theRecordReadsBackAsItWasWritten() {
    let record = RehearsalRecord(
      deckPath: "/talks/a b.md",
      rows: [
        .init(number: "1.1", title: "Intro", seconds: 12),
        .init(number: "2.3", title: "Tabs\tand ␛ stay one line", seconds: 0),
      ])
    #expect(RehearsalRecord.parse(record.text) == record)
  }

  @Test(arguments: [
    "", "garbage", "segue rehearsal 2\ndeck\t/a.md\n", "segue rehearsal 1\n",
    "segue rehearsal 1\ndeck\t/a.md\n1.1\tten\tIntro\n",
    "segue rehearsal 1\ndeck\t/a.md\n1\t3\tx\n",
    "segue rehearsal 1\ndeck\t/a.md\n0.1\t3\tx\n", "segue rehearsal 1\ndeck\t/a.md\n1.1\t-3\tx\n",
    "\u{0}\u{1}\u{2}",
  ])
  func garbageIsNoRecord(text: String) {
    #expect(RehearsalRecord.parse(text) == nil)
  }

  @Test func titlesAreKeptToOneVisibleLine() {
    #expect(RehearsalRecord.oneLine("a\tb\nc\u{1B}[31m") == "a b c␛[31m")
  }

  @Test func withoutARecordTheTableShowsTheBudgets() throws {
    let deck = try #require(
      DeckParser.parse("## A\n<!-- time: 1m -->\n\nx\n\n## B\n\ny\n").deck)
    let table = RehearsalTable.render(deck, record: nil, fileName: "talk.md")
    #expect(
      table == """
        No rehearsal of talk.md yet (segue present --rehearse records one); budgets:

        slide  title  time  budget  over/under
        1.1    A      —     1:00
        1.2    B      —     —
               total  —     1:00

        """)
  }
}
