import SegueCore
import SegueExec
import SegueTerminal

/// Reads a config file's YAML against `ConfigSchema`, collecting every problem at its
/// `file:line:col`, as `ThemeReader` reads a theme.
struct ConfigReader {
  let file: SourceText
  var diagnostics: [Diagnostic] = []
  /// The theme names read, where they were written: `ConfigFile` checks that each loads.
  var themeNames: [(name: String, node: YAMLValue)] = []

  init(file: SourceText) {
    self.file = file
  }

  /// The config `text` (the file `fileName`) describes; or every problem found.
  static func read(_ text: String, fileName: String) -> Result<Config, ConfigError> {
    let source = SourceText(text, fileName: fileName)
    let root: YAMLValue?
    do {
      root = try YAMLReader.parse(text)
    } catch {
      let at = source.location(line: error.line, column: error.column)
      return .failure(
        ConfigError(
          diagnostics: [.error("malformed YAML: \(error.message)", at: at)], source: source))
    }
    var reader = ConfigReader(file: source)
    var config = Config()
    if let root, !root.isNull {
      reader.apply(root, to: &config, entries: ConfigSchema.root, path: "")
    }
    guard reader.diagnostics.isEmpty else {
      return .failure(ConfigError(diagnostics: reader.diagnostics, source: source))
    }
    config.themeNames = reader.themeNames
    return .success(config)
  }

  /// Applies a mapping of keys to `config` through `entries`; `path` names it in messages.
  mutating func apply(
    _ mapping: YAMLValue, to config: inout Config,
    entries: [(name: String, node: ConfigSchema.Node)],
    path: String
  ) {
    let names = entries.map(\.name)
    guard case .mapping(let pairs) = mapping.kind else {
      let place = path.isEmpty ? "a config file" : "'\(path)'"
      fail("\(place) must be a mapping of keys (\(names.joined(separator: ", ")))", mapping)
      return
    }
    var seen: Set<String> = []
    for (key, value) in pairs {
      let name = key.scalar ?? "?"
      guard let node = entries.first(where: { $0.name == name })?.node else {
        let place = path.isEmpty ? "the config" : "'\(path)'"
        fail(
          "unknown key '\(name)' in \(place)" + Suggestion.hint(for: name, in: names)
            + "; valid keys: \(names.joined(separator: ", "))", key)
        continue
      }
      guard seen.insert(name).inserted else {
        fail("'\(name)' is given twice", key)
        continue
      }
      switch node {
      case .group(_, let children):
        // A section left empty (every key of it commented out) sets nothing.
        if value.isNull { continue }
        apply(value, to: &config, entries: children, path: path.isEmpty ? name : path + "." + name)
      case .value(let declared):
        declared.apply(&config, value, &self)
      }
    }
  }

  // MARK: Values

  mutating func themeName(_ value: YAMLValue) -> String? {
    guard let name = value.scalar, !name.isEmpty else {
      fail("expected a theme name or a path to a theme file", value)
      return nil
    }
    themeNames.append((name, value))
    return name
  }

  mutating func flag(_ value: YAMLValue) -> Bool? {
    guard let on = value.flag else {
      fail("expected true or false", value)
      return nil
    }
    return on
  }

  mutating func choice(_ value: YAMLValue, _ words: [String]) -> String? {
    let given = value.scalar ?? "?"
    guard words.contains(given) else {
      fail(
        "'\(given)' is not one of: \(words.joined(separator: ", "))"
          + Suggestion.hint(for: given, in: words), value)
      return nil
    }
    return given
  }

  mutating func duration(_ value: YAMLValue) -> Int? {
    guard let text = value.scalar, let seconds = DurationText.seconds(text) else {
      fail("expected a time such as 20m, 1h30m, 90s or \"25:00\"", value)
      return nil
    }
    return seconds
  }

  mutating func executors(_ value: YAMLValue, into config: inout Config) {
    if value.isNull { return }
    switch ExecutorFile.read(value, file: file, over: config.executors) {
    case .success(let table): config.executors = table
    case .failure(let error): diagnostics += error.diagnostics
    }
  }

  /// `renderers:`: a diagram program's name, then the file it runs from (absolute, or
  /// starting with `~/`).
  mutating func renderers(_ value: YAMLValue, into config: inout Config) {
    if value.isNull { return }
    guard case .mapping(let pairs) = value.kind else {
      fail("'renderers' maps a diagram program's name to its file", value)
      return
    }
    let known = DiagramPrograms.known
    for (key, path) in pairs {
      guard let name = key.scalar, known.contains(name) else {
        let given = key.scalar ?? "?"
        fail(
          "'\(given)' is no diagram program: \(known.joined(separator: ", "))"
            + Suggestion.hint(for: given, in: known), key)
        continue
      }
      guard var file = path.scalar, file.hasPrefix("/") || file.hasPrefix("~/") else {
        fail("the file of '\(name)' must be an absolute path or start with ~/", path)
        continue
      }
      if file.hasPrefix("~/"), let home = Platform.environment("HOME") {
        file = home + file.dropFirst()
      }
      config.renderers[name] = file
    }
  }

  mutating func keys(_ value: YAMLValue, into config: inout Config) {
    var reader = KeyBindingsReader(file: file)
    config.keys = reader.read(value, over: config.keys)
    diagnostics += reader.diagnostics
  }

  mutating func fail(_ message: String, _ node: YAMLValue) {
    diagnostics.append(.error(message, at: file.location(line: node.line, column: node.column)))
  }
}

/// A config file that did not read: every problem, each at its `file:line:col`.
struct ConfigError: Error {
  var diagnostics: [Diagnostic]
  var source: SourceText?
}
