/// Where a deck's slides end, as the tool it was written for ends them (docs/deck-format.md,
/// "Where slides split").
///
/// - Segue: headings at the slide level and `---`; in a deck with `end_slide`, `---` is a rule.
/// - mdp and slides: `---` only (slides cuts its file at `\n---\n`, mdp at breaks).
/// - presenterm: `end_slide` only, and `---` with `end_slide_shorthand`; headings never.
/// - pandoc (patat) and lookatme: a deck with any top-level `---` splits at those only;
///   otherwise at headings (pandoc's slide level, lookatme's own, in `SlideLevel`).
///
/// `thematic_breaks` and `slide_level` in front matter override the dialect.
struct SplitRule {
  /// Whether `---` (and `***`, `___`) end slides; otherwise they are rules.
  var breaksSplit: Bool
  /// Whether headings at the slide level start slides.
  var headingsSplit: Bool
  /// Whether headings above the slide level start slides (title slides, sections); lookatme
  /// keeps its title heading on the slide it opens.
  var headingsAboveSplit: Bool
  /// Whether a slide title ends the slide before it (presenterm's `implicit_slide_ends`).
  var titlesEndSlides: Bool
  /// Why headings do not split slides when they do not: the dialect never splits at them
  /// (mdp, slides, presenterm), or the deck has breaks (pandoc, lookatme).
  var noHeadingSource: DeckStructure.SlideLevelSource

  init(dialect: Dialect, meta: DeckMeta, usesEndSlide: Bool, hasBreaks: Bool) {
    let dialectBreaks: Bool
    switch dialect {
    case .segue: dialectBreaks = !usesEndSlide
    case .presenterm: dialectBreaks = meta.endSlideShorthand
    case .mdp, .pandoc, .lookatme, .slides: dialectBreaks = true
    }
    breaksSplit = meta.thematicBreaks.map { $0 == .slide } ?? dialectBreaks
    switch dialect {
    case .segue: headingsSplit = true
    case .mdp, .presenterm, .slides: headingsSplit = false
    case .pandoc, .lookatme: headingsSplit = !(hasBreaks && breaksSplit)
    }
    noHeadingSource = dialect == .pandoc || dialect == .lookatme ? .breaks : .dialect
    if meta.slideLevel != nil { headingsSplit = true }
    headingsAboveSplit = dialect != .lookatme
    titlesEndSlides = dialect == .presenterm && meta.implicitSlideEnds
  }
}
