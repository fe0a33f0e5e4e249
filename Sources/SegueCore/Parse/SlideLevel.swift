/// Finds the slide level and section level of a deck (DESIGN.md §2, rules 2 and 3).
enum SlideLevel {
  /// What the splitter sees of a top-level block when choosing levels.
  enum Shape {
    case heading(level: Int, line: Int, text: String)
    case slideBreak
    /// A directive or comment: neither content nor a heading.
    case invisible
    case content
  }

  /// Pandoc's rule: the smallest heading level that is somewhere directly followed by content
  /// other than a heading (directives and comments in between are looked through).
  static func detect(_ shapes: [Shape]) -> (level: Int?, source: DeckStructure.SlideLevelSource) {
    var best: (level: Int, line: Int, text: String)?
    var deepest: Int?
    var pending: (level: Int, line: Int, text: String)?
    for shape in shapes {
      switch shape {
      case .heading(let level, let line, let text):
        deepest = max(deepest ?? level, level)
        pending = (level, line, text)
      case .content:
        if let heading = pending, heading.level < (best?.level ?? 7) { best = heading }
        pending = nil
      case .slideBreak:
        pending = nil
      case .invisible:
        break
      }
    }
    if let best { return (best.level, .heading(line: best.line, text: best.text)) }
    if let deepest { return (deepest, .deepestHeading) }
    return (nil, .none)
  }

  /// The shallowest heading level used above the slide level, if any.
  static func sectionLevel(_ shapes: [Shape], slideLevel: Int?) -> Int? {
    guard let slideLevel else { return nil }
    var shallowest: Int?
    for case .heading(let level, _, _) in shapes where level < slideLevel {
      shallowest = min(shallowest ?? level, level)
    }
    return shallowest
  }
}
