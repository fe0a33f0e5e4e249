/// A deck's footer template: each part given replaces the theme's; nil keeps the theme's part.
public struct DeckFooter: Sendable, Equatable, CustomStringConvertible {
  public var left: String?
  public var center: String?
  public var right: String?

  public init(left: String? = nil, center: String? = nil, right: String? = nil) {
    self.left = left
    self.center = center
    self.right = right
  }

  /// Every name a footer template may hold in braces: Segue's own, then presenterm's.
  public static let variables = [
    "title", "sub_title", "author", "date", "event", "location", "section", "section_number",
    "sections", "page", "pages", "slide", "slides", "slide_title", "current_slide",
    "total_slides",
  ]

  /// Variables that count slides: a footer string holding one brings its own counter.
  static let counters = ["slide", "slides", "page", "pages", "current_slide", "total_slides"]

  /// `footer: "text"`: the text is the left part and the centre is cleared; the theme's right
  /// part (its slide counter) stays unless the text counts slides itself.
  public static func line(_ text: String) -> DeckFooter {
    let countsSlides = counters.contains { text.contains("{\($0)}") }
    return DeckFooter(left: text, center: "", right: countsSlides ? "" : nil)
  }

  /// The names in `{…}` of a template, in order.
  public static func names(in template: String) -> [String] {
    var names: [String] = []
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  /// `left=… | center=… | right=(theme)`: what `check --dump` shows.
  public var description: String {
    [("left", left), ("center", center), ("right", right)].map { name, part in
      "\(name)=\(part ?? "(theme)")"
    }.joined(separator: " | ")
  }
}
