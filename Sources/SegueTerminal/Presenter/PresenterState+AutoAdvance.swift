import SegueCore
import SegueRender

/// `--auto-advance 20s` and `<!-- auto_advance: 5s -->`: the talk moves on by itself, with
/// `--loop` back to the first slide after the last (a kiosk). Any key pauses it, so a person
/// who steps up to the screen is not interrupted; `a` resumes.
public struct AutoAdvance: Sendable, Equatable {
  /// Milliseconds on each step of a slide without its own `auto_advance`; nil: only such
  /// slides advance.
  public var interval: Int?
  /// After the last slide, start again at the first.
  public var loops: Bool
  var paused = false
  /// When the talk moves on next, and the position that time was set for.
  var due: Int?
  var armedAt: Position?

  public init(interval: Int? = nil, loops: Bool = false) {
    self.interval = interval
    self.loops = loops
  }

  /// The line at the bottom while paused.
  static let pausedLine = "⏸ auto-advance paused · a resumes"
}

extension PresenterState {
  /// The milliseconds the current slide waits, if it advances at all.
  var advanceInterval: Int? {
    let slide = deck.sections[pager.position.section].slides[pager.position.page]
    return slide.layout.autoAdvance.map { $0 * 1000 } ?? autoAdvance.interval
  }

  /// Sets the time to move on whenever the position changed (a step, a slide, a reload).
  mutating func armAutoAdvance(at now: Int) {
    guard autoAdvance.armedAt != pager.position else { return }
    autoAdvance.armedAt = pager.position
    autoAdvance.due = advanceInterval.map { now + $0 }
  }

  /// When the talk moves on by itself; nil while paused.
  var autoAdvanceDue: Int? { autoAdvance.paused ? nil : autoAdvance.due }

  /// Moves on when it is time: a long slide's next screen, the next step or slide, or with
  /// `--loop` the first slide after the last.
  mutating func autoAdvanceTimeout(at now: Int) -> [PresenterEffect] {
    guard let due = autoAdvanceDue, now >= due, let interval = advanceInterval else { return [] }
    autoAdvance.due = now + interval
    var effects = next(at: now)
    if effects.isEmpty && autoAdvance.loops {
      effects = navigate(navigation.pager.first(), at: now)
    }
    if effects.isEmpty { autoAdvance.due = nil }
    return effects
  }

  /// A key pressed while the talk advances by itself pauses it (the key still does its own
  /// work); `a` resumes it, or pauses it.
  mutating func pauseAutoAdvance(for action: Action?) -> [PresenterEffect] {
    guard action != .toggleAutoAdvance, autoAdvance.due != nil, !autoAdvance.paused else {
      return []
    }
    autoAdvance.paused = true
    return [redraw()]
  }

  /// `a`: resumes a paused auto-advance from now, or pauses a running one.
  mutating func toggleAutoAdvance(at now: Int) -> [PresenterEffect] {
    guard let interval = advanceInterval else { return [] }
    autoAdvance.paused.toggle()
    if !autoAdvance.paused { autoAdvance.due = now + interval }
    return [redraw()]
  }
}
