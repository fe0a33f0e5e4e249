import SegueCore
import Testing

@testable import SegueRender

/// A code line too long for its box wraps, and the rest of it is marked where it goes on.
@Suite struct CodeBlockWrapTests {
  func lines(_ code: String, width: Int) -> [String] {
    let block = CodeBlock(info: "sh", text: code, isFenced: true)
    let rows = CodeBlockLayout(theme: Theme.dark.codeBlock).rows(block, width: width)
    var canvas = Canvas(width: width, height: rows.count)
    for (y, row) in rows.enumerated() {
      for piece in row.pieces {
        if let fill = piece.fill {
          canvas.fill(x: piece.x, y: y, width: fill.width, height: 1, style: fill.style)
        }
        canvas.put(piece.spans, x: piece.x, y: y, maxWidth: width - piece.x)
      }
    }
    return canvas.lines()
  }

  @Test func continuationRowsAreMarked() {
    let out = lines("one two three four five six seven\nshort\n", width: 20)
    #expect(
      out == [
        "╭─ sh ─────────────╮",
        "│ one two three    │",
        "│↪four five six    │",
        "│↪seven            │",
        "│ short            │",
        "╰──────────────────╯",
      ])
  }

  @Test func linesThatFitHaveNoMark() {
    #expect(!lines("fits\nalso fits\n", width: 30).joined().contains(CodeBlockLayout.continuation))
  }
}
