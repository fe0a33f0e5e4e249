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

  /// The levels read one shape at a time, as the deck's blocks are converted: the splitter
  /// keeps no list of shapes (in a long deck one per top-level block, as large as the blocks).
  struct Detector {
    private var best: (level: Int, line: Int, text: String)?
    private var deepest: Int?
    private var shallowest: Int?
    private var pending: (level: Int, line: Int, text: String)?

    /// Pandoc's rule: the smallest heading level that is somewhere directly followed by
    /// content other than a heading (directives and comments in between are looked through).
    mutating func add(_ shape: Shape) {
      switch shape {
      case .heading(let level, let line, let text):
        deepest = max(deepest ?? level, level)
        shallowest = min(shallowest ?? level, level)
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

    /// The slide level and what decided it.
    var slideLevel: (level: Int?, source: DeckStructure.SlideLevelSource) {
      if let best { return (best.level, .heading(line: best.line, text: best.text)) }
      if let deepest { return (deepest, .deepestHeading) }
      return (nil, .none)
    }

    /// The shallowest heading level used above the slide level, if any.
    func sectionLevel(slideLevel: Int?) -> Int? {
      guard let slideLevel, let shallowest, shallowest < slideLevel else { return nil }
      return shallowest
    }
  }
}

extension SlideLevel {
  /// lookatme's "smart" split, for its decks without thematic breaks: a first heading whose
  /// level is used nowhere else is the deck's title; the smallest level among the other
  /// headings starts slides, and headings above it stay content.
  struct LookatmeDetector {
    private var first: Int?
    private var counts: [Int: Int] = [:]
    private var firstAt: [Int: (line: Int, text: String)] = [:]

    mutating func add(level: Int, line: Int, text: String) {
      if first == nil { first = level }
      counts[level, default: 0] += 1
      if firstAt[level] == nil { firstAt[level] = (line, text) }
    }

    var slideLevel: (level: Int?, source: DeckStructure.SlideLevelSource) {
      var levels = counts
      if let first, levels[first] == 1 { levels[first] = nil }
      guard let level = levels.keys.min(), let at = firstAt[level] else { return (nil, .none) }
      return (level, .heading(line: at.line, text: at.text))
    }
  }
}
