/// A piece of text inside a block, as written in the deck.
///
/// Our own mirror of cmark-gfm's inline nodes, so that nothing outside the
/// converter ever sees a cmark type. Inline HTML and pandoc attributes are read into these
/// cases by the converter (`InlineHTML`, `InlineAttributes`): no tag reaches the model as text.
///
/// Only the payloads larger than a string are boxed (`indirect`), so text, breaks and
/// emphasis sit in their array without an allocation of their own (24 bytes each): a dense
/// deck has about one inline per ten bytes, and a box for each doubled the model.
public enum Inline: Sendable, Equatable {
  case text(String)
  case softBreak
  case lineBreak
  /// Inline code; `language` comes from a pandoc attribute (`` `42`{.nix} ``).
  indirect case code(String, language: String? = nil)
  case emphasis([Inline])
  case strong([Inline])
  case strikethrough([Inline])
  indirect case link(Link)
  indirect case image(Image)
  /// Text coloured by the author: an HTML `<span style=…>`/`<span class=…>` or a pandoc span
  /// `[text]{.class}`.
  indirect case styled(StyledText)
  /// Inline HTML the converter left as it was; the renderer shows only its text, never tags.
  case html(String)
  /// A formula, `$…$` or `$$…$$` (docs/math.md): its source, drawn as Unicode text.
  indirect case math(Math)
}

/// A LaTeX formula in running text, kept as written so that a later stage can draw it
/// otherwise (display math through LaTeX, as a picture).
public struct Math: Sendable, Equatable {
  /// The LaTeX between the dollars.
  public var source: String
  /// `$$…$$`: shown on a line of its own.
  public var isDisplay: Bool

  public init(source: String, isDisplay: Bool = false) {
    self.source = source
    self.isDisplay = isDisplay
  }

  /// The formula as the deck wrote it, dollars and all.
  public var written: String {
    let dollars = isDisplay ? "$$" : "$"
    return dollars + source + dollars
  }

  /// The formula as Unicode text (`MathText`); nil when part of it has none.
  public var text: String? { MathText.text(source) }
}

/// Text with the colours its author asked for, resolved against the theme when drawn.
public struct StyledText: Sendable, Equatable {
  public var foreground: ColorReference?
  public var background: ColorReference?
  /// Class names (`class="noice"`, `{.noice}`): palette entries of the theme colour the text.
  public var classes: [String]
  public var content: [Inline]

  public init(
    foreground: ColorReference? = nil, background: ColorReference? = nil, classes: [String] = [],
    content: [Inline]
  ) {
    self.foreground = foreground
    self.background = background
    self.classes = classes
    self.content = content
  }
}

/// A colour as a deck writes it; the renderer turns it into a colour of the theme's world.
public enum ColorReference: Sendable, Equatable {
  case rgb(UInt8, UInt8, UInt8)
  /// A colour name (CSS or ANSI, lower-cased), resolved by the renderer.
  case name(String)
  /// A palette entry of the theme (presenterm's `palette:name`).
  case palette(String)
}

/// A hyperlink; `isAutolink` is set for `<https://…>` and bare GFM autolinks.
public struct Link: Sendable, Equatable {
  public var destination: String
  public var title: String
  public var content: [Inline]
  public var isAutolink: Bool

  public init(destination: String, title: String = "", content: [Inline], isAutolink: Bool = false)
  {
    self.destination = destination
    self.title = title
    self.content = content
    self.isAutolink = isAutolink
  }
}

/// An image reference; `alt` is what a terminal shows first.
public struct Image: Sendable, Equatable {
  public var source: String
  public var title: String
  public var alt: [Inline]
  /// The share of the content width the author asked for, in percent (`image:width:50%`,
  /// `{ width=40% }`): the image is drawn that wide, never wider than its area.
  public var widthPercent: Int?
  /// The most rows the image may take (lookatme's `![10](pic.png)`): it is drawn no taller.
  public var heightRows: Int?
  /// The file the image is read from (`source` relative to the deck's folder), set when the
  /// deck is loaded (`ImageFiles.resolve`); nil for a remote URL and before loading.
  public var path: String?

  public init(source: String, title: String = "", alt: [Inline], widthPercent: Int? = nil) {
    self.source = source
    self.title = title
    self.alt = alt
    self.widthPercent = widthPercent
  }

  /// Whether `source` names something on the network (`https://…`, a `data:` URL that is no
  /// picture): never fetched. A `file:` URL of this machine is a local file; a
  /// `data:image/…` URL is a picture written into the deck (`isEmbedded`).
  public var isRemote: Bool {
    if source.hasPrefix("file:") { return fileURLPath == nil }
    if isEmbedded { return false }
    if source.hasPrefix("//") || source.hasPrefix("data:") { return true }
    guard let colon = source.firstIndex(of: ":") else { return false }
    let scheme = source[..<colon]
    return scheme.count > 1 && scheme.allSatisfy { $0.isLetter || $0 == "+" || $0 == "-" }
      && source[colon...].hasPrefix("://")
  }
}

extension Image {
  /// What the image is read from: its file, or the URL of a picture written into the deck
  /// (also in a deck that was never loaded from a folder, like the built-in demo).
  public var readablePath: String? { path ?? (isEmbedded ? source : nil) }

  /// `source` as a label shows it: a picture written into the deck by its type
  /// (`data:image/svg+xml`), not its thousands of characters.
  public var shownSource: String {
    guard source.hasPrefix("data:") else { return source }
    return String(source.prefix { $0 != ";" && $0 != "," }.prefix(40))
  }

  /// Whether `source` is a picture written into the deck (`data:image/png;base64,…`).
  public var isEmbedded: Bool { Self.isDataURL(source) }

  /// Whether `text` is a `data:image/…` URL, which image readers answer from the URL itself.
  public static func isDataURL(_ text: String) -> Bool {
    text.utf8.prefix(11).map { $0 | 0x20 }.elementsEqual("data:image/".utf8)
  }

  /// The file a local `source` names: a `file:` URL's path, and `%20` and the like decoded,
  /// since a Markdown link destination is a URL (`![](my%20image.png)` is `my image.png`);
  /// as written when it does not decode to a path (not UTF-8, or a NUL byte).
  public var localPath: String {
    let path = fileURLPath.map(String.init) ?? source
    guard path.contains("%") else { return path }
    var bytes: [UInt8] = []
    var rest = path.utf8[...]
    while let byte = rest.first {
      let digits = rest.dropFirst().prefix(2)
      if byte == UInt8(ascii: "%"), digits.count == 2,
        digits.allSatisfy({
          UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 || (0x41...0x46) ~= $0 & 0xDF
        }),
        let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        rest = rest.dropFirst(3)
      } else {
        bytes.append(byte)
        rest = rest.dropFirst()
      }
    }
    guard !bytes.contains(0), let decoded = String(validating: bytes, as: UTF8.self) else {
      return path
    }
    return decoded
  }

  /// The path of a `file:` URL of this machine (`file:///a/b.png`, `file://localhost/a/b.png`,
  /// `file:/a/b.png`); nil for any other source, and for another host's file.
  fileprivate var fileURLPath: Substring? {
    guard source.hasPrefix("file:") else { return nil }
    var rest = source.dropFirst(5)
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      if rest.hasPrefix("localhost/") { rest = rest.dropFirst(9) }
    }
    return rest.hasPrefix("/") ? rest : nil
  }
}

extension Array where Element == Inline {
  /// The text a person reads, without markup: breaks become spaces.
  public var plainText: String {
    var out = ""
    for inline in self { inline.appendPlainText(to: &out) }
    return out
  }
}

extension Inline {
  func appendPlainText(to out: inout String) {
    switch self {
    case .text(let s), .code(let s, _): out += s
    case .html(let s): out += InlineHTML.visibleText(s)
    case .math(let math): out += math.text ?? math.written
    case .softBreak, .lineBreak: out += " "
    case .emphasis(let c), .strong(let c), .strikethrough(let c):
      for i in c { i.appendPlainText(to: &out) }
    case .styled(let styled): for i in styled.content { i.appendPlainText(to: &out) }
    case .link(let link): for i in link.content { i.appendPlainText(to: &out) }
    case .image(let image): for i in image.alt { i.appendPlainText(to: &out) }
    }
  }
}
