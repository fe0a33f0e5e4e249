/// Where the pager stands: a section, a page (slide) in it, and a step of that slide.
///
/// All three are 0-based; numbers shown to people are 1-based and converted at the edges
/// (`SlideReference`, the footer). Positions compare in reading order — section first, then page,
/// then step — which is the order `next()` visits them, so `a < b` means "a comes before b".
public struct Position: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var section: Int
  public var page: Int
  public var step: Int

  public init(section: Int, page: Int, step: Int = 0) {
    self.section = section
    self.page = page
    self.step = step
  }

  /// The first position of any deck: section 0, page 0, step 0.
  public static let start = Position(section: 0, page: 0, step: 0)

  public static func < (a: Position, b: Position) -> Bool {
    (a.section, a.page, a.step) < (b.section, b.page, b.step)
  }

  /// `section.page.step`, 0-based, for test failures and debugging (not for people).
  public var description: String { "\(section).\(page).\(step)" }
}

/// Which way a transition moves through the deck.
///
/// Animations use it: a new slide slides in from the right on `forward`, from the left on `reverse`.
public enum Direction: Hashable, Sendable {
  case forward
  case reverse
}

/// A change of position, returned by every pager command that changes something.
///
/// The direction is never chosen by the command: it is `forward` when `to` comes after `from` in
/// reading order and `reverse` otherwise, so a jump back to the start of the current slide is a
/// reverse transition like any other move backwards.
public struct Transition: Hashable, Sendable, CustomStringConvertible {
  public let from: Position
  public let to: Position
  public let direction: Direction

  public init(from: Position, to: Position) {
    self.from = from
    self.to = to
    self.direction = to > from ? .forward : .reverse
  }

  public var description: String { "\(from) → \(to) \(direction)" }
}
