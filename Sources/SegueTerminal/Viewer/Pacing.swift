import SegueCore

/// Time budgets per slide and whether the speaker is ahead of them or behind.
///
/// Slides with a budget of their own keep it; the rest of the duration is shared equally by
/// the other slides that are shown (skipped slides get nothing), the remainder of the division
/// going to the first ones, so the budgets add up to the duration exactly. Pure arithmetic in
/// whole seconds, tested as named cases.
public struct Pacing: Sendable, Equatable {
  /// Seconds per slide, by global slide number.
  public var budgets: [Int]
  public var duration: Int

  /// Where the speaker stands against the plan.
  public enum Status: Sendable, Equatable {
    /// Reached this slide this many seconds before its planned start.
    case ahead(Int)
    /// Within this slide's budget.
    case onTime
    /// Still on this slide this many seconds after its budget ran out.
    case behind(Int)
    /// Past the whole duration by this many seconds.
    case over(Int)
  }

  /// - Parameters:
  ///   - explicit: a budget per slide, or nil where the deck gives none.
  ///   - shown: whether each slide is shown (not skipped).
  public init(duration: Int, explicit: [Int?], shown: [Bool]) {
    self.duration = duration
    let fixed = zip(explicit, shown).reduce(0) { $0 + ($1.1 ? ($1.0 ?? 0) : 0) }
    let open = zip(explicit, shown).filter { $0.0 == nil && $0.1 }.count
    let rest = max(0, duration - fixed)
    let share = open > 0 ? rest / open : 0
    var remainder = open > 0 ? rest % open : 0
    budgets = zip(explicit, shown).map { budget, isShown in
      guard isShown else { return 0 }
      if let budget { return budget }
      defer { remainder = max(0, remainder - 1) }
      return share + (remainder > 0 ? 1 : 0)
    }
  }

  /// The pacing of a deck's slides over `duration` seconds, or, without one, over the sum of
  /// the deck's own budgets; nil when there is neither.
  ///
  /// A slide's `time:` comes first; a section's `time:` is then shared equally by its slides
  /// without one (what is left of it after theirs); the rest of the duration by the slides
  /// that have neither.
  public init?(deck: Deck, duration: Int?) {
    let explicit = Self.explicitBudgets(deck)
    let shown = deck.sections.flatMap(\.slides).map { !$0.layout.isSkipped }
    guard let total = duration ?? Self.plannedTotal(explicit, shown: shown) else { return nil }
    self.init(duration: total, explicit: explicit, shown: shown)
  }

  /// The sum of the budgets the deck gives, nil when it gives none.
  static func plannedTotal(_ explicit: [Int?], shown: [Bool]) -> Int? {
    let given = zip(explicit, shown).compactMap { $1 ? $0 : nil }
    return given.isEmpty ? nil : given.reduce(0, +)
  }

  /// Each slide's budget from the deck: its own, else its share of its section's.
  static func explicitBudgets(_ deck: Deck) -> [Int?] {
    deck.sections.flatMap { section -> [Int?] in
      let own = section.slides.map { $0.layout.isSkipped ? nil : $0.budget }
      guard let budget = section.budget else { return own }
      let shown = section.slides.map { !$0.layout.isSkipped }
      return Pacing(duration: budget, explicit: own, shown: shown).budgets.enumerated().map {
        shown[$0.offset] ? $0.element : nil
      }
    }
  }

  /// When slide `index` is planned to start, in seconds from the start of the talk.
  public func plannedStart(of index: Int) -> Int {
    budgets.prefix(max(0, index)).reduce(0, +)
  }

  /// The speaker's status `elapsed` seconds into the talk, on slide `index`.
  public func status(elapsed: Int, slide index: Int) -> Status {
    if elapsed > duration { return .over(elapsed - duration) }
    let start = plannedStart(of: index)
    let end = start + (budgets.indices.contains(index) ? budgets[index] : 0)
    if elapsed < start { return .ahead(start - elapsed) }
    if elapsed > end { return .behind(elapsed - end) }
    return .onTime
  }

  /// `m:ss` (or `h:mm:ss`) for a number of seconds.
  public static func clock(_ seconds: Int) -> String { DurationText.clock(seconds) }

  /// How a status reads in the speaker view.
  public static func describe(_ status: Status) -> String {
    switch status {
    case .ahead(let s): "\(clock(s)) ahead"
    case .onTime: "on time"
    case .behind(let s): "\(clock(s)) behind"
    case .over(let s): "\(clock(s)) over time"
    }
  }
}
