import Testing

@testable import SegueCore

/// The math scanner reads a paragraph in time linear in its length: the positions it reads
/// (`MathScanner.examined`) stay under a small multiple of the paragraph's scalars, for the
/// shapes that were quadratic (issue 30's review). A count, never a time.
@Suite struct MathScannerWorkTests {
  /// How many positions the scanner may read per scalar of the paragraph.
  static let perScalar = 6

  struct Shape: CustomTestStringConvertible, Sendable {
    let name: String
    let paragraph: String
    var testDescription: String { name }
  }

  static let shapes: [Shape] = [
    Shape(name: "dollars that close nothing", paragraph: String(repeating: "$a ", count: 100_000)),
    Shape(name: "formulas", paragraph: String(repeating: "$x_i^2$ \\$ `a` ", count: 20_000)),
    Shape(
      name: "unclosed backtick runs of every length and a dollar",
      paragraph: "$x "
        + (1...400).map { String(repeating: "`", count: $0) + String(repeating: " a", count: 100) }
        .joined()),
    Shape(
      name: "an unclosed run before many code spans and dollars",
      paragraph: "``" + String(repeating: " `$x` $y", count: 20_000)),
    Shape(
      name: "display openers over single dollars",
      paragraph: String(repeating: "$$a $x ", count: 20_000)),
    Shape(
      name: "QuadraticInputTests' lines of formulas",
      paragraph: String(repeating: "$x_i^2$ \\$ `a`\n", count: 20_000)),
    Shape(
      name: "QuadraticInputTests' lines of unclosed tags and dollars",
      paragraph: String(repeating: "<a $b <!-- $$c `\n", count: 20_000)),
    Shape(
      name: "lines that start like reference definitions",
      paragraph: String(repeating: "[a $b $$c\n", count: 20_000)),
    Shape(
      name: "unclosed tags, comments and targets",
      paragraph: String(repeating: "<a $b <!-- $$c ](d ", count: 10_000)),
  ]

  @Test(arguments: shapes, [true, false])
  func readsEachPositionAFewTimes(shape: Shape, shellAware: Bool) {
    var scanner = MathScanner(shape.paragraph[...], shellAware: shellAware)
    _ = scanner.sealed()
    let length = shape.paragraph.unicodeScalars.count
    #expect(scanner.examined >= length, "every scalar is copied")
    #expect(scanner.examined <= Self.perScalar * length)
  }

  /// The table of backtick runs finds the closing run the search found: the next run of the
  /// same length, a longer or shorter one being text of the span.
  @Test func aCodeSpanClosesAtTheNextRunOfItsLength() {
    func sealed(_ text: String) -> String {
      var scanner = MathScanner(text[...])
      return scanner.sealed()
    }
    let open = String(InlineMath.openInline)
    let close = String(InlineMath.closeInline)
    #expect(sealed("`` $x$ ` $y$ ``` ``$z$") == "`` $x$ ` $y$ ``` ``" + open + "z" + close)
    #expect(
      sealed("``` $x$ ` $y$") == "``` " + open + "x" + close + " ` " + open + "y" + close,
      "a run never closed is text, and what follows it is read on")
    #expect(sealed("\\``$x$` $y$") == "\\``$x$` " + open + "y" + close, "after an escape")
  }

  @Test func backtickRunsAreFoundByLengthFromAPosition() {
    var runs = BacktickRuns(Array("a`b``c`d```".unicodeScalars))
    #expect(runs.next(length: 1, from: 0) == 1)
    #expect(runs.next(length: 1, from: 2) == 6)
    #expect(runs.next(length: 2, from: 0) == 3)
    #expect(runs.next(length: 3, from: 8) == 8)
    #expect(runs.next(length: 1, from: 7) == nil)
    #expect(runs.next(length: 4, from: 0) == nil)
  }
}
