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

  /// The pacing of a deck's slides over `duration` seconds.
  public init(deck: Deck, duration: Int) {
    let slides = deck.sections.flatMap(\.slides)
    self.init(
      duration: duration, explicit: slides.map { _ in nil },
      shown: slides.map { !$0.layout.isSkipped })
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
  public static func clock(_ seconds: Int) -> String {
    let s = abs(seconds)
    let sign = seconds < 0 ? "-" : ""
    let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    if s >= 3600 { return "\(sign)\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" }
    return "\(sign)\(s / 60):\(two(s % 60))"
  }

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

/// `20m`, `90s`, `1h30m`, `1:30` (minutes and seconds) or a bare number of minutes, in seconds.
public enum DurationText {
  public static func seconds(_ text: String) -> Int? {
    if text.contains(":") {
      let parts = text.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let m = Int(parts[0]), let s = Int(parts[1]), m >= 0,
        (0..<60).contains(s)
      else { return nil }
      return m * 60 + s
    }
    if let minutes = Int(text) { return minutes > 0 ? minutes * 60 : nil }
    var total = 0
    var number = ""
    for c in text {
      if c.isASCII && c.isNumber {
        number.append(c)
        continue
      }
      guard let n = Int(number) else { return nil }
      switch c {
      case "h": total += n * 3600
      case "m": total += n * 60
      case "s": total += n
      default: return nil
      }
      number = ""
    }
    guard number.isEmpty, total > 0 else { return nil }
    return total
  }
}
