import SegueCore
import Testing

@testable import SegueTerminal

/// Budgets per slide and ahead / on time / behind / over, as named cases.
@Suite struct PacingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var elapsed: Int
    var slide: Int
    var status: Pacing.Status
    var testDescription: String { name }
  }

  /// 10 minutes over four shown slides (and a skipped one): 150 s each.
  static let pacing = Pacing(
    duration: 600, explicit: [nil, nil, nil, nil, nil], shown: [true, true, false, true, true])

  static let cases: [Case] = [
    Case(name: "on time at the start", elapsed: 0, slide: 0, status: .onTime),
    Case(name: "on time within the slide's budget", elapsed: 140, slide: 0, status: .onTime),
    Case(name: "on time at the end of the budget", elapsed: 150, slide: 0, status: .onTime),
    Case(
      name: "behind: still on slide 1 after its budget", elapsed: 200, slide: 0, status: .behind(50)
    ),
    Case(name: "ahead: reached slide 2 early", elapsed: 100, slide: 1, status: .ahead(50)),
    Case(name: "the skipped slide takes no time", elapsed: 300, slide: 3, status: .onTime),
    Case(name: "ahead on the last slide", elapsed: 400, slide: 4, status: .ahead(50)),
    Case(name: "on time at the very end", elapsed: 600, slide: 4, status: .onTime),
    Case(name: "over the whole duration", elapsed: 661, slide: 4, status: .over(61)),
    Case(name: "over the duration wins over ahead", elapsed: 700, slide: 0, status: .over(100)),
  ]

  @Test(arguments: cases) func status(_ c: Case) {
    #expect(Self.pacing.status(elapsed: c.elapsed, slide: c.slide) == c.status)
  }

  @Test func equalSharesAddUpToTheDurationTheRemainderFirst() {
    let pacing = Pacing(duration: 100, explicit: [nil, nil, nil], shown: [true, true, true])
    #expect(pacing.budgets == [34, 33, 33])
    #expect(pacing.budgets.reduce(0, +) == 100)
  }

  @Test func slidesWithABudgetKeepItAndTheRestShare() {
    let pacing = Pacing(
      duration: 600, explicit: [120, nil, nil, 60], shown: [true, true, true, true])
    #expect(pacing.budgets == [120, 210, 210, 60])
    #expect(pacing.plannedStart(of: 3) == 540)
  }

  @Test func budgetsOverTheDurationLeaveTheOthersNothing() {
    let pacing = Pacing(duration: 60, explicit: [90, nil], shown: [true, true])
    #expect(pacing.budgets == [90, 0])
  }

  struct DeckCase: Sendable, CustomTestStringConvertible {
    var name: String
    var markdown: String
    var duration: Int?
    var budgets: [Int]?
    var total: Int?
    var testDescription: String { name }
  }

  static let deckCases: [DeckCase] = [
    DeckCase(
      name: "all explicit: the slides' own budgets, whatever the duration",
      markdown: "## a\n<!-- time: 1m -->\n\nx\n\n## b\n<!-- time: 2m -->\n\ny\n",
      duration: 600, budgets: [60, 120], total: 600),
    DeckCase(
      name: "mixed: the rest of the duration shared by the slides without one",
      markdown: "## a\n<!-- time: 4m -->\n\nx\n\n## b\n\ny\n\n## c\n\nz\n",
      duration: 600, budgets: [240, 180, 180], total: 600),
    DeckCase(
      name: "over-committed: budgets past the duration leave the others nothing",
      markdown: "## a\n<!-- time: 8m -->\n\nx\n\n## b\n<!-- time: 4m -->\n\ny\n\n## c\n\nz\n",
      duration: 600, budgets: [480, 240, 0], total: 600),
    DeckCase(
      name: "no duration but budgets: their sum is the duration",
      markdown: "## a\n<!-- time: 1m -->\n\nx\n\n## b\n\ny\n\n## c\n<!-- time: 90s -->\n\nz\n",
      duration: nil, budgets: [60, 0, 90], total: 150),
    DeckCase(
      name: "no duration and no budgets: no pacing",
      markdown: "## a\n\nx\n\n## b\n\ny\n", duration: nil, budgets: nil, total: nil),
    DeckCase(
      name: "no budgets: equal shares, as before",
      markdown: "## a\n\nx\n\n## b\n\ny\n", duration: 300, budgets: [150, 150],
      total: 300),
    DeckCase(
      name: "a section's time shared by its slides, after their own",
      markdown:
        "---\ntime:\n  One: 5m\n---\n\n# One\n\n## a\n<!-- time: 1m -->\n\nx\n\n## b\n\ny\n\n# Two\n\n## c\n\nz\n",
      duration: 900, budgets: [120, 60, 120, 300, 300], total: 900),
    DeckCase(
      name: "section times without a duration: their sum",
      markdown:
        "---\ntime:\n  One: 2m\n  Two: 1m\n---\n\n# One\n\n## a\n\nx\n\n# Two\n\n## c\n\nz\n",
      duration: nil, budgets: [60, 60, 30, 30], total: 180),
    DeckCase(
      name: "a skipped slide takes no share and keeps no budget",
      markdown: "## a\n\nx\n\n## b\n<!-- skip_slide -->\n<!-- time: 5m -->\n\ny\n\n## c\n\nz\n",
      duration: 120, budgets: [60, 0, 60], total: 120),
  ]

  @Test(arguments: deckCases) func budgetsFromTheDeck(_ c: DeckCase) throws {
    let deck = try #require(DeckParser.parse(c.markdown).deck)
    let pacing = Pacing(deck: deck, duration: c.duration)
    #expect(pacing?.budgets == c.budgets)
    #expect(pacing?.duration == c.total)
  }

  @Test(arguments: [
    (0, "0:00"), (59, "0:59"), (61, "1:01"), (3600, "1:00:00"), (3725, "1:02:05"), (-65, "-1:05"),
  ])
  func clock(seconds: Int, text: String) {
    #expect(Pacing.clock(seconds) == text)
  }

  @Test(arguments: [
    ("20m", 1200), ("90s", 90), ("1h30m", 5400), ("1h", 3600), ("25:00", 1500), ("2:30", 150),
    ("20", 1200), ("1m30s", 90), ("1.5m", 90), ("0.5h", 1800),
    // The longest accepted, each way of writing it.
    ("100h", 360_000), ("6000", 360_000), ("6000:00", 360_000), ("99h59m60s", 360_000),
  ])
  func durations(text: String, seconds: Int) {
    #expect(DurationText.seconds(text) == seconds)
  }

  @Test(arguments: [
    "", "0", "-5", "m", "20x", "1:60", "1:2:3", "20m5", "0m", "0:00", ".5m", "1.m", "1..5m", "0.1s",
    // Past `DurationText.maximumSeconds` (100 hours), and past any Int: refused, never a trap.
    "100h1s", "6001", "6000:01", "360001s", "999999999999999999", "9223372036854775807",
    "99999999999999999999", "999999999999999999m", "153722867280912930:00",
    String(repeating: "9", count: 400) + "h", "1" + String(repeating: "0", count: 400) + ".5s",
  ])
  func badDurations(text: String) {
    #expect(DurationText.seconds(text) == nil)
  }
}
