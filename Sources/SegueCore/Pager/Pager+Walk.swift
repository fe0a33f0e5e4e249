/// The export walk: the positions a presenter pressing `next` would see, in order.
///
/// Exporters call this instead of looping over sections and slides themselves, so the export
/// order is the navigation order by construction, and skipped slides are left out of both.
extension Pager {
  /// Every position from `first()` by `next()` until it stops; with `steps == false`, only the
  /// fully revealed (last) step of each slide.
  ///
  /// A deck whose slides are all skipped walks to nothing: `skip_slide` keeps a slide out of the
  /// export, and the presenter's fallback of standing on `Position.start` is not a slide to export.
  public static func walk(shape: PagerShape, steps: Bool) -> [Position] {
    guard shape.hasVisibleSlides else { return [] }
    var pager = Pager(shape: shape)
    var positions = [pager.position]
    while let next = pager.next()?.to {
      // Without steps a slide's later step replaces its earlier one as the walk goes, rather
      // than every step being kept and filtered after (two lists of every position at the
      // export's peak).
      let last = positions[positions.count - 1]
      if !steps, (next.section, next.page) == (last.section, last.page) {
        positions[positions.count - 1] = next
      } else {
        positions.append(next)
      }
    }
    return positions
  }

  /// The walk over `deck`'s shape; see `walk(shape:steps:)`.
  public static func walk(deck: Deck, steps: Bool) -> [Position] {
    walk(shape: PagerShape(deck: deck), steps: steps)
  }
}
