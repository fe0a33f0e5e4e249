import SegueCore
import Testing

/// `jump_to_middle` before a slide's setext title (presenterm's divider slides) moves the title
/// to the middle with what follows it; after the title it centres only what follows.
@Suite struct JumpToMiddleTitleTests {
  func firstSlide(_ markdown: String) -> Slide? {
    DeckParser.parse(markdown).deck?.sections.first?.slides.first
  }

  @Test func aJumpBeforeTheTitleCentresTheTitle() {
    let slide = firstSlide(
      "---\ndialect: mdp\n---\n\n<!-- jump_to_middle -->\n\nThe end\n===\n\n---\n\nNext\n===\n")
    #expect(slide?.titleText == "The end")
    #expect(slide?.titleInMiddle == true)
    #expect(slide?.middleFrom == nil)
  }

  @Test func aJumpAfterTheTitleCentresWhatFollows() {
    let slide = firstSlide(
      "---\ndialect: mdp\n---\n\nTitle\n===\n\n<!-- jump_to_middle -->\n\ncentred\n")
    #expect(slide?.titleText == "Title")
    #expect(slide?.titleInMiddle == false)
    #expect(slide?.middleFrom == 0)
  }
}
