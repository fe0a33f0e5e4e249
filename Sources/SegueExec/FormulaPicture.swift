import Glibc

/// A display formula typeset by LaTeX (`$$…$$` where pictures are pixels): its request, and
/// how many rows its picture takes, from the height LaTeX gave it.
public enum FormulaPicture {
  /// How much larger than its printed size a formula is drawn: a terminal row is about 12 pt
  /// and LaTeX sets a formula's letters at 10 pt, cropped tight (`--bbox=min`): at twice its
  /// size a one-line formula's letters stand about as tall as a row's text, a bit larger.
  static let scale = 2.0
  /// The fewest and the most rows a formula takes.
  static let rowRange = 1...12

  /// The LaTeX request for the formula `source` (the text between the dollars), always set in
  /// display maths with amsmath and amssymb (a formula's `\begin{pmatrix}` or `\text{…$…}`
  /// is maths, where a `latex` block's is taken as bringing its own delimiters).
  public static func request(_ source: String, colors: DiagramColors) -> DiagramRequest {
    DiagramRequest(language: "latex", source: document(source), colors: colors)
  }

  /// A whole LaTeX document for the formula, which `LatexDocument` then sets as written.
  static func document(_ source: String) -> String {
    "\\documentclass{article}\n\\usepackage{amsmath,amssymb}\n\\pagestyle{empty}\n"
      + "\\begin{document}\n\\[\n\(source)\n\\]\n\\end{document}\n"
  }

  /// The rows for the SVG at `path` (dvisvgm's, cropped to the formula); the fewest when its
  /// height cannot be read.
  public static func rows(ofSVGAt path: String) -> Int {
    rows(heightPoints: height(ofSVGAt: path) ?? 0)
  }

  static func rows(heightPoints: Double) -> Int {
    // Clamped while a Double: a height past Int's range (a cache file tampered with) would trap.
    let rows = (heightPoints * scale / 12).rounded(.up)
    return Int(min(max(rows, Double(rowRange.lowerBound)), Double(rowRange.upperBound)))
  }

  /// The `height` of the root `<svg>` element in points, from the file's first 4 KiB.
  static func height(ofSVGAt path: String) -> Double? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &bytes, bytes.count)
    guard count > 0 else { return nil }
    return height(ofSVG: String(decoding: bytes[..<count], as: UTF8.self))
  }

  /// The root element's `height='12.3pt'` (or `px`, at 96 to the inch: ¾ pt each).
  static func height(ofSVG text: String) -> Double? {
    guard let root = text.firstRange(of: "<svg") else { return nil }
    let element = text[root.upperBound...].prefix { $0 != ">" }
    guard let attribute = element.firstRange(of: " height=") else { return nil }
    let value = element[attribute.upperBound...].dropFirst().prefix { $0 != "'" && $0 != "\"" }
    let number = value.prefix { $0.isNumber || $0 == "." }
    guard let points = Double(number), points.isFinite, points > 0 else { return nil }
    return value.hasSuffix("px") ? points * 0.75 : points
  }
}
