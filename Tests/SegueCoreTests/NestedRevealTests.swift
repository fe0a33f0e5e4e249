import SegueCore
import Testing

/// Incremental lists reveal nested items one by one, in document order, as presenterm and patat
/// do; each dialect keeps its tool's pauses around the list (docs/deck-format.md, "Reveal").
@Suite struct NestedRevealTests {
  static let nested = "- A\n  - A1\n  - A2\n- B\n  - B1\n"

  func slide(_ markdown: String, at index: Int = 0) throws -> Slide {
    let deck = try #require(DeckParser.parse(markdown, fileName: "deck.md").deck)
    return deck.sections.flatMap(\.slides)[index]
  }

  /// The step of every paragraph on the slide, nested items included, in document order.
  func steps(_ slide: Slide) -> [String] {
    var out: [String] = []
    func walk(_ blocks: [Block], at step: Int) {
      for block in blocks {
        let shown = max(step, block.step)
        switch block.kind {
        case .paragraph(let inlines): out.append("\(inlines.plainText)@\(shown)")
        case .list(let list):
          for item in list.items { walk(item.blocks, at: max(shown, item.step)) }
        default: break
        }
      }
    }
    walk(slide.blocks, at: 0)
    return out
  }

  @Test func segueRevealsEachNestedItemAfterItsParent() throws {
    let slide = try slide("<!-- incremental_lists: true -->\n\nintro\n\n" + Self.nested)
    #expect(steps(slide) == ["intro@0", "A@0", "A1@1", "A2@2", "B@3", "B1@4"])
    #expect(slide.steps == 5)
  }

  @Test func patatShowsTheLeadInAloneThenEachItemAsItsOwnStep() throws {
    // As patat 0.8.8 shows it (checked in tmux): the lead-in alone, one item per key press,
    // and what follows the list with its last item.
    let markdown = """
      ---
      patat:
        incrementalLists: true
      ...

      # One

      Lead-in:

      \(Self.nested)
      After the list.
      """
    let slide = try slide(markdown)
    #expect(
      steps(slide) == [
        "Lead-in:@0", "A@1", "A1@2", "A2@3", "B@4", "B1@5", "After the list.@5",
      ])
    #expect(slide.steps == 6)
  }

  @Test func patatListFirstOnASlideStartsWithTheTitleAlone() throws {
    let slide = try slide("---\npatat:\n  incrementalLists: true\n...\n\n# Two\n\n- x\n- y\n")
    #expect(steps(slide) == ["x@1", "y@2"])
    #expect(slide.steps == 3)
  }

  @Test func patatTakesNoStepOfItsOwnForAListRightAfterAPause() throws {
    // patat 0.8.8's --dump: `Lead`, then `Lead` with A (no frame of `Lead` alone twice).
    let markdown =
      "---\npatat:\n  incrementalLists: true\n...\n\n# One\n\nLead\n\n. . .\n\n"
      + Self.nested + "\nAfter\n"
    let slide = try slide(markdown)
    #expect(steps(slide) == ["Lead@0", "A@1", "A1@2", "A2@3", "B@4", "B1@5", "After@5"])
    #expect(slide.steps == 6)
  }

  @Test func presentermPausesBeforeAndAfterTheList() throws {
    let markdown = """
      intro

      <!-- incremental_lists: true -->

      \(Self.nested)
      after

      <!-- end_slide -->

      <!-- incremental_lists: true -->

      - last
      - list
      """
    let first = try slide(markdown)
    #expect(
      steps(first) == ["intro@0", "A@1", "A1@2", "A2@3", "B@4", "B1@5", "after@6"])
    #expect(first.steps == 7)
    // Nothing follows the list: its pause after adds no step.
    let second = try slide(markdown, at: 1)
    #expect(steps(second) == ["last@1", "list@2"])
    #expect(second.steps == 3)
  }

  @Test func textAfterANestedListInAnItemComesWithItsLastChild() throws {
    let slide = try slide(
      "<!-- incremental_lists: true -->\n\n- A\n\n  - A1\n  - A2\n\n  more A\n\n- B\n")
    #expect(steps(slide) == ["A@0", "A1@1", "A2@2", "more A@2", "B@3"])
  }
}
