import SegueCore

/// Which theme a deck is shown in: the command line's `--theme`, else the deck's own `theme:`
/// (a name, a path, or a mapping with `override:`), else the default, `dark`.
///
/// One value used by every command at start and by the presenter on every reload, so the rule
/// is written once. Files are read through the loader's catalog, so it is tested with files
/// in memory. `NO_COLOR` (when the command honours it) switches a deck's own or default theme
/// to `mono`; a theme named on the command line is kept (its colours go off elsewhere).
public struct ThemeResolver: Sendable {
  public var loader: ThemeLoader
  /// `--theme`, when given.
  public var option: String?
  /// Whether `NO_COLOR` is set and this command honours it (the presenter does; export and
  /// check do not).
  public var noColor: Bool
  /// The deck's path, for theme paths relative to it; nil for the built-in demo.
  public var deckPath: String?
  /// The theme used when nothing names one: `dark`, or the config file's default.
  public var fallbackName = "dark"

  public init(loader: ThemeLoader, option: String? = nil, noColor: Bool = false, deckPath: String?)
  {
    self.loader = loader
    self.option = option
    self.noColor = noColor
    self.deckPath = deckPath
  }

  /// Whether the deck's `theme:` decides (nothing on the command line or in the environment
  /// did), so that a reload changing it must resolve again.
  public var deckChoosesTheme: Bool { option == nil && !noColor }

  /// The theme used when nothing names one: `fallbackName`, else `dark`.
  public var fallback: Theme {
    if fallbackName != "dark", let theme = try? loader.load(fallbackName).get() { return theme }
    guard loader.catalog.builtIn.contains(where: { $0.name == "dark" }) else { return .dark }
    return (try? loader.load("dark").get()) ?? .dark
  }

  /// The theme for `deck`, whose text is `source` (an override's problems point into it),
  /// with the deck's own footer and margins over it.
  public func resolve(_ deck: Deck, source: SourceText) -> ThemeResolution {
    var resolution = resolveTheme(deck, source: source)
    resolution.theme = resolution.theme.applying(deck.meta)
    return resolution
  }

  private func resolveTheme(_ deck: Deck, source: SourceText) -> ThemeResolution {
    if let option {
      var resolution = ThemeResolution(theme: fallback, origin: .commandLine)
      switch loader.load(option, files: &resolution.files) {
      case .success(let theme): resolution.theme = theme
      case .failure(let error): resolution.error = error
      }
      return resolution
    }
    if noColor {
      let name = loader.catalog.availableNames.contains("mono") ? "mono" : "base"
      return ThemeResolution(theme: (try? loader.load(name).get()) ?? .dark, origin: .noColor)
    }
    let fallback = self.fallback
    guard let reference = deck.meta.theme else {
      return ThemeResolution(theme: fallback, origin: .fallback)
    }
    var resolution = ThemeResolution(theme: fallback, origin: .deck)
    // Every file of the chain is watched, even one that does not load, so fixing it applies.
    (resolution.theme, resolution.error) = load(
      reference, source: source, over: fallback, files: &resolution.files)
    if let name = reference.name, reference.path == nil, resolution.error != nil,
      !ThemeLoader.isPath(name), !loader.knows(name)
    {
      resolution.nameUnknown = true
    }
    return resolution
  }

  /// The deck's named theme, or `fallback` when it does not load, with the deck's override
  /// applied over whichever it is (a deck for another tool keeps its footer even when its
  /// theme's name means nothing here); every problem of both.
  private func load(
    _ reference: ThemeReference, source: SourceText, over fallback: Theme,
    files: inout [String]
  ) -> (Theme, ThemeError?) {
    // A deck named without a folder is in the working one: its theme paths stay as written.
    let directory = deckPath.flatMap { ThemeLoader.directoryOf($0) }
    var theme = fallback
    var problems: [(diagnostic: Diagnostic, source: SourceText?)] = []
    if let named = reference.path ?? reference.name {
      // A `path:` is a file whatever its name looks like (and must then have a theme's name).
      switch loader.load(
        named, relativeTo: directory, isPath: reference.path != nil, deck: deckPath,
        files: &files)
      {
      case .success(let loaded): theme = loaded
      case .failure(let error):
        problems += Self.pointingAt(named, line: reference.line, in: source, error).problems
      }
    }
    if let override = reference.override {
      switch loader.apply(override: override, to: theme, deck: source) {
      case .success(let overridden): theme = overridden
      case .failure(let error): problems += error.problems
      }
    }
    return (theme, problems.isEmpty ? nil : ThemeError(problems))
  }

  /// A problem that names no place of its own (an unknown theme, a file that cannot be read)
  /// points at the name in the deck's front matter, so the warning says where to fix it.
  private static func pointingAt(
    _ name: String, line: Int, in source: SourceText, _ error: ThemeError
  ) -> ThemeError {
    var error = error
    guard var first = error.problems.first, first.diagnostic.location == nil else { return error }
    var column = 1
    if let text = source.line(line), let range = text.firstRange(of: name) {
      column = text.unicodeScalars[..<range.lowerBound].count + 1
    }
    first.diagnostic.location = source.location(line: line, column: column)
    first.source = source
    error.problems[0] = first
    return error
  }
}

/// A resolved theme: what to draw with, where it came from, and the files whose edits change it.
public struct ThemeResolution: Sendable {
  /// Where the theme asked for was named.
  public enum Origin: Sendable, Equatable {
    /// `--theme`: its problems are errors.
    case commandLine
    /// `NO_COLOR` chose `mono`.
    case noColor
    /// The deck's `theme:`: its problems are warnings, and the default is used instead.
    case deck
    /// Nothing named a theme.
    case fallback
  }

  /// The theme to use: the one asked for, or the default when it did not load.
  public var theme: Theme
  public var origin: Origin
  /// Why the theme asked for did not load, if it did not.
  public var error: ThemeError?
  /// Whether the deck's theme name is no theme at all (its first problem says so): at the
  /// start of a talk that is a note after it, not a banner in front of the audience (a live
  /// edit that names one is the author's, and shows).
  public var nameUnknown = false
  /// The files of the theme's `extends:` chain (none for a built-in theme): watched while
  /// presenting.
  public var files: [String] = []

  public init(theme: Theme, origin: Origin, error: ThemeError? = nil, files: [String] = []) {
    self.theme = theme
    self.origin = origin
    self.error = error
    self.files = files
  }

  /// The warnings' last line: what is shown instead. Only the name is ignored when it was
  /// the one problem (the deck's override still applies).
  public var standIn: String {
    let ignored =
      nameUnknown && error?.problems.count == 1 ? "theme name is" : "theme settings are"
    return "the deck's \(ignored) ignored; using '\(theme.name)'"
  }

  /// The deck's theme problem as one warning for a banner: the first problem, and which theme
  /// is used instead. Nil when the theme loaded.
  public var problem: Diagnostic? {
    guard let error else { return nil }
    var problem = error.problems.first?.diagnostic ?? .error("the deck's theme does not load")
    problem.severity = .warning
    problem.message += "; using '\(theme.name)'"
    return problem
  }
}
