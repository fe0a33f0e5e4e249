/// Front matter: what the deck says about itself.
public struct DeckMeta: Sendable, Equatable {
  /// The title as plain text (Markdown marks dropped): what bars, footers and outlines show.
  public var title: String?
  public var subTitle: String?
  /// The title's inline Markdown (`*Big* ideas`), for the intro slide; empty when there is none.
  public var titleInlines: [Inline] = []
  public var subTitleInlines: [Inline] = []
  public var authors: [String]
  public var date: String?
  public var event: String?
  public var location: String?
  public var theme: ThemeReference?
  public var slideLevel: Int?
  public var sectionLevel: Int?
  public var thematicBreaks: ThematicBreaks?
  public var incrementalLists: Bool
  public var transition: String?
  /// The deck's own footer (`footer:`), drawn over the theme's.
  public var footer: DeckFooter?
  /// Margins the deck asks for (patat's `margins:`), drawn over the theme's.
  public var margins: DeckMargins?
  /// slides' `paging:` counter format (`"Slide %d / %d"`), for a slides deck's footer.
  public var paging: String? = nil
  /// patat's `slideNumber:`: false leaves the slide counter out of a patat deck's footer.
  public var slideNumber: Bool? = nil
  /// Whether the deck's title shows in the bar at the top (lookatme's and patat's header),
  /// set by the deck's dialect when the deck has a title.
  public var showsTitleBar = false
  /// `dialect:`, which overrides the dialect found from the deck's markers.
  public var dialect: DeclaredDialect? = nil
  /// patat's `pandocExtensions` name pandoc's `emoji`: a pandoc deck's shortcodes expand.
  public var pandocEmoji = false
  /// presenterm's `options.end_slide_shorthand`: `---` ends a slide.
  public var endSlideShorthand = false
  /// presenterm's `options.implicit_slide_ends`: a slide title ends the slide before it.
  public var implicitSlideEnds = false
  /// presenterm's `options.h1_slide_titles`: a `#` heading is a slide title.
  public var h1SlideTitles = false

  public init(
    title: String? = nil, subTitle: String? = nil, authors: [String] = [], date: String? = nil,
    event: String? = nil, location: String? = nil, theme: ThemeReference? = nil,
    slideLevel: Int? = nil, sectionLevel: Int? = nil, thematicBreaks: ThematicBreaks? = nil,
    incrementalLists: Bool = false, transition: String? = nil, footer: DeckFooter? = nil,
    margins: DeckMargins? = nil
  ) {
    self.title = title
    self.subTitle = subTitle
    self.authors = authors
    self.date = date
    self.event = event
    self.location = location
    self.theme = theme
    self.slideLevel = slideLevel
    self.sectionLevel = sectionLevel
    self.thematicBreaks = thematicBreaks
    self.incrementalLists = incrementalLists
    self.transition = transition
    self.footer = footer
    self.margins = margins
  }
}

/// Margins in columns and rows; nil keeps the theme's.
public struct DeckMargins: Sendable, Equatable {
  public var top: Int?
  public var left: Int?
  public var right: Int?

  public init(top: Int? = nil, left: Int? = nil, right: Int? = nil) {
    self.top = top
    self.left = left
    self.right = right
  }
}

/// What `thematic_breaks:` says a `---` line means.
public enum ThematicBreaks: String, Sendable, Equatable, CaseIterable {
  case slide, rule
}

/// The `theme:` front-matter key: a name, a path, or either with overrides.
public struct ThemeReference: Sendable, Equatable {
  public var name: String?
  public var path: String?
  /// The `override:` mapping, kept as YAML until the theme layer reads it.
  public var override: YAMLValue?
  public var line: Int

  public init(name: String? = nil, path: String? = nil, override: YAMLValue? = nil, line: Int) {
    self.name = name
    self.path = path
    self.override = override
    self.line = line
  }
}

extension ThemeReference {
  /// Whether two references (either may be absent) name the same theme with the same
  /// overrides, wherever each was written (a line added above `theme:` changes nothing).
  public static func namesSameTheme(_ a: ThemeReference?, _ b: ThemeReference?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    guard a.name == b.name, a.path == b.path else { return false }
    switch (a.override, b.override) {
    case (nil, nil): return true
    case (let x?, let y?): return x.hasSameContent(as: y)
    default: return false
    }
  }
}
