/// Everything a key can ask for, in every mode of the presenter and of the second-screen views:
/// the one list that `KeyTable` binds keys to, and the one place each action's help text is
/// written (the `?` overlay, `--help` and the docs' key tables all read it).
///
/// No payload: a count (`12G`) or a typed character travels beside the action in a `Command`,
/// so the config file can name an action (`next`, `select_section`: `configName`).
public enum Action: String, CaseIterable, Sendable {
  // Moving through the talk: the presenter's slides and notes, and the speaker view.
  case next, previous, nextSection, previousSection, first, last
  /// Takes the digit as its section number.
  case selectSection
  /// Takes the count as its slide number.
  case goToSlide
  // The presenter's overlays and commands.
  case openPrompt, overview, notes, help, reload, close, quit
  // Live code (`-x`): run or stop the slide's next snippet; give the keys to its terminal.
  case runSnippet, focusTerminal
  // The overview.
  case selectNext, selectPrevious, selectNextPage, selectPreviousPage, jump
  // The `:` prompt.
  case type, erase, submit
  // The speaker view.
  case scrollNotesDown, scrollNotesUp, restartTimer
  // Search (`/`), a slide taller than the screen, auto-advance.
  case search, nextMatch, previousMatch, clearSearch, scrollDown, scrollUp, toggleAutoAdvance

  /// What the action does, as the help overlay and the docs say it.
  public var help: String {
    switch self {
    case .next: "next step or slide"
    case .previous: "previous"
    case .nextSection: "next section"
    case .previousSection: "previous section"
    case .selectSection: "select section n at once, like tapping a segment"
    case .first: "first slide"
    case .last: "last slide"
    case .goToSlide: "go to slide n"
    case .openPrompt: "go to slide n (:12⏎) or section s page p (:2/3⏎)"
    case .overview: "overview of every section and slide"
    case .notes: "the slide's speaker notes (N or Esc closes)"
    case .help: "this key help"
    case .reload: "reload now (the file is also watched)"
    case .close: "close the overlay, the prompt or an error banner"
    case .quit: "quit"
    case .runSnippet: "run the slide's next snippet (-x), or stop it"
    case .focusTerminal: "keys to the slide's terminal program, and back"
    case .selectNext: "select the next slide"
    case .selectPrevious: "select the previous slide"
    case .selectNextPage: "ten slides down"
    case .selectPreviousPage: "ten slides up"
    case .jump: "go to the selected slide"
    case .type: "type a slide number, or section/page"
    case .erase: "erase a character (closes an empty prompt)"
    case .submit: "go there"
    case .scrollNotesDown: "scroll the notes down"
    case .scrollNotesUp: "scroll the notes up"
    case .restartTimer: "restart the talk's timer"
    case .search: "search the slides and notes (/word⏎)"
    case .nextMatch: "next match (wraps)"
    case .previousMatch: "previous match (wraps)"
    case .clearSearch: "clear the search"
    case .scrollDown: "scroll a long slide down half a screen"
    case .scrollUp: "scroll a long slide up half a screen"
    case .toggleAutoAdvance: "pause or resume auto-advance"
    }
  }
}

/// An action as a key asked for it: with the count typed before the key (`12G`) or the digit
/// that selects a section, and the key itself (the prompt types its character).
public struct Command: Equatable, Sendable {
  public var action: Action
  public var count: Int?
  public var key: Key

  public init(_ action: Action, count: Int? = nil, key: Key) {
    self.action = action
    self.count = count
    self.key = key
  }
}
