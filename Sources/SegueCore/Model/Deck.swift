/// A parsed deck: metadata and sections, an immutable value.
///
/// Invariant: at least one section, and every section has at least one slide.
public struct Deck: Sendable, Equatable {
  public var meta: DeckMeta
  public var sections: [Section]
  /// How slides were found: the slide level and what decided it.
  public var structure: DeckStructure

  public init(meta: DeckMeta, sections: [Section], structure: DeckStructure) {
    self.meta = meta
    self.sections = sections
    self.structure = structure
  }

  public var slideCount: Int { sections.reduce(0) { $0 + $1.slides.count } }
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
  }
  public var slideLevel: Int?
  public var slideLevelSource: SlideLevelSource
  public var sectionLevel: Int?
  /// Whether `---`, `***` and `___` break slides (otherwise they are rules).
  public var thematicBreaksSplit: Bool

  public init(
    slideLevel: Int?, slideLevelSource: SlideLevelSource, sectionLevel: Int?,
    thematicBreaksSplit: Bool
  ) {
    self.slideLevel = slideLevel
    self.slideLevelSource = slideLevelSource
    self.sectionLevel = sectionLevel
    self.thematicBreaksSplit = thematicBreaksSplit
  }
}
