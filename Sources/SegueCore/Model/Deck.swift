import Synchronization

/// A parsed deck: metadata and sections, an immutable value.
///
/// Invariant: at least one section, and every section has at least one slide.
public struct Deck: Sendable, Equatable {
  public var meta: DeckMeta { didSet { id = .next() } }
  public var sections: [Section] {
    didSet {
      id = .next()
      index = Index(sections)
    }
  }
  /// How slides were found: the slide level and what decided it.
  public var structure: DeckStructure
  /// Which parse or edit this deck came from: what renderers cache layouts by (every change
  /// of its content gives it a new one). Two decks with the same content are equal whatever
  /// their ids.
  public private(set) var id: ID
  /// Numbers every frame needs, counted once rather than at each frame (which made exporting
  /// a deck of many sections quadratic).
  private var index: Index

  private struct Index: Sendable {
    /// The deck-wide index of each section's first slide.
    var firstSlide: [Int]
    var slideCount: Int
    var sectionTitles: [String]

    init(_ sections: [Section]) {
      firstSlide = []
      firstSlide.reserveCapacity(sections.count)
      slideCount = 0
      for section in sections {
        firstSlide.append(slideCount)
        slideCount += section.slides.count
      }
      sectionTitles = sections.map(\.title)
    }
  }

  public struct ID: Hashable, Sendable {
    let value: Int

    private static let last = Atomic<Int>(0)

    static func next() -> ID {
      ID(value: last.add(1, ordering: .relaxed).newValue)
    }
  }

  public init(meta: DeckMeta, sections: [Section], structure: DeckStructure) {
    self.meta = meta
    self.sections = sections
    self.structure = structure
    id = .next()
    index = Index(sections)
  }

  public static func == (a: Deck, b: Deck) -> Bool {
    a.meta == b.meta && a.sections == b.sections && a.structure == b.structure
  }

  public var slideCount: Int { index.slideCount }

  /// Every section's title, in order (the segment bar's labels).
  public var sectionTitles: [String] { index.sectionTitles }

  /// The 0-based deck-wide number of the slide at `section`, `page`.
  public func slideNumber(section: Int, page: Int) -> Int {
    index.firstSlide[section] + page
  }
}

/// The decisions the splitter made, reported by `segue check`.
public struct DeckStructure: Sendable, Equatable {
  public enum SlideLevelSource: Sendable, Equatable {
    /// `slide_level` in front matter.
    case frontMatter
    /// The first heading at that level followed by content.
    case heading(line: Int, text: String)
    /// No heading is followed by content: headings at the deepest level used are slide titles.
    case deepestHeading
    /// The deck has no headings.
    case none
    /// The dialect does not split slides at headings (mdp: only thematic breaks do).
    case dialect
    /// The deck has thematic breaks, and its dialect then splits at them only, never at
    /// headings (patat, lookatme).
    case breaks
  }
  public var slideLevel: Int?
  public var slideLevelSource: SlideLevelSource
  public var sectionLevel: Int?
  /// Whether `---`, `***` and `___` break slides (otherwise they are rules).
  public var thematicBreaksSplit: Bool
  /// The tool the deck was read as written for, and what decided it.
  public var dialect: Dialect
  public var dialectSource: DialectSource
  /// presenterm's `implicit_slide_ends`: a slide title ends the slide before it.
  public var implicitSlideEnds = false

  public init(
    slideLevel: Int?, slideLevelSource: SlideLevelSource, sectionLevel: Int?,
    thematicBreaksSplit: Bool, dialect: Dialect = .segue, dialectSource: DialectSource = .none
  ) {
    self.slideLevel = slideLevel
    self.slideLevelSource = slideLevelSource
    self.sectionLevel = sectionLevel
    self.thematicBreaksSplit = thematicBreaksSplit
    self.dialect = dialect
    self.dialectSource = dialectSource
  }
}
