import SegueCore
import SegueRender

extension PresenterState {
  /// A deck read again: a good deck replaces the shown one at the same slide (or the nearest
  /// that still exists); anything else leaves the last good deck on screen under a banner
  /// that names the problem, until the file is good again. (`deckLoaded`, in
  /// `PresenterState+Reloading.swift`, keeps the reads one at a time around it.)
  ///
  /// "Anything else" is a deck with errors, a file that cannot be read (gone, a FIFO, a
  /// device, a directory, past the size limit: `DeckSource.load` says which), and an empty
  /// file — what an editor leaves between truncating and writing, or `: > deck.md`, which
  /// would otherwise replace the talk by one blank slide.
  mutating func applyLoaded(_ prepared: PreparedDeck) -> [PresenterEffect] {
    switch prepared.result {
    case .failure(let diagnostic):
      deckProblem = Self.bannerText(diagnostic)
    case .success(let load):
      guard let newDeck = load.deck else {
        deckProblem = load.errors.first.map(Self.bannerText) ?? "error: the deck does not load"
        break
      }
      guard !Self.isBlank(load.source) else {
        deckProblem = "error: \(load.source.fileName): the file is empty"
        break
      }
      deckProblem = nil
      let themeChanged = !ThemeReference.namesSameTheme(deck.meta.theme, newDeck.meta.theme)
      // The deck's own footer and margins are drawn over whatever theme shows it.
      let chromeChanged =
        deck.meta.footer != newDeck.meta.footer || deck.meta.margins != newDeck.meta.margins
      deck = newDeck
      source = load.source
      if deckAnnouncement != nil {
        deckAnnouncement?.hash = prepared.hash ?? DeckHash.of(load.source.text)
      }
      pager = Pager(shape: prepared.shape ?? PagerShape(deck: newDeck), at: anchor)
      showFileProblems()
      if case .overview = mode {
        mode = .overview(OverviewOverlay(deck: deck, current: pager.position))
      }
      if (themeChanged && deckChoosesTheme) || chromeChanged {
        // Drawn once the theme is known, so the new deck never shows in the old theme.
        themeRequest = .deckChanged
        return [.reloadTheme(deck, source)]
      }
    }
    showFileProblems()
    return [redraw()]
  }

  /// A theme resolved again, after the deck's `theme:` or the theme's file changed.
  mutating func themeResolved(_ resolution: ThemeResolution) -> [PresenterEffect] {
    let request = themeRequest ?? .fileChanged
    themeRequest = nil
    switch request {
    case .deckChanged:
      // A theme that does not load stays a problem until it is fixed (in the deck, or in the
      // theme file, which is watched all the same).
      use(resolution.theme)
      themeProblem = resolution.problem.map(Self.bannerText)
      themeFileProblem = nil
    case .fileChanged:
      if let error = resolution.error {
        let text = error.problems.first.map { Self.bannerText($0.diagnostic) }
        themeFileProblem = text ?? "error: the theme does not load"
      } else {
        use(resolution.theme)
        themeProblem = nil
        themeFileProblem = nil
      }
    }
    showFileProblems()
    return [redraw()]
  }

  /// The deck's theme did not load when the talk began (the default stands in): shown as a
  /// theme that broke during the talk is, in a banner until its file is fixed. Printed only
  /// after the talk, the warning was unseen while it mattered.
  public mutating func startsWithThemeProblem(_ problem: Diagnostic) {
    themeProblem = Self.bannerText(problem)
    showFileProblems()
  }

  /// The banner for what is wrong with the files now: the deck first (its slides are what is
  /// stale), then the theme's file, then a deck's theme that gave way to the default. Each
  /// reload sets its own problem, so fixing one file never hides the other's.
  private mutating func showFileProblems() {
    banner = (deckProblem ?? themeFileProblem ?? themeProblem).map { Banner(text: $0) }
  }

  /// Whether a deck's text is nothing but blank lines.
  private static func isBlank(_ source: SourceText) -> Bool {
    source.text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 }
  }

  private mutating func use(_ newTheme: Theme) {
    theme = newTheme
    renderer = renderer.with(theme: newTheme)
  }
}
