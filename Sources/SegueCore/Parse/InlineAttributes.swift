/// Reads pandoc and presenterm attributes written next to inline text, so they are never shown.
///
/// - pandoc: `{ … }` right after an image (`![](x.png){ width=40% }`), a link or inline code
///   (`` `42`{.nix} ``), and bracketed spans `[text]{.class}`;
/// - presenterm: image alt text `image:width:50%` (or `image:w:50%`).
///
/// What the attributes say is kept where the model has room for it (an image's width share,
/// inline code's language, a span's classes); the rest is dropped.
enum InlineAttributes {
  /// The parts of a pandoc attribute block `{#id .class key=value}`.
  struct Attributes: Equatable {
    var classes: [String] = []
    var pairs: [String: String] = [:]
  }

  /// The attributes of `body` (the text between the braces), or `nil` when it is not an
  /// attribute block (`{current_slide}`, `{x}`): such text stays as written.
  static func parse(_ body: Substring) -> Attributes? {
    var attributes = Attributes()
    var rest = body.drop { $0 == " " }
    guard !rest.isEmpty else { return nil }
    while let c = rest.first {
      let word = word(at: rest)
      guard !word.isEmpty else { return nil }
      if c == "." {
        guard word.count > 1 else { return nil }
        attributes.classes.append(String(word.dropFirst()))
      } else if c == "#" || c == "-" || c == "=" {
        // An id, pandoc's `-` (unnumbered) or a raw format: nothing to keep.
      } else if let equals = word.firstIndex(of: "=") {
        var value = word[word.index(after: equals)...]
        if value.first == "\"" || value.first == "'" { value = value.dropFirst().dropLast() }
        attributes.pairs[String(word[..<equals]).lowercased()] = String(value)
      } else {
        return nil
      }
      rest = rest.dropFirst(word.count).drop { $0 == " " }
    }
    return attributes
  }

  /// One attribute: up to a space outside quotes.
  private static func word(at s: Substring) -> Substring {
    var quote: Character?
    var end = s.startIndex
    while end < s.endIndex {
      let c = s[end]
      if let q = quote {
        if c == q { quote = nil }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == " " {
        break
      }
      end = s.index(after: end)
    }
    return s[..<end]
  }

  /// `{ … }` at the start of `text`: its attributes and the text after it.
  static func leading(_ text: String) -> (Attributes, Substring)? {
    guard text.hasPrefix("{"), let close = closingBrace(in: text[...]) else { return nil }
    let body = text[text.index(after: text.startIndex)..<close]
    guard let attributes = parse(body) else { return nil }
    return (attributes, text[text.index(after: close)...])
  }

  /// The `}` closing the brace at the start of `s`, outside quotes.
  static func closingBrace(in s: Substring) -> Substring.Index? {
    var quote: Character?
    for index in s.indices.dropFirst() {
      let c = s[index]
      if let q = quote {
        if c == q { quote = nil }
      } else if c == "\"" {
        quote = c
      } else if c == "}" {
        return index
      } else if c == "{" || c == "\n" {
        return nil
      }
    }
    return nil
  }

  /// `inlines` with attribute blocks after images, links and code read into them, and
  /// bracketed spans made styled text.
  static func resolve(_ inlines: [Inline]) -> [Inline] {
    guard
      inlines.contains(where: {
        if case .text(let t) = $0 { t.utf8.contains(UInt8(ascii: "{")) } else { false }
      })
    else { return inlines }
    var out: [Inline] = []
    for inline in inlines {
      guard case .text(let text) = inline, let previous = out.last,
        let (attributes, rest) = leading(text), let read = apply(attributes, to: previous)
      else {
        out.append(inline)
        continue
      }
      out[out.count - 1] = read
      if !rest.isEmpty { out.append(.text(String(rest))) }
    }
    return BracketedSpans.resolve(out)
  }

  /// `inline` with `attributes` read into it, when it is a kind that takes them.
  private static func apply(_ attributes: Attributes, to inline: Inline) -> Inline? {
    switch inline {
    case .image(var image):
      if let width = InlineHTML.percent(attributes.pairs["width"]) { image.widthPercent = width }
      return .image(image)
    case .code(let code, let language):
      return .code(code, language: attributes.classes.first ?? language)
    case .link: return inline
    default: return nil
    }
  }

  /// An image whose alt text is presenterm's `image:width:50%` (or `image:w:50%`): the alt is
  /// an attribute and not shown.
  static func presentermImage(_ image: Image) -> Image {
    guard case .text(let alt)? = image.alt.first, image.alt.count == 1, alt.hasPrefix("image:")
    else { return image }
    var result = image
    result.alt = []
    let parts = alt.split(separator: ":", maxSplits: 2)
    if parts.count == 3, parts[1] == "width" || parts[1] == "w" {
      result.widthPercent = InlineHTML.percent(String(parts[2]))
    }
    return result
  }

  /// A heading's content without pandoc's trailing `{ data-state="x" .small }`.
  static func headingContent(_ content: [Inline]) -> [Inline] {
    guard case .text(let text)? = content.last, text.hasSuffix("}"),
      let open = text.lastIndex(of: "{"),
      closingBrace(in: text[open...]) == text.index(before: text.endIndex),
      parse(text[text.index(after: open)..<text.index(before: text.endIndex)]) != nil
    else { return content }
    var out = content
    var kept = String(text[..<open])
    while kept.last == " " { kept.removeLast() }
    if kept.isEmpty { out.removeLast() } else { out[out.count - 1] = .text(kept) }
    return out
  }
}
