import SegueCore

/// A deck's shape written compactly: sections split by `|`, slides by spaces; a slide is its step
/// count, prefixed with `x` when skipped. `"2 1 | x1 3"` is two sections: a 2-step slide and a
/// 1-step slide, then a skipped slide and a 3-step slide.
func shape(_ spec: String) -> PagerShape {
  PagerShape(
    sections: spec.split(separator: "|").map { section in
      section.split(separator: " ").map { slide in
        let isSkipped = slide.hasPrefix("x")
        return PagerShape.SlideShape(steps: Int(slide.drop { $0 == "x" })!, isSkipped: isSkipped)
      }
    })
}

/// A position, 0-based, written the short way in tables.
func at(_ section: Int, _ page: Int, step: Int = 0) -> Position {
  Position(section: section, page: page, step: step)
}

/// A pager command, named as the presenter's key bindings would call it.
enum PagerCommand: Hashable, Sendable, CustomStringConvertible {
  case next, previous, nextSection, previousSection, first, last
  case selectSection(Int)
  case goToPage(Int)
  case goToSlide(Int)
  case goTo(String)

  var description: String {
    switch self {
    case .next: "next"
    case .previous: "previous"
    case .nextSection: "nextSection"
    case .previousSection: "previousSection"
    case .first: "first"
    case .last: "last"
    case .selectSection(let i): "selectSection(\(i))"
    case .goToPage(let n): "goToPage(\(n))"
    case .goToSlide(let n): "goToSlide(\(n))"
    case .goTo(let text): "goTo(\"\(text)\")"
    }
  }
}

extension Pager {
  /// Runs one command, as the presenter would.
  mutating func run(_ command: PagerCommand) throws(SlideReferenceError) -> Transition? {
    switch command {
    case .next: next()
    case .previous: previous()
    case .nextSection: nextSection()
    case .previousSection: previousSection()
    case .first: first()
    case .last: last()
    case .selectSection(let i): selectSection(i)
    case .goToPage(let n): goToPage(n)
    case .goToSlide(let n): goToSlide(n)
    case .goTo(let text): try goTo(text)
    }
  }
}

/// SplitMix64: a tiny seeded generator, so random tests replay exactly on every machine.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The choices of the generated-deck property tests, all drawn from one `SplitMix64`.
protocol SeededChoices {
  var rng: SplitMix64 { get set }
}

extension SeededChoices {
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func pick<T>(_ options: [T]) -> T { options[number(0...options.count - 1)] }
}
