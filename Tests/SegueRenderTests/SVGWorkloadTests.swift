import Foundation
import Testing

@testable import SegueRender

/// The pre-scan that refuses an SVG asking for too much drawing (`SVGWorkload`): the
/// 3,000 blurred rectangles that took more than 90 s to export, each bound at and one past its
/// figure, what counts and what does not; and a few filters (a drop shadow) still drawn.
@Suite struct SVGWorkloadTests {
  /// A 100×100 SVG with `defs` inside `<defs>` and `body` after it.
  static func svg(defs: String = "", _ body: String) -> [UInt8] {
    Array(
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">\
      <defs>\(defs)</defs>\(body)</svg>
      """.utf8)
  }

  static let blur = #"<filter id="b"><feGaussianBlur stdDeviation="50"/></filter>"#

  /// `count` rectangles, each with `filter="url(#b)"`.
  static func filtered(_ count: Int) -> String {
    String(repeating: #"<rect width="8" height="8" filter="url(#b)"/>"#, count: count)
  }

  /// A filter of `count` primitives.
  static func filter(primitives count: Int) -> String {
    #"<filter id="b">"# + String(repeating: #"<feOffset dx="1"/>"#, count: count) + "</filter>"
  }

  /// The reviewer's file: refused by the scan with its reason, before librsvg reads it.
  @Test func threeThousandBlurredRectanglesRefused() {
    let bytes = Self.svg(defs: Self.blur, Self.filtered(3_000))
    let counts = SVGWorkload.count(bytes)
    #expect(
      counts == .init(elements: 3_004, primitives: 1, uses: 3_000, copies: 0, largestFilter: 1))
    let reason = "an SVG with more than 200 filtered elements is not drawn (it has 3000)"
    #expect(SVGWorkload.problem(bytes)?.reason == reason)
    #expect(ImageDecoder.size(of: bytes).failure?.reason == reason)
  }

  @Test func elementBound() {
    let atBound = Self.svg(String(repeating: "<g/>", count: SVGWorkload.elementLimit - 2))
    #expect(SVGWorkload.count(atBound).elements == SVGWorkload.elementLimit)
    #expect(SVGWorkload.problem(atBound) == nil)
    let past = Self.svg(String(repeating: "<g/>", count: SVGWorkload.elementLimit - 1))
    #expect(
      SVGWorkload.problem(past)?.reason
        == "an SVG with more than 100000 elements is not drawn (it has 100001)")
  }

  @Test func primitiveBound() {
    let filters = Self.filter(primitives: 100) + Self.filter(primitives: 100)
    #expect(SVGWorkload.problem(Self.svg(defs: filters, "")) == nil)
    let past = Self.svg(defs: filters + "<feFlood/>", "")
    #expect(
      SVGWorkload.problem(past)?.reason
        == "an SVG with more than 200 filter primitives is not drawn (it has 201)")
  }

  @Test func useBound() {
    #expect(SVGWorkload.problem(Self.svg(defs: Self.blur, Self.filtered(200))) == nil)
    #expect(
      SVGWorkload.problem(Self.svg(defs: Self.blur, Self.filtered(201)))?.reason
        == "an SVG with more than 200 filtered elements is not drawn (it has 201)")
  }

  /// `<use>` copies count as filtered in a file with filters (a copy of a filtered group
  /// draws the filter again), not in one without (dvisvgm's glyphs, a plot's markers).
  @Test func copiesCountWhereThereAreFilters() {
    let copies = String(repeating: ##"<use href="#g"/>"##, count: 200)
    let group = ##"<g id="g" filter="url(#b)"><rect width="8" height="8"/></g>"##
    #expect(
      SVGWorkload.problem(Self.svg(defs: Self.blur + group, copies))?.reason
        == "an SVG with more than 200 filtered elements is not drawn (it has 201, 200 of them <use> copies)"
    )
    let plain = ##"<g id="g"><rect width="8" height="8"/></g>"##
    let many = String(repeating: ##"<use href="#g"/>"##, count: 5_000)
    #expect(SVGWorkload.count(Self.svg(defs: plain, many)).filtered == 0)
    #expect(SVGWorkload.problem(Self.svg(defs: plain, many)) == nil)
  }

  /// Uses times the largest filter: a five-step drop shadow on 200 shapes is drawn, a filter
  /// of six on 167 (1,002) is not.
  @Test func applicationBound() {
    let five = Self.svg(defs: Self.filter(primitives: 5), Self.filtered(200))
    #expect(SVGWorkload.count(five).applications == 1_000)
    #expect(SVGWorkload.problem(five) == nil)
    let six = Self.svg(defs: Self.filter(primitives: 6), Self.filtered(167))
    #expect(
      SVGWorkload.problem(six)?.reason
        == "an SVG applying filters more than 1000 times is not drawn (167 filtered elements, a filter of 6 primitives)"
    )
  }

  /// What counts: elements with a namespace prefix, `filter:` in a style, CSS's `blur()`;
  /// what does not: closing tags, `<?xml`, `<!DOCTYPE`, the `<filter>` element's own name,
  /// `filterUnits=`, a longer name ending in `filter`.
  @Test func whatCounts() {
    let bytes = Array(
      """
      <?xml version="1.0"?><!DOCTYPE svg><svg:svg xmlns:svg="http://www.w3.org/2000/svg">\
      <svg:filter id="a" filterUnits="userSpaceOnUse"><svg:feBlend/><svg:feFlood/></svg:filter>\
      <svg:rect style="fill: red; filter : url(#a)" myfilter="x"/>\
      <svg:rect style="filter:blur(3px)"/><svg:rect filter = "url(#a)"/><svg:use href="#x"/></svg:svg>
      """.utf8)
    #expect(
      SVGWorkload.count(bytes)
        == .init(elements: 8, primitives: 2, uses: 3, copies: 1, largestFilter: 2))
  }

  /// A drop shadow under three white squares is drawn: white where a square is, dark and
  /// translucent where only its shadow is, nothing past it.
  @Test func aDropShadowIsDrawn() throws {
    let shadow = """
      <filter id="s" x="-50%" y="-50%" width="200%" height="200%">\
      <feFlood flood-color="#000"/><feComposite in2="SourceAlpha" operator="in"/>\
      <feGaussianBlur stdDeviation="1"/><feOffset dx="6" dy="6" result="o"/>\
      <feMerge><feMergeNode in="o"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
      """
    let squares = (0..<3).map {
      ##"<rect x="\##($0 * 30 + 5)" y="5" width="20" height="20" fill="#fff" filter="url(#s)"/>"##
    }.joined()
    let bytes = Self.svg(defs: shadow, squares)
    let pixels = try ImageDecoder.decode(bytes, svgSide: 100) { $0 }.get()
    #expect(pixels.width == 100 && pixels.height == 100)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      Array(pixels.rgba[(y * 100 + x) * 4..<(y * 100 + x) * 4 + 4])
    }
    for square in 0..<3 {
      let x = square * 30 + 15
      #expect(pixel(x, 15) == [255, 255, 255, 255], "square \(square)")
      let shade = pixel(x, 28)
      #expect(shade[0] < 64 && shade[3] > 128, "shadow \(square): \(shade)")
      #expect(pixel(x, 60)[3] == 0, "past shadow \(square)")
    }
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
