import SegueCore
import SegueRender
import SegueTerminal

/// Everything a talk starts from: the deck as read, its theme, and what the command line
/// asked for. `PresentCommand.run` makes it from the arguments; `segue theme preview` makes
/// one for its sample deck.
struct PresentOptions {
  var deck: Deck
  /// The deck's text; `deckSource` reads it again on reloads.
  var source: SourceText
  var deckSource: DeckSource
  var theme: Theme
  /// Resolves the theme again when its files or the deck's `theme:` change.
  var resolver: ThemeResolver
  /// The files `theme` was read from, watched.
  var themeFiles: [String] = []
  /// The files the deck's `file` code blocks show, watched with the deck.
  var includedFiles: [String] = []
  /// Set when nothing chose a theme: the terminal's background picks one of the two.
  var terminalThemes: TerminalThemes?
  /// The chosen theme's counterpart, for a terminal background its text cannot be read on.
  var counterpart: Theme?
  /// The chosen theme's name when COLORFGBG switched it to its counterpart at start.
  var switchedFrom: String?
  /// Where the talk starts (`--start`, `--resume`); the first slide when nil.
  var start: Position?
  /// `--no-transitions` turns them off.
  var transitions = true
  /// `-x`, `-X`: what may run; nothing unless the person presenting says so.
  var exec = ExecPermission.none
  /// `--colors`; nil asks the terminal.
  var depth: ColorDepth?
  /// `--record FILE`.
  var record: String?
  var imageProtocol: ImageProtocolOption = .auto
  /// The key bindings: the standard table with the config's over it.
  var keys = KeyTable.standard
  var memory = PresentCommand.Memory()
  /// `--auto-advance`, `--loop`.
  var autoAdvance = AutoAdvance()
  /// The files read, which the recording must not be.
  var inputs = InputFiles()
  /// The files the deck read outside its tree over the talk, named on stderr after it.
  var outside: OutsideFiles?
  /// Why the deck's own theme did not load, shown in a banner.
  var themeProblem: Diagnostic?
  /// A deck's theme name that is no theme: said on stderr after the talk, not in front of
  /// the audience.
  var themeNote: ThemeResolution?

  /// Where the theme's problem is said: a name no theme has after the talk, any other in
  /// the banner at its start.
  mutating func note(_ resolution: ThemeResolution) {
    themeProblem = resolution.nameUnknown ? nil : resolution.problem
    themeNote = resolution.nameUnknown ? resolution : nil
  }

  init(
    deck: Deck, source: SourceText, deckSource: DeckSource, theme: Theme,
    resolver: ThemeResolver
  ) {
    self.deck = deck
    self.source = source
    self.deckSource = deckSource
    self.theme = theme
    self.resolver = resolver
  }
}
