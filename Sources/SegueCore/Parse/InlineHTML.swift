/// Reads inline HTML into our own inlines, so that no tag ever reaches the audience.
///
/// presenterm decks colour text with `<span style="color: red">…</span>` and
/// `<span class="name">` (a palette entry of the theme), and decks of every tool write `<br>`
/// for a line break. cmark hands each tag over as a separate raw literal; here opening and
/// closing tags are paired within one list of inlines and become:
/// - `<span>`/`<font>` with a colour or class: `.styled`; without: its content;
/// - `<b>`/`<strong>`, `<i>`/`<em>`, `<s>`/`<del>`/`<strike>`, `<code>`/`<tt>`: our strong,
///   emphasis, strikethrough and code, as Markdown would have written them;
/// - `<br>`: a line break; `<img src>`: an image (its placeholder names the file);
/// - any other tag, comment or unpaired tag: nothing, its text kept.
public enum InlineHTML {
  typealias Tag = HTMLTagScanner.Tag

  /// `inlines` with every `.html` literal read and paired; lists without HTML come back as
  /// they were.
  static func resolve(_ inlines: [Inline]) -> [Inline] {
    let hasMarkup = inlines.contains {
      switch $0 {
      case .html: true
      case .text(let text): text.utf8.contains(UInt8(ascii: "<"))
      default: false
      }
    }
    guard hasMarkup else { return inlines }
    var builder = Builder()
    for inline in inlines {
      if case .html(let literal) = inline {
        for token in HTMLTagScanner.tokens(literal) { builder.add(token) }
      } else if case .text(let text) = inline {
        builder.append(.text(HTMLTagScanner.withoutBrokenTags(text)))
      } else {
        builder.append(inline)
      }
    }
    return withoutSpacesAroundBreaks(builder.finish())
  }

  /// Spaces next to a line break dropped, as cmark drops them around a hard break: `a <br> b`
  /// starts its second line with `b`; and the source's own line end next to a `<br>` (a soft
  /// break, which would start the next line with a space) too, as a browser collapses it.
  static func withoutSpacesAroundBreaks(_ inlines: [Inline]) -> [Inline] {
    var out = inlines.indices.compactMap { index -> Inline? in
      let inline = inlines[index]
      guard inline == .softBreak else { return inline }
      let afterBreak = index > 0 && inlines[index - 1] == .lineBreak
      let beforeBreak = index + 1 < inlines.count && inlines[index + 1] == .lineBreak
      return afterBreak || beforeBreak ? nil : inline
    }
    for index in out.indices {
      guard case .text(var text) = out[index] else { continue }
      if index > 0, out[index - 1] == .lineBreak { text = String(text.drop { $0 == " " }) }
      if index + 1 < out.count, out[index + 1] == .lineBreak {
        while text.last == " " { text.removeLast() }
      }
      out[index] = .text(text)
    }
    return out.filter { $0 != .text("") }
  }

  /// What a raw HTML block shows: its text without tags, whitespace collapsed as a browser
  /// collapses it, `<br>` kept as line breaks. Empty when the block is only markup.
  public static func blockInlines(_ html: String) -> [Inline] {
    var builder = Builder()
    // Block elements (`<p>`, `<div>`, `<li>`) start a new line, once, and only after text.
    var hasText = false
    var atBoundary = true
    for token in HTMLTagScanner.tokens(html) {
      switch token {
      case .text(let text):
        let shown = collapsed(HTMLTagScanner.decodeEntities(text))
        if shown.contains(where: { $0 != " " }) { (hasText, atBoundary) = (true, false) }
        builder.add(.text(shown))
      case .tag(let tag):
        if blockElements.contains(tag.name), hasText, !atBoundary {
          builder.append(.lineBreak)
          atBoundary = true
        } else if tag.name == "br" || tag.name == "img" {
          atBoundary = tag.name == "br"
          hasText = true
        }
        builder.add(token)
      }
    }
    var inlines = trimmed(builder.finish())
    // A break at the very end starts no new line (as in a browser).
    if inlines.last == .lineBreak { inlines.removeLast() }
    return inlines
  }

  /// The alignment an HTML block asks for with its first element (`<div align="center">`,
  /// `<p style="text-align: right">`, `<center>`), which a terminal can honour; `nil` if none.
  public static func blockAlignment(_ html: String) -> Alignment? {
    for token in HTMLTagScanner.tokens(html) {
      switch token {
      case .text(let text) where text.allSatisfy(\.isWhitespace): continue
      case .tag(let tag) where tag.kind == .open:
        if tag.name == "center" { return .center }
        var value = tag.attributes["align"]?.lowercased()
        if let style = tag.attributes["style"]?.lowercased(), style.contains("text-align") {
          value = style.split(separator: ";").first { $0.contains("text-align") }?
            .split(separator: ":").last.map { String($0.filter { $0 != " " }) }
        }
        return value.flatMap(Alignment.init(rawValue:))
      default: return nil
      }
    }
    return nil
  }

  static let blockElements: Set<String> = [
    "p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "pre",
    "blockquote", "section", "center", "figure", "figcaption", "dt", "dd", "details", "summary",
  ]

  /// The text of an HTML literal without its tags (for the plain text of a leftover literal).
  static func visibleText(_ html: String) -> String {
    HTMLTagScanner.tokens(html).map { if case .text(let t) = $0 { t } else { "" } }.joined()
  }

  /// Pairs tags with an explicit stack of open elements.
  struct Builder {
    private var stack: [(tag: Tag?, content: [Inline])] = [(nil, [])]

    mutating func append(_ inline: Inline) {
      stack[stack.count - 1].content.append(inline)
    }

    mutating func add(_ token: HTMLTagScanner.Token) {
      switch token {
      case .text(let text):
        if !text.isEmpty { append(.text(text)) }
      case .tag(let tag) where tag.kind == .close:
        // An end tag closes its element and any left open inside it; a stray one is dropped.
        guard let index = stack.lastIndex(where: { $0.tag?.name == tag.name }), index > 0 else {
          return
        }
        while stack.count > index { close() }
      case .tag(let tag):
        if tag.kind == .selfClosing || HTMLTagScanner.voidElements.contains(tag.name) {
          if let inline = InlineHTML.void(tag) { append(inline) }
        } else if stack.count <= MarkdownConverter.maximumDepth {
          stack.append((tag, []))
        }
      // Deeper elements are ignored (their text kept), as cmark's containers are flattened
      // there: the model stays shallow for everything that walks it.
      }
    }

    /// The inlines read, with elements still open closed at the end (as a browser does).
    mutating func finish() -> [Inline] {
      while stack.count > 1 { close() }
      return Self.merged(stack[0].content)
    }

    private mutating func close() {
      let (tag, content) = stack.removeLast()
      let wrapped = tag.map { InlineHTML.element($0, content: Self.merged(content)) } ?? content
      stack[stack.count - 1].content += wrapped
    }

    /// Neighbouring text joined, as the converter joins it.
    static func merged(_ inlines: [Inline]) -> [Inline] {
      var out: [Inline] = []
      for inline in inlines {
        if case .text(let new) = inline, case .text(let old)? = out.last {
          out[out.count - 1] = .text(old + new)
        } else {
          out.append(inline)
        }
      }
      return out
    }
  }

  /// What an element without content stands for, if anything.
  static func void(_ tag: Tag) -> Inline? {
    switch tag.name {
    case "br": return .lineBreak
    case "img":
      guard let source = tag.attributes["src"], !source.isEmpty else { return nil }
      let alt = tag.attributes["alt"].map { [Inline.text($0)] } ?? []
      return .image(Image(source: source, alt: alt, widthPercent: percent(tag.attributes["width"])))
    default: return nil
    }
  }

  /// What an element with content becomes.
  static func element(_ tag: Tag, content: [Inline]) -> [Inline] {
    switch tag.name {
    case "b", "strong": return [.strong(content)]
    case "i", "em": return [.emphasis(content)]
    case "s", "del", "strike": return [.strikethrough(content)]
    case "code", "tt": return [.code(content.plainText)]
    case "span", "font":
      var styled = HTMLStyle.styled(tag.attributes, content: content)
      if tag.name == "font", let color = tag.attributes["color"] {
        styled.foreground = HTMLStyle.color(color)
      }
      let plain = styled.foreground == nil && styled.background == nil && styled.classes.isEmpty
      return plain ? content : [.styled(styled)]
    default: return content
    }
  }

  /// `50%` as 50; pixel widths are not a share of the screen and are ignored.
  static func percent(_ value: String?) -> Int? {
    guard let value, value.hasSuffix("%"), let n = Int(value.dropLast()), n > 0 else { return nil }
    return min(n, 100)
  }

  private static func collapsed(_ text: String) -> String {
    var out = ""
    var lastWasSpace = false
    for c in text {
      let space = c == " " || c == "\n" || c == "\t" || c == "\r"
      if !(space && lastWasSpace) { out.append(space ? " " : c) }
      lastWasSpace = space
    }
    return out
  }

  /// Leading and trailing spaces of a block dropped, and spaces next to its line breaks.
  private static func trimmed(_ inlines: [Inline]) -> [Inline] {
    var out = withoutSpacesAroundBreaks(inlines)
    if case .text(let text)? = out.first { out[0] = .text(String(text.drop { $0 == " " })) }
    if case .text(var text)? = out.last {
      while text.last == " " { text.removeLast() }
      out[out.count - 1] = .text(text)
    }
    return out.filter { $0 != .text("") }
  }

}
