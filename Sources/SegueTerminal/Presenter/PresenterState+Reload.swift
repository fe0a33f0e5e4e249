import SegueCore
import SegueRender

extension PresenterState {
  /// A deck read again: a good deck replaces the shown one at the same slide (or the nearest
  /// that still exists); a broken one leaves the last good deck on screen under a banner with
  /// the first error, until the file is fixed.
  mutating func deckLoaded(_ result: Result<DeckLoad, Diagnostic>) -> [PresenterEffect] {
    banner?.clearsOnKey = false
    switch result {
    case .failure(let diagnostic):
      banner = Banner(text: Self.bannerText(diagnostic))
    case .success(let load):
      guard let newDeck = load.deck else {
        if let error = load.errors.first { banner = Banner(text: Self.bannerText(error)) }
        break
      }
      let themeChanged = !ThemeReference.namesSameTheme(deck.meta.theme, newDeck.meta.theme)
      // The deck's own footer and margins are drawn over whatever theme shows it.
      let chromeChanged =
        deck.meta.footer != newDeck.meta.footer || deck.meta.margins != newDeck.meta.margins
      deck = newDeck
      source = load.source
      deckAnnouncement?.hash = DeckHash.of(load.source.text)
      pager = Pager(deck: newDeck, at: anchor)
      banner = themeProblem.map { Banner(text: $0) }
      if case .overview = mode {
        mode = .overview(OverviewOverlay(deck: deck, current: pager.position))
      }
      if (themeChanged && deckChoosesTheme) || chromeChanged {
        // Drawn once the theme is known, so the new deck never shows in the old theme.
        themeRequest = .deckChanged
        return [.reloadTheme(deck, source)]
      }
    }
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
      banner = themeProblem.map { Banner(text: $0) }
    case .fileChanged:
      if let error = resolution.error {
        let text = error.problems.first.map { Self.bannerText($0.diagnostic) }
        banner = Banner(text: text ?? "error: the theme does not load")
      } else {
        use(resolution.theme)
        themeProblem = nil
        banner = nil
      }
    }
    return [redraw()]
  }

  private mutating func use(_ newTheme: Theme) {
    theme = newTheme
    renderer = FrameRenderer(theme: newTheme)
  }
}
