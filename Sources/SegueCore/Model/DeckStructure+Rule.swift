extension DeckStructure {
  /// Why headings do not split this deck's slides, in the words `segue check` prints (and
  /// `check --json` gives as `split_rule`); nil when headings at the slide level do split them.
  public var headingRule: String? {
    guard slideLevel == nil else { return nil }
    let name = dialect.rawValue
    switch slideLevelSource {
    case .breaks:
      return "\(name): the deck has thematic breaks (---), so only they split slides, not headings"
    case .dialect where dialect == .presenterm:
      return thematicBreaksSplit
        ? "presenterm: only end_slide and --- (end_slide_shorthand) split slides, not headings"
        : "presenterm: only end_slide splits slides, not headings"
    case .dialect where dialect == .slides:
      return "slides: only --- splits slides, never headings"
    case .dialect:
      return "\(name): headings never split slides, only breaks do"
    default:
      return nil
    }
  }

  /// presenterm's `implicit_slide_ends`, in the words `segue check` prints.
  public var titleRule: String? {
    implicitSlideEnds
      ? "presenterm: a slide title (setext heading) ends the slide before it (implicit_slide_ends)"
      : nil
  }
}
