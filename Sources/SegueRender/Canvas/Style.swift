/// Text attributes (SGR bold, dim, …) that combine freely.
public struct Attributes: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = Attributes(rawValue: 1 << 0)
  public static let dim = Attributes(rawValue: 1 << 1)
  public static let italic = Attributes(rawValue: 1 << 2)
  public static let underline = Attributes(rawValue: 1 << 3)
  public static let reverse = Attributes(rawValue: 1 << 4)
  public static let strikethrough = Attributes(rawValue: 1 << 5)
}

/// How a cell looks: colours and attributes.
public struct Style: Sendable, Hashable {
  public var fg: Color
  public var bg: Color
  public var attributes: Attributes
  /// The hyperlink the cell belongs to (`Hyperlinks.id(for:)`); 0 for none. Carried with the
  /// style so that every drawing operation keeps it with the cells, and a screen that can
  /// (`ScreenWriter`) makes the link's text clickable with OSC 8.
  public var link: UInt32 = 0

  public init(fg: Color = .default, bg: Color = .default, attributes: Attributes = []) {
    self.fg = fg
    self.bg = bg
    self.attributes = attributes
  }

  /// The terminal's own colours, no attributes.
  public static let plain = Style()

  /// `other` drawn over `self`: other's non-default colours win, attributes are unioned.
  ///
  /// This is how styles nest (a link inside strong text inside a block quote) and how a
  /// highlight is laid over text that already has its own colours.
  public func patched(with other: Style) -> Style {
    var patched = Style(
      fg: other.fg == .default ? fg : other.fg,
      bg: other.bg == .default ? bg : other.bg,
      attributes: attributes.union(other.attributes))
    patched.link = other.link != 0 ? other.link : link
    return patched
  }
}
