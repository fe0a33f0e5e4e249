import SegueCore
import Testing

/// DESIGN.md §3: jumps by page dot, by global slide number, and by typed reference.
@Suite struct PagerJumpTests {
  static let pages: [PagerCase] = [
    .init(
      "goToPage forward to a later dot", "1 2 1 | 1", from: at(0, 0), .goToPage(2),
      .moves(to: at(0, 2), .forward)),
    .init(
      "goToPage in reverse to an earlier dot", "1 2 1 | 1", from: at(0, 2), .goToPage(0),
      .moves(to: at(0, 0), .reverse)),
    .init(
      "goToPage on the current dot changes nothing, even mid-slide", "1 2 1",
      from: at(0, 1, step: 1), .goToPage(1), .staysPut),
    .init(
      "goToPage past the last dot changes nothing", "1 2 1", from: at(0, 0), .goToPage(3), .staysPut
    ),
    .init(
      "goToPage of a negative page changes nothing", "1 2 1", from: at(0, 1), .goToPage(-1),
      .staysPut),
    .init(
      "goToPage counts pages in the current section", "1 | 1 1", from: at(1, 0), .goToPage(1),
      .moves(to: at(1, 1), .forward)),
    .init(
      "goToPage onto a skipped page goes on to the next page that is not", "1 x1 x1 2",
      from: at(0, 0), .goToPage(1), .moves(to: at(0, 3), .forward)),
    .init(
      "goToPage onto a skipped page going back lands on the page before it", "2 x1 1",
      from: at(0, 2), .goToPage(1), .moves(to: at(0, 0), .reverse)),
    .init(
      "goToPage onto a skipped page with nothing after it in the section changes nothing",
      "1 x1 | 1", from: at(0, 0), .goToPage(1), .staysPut),
  ]

  @Test(arguments: pages) func pageDots(_ c: PagerCase) throws { try c.check() }

  static let slides: [PagerCase] = [
    .init(
      "goToSlide counts slides across sections", "2 1 | 1 3 | 1", from: at(0, 0), .goToSlide(3),
      .moves(to: at(1, 1), .forward)),
    .init(
      "goToSlide back to the first slide", "2 1 | 1 3 | 1", from: at(1, 1, step: 2),
      .goToSlide(0), .moves(to: at(0, 0), .reverse)),
    .init(
      "goToSlide of the current slide part-way through restarts it", "2 1 | 1 3 | 1",
      from: at(1, 1, step: 2), .goToSlide(3), .moves(to: at(1, 1), .reverse)),
    .init(
      "goToSlide of the current slide at step 0 changes nothing", "2 1 | 1 3 | 1",
      from: at(1, 1), .goToSlide(3), .staysPut),
    .init(
      "goToSlide past the last slide changes nothing", "2 1 | 1 3 | 1", from: at(0, 0),
      .goToSlide(5), .staysPut),
    .init(
      "goToSlide of a negative number changes nothing", "2 1 | 1 3 | 1", from: at(1, 0),
      .goToSlide(-1), .staysPut),
    .init(
      "goToSlide onto a skipped slide goes on in the direction of travel, across sections",
      "1 | x1 | 1", from: at(0, 0), .goToSlide(1), .moves(to: at(2, 0), .forward)),
    .init(
      "goToSlide onto a skipped slide going back lands on the slide before it", "1 | x1 | 1",
      from: at(2, 0), .goToSlide(1), .moves(to: at(0, 0), .reverse)),
    .init(
      "goToSlide onto a skipped slide with nothing beyond it changes nothing", "1 1 x1",
      from: at(0, 0), .goToSlide(2), .staysPut),
  ]

  @Test(arguments: slides) func globalSlideNumbers(_ c: PagerCase) throws { try c.check() }

  static let references: [PagerCase] = [
    .init(
      "goTo 2/3 is section 2, page 3 (1-based)", "1 | 1 1 1 | 1", from: at(0, 0), .goTo("2/3"),
      .moves(to: at(1, 2), .forward)),
    .init(
      "goTo a plain number is the 1-based global slide", "1 | 1 1 1 | 1", from: at(0, 0),
      .goTo("4"), .moves(to: at(1, 2), .forward)),
    .init(
      "goTo goes back as well", "1 | 1 1 1 | 1", from: at(2, 0), .goTo("1/1"),
      .moves(to: at(0, 0), .reverse)),
    .init(
      "goTo the current slide at step 0 changes nothing", "1 | 1 1 1 | 1", from: at(0, 0),
      .goTo("1/1"), .staysPut),
    .init(
      "goTo ignores spaces around the numbers", "1 | 1 1 1 | 1", from: at(0, 0), .goTo(" 2 / 2 "),
      .moves(to: at(1, 1), .forward)),
  ]

  @Test(arguments: references) func typedReferences(_ c: PagerCase) throws { try c.check() }

  static let parsed: [(String, SlideReference)] = [
    ("2/3", .sectionPage(section: 1, page: 2)),
    ("12", .slide(11)),
    (" 1 / 1 ", .sectionPage(section: 0, page: 0)),
  ]

  @Test(arguments: parsed)
  func referencesAreReadOneBasedAndHeldZeroBased(_ text: String, _ expected: SlideReference) throws
  {
    let reference = try SlideReference.parse(text)
    #expect(reference == expected)
    #expect(try SlideReference.parse(reference.description) == reference)
  }

  static let badText: [(String, String)] = [
    ("0/1", "'0/1': sections, pages and slides are numbered from 1"),
    ("1/0", "'1/0': sections, pages and slides are numbered from 1"),
    ("0", "'0': sections, pages and slides are numbered from 1"),
    (
      "x",
      "'x' is not a slide reference; type a slide number such as 12, or section/page such as 2/3"
    ),
    ("2/", "'2/' has no page number; type section/page such as 2/3"),
    ("/3", "'/3' has no section number; type section/page such as 2/3"),
    (
      "/",
      "'/' is not a slide reference; type a slide number such as 12, or section/page such as 2/3"
    ),
    ("", "no slide given; type a slide number such as 12, or section/page such as 2/3"),
    (
      "-1",
      "'-1' is not a slide reference; type a slide number such as 12, or section/page such as 2/3"
    ),
    (
      "2/3/4",
      "'2/3/4' is not a slide reference; type a slide number such as 12, or section/page such as 2/3"
    ),
    (
      "２",
      "'２' is not a slide reference; type a slide number such as 12, or section/page such as 2/3"
    ),
  ]

  @Test(arguments: badText)
  func badTextIsRefusedWithAMessage(_ text: String, _ message: String) {
    #expect(throws: SlideReferenceError.self) { try SlideReference.parse(text) }
    var pager = Pager(shape: shape("1 | 1 1 1 | 1"))
    do {
      _ = try pager.goTo(text)
      Issue.record("'\(text)' was accepted")
    } catch {
      #expect(error.description == message)
    }
    #expect(pager.position == .start)
  }

  static let missingSlides: [(String, String)] = [
    ("9/9", "there is no section 9; the deck has 3 sections"),
    ("2/9", "section 2 has no page 9; it has 3 pages"),
    ("1/2", "section 1 has no page 2; it has 1 page"),
    ("99", "there is no slide 99; the deck has 5 slides"),
    ("6", "there is no slide 6; the deck has 5 slides"),
  ]

  @Test(arguments: missingSlides)
  func referencesToSlidesTheDeckLacksAreRefused(_ text: String, _ message: String) {
    var pager = Pager(shape: shape("1 | 1 1 1 | 1"), at: at(1, 1))
    do {
      _ = try pager.goTo(text)
      Issue.record("'\(text)' was accepted")
    } catch {
      #expect(error.description == message)
    }
    #expect(pager.position == at(1, 1))
  }

  @Test func aOneSectionDeckSaysSo() {
    #expect(
      SlideReferenceError.noSuchSection(section: 2, sectionCount: 1).description
        == "there is no section 2; the deck has 1 section")
  }
}
