/// What the pager needs from a deck: per section, per slide, its step count and whether it is skipped.
///
/// The pager holds this instead of the deck so that it stays a small value with no blocks in it,
/// and so that tests can describe decks by their shape alone. It also answers the questions every
/// command asks: global slide numbers, where the nearest slide that may be shown is, and how to
/// make any proposed position valid (`clamp`).
///
/// Slide numbering counts every slide, skipped ones included: numbers match the deck's structure
/// (`segue check`) and stay put when a `skip_slide` is added or removed.
public struct PagerShape: Hashable, Sendable {
  /// One slide as the pager sees it.
  public struct SlideShape: Hashable, Sendable {
    /// How many steps the slide reveals; at least 1.
    public var steps: Int
    /// `<!-- skip_slide -->`: navigation never lands on it.
    public var isSkipped: Bool

    public init(steps: Int = 1, isSkipped: Bool = false) {
      self.steps = max(1, steps)
      self.isSkipped = isSkipped
    }
  }

  /// The slides of each section, in reading order.
  public let sections: [[SlideShape]]
  /// Every slide in reading order; a global slide number indexes it.
  private let slides: [SlideShape]
  /// The position (at step 0) of each global slide number.
  private let locations: [Position]
  /// The global number of each section's first slide.
  private let sectionStarts: [Int]

  /// Builds a shape; there must be at least one section and every section must have a slide.
  ///
  /// This is the `Deck` invariant; a shape without slides would leave the pager nowhere to stand.
  public init(sections: [[SlideShape]]) {
    precondition(
      !sections.isEmpty && sections.allSatisfy { !$0.isEmpty },
      "a pager needs at least one section and a slide in every section")
    self.sections = sections
    self.slides = sections.flatMap { $0 }
    var locations: [Position] = []
    locations.reserveCapacity(slides.count)
    var starts: [Int] = []
    starts.reserveCapacity(sections.count)
    for (s, section) in sections.enumerated() {
      starts.append(locations.count)
      for page in section.indices { locations.append(Position(section: s, page: page)) }
    }
    self.locations = locations
    self.sectionStarts = starts
  }

  /// The shape of a parsed deck.
  public init(deck: Deck) {
    self.init(
      sections: deck.sections.map { section in
        section.slides.map { SlideShape(steps: $0.steps, isSkipped: $0.layout.isSkipped) }
      })
  }

  // MARK: Numbering

  /// How many slides the deck has, skipped ones included.
  public var slideCount: Int { slides.count }

  /// Whether any slide may be shown; when none may, the pager stays at `Position.start`.
  public var hasVisibleSlides: Bool { slides.contains { !$0.isSkipped } }

  /// The 0-based global number of the slide at `position` (whose section and page are in range).
  public func globalSlideIndex(of position: Position) -> Int {
    sectionStarts[position.section] + position.page
  }

  /// Step 0 of the slide with 0-based global number `index`, or nil when there is no such slide.
  public func position(ofGlobalSlide index: Int) -> Position? {
    locations.indices.contains(index) ? locations[index] : nil
  }

  /// The number of steps of the slide at `position` (whose section and page are in range).
  public func steps(at position: Position) -> Int {
    sections[position.section][position.page].steps
  }

  /// Whether `position` names an existing step of a slide that may be shown.
  ///
  /// In a deck where every slide is skipped, `Position.start` is the one valid position.
  public func isValid(_ position: Position) -> Bool {
    guard sections.indices.contains(position.section),
      sections[position.section].indices.contains(position.page)
    else { return false }
    let slide = sections[position.section][position.page]
    guard (0..<slide.steps).contains(position.step) else { return false }
    return !slide.isSkipped || (!hasVisibleSlides && position == .start)
  }

  // MARK: Finding slides that may be shown

  /// The nearest global slide number from `index` (inclusive) in `direction` that is not skipped.
  func visibleSlide(from index: Int, _ direction: Direction) -> Int? {
    switch direction {
    case .forward:
      return slides.indices.dropFirst(max(0, index)).first { !slides[$0].isSkipped }
    case .reverse:
      guard index >= 0 else { return nil }
      return slides.indices.prefix(index + 1).last { !slides[$0].isSkipped }
    }
  }

  /// The nearest page of `section` from `page` (inclusive) in `direction` that is not skipped.
  func visiblePage(inSection section: Int, from page: Int, _ direction: Direction) -> Int? {
    let pages = sections[section]
    switch direction {
    case .forward:
      return pages.indices.dropFirst(max(0, page)).first { !pages[$0].isSkipped }
    case .reverse:
      guard page >= 0 else { return nil }
      return pages.indices.prefix(page + 1).last { !pages[$0].isSkipped }
    }
  }

  /// Step 0 of the global slide `index`: where moving or jumping forward onto a slide lands.
  func opening(ofSlide index: Int) -> Position { locations[index] }

  /// The last step of the global slide `index`: where going back onto a slide lands (fully revealed).
  func fullyRevealed(slide index: Int) -> Position {
    var position = locations[index]
    position.step = slides[index].steps - 1
    return position
  }

  /// Step 0 of the first slide that may be shown, or `Position.start` when every slide is skipped.
  public var firstPosition: Position {
    visibleSlide(from: 0, .forward).map(opening(ofSlide:)) ?? .start
  }

  /// Step 0 of the last slide that may be shown, or `Position.start` when every slide is skipped.
  ///
  /// Step 0 rather than fully revealed, as presenterm does: "last" jumps to a slide, and a jump
  /// shows a slide from its beginning.
  public var lastPosition: Position {
    visibleSlide(from: slides.count - 1, .reverse).map(opening(ofSlide:)) ?? .start
  }

  // MARK: Clamping

  /// Turns any proposed position into a valid one, as near to it as the deck allows.
  ///
  /// Section, page and step are each clamped into range (so a reload that shrinks the deck keeps
  /// the presenter as close as it can to where it was). A position on a skipped slide moves to the
  /// next slide that may be shown, at step 0; when there is none after it, to the previous one,
  /// fully revealed — the states `next()` and `previous()` would reach. When every slide is
  /// skipped the answer is `Position.start`.
  public func clamp(_ proposed: Position) -> Position {
    let section = min(max(proposed.section, 0), sections.count - 1)
    let page = min(max(proposed.page, 0), sections[section].count - 1)
    let slide = sections[section][page]
    let step = min(max(proposed.step, 0), slide.steps - 1)
    let position = Position(section: section, page: page, step: step)
    guard slide.isSkipped else { return position }
    let index = globalSlideIndex(of: position)
    if let after = visibleSlide(from: index, .forward) { return opening(ofSlide: after) }
    if let before = visibleSlide(from: index, .reverse) { return fullyRevealed(slide: before) }
    return .start
  }
}
