/// Jumps: by section (the segment bar), by page (the dots), by slide number or reference.
///
/// Every jump lands on step 0 of a slide that may be shown. The controls behave like the UIKit
/// controls they imitate: selecting the current segment or clicking the current dot changes
/// nothing, even when the slide is part-way through its steps. Typed jumps (`goToSlide`, `goTo`)
/// go to step 0 of the slide asked for, so asking for the current slide restarts it.
extension Pager {
  /// Moves to page 0, step 0 of the next section that has a slide that may be shown.
  ///
  /// When page 0 of that section is skipped, lands on its first page that is not. Sections whose
  /// slides are all skipped are passed over. Returns nil in the last such section.
  public mutating func nextSection() -> Transition? {
    let later = (position.section + 1)..<shape.sections.count
    guard let target = later.lazy.compactMap(openingOfSection).first else { return nil }
    return move(to: target)
  }

  /// Moves to page 0, step 0 of the previous section that has a slide that may be shown.
  ///
  /// "Previous" means the adjacent section before this one, not the start of this one; a reader
  /// who wants that clicks the first dot. Returns nil in the first such section.
  public mutating func previousSection() -> Transition? {
    let earlier = (0..<position.section).reversed()
    guard let target = earlier.lazy.compactMap(openingOfSection).first else { return nil }
    return move(to: target)
  }

  /// Selects section `index` (0-based) the way a segmented control does, landing on page 0, step 0.
  ///
  /// Returns nil when `index` is the current section, out of range, or a section whose slides are
  /// all skipped (it has nothing to show). The direction is forward when `index` is after the
  /// current section and reverse when before.
  public mutating func selectSection(_ index: Int) -> Transition? {
    guard index != position.section, shape.sections.indices.contains(index),
      let target = openingOfSection(index)
    else { return nil }
    return move(to: target)
  }

  /// Moves to page `page` (0-based) of the current section, step 0: a click on a page dot.
  ///
  /// Returns nil when `page` is the current page or out of range. A skipped page sends the pager to
  /// the nearest page of this section that is not skipped, further in the direction of travel; nil
  /// when there is none (a dot click never leaves its section).
  public mutating func goToPage(_ page: Int) -> Transition? {
    let section = position.section
    guard page != position.page, shape.sections[section].indices.contains(page) else { return nil }
    let direction: Direction = page > position.page ? .forward : .reverse
    guard let landing = shape.visiblePage(inSection: section, from: page, direction) else {
      return nil
    }
    return move(to: Position(section: section, page: landing))
  }

  /// Moves to `position` (clamped into the deck), step included: a search match, at the step
  /// that shows it. Nil when the pager is there already.
  public mutating func goTo(position: Position) -> Transition? {
    move(to: position)
  }

  /// Moves to step 0 of the slide with 0-based global number `index`.
  ///
  /// Returns nil when `index` is out of range, or names the current slide already at step 0 (at a
  /// later step, the slide restarts). A skipped slide sends the pager to the nearest slide that may
  /// be shown, further in the direction of travel — possibly in another section; nil when there
  /// is none.
  public mutating func goToSlide(_ index: Int) -> Transition? {
    guard shape.position(ofGlobalSlide: index) != nil else { return nil }
    let direction: Direction = index >= currentSlideIndex ? .forward : .reverse
    guard let landing = shape.visibleSlide(from: index, direction) else { return nil }
    return move(to: shape.opening(ofSlide: landing))
  }

  /// Moves to the slide a person typed: `2/3` (section 2, page 3) or `12` (slide 12), 1-based.
  ///
  /// Throws when the text is not a reference or names no slide of this deck — the error's message
  /// says what to type instead — so a typo is reported rather than silently ignored. Otherwise
  /// behaves as `goToSlide`: nil when nothing changes.
  public mutating func goTo(_ reference: String) throws(SlideReferenceError) -> Transition? {
    try goTo(SlideReference.parse(reference))
  }

  /// Moves to the slide `reference` names; throws when this deck has no such slide.
  public mutating func goTo(_ reference: SlideReference) throws(SlideReferenceError) -> Transition?
  {
    goToSlide(try shape.resolve(reference))
  }

  /// Step 0 of the first page of `section` that may be shown; nil when all its slides are skipped.
  private func openingOfSection(_ section: Int) -> Position? {
    shape.visiblePage(inSection: section, from: 0, .forward).map {
      Position(section: section, page: $0)
    }
  }
}
