import SegueRender
import Testing

/// DESIGN.md §1: the cell grid — wide glyphs, filling, restyling, composing, reading back.
@Suite struct CanvasTests {
  @Test func newCanvasIsSpacesInItsStyle() {
    let canvas = Canvas(width: 3, height: 2, style: .onBlue)
    #expect(canvas.allCells.count == 6)
    #expect(canvas.allCells.allSatisfy { $0 == Cell(grapheme: " ", style: .onBlue) })
    #expect(canvas.lines() == ["", ""])
  }

  @Test(arguments: [(-1, 3), (3, -1), (0, 0)])
  func negativeSizesAreEmpty(_ width: Int, _ height: Int) {
    var canvas = Canvas(width: width, height: height)
    #expect(canvas.width * canvas.height == 0)
    #expect(canvas.width >= 0 && canvas.height >= 0)
    canvas.put("abc", x: 0, y: 0, style: .plain)
    canvas.fill(x: 0, y: 0, width: 5, height: 5, style: .onBlue)
    #expect(canvas.allCells.isEmpty)
    #expect(canvas.lines() == Array(repeating: "", count: canvas.height))
  }

  struct OverwriteCase: CustomTestStringConvertible, Sendable {
    var name: String
    var draw: @Sendable (inout Canvas) -> Void
    var expected: String
    var testDescription: String { name }
  }

  /// Each starts from "漢字ab" (漢 in columns 0–1, 字 in 2–3) on a 6-column row.
  static let overwrites: [OverwriteCase] = [
    OverwriteCase(
      name: "narrow glyph over the left half clears the right half",
      draw: { $0.put("x", x: 2, y: 0, style: .plain) }, expected: "漢x ab"),
    OverwriteCase(
      name: "narrow glyph over the right half clears the left half",
      draw: { $0.put("x", x: 1, y: 0, style: .plain) }, expected: " x字ab"),
    OverwriteCase(
      name: "text across two wide glyphs clears both outer halves",
      draw: { $0.put("xy", x: 1, y: 0, style: .plain) }, expected: " xy ab"),
    OverwriteCase(
      name: "wide glyph over two halves",
      draw: { $0.put("字", x: 1, y: 0, style: .plain) }, expected: " 字 ab"),
    OverwriteCase(
      name: "wide glyph over the same glyph",
      draw: { $0.put("字", x: 0, y: 0, style: .plain) }, expected: "字字ab"),
    OverwriteCase(
      name: "wide glyph over a right half and a narrow glyph",
      draw: { $0.put("한", x: 3, y: 0, style: .plain) }, expected: "漢 한b"),
    OverwriteCase(
      name: "fill over a right half",
      draw: { $0.fill(x: 1, y: 0, width: 1, height: 1, style: .plain) }, expected: "  字ab"),
    OverwriteCase(
      name: "fill over a left half",
      draw: { $0.fill(x: 2, y: 0, width: 1, height: 1, style: .plain) }, expected: "漢  ab"),
    OverwriteCase(
      name: "draw over a right half",
      draw: { canvas in
        var z = Canvas(width: 1, height: 1)
        z.put("z", x: 0, y: 0, style: .plain)
        canvas.draw(z, x: 3, y: 0)
      }, expected: "漢 zab"),
  ]

  @Test(arguments: overwrites)
  func overwritingHalfAWideGlyph(_ c: OverwriteCase) {
    var canvas = Canvas(width: 6, height: 1)
    canvas.put("漢字ab", x: 0, y: 0, style: .red)
    c.draw(&canvas)
    #expect(canvas.lines() == [c.expected])
    expectWideGlyphsIntact(canvas)
  }

  @Test func clearedHalfKeepsItsStyle() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("漢", x: 0, y: 0, style: .red)
    canvas.put("x", x: 1, y: 0, style: .plain)
    #expect(canvas[x: 0, y: 0] == Cell(grapheme: " ", style: .red))
    canvas.put("字", x: 2, y: 0, style: .red)
    canvas.put("y", x: 2, y: 0, style: .plain)
    #expect(canvas[x: 3, y: 0] == Cell(grapheme: " ", style: .red))
  }

  @Test func linesTrimTrailingSpacesOnly() {
    var canvas = Canvas(width: 8, height: 3)
    canvas.put("  a b", x: 0, y: 0, style: .plain)
    canvas.put("漢字", x: 4, y: 1, style: .onBlue)
    #expect(canvas.lines() == ["  a b", "    漢字", ""])
  }

  @Test func rowAsSpansForEncoders() {
    var canvas = Canvas(width: 8, height: 2)
    canvas.put("ab", x: 0, y: 0, style: .red)
    canvas.put("漢c", x: 2, y: 0, style: .bold)
    canvas.put("d", x: 5, y: 0, style: .bold)
    #expect(
      canvas.spans(ofRow: 0) == [Span("ab", style: .red), Span("漢cd", style: .bold), Span("  ")])
    #expect(canvas.spans(ofRow: 1) == [Span("        ")])
    #expect(canvas.row(0).map(\.grapheme) == ["a", "b", "漢", "", "c", "d", " ", " "])
  }

  @Test func fillIsClipped() {
    var canvas = Canvas(width: 4, height: 3)
    canvas.put("abcd", x: 0, y: 0, style: .plain)
    canvas.put("efgh", x: 0, y: 1, style: .plain)
    canvas.fill(x: 2, y: -1, width: 10, height: 2, style: .onBlue)
    #expect(canvas.lines() == ["ab", "efgh", ""])
    #expect(canvas[x: 3, y: 0] == Cell(grapheme: " ", style: .onBlue))
    #expect(canvas[x: 3, y: 1].style == .plain)
  }

  @Test func patchStyleKeepsTextAndPatchesStyles() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.put("ab", x: 0, y: 0, style: .red)
    canvas.put("漢c", x: 2, y: 0, style: .plain)
    canvas.patchStyle(x: 1, y: 0, width: 4, height: 5, with: Style(bg: .ansi(4), attributes: .bold))
    #expect(canvas.lines() == ["ab漢c"])
    #expect(canvas[x: 0, y: 0].style == .red)
    #expect(canvas[x: 1, y: 0].style == Style(fg: .ansi(1), bg: .ansi(4), attributes: .bold))
    #expect(canvas[x: 2, y: 0].style == Style(bg: .ansi(4), attributes: .bold))
    #expect(canvas[x: 3, y: 0].isContinuation)
    #expect(canvas[x: 5, y: 0].style == .plain)
  }

  struct DrawCase: CustomTestStringConvertible, Sendable {
    var name: String
    var x: Int
    var y: Int
    var expected: [String]
    var testDescription: String { name }
  }

  /// Draws the 4×2 canvas ["ab漢", "cdef"] onto a 5×3 canvas of dots.
  static let draws: [DrawCase] = [
    DrawCase(name: "inside", x: 1, y: 1, expected: [".....", ".ab漢", ".cdef"]),
    DrawCase(name: "clipped top-left", x: -1, y: -1, expected: ["def..", ".....", "....."]),
    DrawCase(name: "clipped bottom-right", x: 3, y: 2, expected: [".....", ".....", "...ab"]),
    DrawCase(
      name: "wide glyph cut at the right edge", x: 2, y: 0, expected: ["..ab", "..cde", "....."]),
    DrawCase(
      name: "wide glyph cut at the left edge", x: -3, y: 0, expected: [" ....", "f....", "....."]),
    DrawCase(name: "entirely outside", x: 5, y: 0, expected: [".....", ".....", "....."]),
    DrawCase(name: "entirely above", x: 0, y: -2, expected: [".....", ".....", "....."]),
  ]

  @Test(arguments: draws)
  func drawIsClipped(_ c: DrawCase) {
    var source = Canvas(width: 4, height: 2)
    source.put("ab漢", x: 0, y: 0, style: .red)
    source.put("cdef", x: 0, y: 1, style: .red)
    var canvas = Canvas(width: 5, height: 3)
    for y in 0..<3 { canvas.put(".....", x: 0, y: y, style: .plain) }
    canvas.draw(source, x: c.x, y: c.y)
    #expect(canvas.lines() == c.expected)
    expectWideGlyphsIntact(canvas)
  }

  @Test func drawCopiesStyles() {
    var source = Canvas(width: 2, height: 1, style: .onBlue)
    source.put("x", x: 0, y: 0, style: .red)
    var canvas = Canvas(width: 3, height: 1)
    canvas.draw(source, x: 1, y: 0)
    #expect(
      canvas.allCells == [
        Cell(), Cell(grapheme: "x", style: .red), Cell(grapheme: " ", style: .onBlue),
      ])
  }

  @Test func smallScreen() {
    var canvas = Canvas(width: 12, height: 4)
    canvas.put(" Intro │ 概要 ", x: 0, y: 0, style: .plain)
    canvas.patchStyle(x: 0, y: 0, width: 7, height: 1, with: .onBlue)
    canvas.put("Hello 😀 世界!", x: 1, y: 2, style: .bold, maxWidth: 10)
    canvas.put("●○○", x: 4, y: 3, style: .plain)
    #expect(
      canvas.lines() == [
        " Intro │ 概",
        "",
        " Hello 😀",
        "    ●○○",
      ])
  }
}

/// `Style.patched(with:)`: how nested styles combine.
@Suite struct StyleTests {
  @Test(arguments: [
    ("default over red keeps red", Style.red, Style.plain, Style.red),
    ("green over red wins", Style.red, Style(fg: .rgb(0, 255, 0)), Style(fg: .rgb(0, 255, 0))),
    (
      "background only keeps foreground", Style.red, Style.onBlue, Style(fg: .ansi(1), bg: .ansi(4))
    ),
    (
      "attributes are unioned", Style(attributes: .italic), Style.bold,
      Style(attributes: [.bold, .italic])
    ),
    (
      "indexed background over rgb", Style(bg: .rgb(1, 2, 3)), Style(bg: .indexed(236)),
      Style(bg: .indexed(236))
    ),
  ])
  func patched(_ name: String, _ base: Style, _ top: Style, _ expected: Style) {
    #expect(base.patched(with: top) == expected, "\(name)")
  }
}

/// Graphemes of several scalars are stored apart from the cells; none of that may show.
@Suite struct CanvasStorageTests {
  static let family = "👩\u{200D}👩\u{200D}👧"

  @Test func multiScalarGraphemesReadBack() {
    var canvas = Canvas(width: 8, height: 1)
    canvas.put("e\u{301}🇫🇷\(Self.family)1\u{FE0F}\u{20E3}", x: 0, y: 0, style: .plain)
    #expect(canvas.lines() == ["e\u{301}🇫🇷\(Self.family)1\u{FE0F}\u{20E3}"])
    #expect(canvas[x: 0, y: 0].grapheme == "e\u{301}")
    #expect(canvas[x: 1, y: 0].grapheme == "🇫🇷")
    #expect(canvas[x: 3, y: 0].grapheme == Self.family)
    #expect(canvas[x: 5, y: 0].grapheme == "1\u{FE0F}\u{20E3}")
    expectWideGlyphsIntact(canvas)
  }

  @Test func redrawingManyTimesKeepsEveryGlyph() {
    var canvas = Canvas(width: 6, height: 2)
    for round in 0..<500 {
      let glyph = round.isMultiple(of: 2) ? Self.family : "🇫🇷"
      canvas.put("\(glyph)e\u{301}\(glyph)", x: round % 2, y: round % 2, style: .plain)
    }
    #expect(canvas.lines() == ["👩\u{200D}👩\u{200D}👧e\u{301}👩\u{200D}👩\u{200D}👧", " 🇫🇷e\u{301}🇫🇷"])
    expectWideGlyphsIntact(canvas)
  }

  @Test func drawCarriesMultiScalarGraphemesAcross() {
    var source = Canvas(width: 3, height: 1)
    source.put("🇫🇷e\u{301}", x: 0, y: 0, style: .red)
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("a\u{308}", x: 0, y: 0, style: .plain)
    canvas.draw(source, x: 1, y: 0)
    #expect(canvas.lines() == ["a\u{308}🇫🇷e\u{301}"])
    #expect(canvas[x: 1, y: 0] == Cell(grapheme: "🇫🇷", style: .red))
  }

  @Test func equalityComparesWhatIsShown() {
    var drawn = Canvas(width: 4, height: 1)
    drawn.put("x", x: 0, y: 0, style: .plain)
    drawn.put("🇫🇷e\u{301}", x: 0, y: 0, style: .plain)
    var direct = Canvas(width: 4, height: 1)
    direct.put("🇫🇷e\u{301}", x: 0, y: 0, style: .plain)
    #expect(drawn == direct)
    direct.put("e\u{300}", x: 2, y: 0, style: .plain)
    #expect(drawn != direct)
  }
}
