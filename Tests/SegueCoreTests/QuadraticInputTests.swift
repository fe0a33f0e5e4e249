import Testing

@testable import SegueCore

/// The small decks issue 13's tester found taking seconds to minutes — unclosed pandoc divs, a
/// table of thousands of columns — load at the largest size a deck may have, and a table too
/// wide to lay out is text with a warning.
@Suite(.serialized) struct QuadraticInputTests {
  enum Shape: String, CaseIterable, Sendable {
    case unclosedDivs, unclosedDivsWithoutBlankLines, wideTable
    /// One paragraph of formulas, and one of unclosed tags and dollars (docs/math.md).
    case formulas, unclosedTagsAndDollars

    func deck(_ n: Int) -> String {
      switch self {
      case .unclosedDivs: String(repeating: "::: {.c}\nx\n\n", count: n)
      case .unclosedDivsWithoutBlankLines:
        (0..<n).map { String(repeating: ":", count: 3 + $0 % 3) + " {.c}\n" }.joined()
      case .formulas: "x\n" + String(repeating: "$x_i^2$ \\$ `a`\n", count: n)
      case .unclosedTagsAndDollars: "x\n" + String(repeating: "<a $b <!-- $$c `\n", count: n)
      case .wideTable:
        "|" + String(repeating: "a|", count: n) + "\n|" + String(repeating: "-|", count: n)
          + "\n|" + String(repeating: "b|", count: n) + "\n"
      }
    }

    /// How many units of the shape fill 1 MiB, a quarter of the deck cap.
    var countOfOneMebibyte: Int {
      let fixed = deck(0).utf8.count
      let unit = (deck(3).utf8.count - fixed + 2) / 3
      return ((1 << 20) - fixed) / unit
    }
  }

  /// A deck of 1 MiB of each shape parses. When these shapes were quadratic, a quarter of
  /// this took seconds to minutes; linear, it takes a few seconds in a debug build. The time
  /// limit only catches that hang: the seconds are `make bench`'s, never a test's. A milder
  /// quadratic passes at this size (issue 30's review: 400,000 `$a ` took 20 seconds), so the
  /// math scanner's work is counted in `MathScannerWorkTests`, and the mapping of diagnostics
  /// through includes in `DiagnosticLineMapTests`.
  @Test(.timeLimit(.minutes(3)), arguments: Shape.allCases)
  func aMebibyteOfTheShapeLoads(shape: Shape) {
    let markdown = shape.deck(shape.countOfOneMebibyte)
    #expect(((1 << 20) - 16...1 << 20).contains(markdown.utf8.count))
    #expect(DeckParser.parse(markdown, fileName: "deck.md").deck != nil)
  }

  // MARK: Wide tables

  func table(columns: Int, indent: String = "") -> String {
    indent + "|" + String(repeating: "a|", count: columns) + "\n" + indent + "|"
      + String(repeating: "-|", count: columns) + "\n" + indent + "|"
      + String(repeating: "b|", count: columns) + "\n"
  }

  func blocks(_ markdown: String) throws -> [Block] {
    try #require(DeckParser.parse(markdown, fileName: "deck.md").deck).sections[0].slides[0]
      .blocks
  }

  @Test func aTableAtTheLimitIsATable() throws {
    let load = DeckParser.parse("# T\n\n" + table(columns: WideTables.maximumColumns))
    #expect(load.warnings == [])
    let blocks = try #require(load.deck?.sections[0].slides[0].blocks)
    guard case .table(let table) = blocks.first?.kind else {
      Issue.record("not a table: \(blocks)")
      return
    }
    #expect(table.header.count == WideTables.maximumColumns)
  }

  @Test func aTableOverTheLimitIsTextWithAWarningAtItsDelimiterRow() throws {
    let deck = "# T\n\n" + table(columns: WideTables.maximumColumns + 1) + "\n# Next\n"
    let load = DeckParser.parse(deck, fileName: "d.md")
    #expect(
      load.warnings == [
        .warning(
          "a table with more than 1000 columns is shown as text",
          at: SourceLocation(file: "d.md", line: 4, column: 1))
      ])
    let slides = try #require(load.deck).sections.flatMap { $0.slides }
    guard slides.count == 2, case .paragraph = slides[0].blocks.first?.kind else {
      Issue.record("not text: \(slides)")
      return
    }
    #expect(slides[1].sourceLine == 7, "every line keeps its number")
  }

  @Test func aWideTableInAQuoteOrAListIsCaughtAtItsPipe() {
    let over = WideTables.maximumColumns + 1
    for (prefix, column) in [("> ", 3), ("- ", 3), ("  ", 3), ("1. ", 4)] {
      let deck = "# T\n\n" + table(columns: over, indent: prefix)
      let warnings = DeckParser.parse(deck, fileName: "d.md").warnings
      #expect(warnings.map(\.location) == [SourceLocation(file: "d.md", line: 4, column: column)])
    }
  }

  @Test func aWideDelimiterRowInFencedCodeIsCode() {
    let deck = "# T\n\n```\n" + table(columns: WideTables.maximumColumns + 1) + "```\n"
    #expect(DeckParser.parse(deck).warnings == [])
  }

  @Test func linesThatCannotBeDelimiterRowsAreNotCounted() {
    #expect(WideTables.delimiterRowPipe("| a | b |") == nil)
    #expect(WideTables.delimiterRowPipe("text -|-") == nil)
    let row: Substring = "> |:-|-:|"
    #expect(WideTables.delimiterRowPipe(row) == row.utf8.index(row.startIndex, offsetBy: 2))
    #expect(WideTables.delimiterCells("|-|-|") == 2)
    #expect(WideTables.delimiterCells("|-|-") == 2)
  }
}
