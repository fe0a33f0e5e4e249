import SegueCore

/// What a key press asks the presenter to do.
public enum PresenterCommand: Equatable, Sendable {
  case next, previous, nextSection, previousSection, first, last
  /// 1-based section number, as typed.
  case selectSection(Int)
  /// 1-based slide number, as typed (`12G`).
  case goToSlide(Int)
  case openPrompt, help, overview, notes, reload, quit
}

/// Turns keys into commands in the slide view: counts (`12G`), `gg`, and the bindings of
/// DESIGN.md §5. Pure, so every binding is tested without a terminal.
///
/// A digit pressed alone selects its section at once, like tapping a segment. It also starts
/// a count that more digits extend and `G` turns into a slide number, for up to
/// `countTimeoutMilliseconds` between keys: `1`, `0`, `G` typed slowly still lands on slide
/// 10 (after showing section 1 on the way). Any other key ends the count.
public struct KeyInterpreter: Sendable {
  public static let countTimeoutMilliseconds = 1000

  private var count: Int?
  private var pendingG = false

  public init() {}

  /// Whether a count or a `g` is waiting (the presenter then wakes up after the timeout).
  public var isWaiting: Bool { count != nil || pendingG }

  /// The commands for one key, in order.
  public mutating func interpret(_ key: Key) -> [PresenterCommand] {
    if case .character(let c) = key, let digit = c.wholeNumberValue, c.isASCII {
      pendingG = false
      let startsCount = count == nil
      count = min(99_999, (count ?? 0) * 10 + digit)
      return startsCount && (1...9).contains(digit) ? [.selectSection(digit)] : []
    }
    if key == .character("G") {
      defer { count = nil }
      pendingG = false
      return [count.map { .goToSlide($0) } ?? .last]
    }
    count = nil
    if key == .character("g") {
      pendingG.toggle()
      return pendingG ? [] : [.first]
    }
    pendingG = false
    return Self.binding(key).map { [$0] } ?? []
  }

  /// No key came in time: the count (or a lone `g`) is forgotten.
  public mutating func timeout() {
    count = nil
    pendingG = false
  }

  static func binding(_ key: Key) -> PresenterCommand? {
    switch key {
    case .right, .pageDown, .enter, .character(" "), .character("l"), .character("n"):
      return .next
    case .left, .pageUp, .backspace, .character("h"), .character("p"):
      return .previous
    case .tab, .down, .character("]"), .character("j"): return .nextSection
    case .backTab, .up, .character("["), .character("k"): return .previousSection
    case .home: return .first
    case .end: return .last
    case .character(":"): return .openPrompt
    case .character("?"): return .help
    case .character("o"): return .overview
    case .character("N"): return .notes
    case .character("r"), .control("r"): return .reload
    case .character("q"), .control("c"): return .quit
    default: return nil
    }
  }

  /// Every binding, as the help overlay lists it.
  public static let helpLines: [(keys: String, action: String)] = [
    ("→ l Space n PgDn Enter", "next step or slide"),
    ("← h Backspace p PgUp", "previous"),
    ("Tab ] ↓ j", "next section"),
    ("Shift-Tab [ ↑ k", "previous section"),
    ("1 … 9", "select section n"),
    ("g g / Home", "first slide"),
    ("G / End", "last slide"),
    ("<n> G", "go to slide n"),
    (":n ⏎  :s/p ⏎", "go to slide n, or section s page p"),
    ("o", "overview: arrows and Enter jump"),
    ("N", "the slide's speaker notes"),
    ("r / Ctrl-R", "reload the deck"),
    ("?", "this help"),
    ("q / Ctrl-C", "quit"),
    ("mouse", "click a segment or a dot; the wheel pages"),
  ]
}
