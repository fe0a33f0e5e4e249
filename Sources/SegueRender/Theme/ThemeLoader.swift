import SegueCore

/// Where themes come from: the built-in set, the user's theme folder, and files.
public struct ThemeCatalog: Sendable {
  /// Built-in themes (`Themes/*.yaml` compiled in), by name.
  public var builtIn: [(name: String, text: String)]
  /// `~/.config/segue/themes` (or `$XDG_CONFIG_HOME/segue/themes`), if known.
  public var userDirectory: String?
  /// Reads a file's bytes; nil when it cannot be read.
  public var readFile: @Sendable (String) -> [UInt8]?
  /// The names of the files in a folder (empty when it does not exist).
  public var listDirectory: @Sendable (String) -> [String]

  public init(
    builtIn: [(name: String, text: String)], userDirectory: String?,
    readFile: @escaping @Sendable (String) -> [UInt8]?,
    listDirectory: @escaping @Sendable (String) -> [String]
  ) {
    self.builtIn = builtIn
    self.userDirectory = userDirectory
    self.readFile = readFile
    self.listDirectory = listDirectory
  }

  /// The user's theme names (files ending in `.yaml` or `.yml`), sorted.
  public var userThemeNames: [String] {
    guard let userDirectory else { return [] }
    return listDirectory(userDirectory).compactMap { file in
      if file.hasSuffix(".yaml") { return String(file.dropLast(5)) }
      if file.hasSuffix(".yml") { return String(file.dropLast(4)) }
      return nil
    }.sorted()
  }

  public var availableNames: [String] {
    var names = ["base"] + builtIn.map(\.name).filter { $0 != "base" }
    for name in userThemeNames where !names.contains(name) { names.append(name) }
    return names
  }
}

/// A theme that did not load: every problem, with the text of the file each points into.
public struct ThemeError: Error, Sendable {
  public var problems: [(diagnostic: Diagnostic, source: SourceText?)]

  init(_ diagnostic: Diagnostic, _ source: SourceText?) {
    problems = [(diagnostic, source)]
  }

  init(_ problems: [(diagnostic: Diagnostic, source: SourceText?)]) {
    self.problems = problems
  }
}

/// Reads theme files in two stages: the file as written (every key optional, unknown keys
/// rejected), then the resolved theme, every value filled in through its `extends:` chain
/// (`base`, the built-in defaults, when it names none).
public struct ThemeLoader: Sendable {
  public var catalog: ThemeCatalog

  public init(catalog: ThemeCatalog) {
    self.catalog = catalog
  }

  /// Loads a theme by name (built-in, then the user's folder) or by path (anything with a `/`
  /// or ending in `.yaml`/`.yml`; relative paths are taken from `directory` when given).
  public func load(_ reference: String, relativeTo directory: String? = nil) -> Result<
    Theme, ThemeError
  > {
    var chain: [String] = []
    return resolve(reference, directory: directory, chain: &chain, from: nil).map(\.theme)
  }

  /// Loads a theme from text (a file being checked or previewed), resolving its parents.
  public func load(source: SourceText, directory: String? = nil) -> Result<Theme, ThemeError> {
    var chain = [source.fileName]
    return resolve(source: source, directory: directory, chain: &chain).map(\.theme)
  }

  /// Applies a deck's `theme: {override: …}` mapping; problems point into the deck.
  public func apply(override: YAMLValue, to theme: Theme, deck: SourceText) -> Result<
    Theme, ThemeError
  > {
    var reader = ThemeReader(file: deck, palette: [:])
    var result = theme
    reader.apply(override, to: &result, node: ThemeSchema.root, path: "theme.override")
    guard reader.diagnostics.isEmpty else {
      return .failure(ThemeError(reader.diagnostics.map { ($0, deck) }))
    }
    return .success(result)
  }

  struct Resolved {
    var theme: Theme
    var palette: [String: Color]
  }

  public static func isPath(_ reference: String) -> Bool {
    reference.contains("/") || reference.hasSuffix(".yaml") || reference.hasSuffix(".yml")
  }

  private func resolve(
    _ reference: String, directory: String?, chain: inout [String], from: (YAMLValue, SourceText)?
  ) -> Result<Resolved, ThemeError> {
    func failure(_ message: String) -> Result<Resolved, ThemeError> {
      let at = from.map { $0.1.location(line: $0.0.line, column: $0.0.column) }
      return .failure(ThemeError(.error(message, at: at), from?.1))
    }
    if reference == "base" { return .success(Resolved(theme: .dark.named("base"), palette: [:])) }
    // The default theme is `base` under its own name (Themes/dark.yaml says only that, and
    // BuiltInThemeTests.darkIsBase keeps it so): no YAML to read on every start.
    if reference == "dark" && catalog.builtIn.contains(where: { $0.name == "dark" }) {
      return .success(Resolved(theme: .dark, palette: [:]))
    }
    let key: String
    let source: SourceText
    var nextDirectory = directory
    if Self.isPath(reference) {
      let path =
        reference.hasPrefix("/") || directory == nil ? reference : directory! + "/" + reference
      guard let bytes = catalog.readFile(path) else {
        return failure("cannot read theme file '\(path)'")
      }
      key = path
      source = SourceText(bytes: bytes, fileName: path)
      nextDirectory = Self.directory(of: path)
    } else if let builtIn = catalog.builtIn.first(where: { $0.name == reference }) {
      key = "builtin:" + reference
      source = SourceText(builtIn.text, fileName: "\(reference).yaml (built in)")
    } else if let dir = catalog.userDirectory, catalog.userThemeNames.contains(reference),
      let bytes = catalog.readFile(dir + "/" + reference + ".yaml")
        ?? catalog.readFile(dir + "/" + reference + ".yml")
    {
      key = dir + "/" + reference
      source = SourceText(bytes: bytes, fileName: dir + "/" + reference + ".yaml")
      nextDirectory = dir
    } else {
      return failure(
        "unknown theme '\(reference)'" + Suggestion.hint(for: reference, in: catalog.availableNames)
          + "; available: \(catalog.availableNames.joined(separator: ", "))")
    }
    if chain.contains(key) {
      return failure(
        "theme '\(reference)' extends itself: \((chain + [key]).map(Self.shortName).joined(separator: " → "))"
      )
    }
    chain.append(key)
    defer { chain.removeLast() }
    return resolve(source: source, directory: nextDirectory, chain: &chain)
  }

  private func resolve(source: SourceText, directory: String?, chain: inout [String]) -> Result<
    Resolved, ThemeError
  > {
    let root: YAMLValue
    do {
      guard let value = try YAMLReader.parse(source.text) else {
        return .success(Resolved(theme: .dark.named("base"), palette: [:]))
      }
      root = value
    } catch {
      return .failure(
        ThemeError(
          .error(
            "malformed YAML: \(error.message)",
            at: source.location(line: error.line, column: error.column)), source))
    }
    guard case .mapping(let pairs) = root.kind else {
      return .failure(
        ThemeError(
          .error(
            "a theme must be a mapping of keys, as in 'segment_bar: …'",
            at: source.location(line: root.line, column: root.column)), source))
    }
    let extends = pairs.first { $0.key.scalar == "extends" }?.value
    let parentName = extends?.scalar ?? "base"
    let parent: Resolved
    switch resolve(
      parentName, directory: directory, chain: &chain, from: extends.map { ($0, source) })
    {
    case .failure(let error): return .failure(error)
    case .success(let resolved): parent = resolved
    }
    var reader = ThemeReader(file: source, palette: parent.palette)
    if let palette = pairs.first(where: { $0.key.scalar == "palette" })?.value {
      reader.readPalette(palette)
    }
    var theme = parent.theme
    theme.name = Self.shortName(source.fileName)
    reader.apply(root, to: &theme, node: ThemeSchema.root, path: "")
    guard reader.diagnostics.isEmpty else {
      return .failure(ThemeError(reader.diagnostics.map { ($0, source) }))
    }
    theme.palette = reader.palette
    return .success(Resolved(theme: theme, palette: reader.palette))
  }

  /// The folder part of a path, if it has one.
  public static func directoryOf(_ path: String) -> String? { directory(of: path) }

  static func directory(of path: String) -> String? {
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return String(path[..<slash])
  }

  static func shortName(_ key: String) -> String {
    var name = key.hasPrefix("builtin:") ? String(key.dropFirst(8)) : key
    if let slash = name.lastIndex(of: "/") { name = String(name[name.index(after: slash)...]) }
    for suffix in [".yaml (built in)", ".yaml", ".yml"] where name.hasSuffix(suffix) {
      name = String(name.dropLast(suffix.count))
    }
    return name
  }
}

extension Theme {
  func named(_ name: String) -> Theme {
    var copy = self
    copy.name = name
    return copy
  }
}
