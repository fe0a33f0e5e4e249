import SegueCore
import Testing

@testable import SegueRender

/// Box-drawing and block symbols in the HTML export are drawn as CSS shapes of their cell, so
/// that a code frame's border and a heading's blocks are continuous at every zoom level (a
/// font's `│` is shorter than a row and left a dashed line).
@Suite struct HTMLShapesTests {
  @Test func symbolsGetAShapeClassAndKeepTheirGlyph() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("│▒│x", x: 0, y: 0, style: .plain)
    var classes = HTMLGrid.Classes()
    var buffer = ByteBuffer()
    HTMLGrid.append(canvas, links: [], classes: &classes, to: &buffer)
    #expect(
      buffer.text
        == "<div class=\"r\"><span class=\"c0\"><i class=\"g g0\">│</i><i class=\"g g1\">▒</i>"
        + "<i class=\"g g0\">│</i>x</span></div>\n")
    #expect(classes.shapes.ordered.count == 2)
  }

  @Test func verticalLineSpansTheWholeCell() {
    let css = HTMLShapes.rules(GlyphShape.of("│")!, selector: ".g")
    #expect(
      css
        == ".g::after{content:\"\";position:absolute;inset:-.5px;background:linear-gradient(currentColor,currentColor) calc(50%) 0/var(--t) calc(50% + 0px / 2) no-repeat,"
        + "linear-gradient(currentColor,currentColor) calc(50%) 100%/var(--t) calc(50% + 0px / 2) no-repeat}\n"
    )
  }

  @Test func blocksAreRectanglesAndShadesAStipple() {
    #expect(
      HTMLShapes.rules(GlyphShape.of("▐")!, selector: ".g")
        == ".g::after{content:\"\";position:absolute;inset:-.5px;background:linear-gradient(currentColor,currentColor) 100% 0/50% 100% no-repeat}\n"
    )
    #expect(
      HTMLShapes.rules(GlyphShape.of("▒")!, selector: ".g")
        == ".g::after{content:\"\";position:absolute;inset:-.5px;background:repeating-conic-gradient(currentColor 0 25%,transparent 0 50%) 0 0/.5ch calc(var(--lh) / 4) repeat}\n"
    )
  }

  @Test func roundedCornerIsABorderedBox() {
    let css = HTMLShapes.rules(GlyphShape.of("╭")!, selector: ".g")
    #expect(css.hasPrefix(".g::before{"))
    #expect(
      css.contains("left:calc(50% - var(--t) / 2);right:-.5px;top:calc(50% - var(--t) / 2)"))
    #expect(css.contains("border-top-left-radius:.5ch"))
  }
}
