import SegueCore
import SegueRender

/// Where the user's config file is, and reading it: the file's problems, and theme names
/// that name no theme, are errors at their `file:line:col`.
enum ConfigFile {
  /// `$XDG_CONFIG_HOME/segue/config.yaml`, or `~/.config/segue/config.yaml`.
  static var defaultPath: String? {
    if let xdg = Platform.environment("XDG_CONFIG_HOME"), !xdg.isEmpty {
      return xdg + "/segue/config.yaml"
    }
    if let home = Platform.environment("HOME"), !home.isEmpty {
      return home + "/.config/segue/config.yaml"
    }
    return nil
  }

  /// The most a config file may be, as a theme.
  static let limit = Platform.themeLimit

  /// `--config FILE` on the commands that read the config.
  static let option = OptionSpec(
    "--config", value: "FILE",
    help: "Read this config file instead of $XDG_CONFIG_HOME/segue/config.yaml (see 'segue config')"
  )

  /// The config a command runs with: the file `--config` names (which must exist), else the
  /// default file when there is one, else the defaults; nil with the problems printed.
  static func load(_ parsed: ParsedArguments, output: inout some CommandOutput) -> Config? {
    let named = parsed.options["--config"]
    guard let path = named ?? defaultPath, named != nil || Platform.fileExists(path) else {
      return Config()
    }
    switch read(path) {
    case .success(let config): return config
    case .failure(let error):
      DiagnosticPrinter.print(error.diagnostics, source: error.source, output: &output)
      return nil
    }
  }

  /// The config at `path`, its theme names checked.
  static func read(_ path: String) -> Result<Config, ConfigError> {
    let bytes: [UInt8]
    switch Platform.readFile(path, limit: limit) {
    case .success(let read): bytes = read
    case .failure(let error):
      let reason = ThemeSelection.reason(error).replacing("a theme", with: "a config file")
      return .failure(ConfigError(diagnostics: [.error("\(path): cannot read: \(reason)")]))
    }
    let source = SourceText(bytes: bytes, fileName: path)
    return ConfigReader.read(source.text, fileName: path).flatMap { config in
      checkThemes(config, source: source, directory: ThemeLoader.directoryOf(path))
    }
  }

  /// Every theme the config names must load; a path is taken from the config's folder.
  static func checkThemes(_ config: Config, source: SourceText, directory: String?)
    -> Result<Config, ConfigError>
  {
    var config = config
    var problems: [Diagnostic] = []
    for (index, named) in config.themeNames.enumerated() {
      var name = named.name
      if ThemeLoader.isPath(name), !name.hasPrefix("/"), let directory {
        name = directory + "/" + name
      }
      config.themeNames[index].name = name
      if case .failure(let error) = ThemeSelection.loader.load(
        name, isPath: ThemeLoader.isPath(name))
      {
        let reason = error.problems.first?.diagnostic.message ?? "it does not load"
        let at = source.location(line: named.node.line, column: named.node.column)
        problems.append(.error("theme '\(named.name)' does not load: \(reason)", at: at))
      }
    }
    guard problems.isEmpty else {
      return .failure(ConfigError(diagnostics: problems, source: source))
    }
    config.resolveThemeNames()
    return .success(config)
  }
}

extension Config {
  /// The names as checked (paths made absolute) into the theme settings.
  mutating func resolveThemeNames() {
    let names = themeNames
    func resolved(_ name: String) -> String {
      names.first { $0.node.scalar == name }?.name ?? name
    }
    defaultTheme = defaultTheme.map(resolved)
    lightTheme = resolved(lightTheme)
    darkTheme = resolved(darkTheme)
  }
}
