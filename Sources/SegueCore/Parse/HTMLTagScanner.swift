/// Splits HTML text into text, tags and what is dropped (comments, declarations).
///
/// Deliberately small: decks use a handful of tags (`<span style=…>`, `<br>`, `<img src>`,
/// `<div align>`), and anything this scanner cannot read as a tag is dropped rather than shown,
/// so no markup reaches the audience.
enum HTMLTagScanner {
  struct Tag: Equatable {
    enum Kind: Equatable { case open, close, selfClosing }
    var kind: Kind
    /// Lower-cased element name.
    var name: String
    /// Attribute names lower-cased; values as written, without quotes.
    var attributes: [String: String] = [:]
  }

  enum Token: Equatable {
    case text(String)
    case tag(Tag)
  }

  /// Elements that never have content, so no closing tag is waited for.
  static let voidElements: Set<String> = [
    "br", "img", "hr", "wbr", "input", "source", "meta", "link", "area", "col", "embed", "track",
  ]

  /// Element names that mark text as a broken tag when a valid tag cannot be read there.
  static let knownElements: Set<String> = [
    "a", "abbr", "audio", "b", "big", "blockquote", "br", "center", "cite", "code", "dd", "del",
    "details", "div", "dl", "dt", "em", "figcaption", "figure", "font", "h1", "h2", "h3", "h4",
    "h5", "h6", "hr", "i", "iframe", "img", "ins", "kbd", "li", "mark", "ol", "p", "picture",
    "pre", "q", "s", "samp", "section", "small", "source", "span", "strike", "strong", "sub",
    "summary", "sup", "table", "td", "th", "tr", "tt", "u", "ul", "var", "video",
  ]

  /// Reads `html` into tokens; comments, declarations and processing instructions vanish, and
  /// a tag left open at the end (`<span style="…`) is dropped with the rest of the text.
  static func tokens(_ html: String) -> [Token] {
    var out: [Token] = []
    var text = ""
    var rest = Substring(html)
    while let open = rest.firstIndex(of: "<") {
      text += rest[..<open]
      let from = rest[open...]
      if let (token, after) = markup(at: from) {
        if !text.isEmpty { out.append(.text(text)) }
        text = ""
        if let token { out.append(token) }
        rest = after
      } else {
        text += "<"
        rest = from.dropFirst()
      }
    }
    text += rest
    if !text.isEmpty { out.append(.text(text)) }
    return out
  }

  /// The markup starting at `s` (which starts with `<`) and what follows it; `nil` when the
  /// `<` is an ordinary character (`a < b`, `List<T>`). A `nil` token is markup to drop.
  static func markup(at s: Substring) -> (Token?, Substring)? {
    if s.hasPrefix("<!--") {
      guard let end = s.firstRange(of: "-->") else { return (nil, s[s.endIndex...]) }
      return (nil, s[end.upperBound...])
    }
    let second = s.dropFirst().first
    if second == "!" || second == "?" {
      let end = s.firstIndex(of: ">").map { s.index(after: $0) } ?? s.endIndex
      return (nil, s[end...])
    }
    if let (tag, after) = tag(at: s) { return (.tag(tag), after) }
    guard isBrokenTag(s) else { return nil }
    let end = s.firstIndex(of: ">").map { s.index(after: $0) } ?? s.endIndex
    return (nil, s[end...])
  }

  /// Text that cmark did not read as HTML, without the tags it could not read either
  /// (`<span style="color: red>`): a well-formed tag in text was escaped by its author
  /// (`\<br\>`) and stays, as does any other `<` (`a < b`, `List<T>`).
  static func withoutBrokenTags(_ text: String) -> String {
    guard text.contains("<") else { return text }
    var out = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      out += rest[..<open]
      let from = rest[open...]
      if tag(at: from) == nil, isBrokenTag(from) {
        rest =
          from.firstIndex(of: ">").map { from[from.index(after: $0)...] } ?? from[from.endIndex...]
      } else {
        out += "<"
        rest = from.dropFirst()
      }
    }
    return out + rest
  }

  /// Whether `s` starts like a tag of a known element that could not be read as one (an
  /// unclosed quote, a missing `>`): dropped, as a browser would not show it either.
  static func isBrokenTag(_ s: Substring) -> Bool {
    var name = s.dropFirst()
    if name.first == "/" { name = name.dropFirst() }
    let word = name.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
    let next = name.dropFirst(word.count).first
    guard knownElements.contains(word.lowercased()) else { return false }
    return next == nil || next == " " || next == "\n" || next == "\t" || next == "/"
      || next == ">"
  }

  /// A well-formed start or end tag at the start of `s`, and what follows it.
  static func tag(at s: Substring) -> (Tag, Substring)? {
    var rest = s.dropFirst()
    var kind = Tag.Kind.open
    if rest.first == "/" {
      kind = .close
      rest = rest.dropFirst()
    }
    guard let first = rest.first, first.isASCII, first.isLetter else { return nil }
    let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    rest = rest.dropFirst(name.count)
    var tag = Tag(kind: kind, name: name.lowercased())
    while true {
      rest = rest.drop { $0.isWhitespace }
      guard let c = rest.first else { return nil }
      if c == ">" { return (tag, rest.dropFirst()) }
      if c == "/", rest.dropFirst().first == ">", kind == .open {
        tag.kind = .selfClosing
        return (tag, rest.dropFirst(2))
      }
      guard kind == .open, let (key, value, after) = attribute(at: rest) else { return nil }
      tag.attributes[key] = decodeEntities(value)  // as a browser reads it: `a&amp;b.png` is a&b.png
      rest = after
    }
  }

  /// One `name`, `name=value`, `name="value"` or `name='value'` attribute.
  private static func attribute(at s: Substring) -> (String, String, Substring)? {
    let name = s.prefix { !$0.isWhitespace && !"=>/\"'<".contains($0) }
    guard !name.isEmpty else { return nil }
    var rest = s.dropFirst(name.count).drop { $0 == " " }
    guard rest.first == "=" else { return (name.lowercased(), "", rest) }
    rest = rest.dropFirst().drop { $0 == " " }
    if let quote = rest.first, quote == "\"" || quote == "'" {
      let body = rest.dropFirst()
      guard let close = body.firstIndex(of: quote) else { return nil }
      return (name.lowercased(), String(body[..<close]), body[body.index(after: close)...])
    }
    let value = rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "\"" && $0 != "'" }
    guard !value.isEmpty else { return nil }
    return (name.lowercased(), String(value), rest.dropFirst(value.count))
  }

  /// `&amp;`, `&lt;`, `&nbsp;`, `&#65;`, `&#x41;` and a few others decoded; cmark does this for
  /// inline text, but an HTML block reaches us as written.
  static func decodeEntities(_ s: String) -> String {
    guard s.contains("&") else { return s }
    let named: [Substring: String] = [
      "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
      "mdash": "—", "ndash": "–", "hellip": "…", "copy": "©", "reg": "®", "trade": "™",
      "hearts": "♥", "rarr": "→", "larr": "←", "times": "×", "middot": "·", "bull": "•",
      "laquo": "«", "raquo": "»", "euro": "€", "deg": "°", "check": "✓",
    ]
    var out = ""
    var rest = Substring(s)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[rest.index(after: amp)...]
      if let semi = after.prefix(10).firstIndex(of: ";") {
        let name = after[..<semi]
        var scalar: Unicode.Scalar?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
          scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if name.hasPrefix("#") {
          scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
        }
        // A control character written as an entity stays text: decks never emit controls.
        if let s = scalar, s.value < 0x20 || (0x7F...0x9F).contains(s.value) { scalar = nil }
        if let replacement = scalar.map({ String(Character($0)) }) ?? named[name] {
          out += replacement
          rest = after[after.index(after: semi)...]
          continue
        }
      }
      out += "&"
      rest = after
    }
    return out + rest
  }
}
