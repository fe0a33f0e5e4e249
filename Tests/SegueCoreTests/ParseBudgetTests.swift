import Foundation
import SegueTestSupport
import Testing

@testable import SegueCore

/// cmark's memory for a parse is bounded (`ParseBudget`, `segue_cmark_parse_within`): text
/// that outgrows it is abandoned, cut in halves down to its lines, and a line still over it is
/// shown as text with a warning. The tests set a small budget for their own task, so their
/// decks stay small.
@Suite struct ParseBudgetTests {
  /// 64 KiB, and 8 bytes a byte beyond it, at most 1 MiB.
  static let small = ParseBudget(floor: 64 << 10, perByte: 8, cap: 1 << 20)

  /// `*a` pairs: cmark's densest tree (~235 bytes a byte in a paragraph, measured), `count` of them.
  static func denseLine(_ count: Int) -> String { String(repeating: "*a", count: count) }

  static func parse(_ text: String, budget: ParseBudget = small) -> DeckLoad {
    ParseBudget.$current.withValue(budget) { DeckParser.parse(text, fileName: "deck.md") }
  }

  static func budgetWarnings(_ load: DeckLoad) -> [Diagnostic] {
    load.warnings.filter { $0.message.contains("too dense") }
  }

  @Test(arguments: ["> ", "- ", "# ", "1. ", "[x] ", "> - "])
  func aDenseLineThatCannotBeCutIsShownAsItsText(_ opening: String) throws {
    let line = opening + Self.denseLine(20_000)
    let load = Self.parse("# Title\n\n" + line + "\n\nAfter *it*.\n")
    let deck = try #require(load.deck)
    let warnings = Self.budgetWarnings(load)
    #expect(warnings.count == 1)
    #expect(warnings.first?.location?.line == 3)
    let blocks = deck.sections.flatMap(\.slides).flatMap(\.blocks)
    let texts = blocks.compactMap { block -> String? in
      guard case .paragraph(let inlines) = block.kind else { return nil }
      return inlines.plainText
    }
    // The line, markup and all, as text; what is around it is still Markdown.
    #expect(texts.contains(line))
    #expect(texts.contains("After it."))
    #expect(deck.sections.flatMap(\.slides).first?.titleText == "Title")
  }

  /// Each line shown as text has a warning of its own, at its line.
  @Test func everyLineOverTheBudgetIsNamed() {
    let line = "> " + Self.denseLine(20_000)
    let text = "# T\n\n" + line + "\n\nbetween\n\n" + line + "\n\n## U\n\n" + line + "\n"
    let load = Self.parse(text)
    #expect(Self.budgetWarnings(load).map { $0.location?.line } == [3, 7, 11])
  }

  @Test func theSameLineWithinTheStandardBudgetStaysMarkdown() throws {
    let load = Self.parse("# Title\n\n> " + Self.denseLine(20_000) + "\n", budget: .standard)
    #expect(Self.budgetWarnings(load).isEmpty)
    let blocks = try #require(load.deck).sections.flatMap(\.slides).flatMap(\.blocks)
    #expect(blocks.contains { if case .blockQuote = $0.kind { true } else { false } })
  }

  @Test func theParseStopsWhereItsBudgetEnds() {
    let text = "> " + Self.denseLine(20_000)
    let (result, bytes) = ParseBudget.$current.withValue(Self.small) {
      MarkdownConverter.measuredParse(text[...])
    }
    let budget = Self.small.bytes(forText: text.utf8.count)
    #expect(result.overBudgetLines == [1])
    #expect(result.blocks.isEmpty)
    // Stopped at the allocation that passed the budget: none of cmark's is larger than a few
    // times the text (its buffers of the text grow by half).
    #expect(bytes > budget && bytes < budget + 4 * text.utf8.count, "\(bytes) of \(budget)")
    // What the whole parse takes, for the record: well over the small budget.
    let whole = MarkdownConverter.measuredParse(text[...]).bytes
    #expect(whole > 2 * budget)
  }

  @Test func anAbandonedParseLeavesTheNextOneAsItWas() {
    // Every extension's inline characters (~ for strikethrough, : and w for autolinks), a
    // table (whose rows cmark parses with the extensions' characters set) and a task.
    let text = "~~gone~~ www.example.com a:b\n\n| a | ~~b~~ |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n"
    let before = MarkdownConverter.measuredParse(text[...]).result.blocks
    // Abandoned in its inlines (its blocks take a few bytes a byte, its inlines ~100), where
    // cmark has set the extensions' characters in its global table.
    let table = "| a | b |\n|---|---|\n| " + Self.denseLine(20_000) + " | ~~x~~ |\n"
    let abandoned = ParseBudget.$current.withValue(Self.small) {
      MarkdownConverter.measuredParse(Substring("~~x~~ " + Self.denseLine(20_000) + "\n\n" + table))
    }
    #expect(!abandoned.result.overBudgetLines.isEmpty)
    let after = MarkdownConverter.measuredParse(text[...]).result.blocks
    #expect(after == before)
  }

  @Test func textOverTheBudgetIsParsedInHalvesDownToItsLines() throws {
    // Each paragraph alone is within the budget (~48 KiB of its 66), two are not.
    let paragraph = Self.denseLine(100)
    let text = (0..<6).map { "\($0) " + paragraph }.joined(separator: "\n\n") + "\n"
    let halved = ParseBudget.$current.withValue(Self.small) {
      MarkdownConverter.convert(text, lineOffset: 10)
    }
    let whole = MarkdownConverter.convert(text, lineOffset: 10)
    // Cut between blocks, the halves give the same blocks at the same lines. No line is
    // shown as text; each part that was halved is named at its first line (the whole, then
    // its second half: the first half's halves are its own first line).
    #expect(halved.overBudgetLines == [11, 17])
    let same = halved.blocks == whole.blocks  // (not printed: the blocks are long)
    #expect(same)
    #expect(halved.blocks.map(\.line) == [11, 13, 15, 17, 19, 21])
  }

  @Test func oneLineOverTheBudgetAmongOthersIsTheOnlyText() throws {
    let text = "one\n\n" + Self.denseLine(40_000) + "\n\n*three*\n"
    let halved = ParseBudget.$current.withValue(Self.small) {
      MarkdownConverter.convert(text)
    }
    #expect(halved.overBudgetLines == [3])
    #expect(halved.blocks.map(\.line) == [1, 3, 5])
    #expect(halved.blocks[0].kind == .paragraph([.text("one")]))
    let second = halved.blocks[1].kind == .paragraph([.text(Self.denseLine(40_000))])
    #expect(second)
    #expect(halved.blocks[2].kind == .paragraph([.emphasis([.text("three")])]))
  }

  @Test(
    arguments: [
      ("", nil), ("one line", nil), ("one line\n", nil), ("a\nb", 2), ("a\nb\n", 2),
      ("aaaa\nb\nc\n", 5), ("a\nb\ncccccccc", 4),
    ] as [(String, Int?)])
  func theCutIsAtTheLineStartNearestTheMiddle(_ text: String, _ offset: Int?) {
    let cut = ParseBudget.middleLineStart(text[...])
    #expect(cut.map { text.utf8.distance(from: text.startIndex, to: $0) } == offset)
  }

  @Test func plainTextKeepsEachLineAtItsNumberAndSkipsBlankOnes() {
    let result = ParseBudget.plainText("a *b*\n\n  \n\tc\n", lineOffset: 4)
    #expect(result.blocks.map(\.line) == [5, 8])
    #expect(
      result.blocks.map(\.kind) == [.paragraph([.text("a *b*")]), .paragraph([.text("\tc")])])
    #expect(result.overBudgetLines == [5])
  }
}
