/// Where a live reload puts the presenter: on the slide it was on, found in the new deck by what
/// names it rather than by its number (docs/presenter.md, "Live reload").
///
/// A slide is known by its section's title, its summary (its title, or else its first line) and
/// its rank among the slides of that section with the same summary (duplicate titles). So an
/// edit that inserts or deletes slides before it keeps the presenter on it, in its section or,
/// when it moved, wherever it went (the match nearest its old number). When it is gone —
/// deleted, or renamed — the presenter goes to the slide now at its old page of its section,
/// the nearest one. The step is kept; the pager clamps it (and any position) into the deck.
public enum SlideAnchor {
  /// The position in `newDeck` of the slide at `old` in `oldDeck`: where it went, or, when it
  /// is gone, the slide now at its old page of its section.
  public static func position(of old: Position, in oldDeck: Deck, within newDeck: Deck)
    -> Position
  {
    if let found = find(old, in: oldDeck, within: newDeck) { return found }
    guard oldDeck.sections.indices.contains(old.section), !newDeck.sections.isEmpty else {
      return old
    }
    let section = matchingSection(old.section, in: oldDeck, within: newDeck)
    return Position(section: section, page: old.page, step: old.step)
  }

  /// Where the slide at `old` in `oldDeck` is in `newDeck`, or nil when no slide there is it.
  public static func find(_ old: Position, in oldDeck: Deck, within newDeck: Deck) -> Position? {
    guard oldDeck.sections.indices.contains(old.section),
      oldDeck.sections[old.section].slides.indices.contains(old.page),
      !newDeck.sections.isEmpty
    else { return nil }
    let oldSection = oldDeck.sections[old.section]
    let summary = oldSection.slides[old.page].summary
    let rank = oldSection.slides[..<old.page].filter { $0.summary == summary }.count
    let section = matchingSection(old.section, in: oldDeck, within: newDeck)
    let pages = newDeck.sections[section].slides.indices.filter {
      newDeck.sections[section].slides[$0].summary == summary
    }
    if !pages.isEmpty {
      let page = rank < pages.count ? pages[rank] : nearest(to: old.page, in: pages)
      return Position(section: section, page: page, step: old.step)
    }
    if let moved = elsewhere(summary, near: globalIndex(old, in: oldDeck), in: newDeck) {
      return Position(section: moved.section, page: moved.page, step: old.step)
    }
    return nil
  }

  /// The section of `newDeck` with the old section's title (of the same rank among sections so
  /// titled), else the one at the same index.
  private static func matchingSection(_ index: Int, in oldDeck: Deck, within newDeck: Deck)
    -> Int
  {
    let title = oldDeck.sections[index].title
    let rank = oldDeck.sections[..<index].filter { $0.title == title }.count
    let same = newDeck.sections.indices.filter { newDeck.sections[$0].title == title }
    if !same.isEmpty { return rank < same.count ? same[rank] : same[same.count - 1] }
    return min(index, newDeck.sections.count - 1)
  }

  /// The slide of `deck` with `summary` whose global number is nearest `index`, if any.
  private static func elsewhere(_ summary: String?, near index: Int, in deck: Deck) -> Position? {
    var best: (distance: Int, position: Position)?
    var global = 0
    for (s, section) in deck.sections.enumerated() {
      for (p, slide) in section.slides.enumerated() {
        if slide.summary == summary, best.map({ abs(global - index) < $0.distance }) ?? true {
          best = (abs(global - index), Position(section: s, page: p))
        }
        global += 1
      }
    }
    return best?.position
  }

  private static func globalIndex(_ position: Position, in deck: Deck) -> Int {
    deck.sections[..<position.section].reduce(0) { $0 + $1.slides.count } + position.page
  }

  private static func nearest(to page: Int, in pages: [Int]) -> Int {
    pages.min { abs($0 - page) < abs($1 - page) } ?? page
  }
}
