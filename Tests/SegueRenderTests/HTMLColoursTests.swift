import SegueCore
import Testing

@testable import SegueRender

/// The HTML export's colours are the PDF's (`PaperColors`): the page, the frame and dim text.
@Suite struct HTMLColoursTests {
  /// Dim text is mixed halfway into its background, as on a PDF page, not made transparent.
  @Test func dimMixesIntoTheBackground() {
    let style = Style(fg: .rgb(200, 200, 200), bg: .rgb(0, 0, 0), attributes: [.dim])
    #expect(
      HTMLStyles.declarations(style, paper: CanvasPainterTests.paper)
        == "color:#646464;background:#000000")
  }

  /// The page and the frame are the PDF's paper: a theme that leaves its background to the
  /// terminal gets the dark paper, not black.
  @Test func pageIsPaintedInThePaper() {
    let css = HTMLPage.css(paper: PaperColors(theme: .dark))
    #expect(css.contains("html,body{margin:0;min-height:100%;color:#cdd6f4;background:#1e1e2e}"))
    #expect(css.contains(".r span{display:inline-block;height:var(--lh)"))
  }
}
