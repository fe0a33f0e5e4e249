import SegueCore

/// The footer line: left, centre and right templates with `{variables}` filled in.
public enum FooterTemplate {
  public static let variables = [
    "title", "sub_title", "author", "date", "section", "section_number", "sections", "page",
    "pages",
    "slide", "slides", "slide_title",
  ]

  /// Names in `{…}` that are not footer variables (a theme error).
  public static func unknownVariables(in template: String) -> [String] {
    names(in: template).filter { !variables.contains($0) }
  }

  /// `template` with every known `{name}` replaced by its value.
  public static func expand(_ template: String, values: [String: String]) -> String {
    var out = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let name = String(rest[rest.index(after: open)..<close])
      out += values[name] ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }

  static func names(in template: String) -> [String] {
    var names: [String] = []
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  /// The values of every variable at a position in a deck (numbers 1-based).
  public static func values(deck: Deck, position: Position) -> [String: String] {
    let section = deck.sections[position.section]
    let slide = section.slides[position.page]
    let before = deck.sections[..<position.section].reduce(0) { $0 + $1.slides.count }
    return [
      "title": deck.meta.title ?? deck.sections[0].title,
      "sub_title": deck.meta.subTitle ?? "",
      "author": deck.meta.authors.joined(separator: ", "),
      "date": deck.meta.date ?? "",
      "section": section.title,
      "section_number": String(position.section + 1),
      "sections": String(deck.sections.count),
      "page": String(position.page + 1),
      "pages": String(section.slides.count),
      "slide": String(before + position.page + 1),
      "slides": String(deck.slideCount),
      "slide_title": slide.titleText ?? "",
    ]
  }
}

struct FooterWidget {
  let theme: FooterTheme
  let values: [String: String]

  func draw(into canvas: inout Canvas, x: Int, y: Int, width: Int) {
    let left = FooterTemplate.expand(theme.left, values: values)
    let center = FooterTemplate.expand(theme.center, values: values)
    let right = FooterTemplate.expand(theme.right, values: values)
    let rightText = TextWidth.truncate(right, toWidth: width)
    let rightWidth = TextWidth.width(rightText)
    let leftText = TextWidth.truncate(
      left, toWidth: max(0, width - rightWidth - (rightWidth > 0 ? 2 : 0)))
    canvas.put(leftText, x: x, y: y, style: theme.style)
    canvas.put(rightText, x: x + width - rightWidth, y: y, style: theme.style)
    if !center.isEmpty {
      let c = TextWidth.truncate(center, toWidth: width)
      let cx = x + (width - TextWidth.width(c)) / 2
      let leftEnd = x + TextWidth.width(leftText)
      if cx > leftEnd, cx + TextWidth.width(c) < x + width - rightWidth {
        canvas.put(c, x: cx, y: y, style: theme.style)
      }
    }
  }
}
