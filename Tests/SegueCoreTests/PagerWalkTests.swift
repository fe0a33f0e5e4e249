import SegueCore
import Testing

/// DESIGN.md §3 and §6: the export walk, global slide numbers, and a real deck's shape.
@Suite struct PagerWalkTests {
  struct WalkCase: CustomTestStringConvertible, Sendable {
    var name: String
    var deck: String
    var everyStep: [Position]
    var slidesOnly: [Position]
    var testDescription: String { name }
  }

  static let walks: [WalkCase] = [
    WalkCase(
      name: "every step in reading order, skipped slides left out", deck: "1 3 | x1 2",
      everyStep: [
        at(0, 0), at(0, 1), at(0, 1, step: 1), at(0, 1, step: 2), at(1, 1), at(1, 1, step: 1),
      ],
      slidesOnly: [at(0, 0), at(0, 1, step: 2), at(1, 1, step: 1)]),
    WalkCase(
      name: "a skipped first slide is not exported", deck: "x2 1",
      everyStep: [at(0, 1)], slidesOnly: [at(0, 1)]),
    WalkCase(
      name: "a single slide is exported once per step", deck: "3",
      everyStep: [at(0, 0), at(0, 0, step: 1), at(0, 0, step: 2)], slidesOnly: [at(0, 0, step: 2)]),
    WalkCase(
      name: "a deck where every slide is skipped exports nothing", deck: "x1 | x2",
      everyStep: [], slidesOnly: []),
  ]

  @Test(arguments: walks) func walk(_ c: WalkCase) {
    #expect(Pager.walk(shape: shape(c.deck), steps: true) == c.everyStep)
    #expect(Pager.walk(shape: shape(c.deck), steps: false) == c.slidesOnly)
  }

  @Test func globalSlideNumbersCountEverySlideIncludingSkippedOnes() {
    let pager = Pager(shape: shape("2 1 | x1 3 | 1"))
    #expect(pager.slideCount == 5)
    #expect(pager.globalSlideIndex(of: at(1, 1, step: 2)) == 3)
    #expect(pager.globalSlideIndex(of: at(2, 0)) == 4)
    #expect(pager.position(ofGlobalSlide: 3) == at(1, 1))
    #expect(pager.position(ofGlobalSlide: 5) == nil)
    #expect(pager.position(ofGlobalSlide: -1) == nil)
    #expect(pager.currentSlideIndex == 0)
  }

  static let markdown = """
    # Part A

    ## One

    first

    <!-- pause -->

    second

    ## Two

    <!-- skip_slide -->

    hidden

    # Part B

    ## Three

    third
    """

  @Test func aDeckGivesItsStepsAndSkippedSlidesToThePager() throws {
    let deck = try load(Self.markdown)
    #expect(outline(deck) == ["Part A: § Part A | One | Two", "Part B: § Part B | Three"])
    #expect(PagerShape(deck: deck) == shape("1 2 x1 | 1 1"))
    #expect(
      Pager.walk(deck: deck, steps: true) == [
        at(0, 0), at(0, 1), at(0, 1, step: 1), at(1, 0), at(1, 1),
      ])
    #expect(
      Pager.walk(deck: deck, steps: false) == [at(0, 0), at(0, 1, step: 1), at(1, 0), at(1, 1)])
    #expect(Pager(deck: deck, at: at(0, 2)).position == at(1, 0))
  }
}
