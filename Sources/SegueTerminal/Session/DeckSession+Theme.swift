import SegueCore
import SegueRender

extension DeckSession {
  /// A file of the theme changed: resolve it again (nothing to do before a deck is read).
  public mutating func themeFileChanged() -> [Request] {
    guard let deck, let source else { return [] }
    themeRequest = .fileChanged
    return [.resolveTheme(deck, source)]
  }

  /// A theme resolved, after the deck's `theme:` or the theme's file changed.
  public mutating func themeResolved(_ resolution: ThemeResolution) -> [Request] {
    let request = themeRequest ?? .fileChanged
    themeRequest = nil
    var requests: [Request] = []
    switch request {
    case .deckChanged:
      // A theme that does not load stays a problem until it is fixed (in the deck, or in the
      // theme file, which is watched all the same).
      requests = use(resolution.theme)
      problems.theme = resolution.problem.map(Self.bannerText)
      problems.themeFile = nil
    case .fileChanged:
      if let error = resolution.error {
        let text = error.problems.first.map { Self.bannerText($0.diagnostic) }
        problems.themeFile = text ?? "error: the theme does not load"
      } else {
        requests = use(resolution.theme)
        problems.theme = nil
        problems.themeFile = nil
      }
    }
    return requests + [.redraw]
  }

  /// The deck's theme did not load when the talk began (the default stands in): named as a
  /// theme that broke during the talk is, until its file is fixed. Printed only after the
  /// talk, the warning was unseen while it mattered.
  public mutating func startsWithThemeProblem(_ problem: Diagnostic) {
    problems.theme = Self.bannerText(problem)
  }

  /// Shows the deck in `newTheme` from now on (the terminal's background chose it, or a
  /// resolution brought it); its diagrams are drawn again when their colours change.
  mutating func use(_ newTheme: Theme) -> [Request] {
    theme = newTheme
    renderer = renderer.with(theme: newTheme)
    guard let redrawn = pictures.use(newTheme) else { return [] }
    deck = redrawn
    return [.pictures(redrawn)]
  }
}
