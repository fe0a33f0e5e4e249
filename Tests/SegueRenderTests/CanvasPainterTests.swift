import Testing

@testable import SegueRender

/// What the painter asks of a page, recorded as lines: `fill x,y wxh #rrggbb`,
/// `text "…" x,y w face #rrggbb`, `arc …`. Geometry in points of the natural 9 × 18 cell.
struct RecordingPage: PaintTarget {
  var calls: [String] = []

  static func hex(_ color: RGB) -> String {
    "#"
      + [color.red, color.green, color.blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }
      .joined()
  }

  static func number(_ value: Double) -> String {
    let hundredths = (value * 100).rounded() / 100
    return hundredths == hundredths.rounded() ? String(Int(hundredths)) : String(hundredths)
  }

  mutating func fill(_ rect: PaintRect, color: RGB) {
    let n = Self.number
    calls.append(
      "fill \(n(rect.x)),\(n(rect.y)) \(n(rect.width))x\(n(rect.height)) \(Self.hex(color))")
  }

  mutating func arc(
    centerX: Double, centerY: Double, radius: Double, start: Double, end: Double,
    lineWidth: Double, color: RGB
  ) {
    let n = Self.number
    calls.append("arc \(n(centerX)),\(n(centerY)) r\(n(radius)) \(Self.hex(color))")
  }

  mutating func text(
    _ text: String, in rect: PaintRect, cell: PaintRect, face: FontFace, color: RGB
  ) {
    let n = Self.number
    let faceName = (face.bold ? "bold" : "") + (face.italic ? "italic" : "")
    calls.append(
      "text \"\(text)\" \(n(rect.x)),\(n(rect.y)) \(n(rect.width)) \(faceName.isEmpty ? "regular" : faceName) \(Self.hex(color))"
    )
  }

  mutating func picture(_ picture: PagePicture, in rect: PaintRect) {
    let n = Self.number
    calls.append(
      "picture \(picture.width)x\(picture.height) \(n(rect.x)),\(n(rect.y)) \(n(rect.width))x\(n(rect.height))"
    )
  }
}

@Suite struct CanvasPainterTests {
  static let paper = PaperColors(background: RGB(0, 0, 0), foreground: RGB(0xEE, 0xEE, 0xEE))
  let red = Color.rgb(0xFF, 0, 0)

  func paint(_ canvas: Canvas, colors: PaperColors = paper) -> [String] {
    var page = RecordingPage()
    let geometry = PageGeometry(grid: Size(width: canvas.width, height: canvas.height))
    CanvasPainter(geometry: geometry, colors: colors).paint(canvas, into: &page)
    return page.calls
  }

  /// Words and the spaces between them are one piece of text, so a reader selects them as
  /// a line; trailing spaces draw nothing.
  @Test func runOfOneStyleIsOnePieceOfText() {
    var canvas = Canvas(width: 12, height: 1)
    canvas.put("  two words", x: 0, y: 0, style: .plain)
    #expect(
      paint(canvas) == ["fill 0,0 108x18 #000000", "text \"two words\" 18,0 81 regular #eeeeee"])
  }

  @Test func styleChangeStartsANewRunWithItsColoursAndFace() {
    var canvas = Canvas(width: 8, height: 1)
    canvas.put("ab", x: 0, y: 0, style: .plain)
    canvas.put("cd", x: 2, y: 0, style: Style(fg: red, bg: .rgb(0, 0, 0xFF), attributes: .bold))
    #expect(
      paint(canvas) == [
        "fill 0,0 72x18 #000000",
        "fill 18,0 18x18 #0000ff",
        "text \"ab\" 0,0 18 regular #eeeeee",
        "text \"cd\" 18,0 18 bold #ff0000",
      ])
  }

  /// A wide glyph gets its two cells to itself, and the text after it starts on its own cell.
  @Test func wideGlyphOnItsTwoCells() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.put("a日b", x: 0, y: 0, style: .plain)
    #expect(
      paint(canvas) == [
        "fill 0,0 54x18 #000000",
        "text \"a\" 0,0 9 regular #eeeeee",
        "text \"日\" 9,0 18 regular #eeeeee",
        "text \"b\" 27,0 9 regular #eeeeee",
      ])
  }

  /// `─` is two arms through the cell's middle, edge to centre: rows of them make one line.
  @Test func boxDrawingIsShapesNotText() {
    var canvas = Canvas(width: 3, height: 1)
    canvas.put("x─", x: 0, y: 0, style: Style(fg: red))
    #expect(
      paint(canvas) == [
        "fill 0,0 27x18 #000000",
        "text \"x\" 0,0 9 regular #ff0000",
        "fill 9,8.5 4.5x1 #ff0000", "fill 13.5,8.5 4.5x1 #ff0000",
      ])
  }

  @Test func roundedCornerIsAnArcAndAStraightPiece() {
    var canvas = Canvas(width: 1, height: 1)
    canvas.put("╭", x: 0, y: 0, style: .plain)
    #expect(
      paint(canvas) == [
        "fill 0,0 9x18 #000000", "arc 9,13.5 r4.5 #eeeeee", "fill 4,13.5 1x4.5 #eeeeee",
      ])
  }

  /// A shade is a stipple of 3 × 3 squares of the text colour over the cell's background,
  /// not a flat mixed colour: `▒` inks every other square, alternating row by row.
  @Test func shadeIsAStippleOverTheBackground() {
    var canvas = Canvas(width: 1, height: 1)
    canvas.put("▒", x: 0, y: 0, style: Style(fg: .rgb(200, 100, 0), bg: .rgb(0, 0, 100)))
    let squares = [(3, 0), (0, 3), (6, 3), (3, 6), (0, 9), (6, 9), (3, 12), (0, 15), (6, 15)]
    #expect(
      paint(canvas)
        == ["fill 0,0 9x18 #000000", "fill 0,0 9x18 #000064"]
        + squares.map { "fill \($0.0),\($0.1) 3x3 #c86400" })
  }

  /// `░` inks one square of every 2 × 2 and `▒` two, counted from the page's origin so that
  /// a row of shade cells is one unbroken pattern.
  @Test(arguments: [("░", 9), ("▒", 18)])
  func shadesInkTheirShare(_ shade: String, _ inked: Int) {
    var canvas = Canvas(width: 2, height: 1)
    canvas.put(shade + shade, x: 0, y: 0, style: .plain)
    let squares = paint(canvas).filter { $0.hasSuffix("3x3 #eeeeee") }
    #expect(squares.count == inked, "of the two cells' 36 squares")
    let topRow = squares.filter { $0.contains(",0 3x3") }.map { $0.split(separator: " ")[1] }
    // The top row: `░` inks the even squares, `▒` the odd ones, across both cells.
    #expect(topRow == (shade == "░" ? ["0,0", "6,0", "12,0"] : ["3,0", "9,0", "15,0"]))
  }

  /// `▓` is the cell in the text colour with a quarter of its squares in the background's,
  /// none of them side by side.
  @Test func denseShadeIsInkWithBackgroundSquares() {
    var canvas = Canvas(width: 1, height: 1)
    canvas.put("▓", x: 0, y: 0, style: Style(bg: .rgb(0, 0, 100)))
    let calls = paint(canvas)
    #expect(
      calls.prefix(3) == [
        "fill 0,0 9x18 #000000", "fill 0,0 9x18 #000064", "fill 0,0 9x18 #eeeeee",
      ])
    let squares = ["0,0", "6,0", "0,6", "6,6", "0,12", "6,12"]
    #expect(Array(calls.dropFirst(3)) == squares.map { "fill \($0) 3x3 #000064" })
  }

  @Test func underlineIsARuleUnderTheCells() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("ab", x: 1, y: 0, style: Style(attributes: .underline))
    #expect(
      paint(canvas) == [
        "fill 0,0 36x18 #000000", "fill 9,15.3 18x1 #eeeeee", "text \"ab\" 9,0 18 regular #eeeeee",
      ])
  }

  /// A picture goes over its cells after the text, at its own pixel size, with its aspect:
  /// 64×32 pixels on two cells of 9×18 points is 18×9, centred on their 18×18.
  @Test func pictureCoversItsCells() {
    let picture = PagePicture(
      rgba: [UInt8](repeating: 255, count: 64 * 32 * 4), width: 64, height: 32, x: 1, y: 1,
      columns: 2, rows: 1)
    var page = RecordingPage()
    let geometry = PageGeometry(grid: Size(width: 4, height: 3))
    CanvasPainter(geometry: geometry, colors: Self.paper).paint(
      Canvas(width: 4, height: 3), pictures: [picture], into: &page)
    #expect(page.calls == ["fill 0,0 36x54 #000000", "picture 64x32 9,22.5 18x9"])
  }

  /// A tall picture is as high as its cells and centred across them: 10×40 pixels on four
  /// cells of 9×18 (36×18) is 4.5×18, from x 15.75.
  @Test func aTallPictureIsCentredAcross() {
    let picture = PagePicture(
      rgba: [UInt8](repeating: 255, count: 10 * 40 * 4), width: 10, height: 40, x: 0, y: 0,
      columns: 4, rows: 1)
    var page = RecordingPage()
    CanvasPainter(geometry: PageGeometry(grid: Size(width: 4, height: 1)), colors: Self.paper)
      .paint(Canvas(width: 4, height: 1), pictures: [picture], into: &page)
    #expect(page.calls.last == "picture 10x40 15.75,0 4.5x18")
  }

  /// The symbols under a picture are not drawn (they would be text in the PDF and show
  /// beside a picture of another shape); the cells beside it are.
  @Test func symbolsUnderAPictureAreBlank() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("▀ab", x: 0, y: 0, style: Style(fg: .rgb(0xFF, 0, 0), bg: .rgb(0, 0, 0xFF)))
    canvas.put("z", x: 3, y: 0, style: .plain)
    let picture = PagePicture(
      rgba: [UInt8](repeating: 255, count: 4 * 4), width: 2, height: 2, x: 0, y: 0, columns: 3,
      rows: 1)
    var page = RecordingPage()
    CanvasPainter(geometry: PageGeometry(grid: Size(width: 4, height: 1)), colors: Self.paper)
      .paint(canvas, pictures: [picture], into: &page)
    #expect(
      page.calls == [
        "fill 0,0 36x18 #000000", "text \"z\" 27,0 9 regular #eeeeee", "picture 2x2 4.5,0 18x18",
      ])
  }

  @Test func reverseSwapsAndDimMixes() {
    let colors = Self.paper
    #expect(colors.colors(of: Style(attributes: .reverse)) == (RGB(0, 0, 0), RGB(0xEE, 0xEE, 0xEE)))
    #expect(colors.colors(of: Style(attributes: .dim)).fg == RGB(0x77, 0x77, 0x77))
    #expect(colors.colors(of: Style(fg: .ansi(1))).fg == RGB(205, 0, 0))
  }

  /// The dark theme leaves the background to the terminal: its page is dark paper. A theme
  /// with dark text gets white paper; a theme's own background wins.
  @Test func paperFollowsTheTheme() {
    let dark = PaperColors(theme: .dark)
    #expect(dark.background == PaperColors.darkPaper)
    #expect(dark.foreground == RGB(0xCD, 0xD6, 0xF4))
    var light = Theme.dark
    light.base = Style(fg: .rgb(0x20, 0x20, 0x20))
    #expect(PaperColors(theme: light).background == PaperColors.lightPaper)
    light.base.bg = .rgb(0xFA, 0xF0, 0xE6)
    #expect(PaperColors(theme: light).background == RGB(0xFA, 0xF0, 0xE6))
    var mono = Theme.dark
    mono.base = .plain
    #expect(
      PaperColors(theme: mono)
        == PaperColors(background: .init(255, 255, 255), foreground: .init(0, 0, 0)))
  }
}
