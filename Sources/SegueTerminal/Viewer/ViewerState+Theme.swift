import SegueCore
import SegueRender

/// Why a view's theme is being resolved, which decides what a failure does (as in the
/// presenter).
enum ThemeChange: Sendable {
  /// A deck loaded whose `theme:`, footer or margins differ: a deck theme that does not load
  /// gives way to the default, under a warning.
  case deckChanged
  /// A file of the theme changed: a broken edit keeps the last good theme under a banner.
  case fileChanged
}

extension ViewerState {
  /// After a deck loaded: resolve its theme when it is the first deck, or when the deck's
  /// `theme:` changed and the deck chooses the theme, or when its footer or margins changed
  /// (they are drawn over any theme) — the rule `PresenterState.deckLoaded` follows, so the
  /// views show a deck in the theme the presenter shows it in.
  mutating func themeRequest(from old: Deck?, to new: Deck, source: SourceText) -> [ViewerEffect] {
    let themeChanged = old.map { !ThemeReference.namesSameTheme($0.meta.theme, new.meta.theme) }
    let chromeChanged = old.map {
      $0.meta.footer != new.meta.footer || $0.meta.margins != new.meta.margins
    }
    guard old == nil || (themeChanged! && deckChoosesTheme) || chromeChanged!,
      let path = deckPath
    else { return [] }
    pendingTheme = .deckChanged
    return [.resolveTheme(new, source, path: path)]
  }

  /// A file of the theme changed: resolve it again.
  mutating func themeFileChanged() -> [ViewerEffect] {
    guard let deck, let source, let deckPath else { return [] }
    pendingTheme = .fileChanged
    return [.resolveTheme(deck, source, path: deckPath)]
  }

  /// A theme resolved: used, unless it is a broken edit of the theme's file (the last good
  /// theme stays, and the banner says why).
  mutating func themeResolved(_ resolution: ThemeResolution) {
    let request = pendingTheme ?? .fileChanged
    pendingTheme = nil
    if request == .fileChanged, let error = resolution.error {
      themeProblem =
        error.problems.first.map { PresenterState.bannerText($0.diagnostic) }
        ?? "error: the theme does not load"
      return
    }
    theme = resolution.theme
    renderer = renderer.with(theme: resolution.theme)
    themeProblem = resolution.problem.map(PresenterState.bannerText)
  }
}
