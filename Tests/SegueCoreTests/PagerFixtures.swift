import SegueCore
import SegueTestSupport

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

// In the test support now (the render tests generate decks too); the names stay this
// module's, so its generators need no import of their own.
typealias SplitMix64 = SegueTestSupport.SplitMix64
typealias SeededChoices = SegueTestSupport.SeededChoices
