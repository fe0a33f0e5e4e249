/// A piece of text inside a block, as written in the deck.
///
/// Our own mirror of cmark-gfm's inline nodes, so that nothing outside the
/// converter ever sees a cmark type.
public indirect enum Inline: Sendable, Equatable {
  case text(String)
  case softBreak
  case lineBreak
  case code(String)
  case emphasis([Inline])
  case strong([Inline])
  case strikethrough([Inline])
  case link(Link)
  case image(Image)
  /// Raw inline HTML: kept as text, never rendered as markup.
  case html(String)
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

  public init(source: String, title: String = "", alt: [Inline]) {
    self.source = source
    self.title = title
    self.alt = alt
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
    case .text(let s), .code(let s), .html(let s): out += s
    case .softBreak, .lineBreak: out += " "
    case .emphasis(let c), .strong(let c), .strikethrough(let c):
      for i in c { i.appendPlainText(to: &out) }
    case .link(let link): for i in link.content { i.appendPlainText(to: &out) }
    case .image(let image): for i in image.alt { i.appendPlainText(to: &out) }
    }
  }
}
