import SegueCore
import SegueRender
import SegueTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Which theme a command uses: `--theme`, then the deck's front matter, then `dark`.
///
/// `NO_COLOR` (set and not empty) switches a deck's own or default theme to `mono`, the theme
/// built for no colour at all; a theme named on the command line is kept, with its colours off.
enum ThemeSelection {
  static var catalog: ThemeCatalog {
    ThemeCatalog(
      builtIn: BuiltInContent.themes, userDirectory: userDirectory,
      readFile: { path in
        if case .success(let bytes) = Platform.readFile(path) { return bytes }
        return nil
      },
      listDirectory: { Platform.listDirectory($0) })
  }

  static var loader: ThemeLoader { ThemeLoader(catalog: catalog) }

  /// `$XDG_CONFIG_HOME/segue/themes`, or `~/.config/segue/themes`.
  static var userDirectory: String? {
    if let xdg = Platform.environment("XDG_CONFIG_HOME"), !xdg.isEmpty {
      return xdg + "/segue/themes"
    }
    if let home = Platform.environment("HOME"), !home.isEmpty {
      return home + "/.config/segue/themes"
    }
    return nil
  }

  static var noColor: Bool { !(Platform.environment("NO_COLOR") ?? "").isEmpty }

  /// The theme for `deck` read from `deckPath` (nil for the built-in demo).
  ///
  /// A theme named on the command line must load (its problems are errors). A deck's own
  /// `theme:` is read as well as it can be: decks written for other tools carry theme settings
  /// Segue does not have, so its problems are printed as warnings and the default is used.
  static func theme(
    option: String?, deck: Deck, source: SourceText, deckPath: String?, honorsNoColor: Bool,
    output: inout some CommandOutput
  ) -> Theme? {
    let loader = self.loader
    if let option {
      switch loader.load(option) {
      case .success(let theme): return theme
      case .failure(let error):
        print(error, output: &output)
        return nil
      }
    }
    if honorsNoColor && noColor {
      return (try? loader.load(catalog.availableNames.contains("mono") ? "mono" : "base").get())
        ?? .dark
    }
    let fallback = self.fallback
    switch deckTheme(deck: deck, source: source, deckPath: deckPath, over: fallback) {
    case .success(let theme): return theme
    case .failure(let error):
      print(error, output: &output, asWarnings: true)
      output.err("warning: the deck's theme settings are ignored; using '\(fallback.name)'\n")
      return fallback
    }
  }

  /// The theme the deck's own `theme:` names (and overrides), over `fallback` when it names
  /// none; `fallback` itself when the deck has no `theme:`.
  static func deckTheme(deck: Deck, source: SourceText, deckPath: String?, over fallback: Theme)
    -> Result<Theme, ThemeError>
  {
    guard let reference = deck.meta.theme else { return .success(fallback) }
    let loader = self.loader
    let directory = deckPath.flatMap { ThemeLoader.directoryOf($0) } ?? "."
    var result: Result<Theme, ThemeError> = .success(fallback)
    if let path = reference.path {
      result = loader.load(path, relativeTo: directory)
    } else if let name = reference.name {
      result = loader.load(name, relativeTo: directory)
    }
    if let override = reference.override {
      result = result.flatMap { loader.apply(override: override, to: $0, deck: source) }
    }
    return result
  }

  /// What the presenter uses when a reload changes the deck's `theme:`: the deck's theme as
  /// `theme(…)` works it out, its file to watch, and why the deck's settings were ignored when
  /// they were. Nil when the deck may not choose its theme (`--theme` or
  /// `NO_COLOR` decided it).
  static func reloadedDeckTheme(option: String?, deckPath: String?) -> (
    @Sendable (Deck, SourceText) -> Presenter.DeckTheme
  )? {
    guard option == nil, !noColor else { return nil }
    return { deck, source in
      let fallback = self.fallback
      var chosen = Presenter.DeckTheme(theme: fallback)
      // The file is watched even when it does not load, so that fixing it applies.
      chosen.themeSource = themeFile(option: nil, deck: deck, deckPath: deckPath).map(watched)
      switch deckTheme(deck: deck, source: source, deckPath: deckPath, over: fallback) {
      case .success(let theme):
        chosen.theme = theme
      case .failure(let error):
        var problem = error.problems.first?.diagnostic ?? .error("the deck's theme does not load")
        problem.severity = .warning
        problem.message += "; using '\(fallback.name)'"
        chosen.problem = problem
      }
      return chosen
    }
  }

  /// The theme used when nothing names one: `dark`.
  static var fallback: Theme { (try? defaultTheme(loader).get()) ?? .dark }

  /// A theme file as the presenter watches it: read again whenever it changes.
  static func watched(_ path: String) -> ThemeSource {
    let loader = self.loader
    return ThemeSource(load: { loader.load(path) }, stamp: { Platform.stamp(path) })
  }

  /// The theme file to watch while presenting: a path given with `--theme` or in the deck's
  /// front matter, or a theme of the user's folder; nil for the built-in themes.
  static func themeFile(option: String?, deck: Deck, deckPath: String?) -> String? {
    if let option {
      return ThemeLoader.isPath(option) ? option : userThemeFile(option)
    }
    guard !noColor, let reference = deck.meta.theme, reference.override == nil else { return nil }
    if let path = reference.path {
      let directory = deckPath.flatMap { ThemeLoader.directoryOf($0) }
      return path.hasPrefix("/") || directory == nil ? path : directory! + "/" + path
    }
    return reference.name.flatMap(userThemeFile)
  }

  private static func userThemeFile(_ name: String) -> String? {
    guard !catalog.builtIn.contains(where: { $0.name == name }), let dir = userDirectory else {
      return nil
    }
    for file in [dir + "/" + name + ".yaml", dir + "/" + name + ".yml"]
    where Platform.fileExists(file) {
      return file
    }
    return nil
  }

  static func defaultTheme(_ loader: ThemeLoader) -> Result<Theme, ThemeError> {
    catalog.builtIn.contains { $0.name == "dark" } ? loader.load("dark") : .success(.dark)
  }

  /// Prints every problem of a theme error like deck errors: position, source line, caret.
  static func print(_ error: ThemeError, output: inout some CommandOutput, asWarnings: Bool = false)
  {
    let formatter = DiagnosticFormatter(useColor: output.colorErrors)
    for (diagnostic, source) in error.problems {
      var shown = diagnostic
      if asWarnings { shown.severity = .warning }
      let line = diagnostic.location.flatMap { source?.line($0.line) }
      output.err(formatter.format(shown, sourceLine: line))
    }
    guard !asWarnings else { return }
    let count = error.problems.count
    output.err("\(count) error\(count == 1 ? "" : "s") found\n")
  }
}
