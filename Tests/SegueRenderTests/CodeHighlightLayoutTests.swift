import SegueCore
import Testing

@testable import SegueRender

/// Highlighted code in the code block's box: coloured spans that wrap like plain ones, tabs
/// expanded across spans, and a block highlighted once whatever it is drawn at.
@Suite struct CodeHighlightLayoutTests {
  static let theme = Theme.dark.codeBlock

  func canvas(_ code: CodeBlock, width: Int) -> Canvas {
    let rows = CodeBlockLayout(theme: Self.theme).rows(code, width: width)
    var canvas = Canvas(width: width, height: rows.count)
    for (y, row) in rows.enumerated() {
      for piece in row.pieces {
        if let fill = piece.fill {
          canvas.fill(x: piece.x, y: y, width: fill.width, height: 1, style: fill.style)
        }
        canvas.put(piece.spans, x: piece.x, y: y, maxWidth: width - piece.x)
      }
    }
    return canvas
  }

  func style(_ kind: TokenKind) -> Style { Self.theme.syntax.style(kind, over: Self.theme.style) }

  /// A wrapped line keeps its tokens' colours on the continuation row, after the `↪`.
  @Test func wrappedHighlightedLinesKeepTheirColours() {
    let code = CodeBlock(
      info: "rust", text: "let total = first + second + \"third\"; // sum\n", isFenced: true)
    let canvas = canvas(code, width: 24)
    #expect(
      canvas.lines() == [
        "╭─ rust ───────────────╮",
        "│ let total = first +  │",
        "│↪second + \"third\"; // │",
        "│↪sum                  │",
        "╰──────────────────────╯",
      ])
    #expect(canvas[x: 2, y: 1].style == style(.keyword))  // l of let
    #expect(canvas[x: 11, y: 2].style == style(.string))  // " of "third"
    #expect(canvas[x: 20, y: 2].style == style(.comment))  // the first / of // sum
    #expect(canvas[x: 2, y: 3].style == style(.comment))  // s of sum, after the mark
    #expect(canvas[x: 1, y: 2].grapheme == "↪")
  }

  @Test func tabsExpandAcrossHighlightedSpans() {
    let code = CodeBlock(info: "go", text: "x\t:= 1\n\tif x {\n", isFenced: true)
    let canvas = canvas(code, width: 20)
    #expect(Array(canvas.lines()[1...2]) == ["│ x   := 1   │", "│     if x { │"])
    #expect(canvas[x: 6, y: 1].style == style(.operator))  // := after the tab
    #expect(canvas[x: 6, y: 2].style == style(.controlFlow))  // if after the tab
  }

  @Test func aBlockWithoutALanguageIsOneSpanPerLineInTheBlocksStyle() {
    let code = CodeBlock(info: "", text: "let x = 1\n\nlast", isFenced: true)
    let text = Self.theme.style
    let lines = CodeBlockLayout(theme: Self.theme).lineSpans(code.shownLines, of: code, style: text)
    #expect(
      lines == [
        [Span("let x = 1", style: text)], [Span("", style: text)], [Span("last", style: text)],
      ])
  }

  /// Hidden lines are highlighted with the rest (the state carries over them) and left out;
  /// each shown line keeps its own tokens.
  @Test func shownLinesTakeTheirOwnTokens() {
    let code = CodeBlock(info: "rust", text: "# use std::io;\nfn main() {}\n", isFenced: true)
    let text = Self.theme.style
    let lines = CodeBlockLayout(theme: Self.theme).lineSpans(code.shownLines, of: code, style: text)
    #expect(lines.map(\.plainText) == ["fn main() {}"])
    #expect(lines.first?.first == Span("fn", style: style(.keyword)))
  }

  /// `+no_background`: token styles are drawn over the style without the block's background.
  @Test func tokensKeepTheStyleTheyAreDrawnOver() {
    let code = CodeBlock(info: "rust", text: "fn f() {}", isFenced: true)
    let over = Style(fg: .rgb(1, 1, 1))
    let lines = CodeBlockLayout(theme: Self.theme).lineSpans(code.shownLines, of: code, style: over)
    #expect(lines.first?.first == Span("fn", style: Self.theme.syntax.style(.keyword, over: over)))
    #expect(lines.first?.first?.style.bg == .default)
  }

  @Test func aBlockIsHighlightedOnceWhateverItIsDrawnAt() {
    let code = CodeBlock(
      info: "python", text: "def once():\n    return 'cached' # \(#line)\n", isFenced: true)
    for width in [20, 40, 80] {
      _ = CodeBlockLayout(theme: Self.theme).rows(code, width: width)
      _ = CodeBlockLayout(theme: Theme.dark.named("other").codeBlock).rows(code, width: width)
    }
    #expect(SyntaxHighlighter.shared.timesHighlighted(code.text, definition: "Python") == 1)
  }
}
