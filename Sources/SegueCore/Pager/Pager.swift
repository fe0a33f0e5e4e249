/// Where the presentation stands and how commands move it: a pure value over a deck's shape.
///
/// Every command proposes a position and returns the `Transition` it made, or nil when nothing
/// changed, so callers animate and redraw only on a real change. The pager does no I/O and knows
/// nothing of terminals; the presenter and the exporters drive the same value, which is why the
/// export order is the navigation order (`walk`).
///
/// Skipped slides (`<!-- skip_slide -->`) are never landed on: `next`, `previous`, `first`, `last`
/// and the section commands pass over them, and a section whose slides are all skipped is passed
/// over as a whole. In a deck where every slide is skipped the pager stays at `Position.start` and
/// every command returns nil.
public struct Pager: Hashable, Sendable {
  /// The deck's shape: sections, slides, steps, skipped slides.
  public let shape: PagerShape
  /// The current position; always valid for `shape` (see `PagerShape.isValid`).
  public private(set) var position: Position

  /// A pager at the first slide that may be shown, step 0.
  public init(shape: PagerShape) {
    self.shape = shape
    self.position = shape.firstPosition
  }

  /// A pager at `position`, clamped into the deck (see `PagerShape.clamp`).
  ///
  /// Used when a reload changes the deck: the presenter keeps its place as well as the new deck
  /// allows, even when the deck shrank.
  public init(shape: PagerShape, at position: Position) {
    self.shape = shape
    self.position = shape.clamp(position)
  }

  /// A pager over `deck`, at its first slide that may be shown.
  public init(deck: Deck) {
    self.init(shape: PagerShape(deck: deck))
  }

  /// A pager over `deck` at `position`, clamped into the deck.
  public init(deck: Deck, at position: Position) {
    self.init(shape: PagerShape(deck: deck), at: position)
  }

  // MARK: Numbering, for footers (`{slide}/{slides}`)

  /// How many slides the deck has, skipped ones included.
  public var slideCount: Int { shape.slideCount }

  /// The 0-based global number of the slide at `position`.
  public func globalSlideIndex(of position: Position) -> Int {
    shape.globalSlideIndex(of: position)
  }

  /// Step 0 of the slide with 0-based global number `index`, or nil when there is none.
  public func position(ofGlobalSlide index: Int) -> Position? {
    shape.position(ofGlobalSlide: index)
  }

  /// The 0-based global number of the current slide.
  public var currentSlideIndex: Int { shape.globalSlideIndex(of: position) }

  // MARK: Stepping

  /// Reveals the next step, or moves to the next slide that may be shown, at step 0.
  ///
  /// Crosses section boundaries; returns nil on the last step of the last slide.
  public mutating func next() -> Transition? {
    if position.step + 1 < shape.steps(at: position) {
      var to = position
      to.step += 1
      return move(to: to)
    }
    guard let slide = shape.visibleSlide(from: currentSlideIndex + 1, .forward) else { return nil }
    return move(to: shape.opening(ofSlide: slide))
  }

  /// Hides the last revealed step, or moves back to the previous slide, fully revealed.
  ///
  /// Going back onto a slide shows it as it was left: on its last step. Returns nil at step 0 of
  /// the first slide that may be shown.
  public mutating func previous() -> Transition? {
    if position.step > 0 {
      var to = position
      to.step -= 1
      return move(to: to)
    }
    guard let slide = shape.visibleSlide(from: currentSlideIndex - 1, .reverse) else { return nil }
    return move(to: shape.fullyRevealed(slide: slide))
  }

  /// Jumps to step 0 of the first slide that may be shown; nil when already there.
  public mutating func first() -> Transition? {
    move(to: shape.firstPosition)
  }

  /// Jumps to step 0 of the last slide that may be shown; nil when already there.
  ///
  /// Step 0, as presenterm does: a jump shows a slide from its beginning. So `last()` from the
  /// final step of the last slide is a reverse transition back to its step 0.
  public mutating func last() -> Transition? {
    move(to: shape.lastPosition)
  }

  // MARK: Moving

  /// Moves to `proposed` after clamping it; the one place the position changes.
  ///
  /// Returns nil when the clamped position is where the pager already is, and always when every
  /// slide is skipped, so a deck with nothing to show never moves.
  mutating func move(to proposed: Position) -> Transition? {
    guard shape.hasVisibleSlides else { return nil }
    let to = shape.clamp(proposed)
    guard to != position else { return nil }
    let transition = Transition(from: position, to: to)
    position = to
    return transition
  }
}
