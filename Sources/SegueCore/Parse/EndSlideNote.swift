/// One note for a deck read as presenterm's only because it writes `<!-- end_slide -->`, which
/// is Segue's own directive too: presenterm never starts a slide at a `#` heading, so the
/// deck's `#` headings stay inside their slides. The note says how many, and how a Segue deck
/// gets them to split (`dialect: segue`).
enum EndSlideNote {
  static func note(
    _ sections: [Section], dialect: (Dialect, DialectSource), source: SourceText
  ) -> Diagnostic? {
    guard dialect.0 == .presenterm, case .marker(let line, let text) = dialect.1,
      text.contains("end_slide")
    else { return nil }
    // The headings left inside slides (a slide's first heading is its title).
    let blocks = sections.flatMap(\.slides).flatMap(\.blocks)
    let headings = blocks.filter { block in
      block.heading != nil && (source.line(block.line)?.trimmingWhitespace.hasPrefix("#") ?? false)
    }
    guard let first = headings.first else { return nil }
    let count = headings.count == 1 ? "a '#' heading does" : "\(headings.count) '#' headings do"
    return .note(
      "\(count) not start a slide: the deck is read as presenterm's, which ends slides only at "
        + "<!-- end_slide --> (line \(line)); 'dialect: segue' in front matter splits at headings too",
      at: source.location(line: first.line, column: 1))
  }
}
