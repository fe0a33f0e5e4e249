import SegueCore
import SegueRender

extension Presenter {
  /// Reads the deck again: a good deck replaces the shown one at the same slide (or the
  /// nearest that still exists); a broken one leaves the last good deck on screen under a
  /// banner with the first error, until the file is fixed.
  func reload() {
    bannerClearsOnKey = false
    switch source.load() {
    case .failure(let diagnostic):
      banner = Self.bannerText(diagnostic)
    case .success(let load):
      if let newDeck = load.deck {
        let themeChanged = !ThemeReference.namesSameTheme(deck.meta.theme, newDeck.meta.theme)
        deck = newDeck
        pager = Pager(deck: newDeck, at: anchor)
        banner = themeProblem
        if themeChanged, let deckTheme = options.deckTheme {
          use(deckTheme(newDeck, load.source))
        }
        if case .overview = mode {
          mode = .overview(OverviewOverlay(deck: deck, current: pager.position))
        }
      } else if let error = load.errors.first {
        banner = Self.bannerText(error)
      }
    }
    redraw()
  }

  /// Reads the theme file again: a good theme restyles the slides; a broken one keeps the last
  /// good theme under a banner until it is fixed.
  func reloadTheme(_ themeSource: ThemeSource) {
    switch themeSource.load() {
    case .success(let theme):
      options.theme = theme
      renderer = FrameRenderer(theme: theme)
      themeProblem = nil
      banner = nil
    case .failure(let error):
      banner =
        error.problems.first.map { Self.bannerText($0.diagnostic) }
        ?? "error: the theme does not load"
      bannerClearsOnKey = false
    }
    redraw()
  }

  /// Switches to a theme the deck's own `theme:` gave, watching its file if it has one.
  private func use(_ chosen: DeckTheme) {
    options.theme = chosen.theme
    renderer = FrameRenderer(theme: chosen.theme)
    options.themeSource = chosen.themeSource
    themeWatch = StampWatch()
    themeWatch.last = chosen.themeSource?.stamp()
    // A theme that does not load stays a problem until it is fixed (in the deck, or in the
    // theme file, which is watched all the same).
    themeProblem = chosen.problem.map(Self.bannerText)
    banner = themeProblem
    bannerClearsOnKey = false
  }

  /// `file:line:col: message` (errors) or `warning: file:line:col: message`.
  static func bannerText(_ diagnostic: Diagnostic) -> String {
    let warning = diagnostic.severity == .warning ? "warning: " : ""
    guard let at = diagnostic.location else {
      return (warning.isEmpty ? "error: " : warning) + diagnostic.message
    }
    return "\(warning)\(at.file):\(at.line):\(at.column): \(diagnostic.message)"
  }
}
