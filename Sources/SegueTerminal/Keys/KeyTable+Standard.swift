/// The default bindings (DESIGN.md §5): every key of every mode, written once.
extension KeyTable {
  public static let standard = KeyTable(modes: [
    .slides: slides, .notes: notes, .help: help, .overview: overview, .prompt: prompt,
    .speaker: speaker, .follow: follow, .terminal: terminal, .search: search, .found: found,
  ])

  /// Moving through the talk: the presenter's and the speaker view's.
  static let moving: [Binding] = [
    Binding(
      .next, [.key(.right), .char("l"), .char(" "), .char("n"), .key(.pageDown), .key(.enter)]),
    Binding(.previous, [.key(.left), .char("h"), .key(.backspace), .char("p"), .key(.pageUp)]),
    Binding(.nextSection, [.key(.tab), .char("]"), .key(.down), .char("j")]),
    Binding(.previousSection, [.key(.backTab), .char("["), .key(.up), .char("k")]),
    Binding(.selectSection, [.digit]),
    Binding(.first, [.keys([.character("g"), .character("g")]), .key(.home)]),
    Binding(.last, [.char("G"), .key(.end)]),
    Binding(.goToSlide, [.counted([.character("G")])]),
  ]

  static let quitting = Binding(.quit, [.char("q"), .key(.control("c"))])

  static let slides: [Binding] =
    moving + [
      Binding(.openPrompt, [.char(":")]),
      Binding(.search, [.char("/")]),
      Binding(.scrollDown, [.char("J"), .key(.control("d"))]),
      Binding(.scrollUp, [.char("K"), .key(.control("u"))]),
      Binding(.toggleAutoAdvance, [.char("a")]),
      Binding(.overview, [.char("o")]),
      Binding(.notes, [.char("N")]),
      Binding(.reload, [.char("r"), .key(.control("r"))]),
      Binding(.help, [.char("?")]),
      Binding(.close, [.key(.escape)]),
      Binding(.runSnippet, [.key(.control("e"))]),
      focusing,
      quitting,
    ]

  static let focusing = Binding(.focusTerminal, [.key(.control("t"))])

  /// A focused terminal program gets every other key, Ctrl-C and `q` included.
  static let terminal: [Binding] = [focusing]

  /// The notes stay open while paging, so they follow the talk; `N` closes them.
  static let notes: [Binding] =
    [Binding(.close, [.key(.escape), .char("N")])]
    + slides.filter { $0.action != .notes && $0.action != .close }

  static let help: [Binding] = [Binding(.close, [.key(.escape), .char("?"), .char("q")])]

  static let overview: [Binding] = [
    Binding(.selectNext, [.key(.down), .char("j"), .key(.tab)]),
    Binding(.selectPrevious, [.key(.up), .char("k"), .key(.backTab)]),
    Binding(.selectNextPage, [.key(.pageDown)]),
    Binding(.selectPreviousPage, [.key(.pageUp)]),
    Binding(.jump, [.key(.enter)]),
    Binding(.close, [.key(.escape), .char("o"), .char("q")]),
  ]

  static let prompt: [Binding] = [
    Binding(.type, [.character(in: "0123456789/ ")]),
    Binding(.erase, [.key(.backspace)]),
    Binding(.submit, [.key(.enter)]),
    Binding(.close, [.key(.escape), .key(.control("c"))]),
  ]

  /// Typing a search: any other character is typed (`PresenterState+Search.swift`).
  static let search: [Binding] = [
    Binding(.erase, [.key(.backspace)]),
    Binding(.submit, [.key(.enter)]),
    Binding(.close, [.key(.escape), .key(.control("c"))]),
  ]

  /// The slides while a search's matches are shown: `n` and `N` go from match to match, as in
  /// vim and less, instead of paging and opening the notes; Esc clears the search.
  static let found: [Binding] =
    [
      Binding(.nextMatch, [.char("n")]),
      Binding(.previousMatch, [.char("N")]),
      Binding(.clearSearch, [.key(.escape)]),
    ]
    + slides.compactMap { binding in
      guard binding.action != .close else { return nil }
      var kept = binding
      kept.triggers.removeAll { $0 == .char("n") || $0 == .char("N") }
      return kept.triggers.isEmpty ? nil : kept
    }

  static let speaker: [Binding] =
    moving + [
      Binding(.scrollNotesDown, [.char("J")]),
      Binding(.scrollNotesUp, [.char("K")]),
      Binding(.restartTimer, [.char("t")]),
      Binding(.runSnippet, [.key(.control("e"))]),
      quitting,
    ]

  static let follow: [Binding] = [quitting]
}
