import SegueCore

/// The time spent on each slide while rehearsing (`segue present --rehearse`), summed over
/// visits.
///
/// The state notes the slide shown after every event, at the event's time, so time is counted
/// by the same clock that drives everything else and a test gives it the times it wants. Steps
/// belong to their slide: moving through a slide's pauses keeps counting for that slide.
public struct Rehearsal: Sendable, Equatable {
  /// Milliseconds per slide, by deck-wide slide index.
  public private(set) var milliseconds: [Int: Int] = [:]
  /// The slide being timed and since when.
  private var slide: Int?
  private var since = 0

  public init() {}

  /// From `now` on, slide `index` is shown; the time since the last note goes to the slide
  /// shown until now.
  public mutating func note(slide index: Int, at now: Int) {
    close(at: now)
    slide = index
    since = now
  }

  /// The rehearsal ends at `now`: the slide shown gets its last stretch.
  public mutating func finish(at now: Int) {
    close(at: now)
    slide = nil
  }

  private mutating func close(at now: Int) {
    guard let slide else { return }
    milliseconds[slide, default: 0] += max(0, now - since)
    since = now
  }
}
