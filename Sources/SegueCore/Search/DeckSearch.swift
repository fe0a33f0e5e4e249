/// One occurrence of a query in the deck: the slide (at the step that shows it) and whether it
/// is in the speaker notes.
public struct SearchMatch: Sendable, Equatable {
  public var position: Position
  public var inNotes: Bool

  public init(position: Position, inNotes: Bool) {
    self.position = position
    self.inNotes = inNotes
  }
}

extension Deck {
  /// Every occurrence of `query` in the slides' text and notes, in the deck's order; skipped
  /// slides are left out, since the presenter never shows them.
  public func search(_ query: SearchQuery) -> [SearchMatch] {
    var found: [SearchMatch] = []
    for (s, section) in sections.enumerated() {
      for (p, slide) in section.slides.enumerated() where !slide.layout.isSkipped {
        for line in slide.textLines {
          let count = query.count(in: line.text)
          guard count > 0 else { continue }
          let step = min(line.step, slide.steps - 1)
          let match = SearchMatch(
            position: Position(section: s, page: p, step: step), inNotes: line.inNotes)
          found += Array(repeating: match, count: count)
        }
      }
    }
    return found
  }
}
