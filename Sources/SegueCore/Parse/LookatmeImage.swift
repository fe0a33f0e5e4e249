/// lookatme's image height: a whole number as alt text (`![10](pic.png)`) is the rows the
/// image is drawn in (its image extensions read the alt text so), not text to show.
///
/// Only in the lookatme dialect: anywhere else `![2019](chart.png)` is alt text.
enum LookatmeImage {
  /// `inlines` with each image whose alt text is a number of rows sized by it.
  static func sized(_ inlines: [Inline]) -> [Inline] {
    guard inlines.contains(where: \.containsImage) else { return inlines }
    return inlines.map { inline -> Inline in
      switch inline {
      case .image(let image): return .image(sized(image))
      case .link(var link):
        link.content = sized(link.content)
        return .link(link)
      default: return inline
      }
    }
  }

  static func sized(_ image: Image) -> Image {
    guard image.alt.count == 1, case .text(let alt) = image.alt[0],
      let rows = Int(alt.trimmingWhitespace), rows > 0
    else { return image }
    var result = image
    result.alt = []
    result.heightRows = rows
    return result
  }
}
