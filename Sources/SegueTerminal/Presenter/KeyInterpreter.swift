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
/// A digit waits for what follows: `G` makes it a slide number, more digits extend it, and
/// anything else — or `digitTimeout` without a key — makes a single digit select that section
/// (like tapping a segment).
public struct KeyInterpreter: Sendable {
  public static let digitTimeoutMilliseconds = 300

  private var count: Int?
  private var pendingG = false

  public init() {}

  /// Whether a digit is waiting (the presenter then wakes up after the timeout).
  public var isWaiting: Bool { count != nil || pendingG }

  /// The commands for one key, in order (a pending digit may resolve first).
  public mutating func interpret(_ key: Key) -> [PresenterCommand] {
    if case .character(let c) = key, let digit = c.wholeNumberValue, c.isASCII {
      pendingG = false
      count = min(99_999, (count ?? 0) * 10 + digit)
      return []
    }
    if key == .character("G") {
      defer { count = nil }
      pendingG = false
      return [count.map { .goToSlide($0) } ?? .last]
    }
    var commands = timeout()
    if key == .character("g") {
      if pendingG {
        pendingG = false
        return commands + [.first]
      }
      pendingG = true
      return commands
    }
    pendingG = false
    if let command = Self.binding(key) { commands.append(command) }
    return commands
  }

  /// No key came after a digit: a lone digit selects its section.
  public mutating func timeout() -> [PresenterCommand] {
    defer {
      count = nil
    }
    guard let count, (1...9).contains(count) else { return [] }
    return [.selectSection(count)]
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
    ("1 … 9", "select section N"),
    ("g g / Home", "first slide"),
    ("G / End", "last slide"),
    ("N G", "go to slide N"),
    (":N ⏎  :s/p ⏎", "go to slide N, or section s page p"),
    ("o", "overview: arrows and Enter jump"),
    ("N", "the slide's speaker notes"),
    ("r / Ctrl-R", "reload the deck"),
    ("?", "this help"),
    ("q / Ctrl-C", "quit"),
    ("mouse", "click a segment or a dot; the wheel pages"),
  ]
}
