/// The CSS classes that draw box-drawing and block symbols in an HTML export as shapes, not
/// as the font's glyphs: one class per `GlyphShape` met, numbered in order of appearance.
///
/// A font's `│` or `█` is only as tall as the font, and a row is taller (1.25em), so a frame
/// drawn with glyphs shows a dashed border and a heading's blocks show stripes, at every zoom
/// level. Drawn as background layers of a box over the cell (lines from its centre to its
/// edges, blocks as rectangles, shades as a stipple; a rounded corner as a bordered box with
/// one rounded corner) the cells of a frame meet; the box reaches half a pixel past the cell
/// on every side, so that neighbours overlap instead of leaving a faint seam where two
/// anti-aliased edges meet at a fraction of a pixel. The glyph stays in the page for copying
/// and searching, its ink made transparent. Colours are the cell's text colour
/// (`currentColor`), so one class serves every style.
struct HTMLShapes: Sendable {
  private(set) var classes: [GlyphShape: Int] = [:]
  private(set) var ordered: [GlyphShape] = []

  /// The class number of `shape`, given one when it is new.
  mutating func number(of shape: GlyphShape) -> Int {
    if let number = classes[shape] { return number }
    classes[shape] = ordered.count
    ordered.append(shape)
    return ordered.count - 1
  }

  /// The rules of every class: `.r .g2::after{background:…}`.
  func css() -> String {
    var text = ""
    for (number, shape) in ordered.enumerated() {
      text += Self.rules(shape, selector: ".r .g\(number)")
    }
    return text
  }

  static func rules(_ shape: GlyphShape, selector: String) -> String {
    switch shape {
    case .lines(let left, let up, let right, let down):
      let layers = lineLayers(left: left, up: up, right: right, down: down)
      return "\(selector)::after{\(overCell)background:\(layers.joined(separator: ","))}\n"
    case .blocks(let parts, let coverage):
      let layers = coverage < 1 ? [shadeLayer(coverage)] : parts.map(blockLayer)
      return "\(selector)::after{\(overCell)background:\(layers.joined(separator: ","))}\n"
    case .arc(let toRight, let toBottom):
      return "\(selector)::before{\(arcBox(toRight: toRight, toBottom: toBottom))}\n"
    }
  }

  /// The box the layers are drawn on: the cell and half a pixel around it.
  private static let overCell = "content:\"\";position:absolute;inset:-.5px;"

  /// A solid layer of the text colour.
  private static let ink = "linear-gradient(currentColor,currentColor)"

  /// The line's thickness: `--t` (light, at least a pixel) or `--T` (heavy), set on `.r`.
  private static func thickness(_ weight: GlyphShape.LineWeight) -> String {
    switch weight {
    case .none: "0px"
    case .light, .double: "var(--t)"
    case .heavy: "var(--T)"
    }
  }

  /// A double line's two strokes either side of the centre line; one stroke on it otherwise.
  private static func offsets(_ weight: GlyphShape.LineWeight) -> [String] {
    weight == .double ? [" - 1.5 * var(--t)", " + 1.5 * var(--t)"] : [""]
  }

  /// Each arm from an edge to the centre, reaching past it by half the thickest crossing arm
  /// so that joins are square (as `ShapePainter` draws them on a PDF page).
  private static func lineLayers(
    left: GlyphShape.LineWeight, up: GlyphShape.LineWeight, right: GlyphShape.LineWeight,
    down: GlyphShape.LineWeight
  ) -> [String] {
    func heavier(_ a: GlyphShape.LineWeight, _ b: GlyphShape.LineWeight) -> GlyphShape.LineWeight {
      a == .heavy || b == .heavy ? .heavy : (a == .none ? b : a)
    }
    let vertical = thickness(heavier(up, down))
    let horizontal = thickness(heavier(left, right))
    var layers: [String] = []
    for (weight, edge) in [(left, "0"), (right, "100%")] where weight != .none {
      for offset in offsets(weight) {
        layers.append(
          "\(ink) \(edge) calc(50%\(offset))/calc(50% + \(vertical) / 2) \(thickness(weight)) no-repeat"
        )
      }
    }
    for (weight, edge) in [(up, "0"), (down, "100%")] where weight != .none {
      for offset in offsets(weight) {
        layers.append(
          "\(ink) calc(50%\(offset)) \(edge)/\(thickness(weight)) calc(50% + \(horizontal) / 2) no-repeat"
        )
      }
    }
    return layers
  }

  /// A rectangle of the cell: positioned by percentages, which CSS measures as a share of the
  /// room left beside the layer (`x0 / (1 - width)`).
  private static func blockLayer(_ part: GlyphShape.UnitRect) -> String {
    func percent(_ value: Double) -> String {
      let hundredths = (value * 10000).rounded() / 100
      return hundredths == hundredths.rounded() ? "\(Int(hundredths))%" : "\(hundredths)%"
    }
    func position(_ start: Double, _ size: Double) -> String {
      size >= 1 ? "0" : percent(start / (1 - size))
    }
    let (width, height) = (part.x1 - part.x0, part.y1 - part.y0)
    return
      "\(ink) \(position(part.x0, width)) \(position(part.y0, height))/\(percent(width)) \(percent(height)) no-repeat"
  }

  /// A shade as squares of the text colour, a quarter of a cell wide and an eighth tall, in
  /// tiles of 2 × 2: `░` inks the top-left of each, `▒` the top-right and bottom-left, `▓` all
  /// but the top-left. A cell holds whole tiles, so a row of shades is one even pattern.
  private static func shadeLayer(_ coverage: Double) -> String {
    let tile =
      if coverage <= 0.25 {
        "conic-gradient(transparent 0 75%,currentColor 0)"
      } else if coverage <= 0.5 {
        "repeating-conic-gradient(currentColor 0 25%,transparent 0 50%)"
      } else {
        "conic-gradient(currentColor 0 75%,transparent 0)"
      }
    return "\(tile) 0 0/.5ch calc(var(--lh) / 4) repeat"
  }

  /// A rounded corner: a box from the cell's centre to half a pixel past the two edges it
  /// joins, bordered on the centre lines' two sides, its corner rounded half a cell.
  private static func arcBox(toRight: Bool, toBottom: Bool) -> String {
    let inset = "calc(50% - var(--t) / 2)"
    let (near, far) = (toRight ? "left" : "right", toRight ? "right" : "left")
    let (top, bottom) = (toBottom ? "top" : "bottom", toBottom ? "bottom" : "top")
    return "content:\"\";position:absolute;box-sizing:border-box;border:0 solid;"
      + "\(near):\(inset);\(far):-.5px;\(top):\(inset);\(bottom):-.5px;"
      + "border-\(near)-width:var(--t);border-\(top)-width:var(--t);"
      + "border-\(top)-\(near)-radius:.5ch"
  }
}
