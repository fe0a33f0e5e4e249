import SegueCore
import SegueRender

/// The CLI's side of choosing a theme: where themes are found on this machine, and how a
/// `ThemeResolver`'s answer is printed.
///
/// `NO_COLOR` (set and not empty) switches a deck's own or default theme to `mono`, the theme
/// built for no colour at all; a theme named on the command line is kept, with its colours off.
enum ThemeSelection {
  static var catalog: ThemeCatalog {
    ThemeCatalog(
      builtIn: BuiltInContent.themes, userDirectory: userDirectory,
      read: { path in
        Platform.readFile(path, limit: Platform.themeLimit).mapError {
          ThemeFileError(reason: reason($0))
        }
      },
      canonicalPath: { Platform.canonicalPath($0) },
      // Only regular files are themes: a FIFO, a folder or a dangling link named `x.yaml`
      // is not listed (nor found by name).
      listDirectory: { folder in
        Platform.listDirectory(folder).filter { Platform.isRegularFile(folder + "/" + $0) }
      })
  }

  /// Why a theme file was not read, as the loader's message ends.
  static func reason(_ error: Platform.ReadError) -> String {
    switch error {
    case .missing: "no such file"
    case .isDirectory: "is a directory"
    case .notRegular(let kind): "not a regular file (\(kind))"
    case .tooLarge(let limit):
      "larger than \(Platform.describe(bytes: limit)), the most a theme may be"
    case .unreadable(let reason): reason
    case .systemFile(let fileSystem): Platform.systemFileReason(fileSystem)
    }
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

  /// The resolver for a command: `--theme`, the deck at `deckPath` (nil for the demo), and
  /// `NO_COLOR` when the command honours it.
  static func resolver(
    option: String?, deckPath: String?, honorsNoColor: Bool, fallback: String = "dark"
  ) -> ThemeResolver {
    var resolver = ThemeResolver(
      loader: loader, option: option, noColor: honorsNoColor && noColor, deckPath: deckPath)
    resolver.fallbackName = fallback
    return resolver
  }

  /// The theme for `deck` read from `deckPath` (nil for the built-in demo), its problems
  /// printed.
  ///
  /// A theme named on the command line must load (its problems are errors, and the answer is
  /// nil). A deck's own `theme:` is read as well as it can be: decks written for other tools
  /// carry theme settings Segue does not have, so its problems are printed as warnings and the
  /// default is used.
  static func theme(
    option: String?, deck: Deck, source: SourceText, deckPath: String?, honorsNoColor: Bool,
    fallback: String = "dark", output: inout some CommandOutput
  ) -> Theme? {
    let resolution = resolver(
      option: option, deckPath: deckPath, honorsNoColor: honorsNoColor, fallback: fallback
    ).resolve(deck, source: source)
    return report(resolution, output: &output)
  }

  /// Prints a resolution's problems; nil when a theme named on the command line did not load.
  static func report(_ resolution: ThemeResolution, output: inout some CommandOutput) -> Theme? {
    guard let error = resolution.error else { return resolution.theme }
    if resolution.origin == .commandLine {
      print(error, output: &output)
      return nil
    }
    print(error, output: &output, asWarnings: true)
    DiagnosticPrinter.warning(resolution.standIn, output: &output)
    return resolution.theme
  }

  /// Prints every problem of a theme error like deck errors: position, source line, caret.
  static func print(_ error: ThemeError, output: inout some CommandOutput, asWarnings: Bool = false)
  {
    let problems = error.problems.map { problem in
      var shown = problem.diagnostic
      if asWarnings { shown.severity = .warning }
      return (shown, problem.source)
    }
    DiagnosticPrinter.print(problems, summary: !asWarnings, output: &output)
  }
}
