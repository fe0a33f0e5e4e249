import Testing

@testable import SegueExec

/// How tall a typeset formula is drawn: from the height dvisvgm gives its SVG.
@Suite struct FormulaPictureTests {
  struct HeightCase: CustomTestStringConvertible, Sendable {
    var name: String
    var svg: String
    var points: Double?
    var testDescription: String { name }
  }

  static let heights: [HeightCase] = [
    HeightCase(
      name: "dvisvgm's points, single quotes",
      svg: "<?xml version='1.0'?>\n<svg version='1.1' width='63.2pt' height='12.5pt'>",
      points: 12.5),
    HeightCase(name: "double quotes", svg: "<svg width=\"10pt\" height=\"8pt\">", points: 8),
    HeightCase(
      name: "pixels are three quarters of a point", svg: "<svg height='20px'>", points: 15),
    HeightCase(name: "no height", svg: "<svg width='10pt'>", points: nil),
    HeightCase(
      name: "a child's height is not the root's", svg: "<svg><rect height='9'/>", points: nil),
    HeightCase(name: "not a number", svg: "<svg height='tall'>", points: nil),
    HeightCase(name: "no svg element", svg: "<html height='9pt'>", points: nil),
  ]

  @Test(arguments: heights)
  func height(_ c: HeightCase) {
    #expect(FormulaPicture.height(ofSVG: c.svg) == c.points)
  }

  @Test func rowsGrowWithTheHeightWithinTheirRange() {
    #expect(FormulaPicture.rows(heightPoints: 0) == 1)
    #expect(FormulaPicture.rows(heightPoints: 8) == 2)
    #expect(FormulaPicture.rows(heightPoints: 20) == 4)
    #expect(FormulaPicture.rows(heightPoints: 1_000) == 12)
    // A height past Int's range (a cache file tampered with) is the most rows, not a trap.
    #expect(FormulaPicture.rows(heightPoints: 1e300) == 12)
  }

  @Test func aFormulaIsALatexRequestOfItsText() {
    let request = FormulaPicture.request("x^2", colors: .dark)
    #expect(request.language == "latex")
    #expect(request.source.contains("\\usepackage{amsmath,amssymb}"))
    #expect(request.source.contains("\\[\nx^2\n\\]"), "always display maths")
  }
}
