import SegueCore
import Testing

@testable import SegueRender

/// A code block's attributes as laid out: the gutter, dimmed lines under each highlight and
/// step, hidden lines, `+no_background`, cut lines, tabs and the placeholder of a missing file.
@Suite struct CodeBlockAttributeTests {
  let theme = Theme.dark.codeBlock

  func code(_ info: String, _ text: String, steps: [Int] = []) -> CodeBlock {
    var code = CodeBlock(
      info: info, text: text, isFenced: true,
      attributes: CodeAttributes.parse(info: info).0)
    code.highlightSteps = steps
    return code
  }

  /// The block painted at `step`, as the frame renderer paints it.
  func canvas(_ code: CodeBlock, width: Int, step: Int = 0, theme: CodeBlockTheme? = nil) -> Canvas
  {
    let rows = CodeBlockLayout(theme: theme ?? self.theme).rows(code, width: width)
    var canvas = Canvas(width: width, height: rows.count)
    for (y, row) in rows.enumerated() {
      for piece in row.pieces where piece.step <= step && step <= piece.lastStep {
        if let fill = piece.fill {
          canvas.fill(x: piece.x, y: y, width: fill.width, height: 1, style: fill.style)
        }
        canvas.put(piece.spans, x: piece.x, y: y, maxWidth: width - piece.x)
      }
    }
    return canvas
  }

  /// The rows whose code is dimmed: their first letter of code has the dimmed colour.
  func dimmedRows(_ canvas: Canvas, codeColumn: Int) -> [Int] {
    (0..<canvas.height).filter { y in
      canvas[x: codeColumn, y: y].style.fg == theme.dimmed.fg
    }
  }

  @Test func lineNumbersAreAGutterOfTheLinesOwnNumbers() {
    let lines = canvas(code("rust +line_numbers", "# use x;\nfn a() {}\n\nfn b() {}\n"), width: 30)
      .lines()
    #expect(
      lines == [
        "╭─ rust ──────╮",
        "│ 2 fn a() {} │",
        "│ 3           │",
        "│ 4 fn b() {} │",
        "╰─────────────╯",
      ])
  }

  @Test func theGutterIsAsWideAsTheLargestNumber() {
    let text = (1...10).map { "l\($0)" }.joined(separator: "\n")
    let lines = canvas(code("txt +line_numbers", text), width: 30).lines()
    #expect(lines[1] == "│  1 l1  │")
    #expect(lines[10] == "│ 10 l10 │")
  }

  @Test func theGutterHasTheLineNumberStyleOverTheBoxesBackground() {
    let painted = canvas(code("rust +line_numbers", "x\n"), width: 20)
    #expect(painted[x: 2, y: 1].style.fg == theme.lineNumber.fg)
    #expect(painted[x: 2, y: 1].style.bg == theme.style.bg)
  }

  @Test func aStaticHighlightDimsTheOtherLines() {
    let painted = canvas(code("rust {2,4-5}", "a\nb\nc\nd\ne\nf\n"), width: 20)
    #expect(dimmedRows(painted, codeColumn: 2) == [1, 3, 6])
  }

  @Test func aDynamicHighlightMovesAtEachStep() {
    let block = code("rust {1|2-3|all}", "a\nb\nc\n", steps: [2, 3, 4])
    #expect(dimmedRows(canvas(block, width: 20, step: 2), codeColumn: 2) == [2, 3])
    #expect(dimmedRows(canvas(block, width: 20, step: 3), codeColumn: 2) == [1])
    #expect(dimmedRows(canvas(block, width: 20, step: 4), codeColumn: 2) == [])
    #expect(dimmedRows(canvas(block, width: 20, step: 9), codeColumn: 2) == [])
  }

  @Test func aLineDrawsOnePieceForEachRunOfTheSameLook() {
    let block = code("rust {1|1|2|all}", "a\nb\n", steps: [0, 1, 2, 3])
    let rows = CodeBlockLayout(theme: theme).rows(block, width: 20)
    let insides = rows[1].pieces.filter { $0.fill != nil }
    #expect(insides.map { [$0.step, $0.lastStep] } == [[0, 1], [2, 2], [3, Int.max]])
  }

  @Test func dimmingIsDrawnOverTheSpansOwnStyles() {
    var dimmed = theme
    dimmed.dimmed = Style(attributes: .dim)
    let painted = canvas(code("rust {2}", "a\nb\n"), width: 20, theme: dimmed)
    #expect(painted[x: 2, y: 1].style == theme.style.patched(with: Style(attributes: .dim)))
    #expect(painted[x: 2, y: 2].style == theme.style)
  }

  @Test func noBackgroundLeavesTheTerminalsBackground() {
    let painted = canvas(code("json +no_background", "{}\n"), width: 20)
    #expect(painted[x: 2, y: 1].style.bg == .default)
    #expect(painted[x: 5, y: 1].style.bg == .default)
    #expect(canvas(code("json", "{}\n"), width: 20)[x: 5, y: 1].style.bg == theme.style.bg)
  }

  @Test func theThemeMayCutLongLinesInsteadOfWrapping() {
    var cut = theme
    cut.overflow = .cut
    let lines = canvas(code("sh", "one two three four five six\nshort\n"), width: 16, theme: cut)
      .lines()
    #expect(
      lines == [
        "╭─ sh ─────────╮",
        "│ one two thr… │",
        "│ short        │",
        "╰──────────────╯",
      ])
  }

  @Test func tabsExpandToTheThemesTabStops() {
    var eight = theme
    eight.tabWidth = 8
    let text = "\tx\nab\ty\n"
    #expect(canvas(code("make", text), width: 30).lines()[1] == "│     x   │")
    #expect(canvas(code("make", text), width: 30).lines()[2] == "│ ab  y   │")
    #expect(canvas(code("make", text), width: 30, theme: eight).lines()[1] == "│         x │")
    #expect(canvas(code("make", text), width: 30, theme: eight).lines()[2] == "│ ab      y │")
  }

  @Test func aMissingFileIsAPlaceholderInTheBox() {
    var block = code("file +line_numbers", "path: a.rs\n")
    block.file = CodeFile(path: "a.rs", language: "rust", problem: "a.rs: no such file")
    #expect(
      canvas(block, width: 40).lines() == [
        "╭─ rust ───────────────╮",
        "│ ⚠ a.rs: no such file │",
        "╰──────────────────────╯",
      ])
  }
}
