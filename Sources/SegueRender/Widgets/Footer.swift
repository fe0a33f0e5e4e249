import SegueCore

/// The footer line: left, centre and right templates with `{variables}` filled in.
public enum FooterTemplate {
  /// Segue's variables and presenterm's (`{current_slide}`, `{total_slides}`, `{event}`,
  /// `{location}`), so a presenterm deck's footer override reads as it is written.
  public static let variables = DeckFooter.variables

  /// Names in `{…}` that are not footer variables (a theme error).
  public static func unknownVariables(in template: String) -> [String] {
    names(in: template).filter { !variables.contains($0) }
  }

  /// `template` with every known `{name}` replaced by its value.
  public static func expand(_ template: String, values: FooterValues) -> String {
    var out = ""
    var rest = template[...]
    // `{` and `}` are ASCII, so they are found byte by byte (searching Characters would run
    // grapheme breaking over the template on every frame).
    while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
      out.append(contentsOf: rest[..<open])
      guard let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: "}")) else {
        rest = rest[open...]
        break
      }
      let name = rest[rest.utf8.index(after: open)..<close]
      if let value = values[name] {
        if value.isEmpty { out.append(emptyMark) } else { out += value }
      } else {
        out.append(contentsOf: rest[open...close])
      }
      rest = rest[rest.utf8.index(after: close)...]
    }
    out.append(contentsOf: rest)
    return collapsingEmpty(out)
  }

  static func names(in template: String) -> [String] {
    DeckFooter.names(in: template)
  }

  /// The values of every variable at a position in a deck (numbers 1-based).
  public static func values(deck: Deck, position: Position) -> FooterValues {
    FooterValues(deck: deck, position: position)
  }
}

/// The footer variables' values at one position of a deck, computed when asked for.
public struct FooterValues: Sendable {
  let deck: Deck
  let position: Position
  /// Variables the frame shows elsewhere (the intro, a title bar): they expand to nothing.
  var shownElsewhere: Set<Substring> = []

  /// The value of `{name}`; nil for a name that is not a footer variable.
  public subscript(name: Substring) -> String? {
    let section = deck.sections[position.section]
    if shownElsewhere.contains(name) { return "" }
    switch name {
    case "title": return deck.meta.title ?? deck.sections[0].title
    case "sub_title": return deck.meta.subTitle ?? ""
    case "author": return deck.meta.authors.joined(separator: ", ")
    case "date": return deck.meta.date ?? ""
    case "event": return deck.meta.event ?? ""
    case "location": return deck.meta.location ?? ""
    // A lone section is the whole deck: its name is what `{title}` says already, and
    // `1/1` says nothing.
    case "section": return deck.sections.count == 1 ? "" : section.title
    case "section_number": return deck.sections.count == 1 ? "" : String(position.section + 1)
    case "sections": return deck.sections.count == 1 ? "" : String(deck.sections.count)
    case "page": return String(position.page + 1)
    case "pages": return String(section.slides.count)
    case "slide", "current_slide":
      return String(deck.slideNumber(section: position.section, page: position.page) + 1)
    case "slides", "total_slides": return String(deck.slideCount)
    case "slide_title": return section.slides[position.page].titleText ?? ""
    default: return nil
    }
  }
}

struct FooterWidget {
  let theme: FooterTheme
  let values: FooterValues

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
