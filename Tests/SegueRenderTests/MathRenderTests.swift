import SegueCore
import Testing

@testable import SegueRender

/// A formula in running text: its Unicode text in the theme's `math` style, or its source in
/// the inline-code style when it has no text form (docs/math.md).
@Suite struct MathRenderTests {
  static let theme: Theme = {
    var theme = Theme.dark
    theme.text.math = Style(fg: .rgb(1, 2, 3))
    return theme
  }()

  func spans(_ inlines: [Inline]) -> [Span] {
    InlineRenderer(theme: Self.theme).spans(inlines, base: Style())
  }

  @Test func aFormulaIsItsTextInTheMathStyle() {
    let shown = spans([.text("so "), .math(Math(source: #"\frac{a+b}{c}"#))])
    #expect(
      shown == [Span("so ", style: Style()), Span("(a+b)/c", style: Style(fg: .rgb(1, 2, 3)))])
  }

  @Test func aFormulaWithNoTextFormIsItsSourceAsCode() {
    let source = #"\begin{matrix} a \end{matrix}"#
    let shown = spans([.math(Math(source: source, isDisplay: true))])
    #expect(shown == [Span("$$" + source + "$$", style: Self.theme.text.code)])
  }

  @Test func aDisplayFormulaAloneIsCentred() {
    let block = Block(.paragraph([.math(Math(source: "x^2", isDisplay: true))]), line: 1)
    let rows = BlockLayout(theme: Self.theme).rows(block, width: 21, alignment: .left)
    #expect(rows.count == 1)
    #expect(rows.first?.pieces.first?.x == 9, "x² is two columns of 21")
  }
}
