import SegueCore
import Testing

/// What a command should do: nothing, or move to a position in a direction.
enum PagerOutcome: Hashable, Sendable, CustomStringConvertible {
  case staysPut
  case moves(to: Position, Direction)

  var description: String {
    switch self {
    case .staysPut: "stays put"
    case .moves(let to, let direction): "moves \(direction) to \(to)"
    }
  }
}

/// One command from one position of one deck shape (see `shape(_:)` for the notation).
struct PagerCase: CustomTestStringConvertible, Sendable {
  var name: String
  var deck: String
  var start: Position
  var command: PagerCommand
  var expected: PagerOutcome
  var testDescription: String { name }

  init(
    _ name: String, _ deck: String, from start: Position, _ command: PagerCommand,
    _ expected: PagerOutcome
  ) {
    self.name = name
    self.deck = deck
    self.start = start
    self.command = command
    self.expected = expected
  }

  /// Runs the command and checks the transition and the position it leaves.
  func check() throws {
    var pager = Pager(shape: shape(deck), at: start)
    try #require(pager.position == start, "the case starts on a valid position")
    let transition = try pager.run(command)
    switch expected {
    case .staysPut:
      #expect(transition == nil)
      #expect(pager.position == start)
    case .moves(let to, let direction):
      #expect(transition == Transition(from: start, to: to))
      #expect(transition?.direction == direction)
      #expect(pager.position == to)
    }
  }
}

/// DESIGN.md §3: `next`, `previous`, `first`, `last` and the section commands.
@Suite struct PagerTests {
  static let steppingCases: [PagerCase] = [
    .init("single slide: next changes nothing", "1", from: at(0, 0), .next, .staysPut),
    .init("single slide: previous changes nothing", "1", from: at(0, 0), .previous, .staysPut),
    .init("single slide: first changes nothing", "1", from: at(0, 0), .first, .staysPut),
    .init("single slide: last changes nothing", "1", from: at(0, 0), .last, .staysPut),
    .init(
      "next reveals the next step", "3", from: at(0, 0), .next,
      .moves(to: at(0, 0, step: 1), .forward)),
    .init(
      "next on the last step of the last slide changes nothing", "3", from: at(0, 0, step: 2),
      .next, .staysPut),
    .init(
      "previous hides the last revealed step", "3", from: at(0, 0, step: 2), .previous,
      .moves(to: at(0, 0, step: 1), .reverse)),
    .init(
      "next from a middle step stays on the slide", "2 3", from: at(0, 0), .next,
      .moves(to: at(0, 0, step: 1), .forward)),
    .init(
      "next from the last step lands on the next slide at step 0", "2 3",
      from: at(0, 0, step: 1), .next, .moves(to: at(0, 1), .forward)),
    .init(
      "previous from step 0 goes back onto the previous slide fully revealed", "3 2",
      from: at(0, 1), .previous, .moves(to: at(0, 0, step: 2), .reverse)),
    .init(
      "next crosses into the next section at page 0, step 0", "1 2 | 3",
      from: at(0, 1, step: 1), .next, .moves(to: at(1, 0), .forward)),
    .init(
      "previous crosses back onto the previous section's last slide, fully revealed", "1 2 | 3",
      from: at(1, 0), .previous, .moves(to: at(0, 1, step: 1), .reverse)),
    .init(
      "next at the very end changes nothing", "1 | 1 2", from: at(1, 1, step: 1), .next,
      .staysPut),
    .init(
      "previous at the very start changes nothing", "2 | 1", from: at(0, 0), .previous, .staysPut),
    .init(
      "first from a later section lands on step 0 of the first slide", "1 2 | 3",
      from: at(1, 0, step: 2), .first, .moves(to: at(0, 0), .reverse)),
    .init(
      "first from a later step of the first slide restarts it", "3 | 1",
      from: at(0, 0, step: 2), .first, .moves(to: at(0, 0), .reverse)),
    .init(
      "last lands on the last slide at step 0, not fully revealed", "1 | 1 3", from: at(0, 0),
      .last, .moves(to: at(1, 1), .forward)),
    .init(
      "last from the final step of the last slide goes back to its step 0", "1 | 1 3",
      from: at(1, 1, step: 2), .last, .moves(to: at(1, 1), .reverse)),
    .init(
      "last at step 0 of the last slide changes nothing", "1 | 1 3", from: at(1, 1), .last,
      .staysPut),
  ]

  @Test(arguments: steppingCases) func stepping(_ c: PagerCase) throws { try c.check() }

  static let sectionCases: [PagerCase] = [
    .init(
      "nextSection lands on page 0, step 0 of the next section", "1 2 | 3 1 | 1",
      from: at(0, 1, step: 1), .nextSection, .moves(to: at(1, 0), .forward)),
    .init(
      "nextSection in the last section changes nothing", "1 2 | 3 1 | 1", from: at(2, 0),
      .nextSection, .staysPut),
    .init(
      "nextSection in a single-section deck changes nothing", "1 2 3", from: at(0, 1),
      .nextSection, .staysPut),
    .init(
      "previousSection lands on page 0 of the previous section, not this one's start",
      "1 2 | 3 1 | 1", from: at(1, 1), .previousSection, .moves(to: at(0, 0), .reverse)),
    .init(
      "previousSection in the first section changes nothing", "1 2 | 3 1 | 1",
      from: at(0, 1, step: 1), .previousSection, .staysPut),
    .init(
      "selectSection of the current section changes nothing, even mid-slide", "1 2 | 3",
      from: at(1, 0, step: 2), .selectSection(1), .staysPut),
    .init(
      "selectSection of a later section goes forward to its page 0", "1 2 | 3 1 | 1",
      from: at(0, 1, step: 1), .selectSection(2), .moves(to: at(2, 0), .forward)),
    .init(
      "selectSection of an earlier section goes in reverse to its page 0", "1 2 | 3 1 | 1",
      from: at(2, 0), .selectSection(0), .moves(to: at(0, 0), .reverse)),
    .init(
      "selectSection of the previous section lands on page 0 even from page 0", "2 | 1",
      from: at(1, 0), .selectSection(0), .moves(to: at(0, 0), .reverse)),
    .init(
      "selectSection past the last section changes nothing", "1 2 | 3 1 | 1", from: at(0, 0),
      .selectSection(3), .staysPut),
    .init(
      "selectSection of a negative index changes nothing", "1 2 | 3 1 | 1", from: at(1, 0),
      .selectSection(-1), .staysPut),
  ]

  @Test(arguments: sectionCases) func sections(_ c: PagerCase) throws { try c.check() }

  static let skipped: [PagerCase] = [
    .init(
      "next passes over a skipped slide", "1 x1 1", from: at(0, 0), .next,
      .moves(to: at(0, 2), .forward)),
    .init(
      "previous passes over a skipped slide, landing fully revealed", "2 x1 1", from: at(0, 2),
      .previous, .moves(to: at(0, 0, step: 1), .reverse)),
    .init(
      "next passes over a section whose slides are all skipped", "1 | x1 x2 | 1", from: at(0, 0),
      .next, .moves(to: at(2, 0), .forward)),
    .init(
      "previous passes over a section whose slides are all skipped", "1 | x1 x2 | 1",
      from: at(2, 0), .previous, .moves(to: at(0, 0), .reverse)),
    .init(
      "nextSection passes over a section whose slides are all skipped", "1 | x1 x2 | 1",
      from: at(0, 0), .nextSection, .moves(to: at(2, 0), .forward)),
    .init(
      "previousSection passes over a section whose slides are all skipped", "1 | x1 x2 | 1",
      from: at(2, 0), .previousSection, .moves(to: at(0, 0), .reverse)),
    .init(
      "selectSection of a section whose slides are all skipped changes nothing",
      "1 | x1 x2 | 1", from: at(0, 0), .selectSection(1), .staysPut),
    .init(
      "nextSection lands on the section's first page that is not skipped", "1 | x1 2",
      from: at(0, 0), .nextSection, .moves(to: at(1, 1), .forward)),
    .init(
      "selectSection lands on the section's first page that is not skipped", "1 | x1 2",
      from: at(0, 0), .selectSection(1), .moves(to: at(1, 1), .forward)),
    .init(
      "first passes over a skipped first slide", "x1 2 1", from: at(0, 2), .first,
      .moves(to: at(0, 1), .reverse)),
    .init(
      "last passes over a skipped last slide", "1 2 x1", from: at(0, 0), .last,
      .moves(to: at(0, 1), .forward)),
    .init(
      "next before nothing but skipped slides changes nothing", "1 2 x1 | x1",
      from: at(0, 1, step: 1), .next, .staysPut),
    .init(
      "previous after nothing but skipped slides changes nothing", "x1 | x1 2", from: at(1, 1),
      .previous, .staysPut),
  ]

  @Test(arguments: skipped) func skippedSlides(_ c: PagerCase) throws { try c.check() }

  static let everyCommand: [PagerCommand] = [
    .next, .previous, .nextSection, .previousSection, .first, .last, .selectSection(1),
    .goToPage(1), .goToSlide(2), .goTo("2/2"), .goTo("3"),
  ]

  @Test(arguments: everyCommand)
  func everyCommandStaysPutWhenEverySlideIsSkipped(_ command: PagerCommand) throws {
    var pager = Pager(shape: shape("x2 x1 | x3 x1"))
    #expect(pager.position == .start)
    #expect(try pager.run(command) == nil)
    #expect(pager.position == .start)
  }

  @Test func aPagerStartsOnTheFirstSlideThatIsNotSkipped() {
    #expect(Pager(shape: shape("x1 | x2 3")).position == at(1, 1))
    #expect(Pager(shape: shape("2 | 1")).position == .start)
  }

  struct ClampCase: CustomTestStringConvertible, Sendable {
    var name: String
    var proposed: Position
    var expected: Position
    var testDescription: String { name }
  }

  /// Clamping within `3 | x1 2 2 | 2 x1`, as a reload that changed the deck would propose.
  static let clampCases: [ClampCase] = [
    .init(
      name: "a position inside the deck is kept", proposed: at(1, 1, step: 1),
      expected: at(1, 1, step: 1)),
    .init(
      name: "a section past the end clamps to the last section", proposed: at(7, 0),
      expected: at(2, 0)),
    .init(
      name: "a page past the end clamps to the section's last page", proposed: at(1, 9, step: 1),
      expected: at(1, 2, step: 1)),
    .init(
      name: "a step past the end clamps to the slide's last step", proposed: at(0, 0, step: 9),
      expected: at(0, 0, step: 2)),
    .init(name: "negative numbers clamp to 0", proposed: at(-1, -1, step: -1), expected: at(0, 0)),
    .init(
      name: "a skipped slide moves on to the next slide, step 0", proposed: at(1, 0, step: 4),
      expected: at(1, 1)),
    .init(
      name: "a skipped slide with nothing after it moves back, fully revealed", proposed: at(2, 1),
      expected: at(2, 0, step: 1)),
  ]

  @Test(arguments: clampCases) func clampingMakesAnyPositionValid(_ c: ClampCase) {
    #expect(Pager(shape: shape("3 | x1 2 2 | 2 x1"), at: c.proposed).position == c.expected)
  }

  @Test func clampingADeckWhereEverySlideIsSkippedGivesTheStart() {
    #expect(shape("x1 | x2").clamp(at(1, 0, step: 1)) == .start)
  }

  @Test func directionFollowsReadingOrder() {
    #expect(Transition(from: at(0, 1), to: at(1, 0)).direction == .forward)
    #expect(Transition(from: at(1, 0), to: at(0, 5, step: 3)).direction == .reverse)
    #expect(Transition(from: at(0, 0, step: 2), to: at(0, 0)).direction == .reverse)
  }
}
