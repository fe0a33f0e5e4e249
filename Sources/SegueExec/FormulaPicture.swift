import Glibc

/// A display formula typeset by LaTeX (`$$…$$` where pictures are pixels): its request, and
/// how many rows its picture takes, from the height LaTeX gave it.
public enum FormulaPicture {
  /// How much larger than its printed size a formula is drawn: text at 10 pt fills a third of
  /// a terminal row (about 12 pt), so a formula at its size would read smaller than the slide.
  static let scale = 3.0
  /// The fewest and the most rows a formula takes.
  static let rowRange = 2...12

  /// The LaTeX request for the formula `source` (the text between the dollars).
  public static func request(_ source: String, colors: DiagramColors) -> DiagramRequest {
    DiagramRequest(language: "latex", source: source, colors: colors)
  }

  /// The rows for the SVG at `path` (dvisvgm's, cropped to the formula); the fewest when its
  /// height cannot be read.
  public static func rows(ofSVGAt path: String) -> Int {
    rows(heightPoints: height(ofSVGAt: path) ?? 0)
  }

  static func rows(heightPoints: Double) -> Int {
    let rows = Int((heightPoints * scale / 12).rounded(.up))
    return min(max(rows, rowRange.lowerBound), rowRange.upperBound)
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
