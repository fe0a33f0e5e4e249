import SegueCore

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
  /// or ending in `.yaml`/`.yml`, or any reference when `isPath`; relative paths are taken
  /// from `directory` when given).
  ///
  /// - Parameter deck: the deck that names the theme, so that a chain leading back to it is
  ///   a cycle like any other.
  public func load(
    _ reference: String, relativeTo directory: String? = nil, isPath: Bool = false,
    deck: String? = nil
  ) -> Result<Theme, ThemeError> {
    var files: [String] = []
    return load(reference, relativeTo: directory, isPath: isPath, deck: deck, files: &files)
  }

  /// Loads a theme as `load(_:relativeTo:isPath:deck:)` does, adding to `files` every file
  /// of its `extends:` chain that it tried to read (read or not), which a presenter watches:
  /// an edit of any of them changes the theme, and fixing the one that failed applies.
  public func load(
    _ reference: String, relativeTo directory: String? = nil, isPath: Bool = false,
    deck: String? = nil, files: inout [String]
  ) -> Result<Theme, ThemeError> {
    let chain = deck.map { [ThemeFileRules.Link(key: key(ofFile: $0), shown: $0, isDeck: true)] }
    return resolve(
      reference, asPath: isPath || Self.isPath(reference), directory: directory,
      chain: chain ?? [], from: nil, files: &files
    ).map(\.theme)
  }

  /// Loads a theme from text (a file being checked or previewed), resolving its parents.
  public func load(source: SourceText, directory: String? = nil) -> Result<Theme, ThemeError> {
    let root: YAMLValue?
    switch ThemeFileRules.parse(source) {
    case .success(let parsed): root = parsed
    case .failure(let diagnostic): return .failure(ThemeError(diagnostic, nil))
    }
    let chain = [ThemeFileRules.Link(key: key(ofFile: source.fileName), shown: source.fileName)]
    var files: [String] = []
    return resolve(root, source: source, directory: directory, chain: chain, files: &files).map(
      \.theme)
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

  /// Whether `name` names a theme without being a path: Segue's, the user's, or presenterm's.
  public func knows(_ name: String) -> Bool {
    catalog.availableNames.contains(name) || PresentermThemeNames.segueName(for: name) != nil
  }

  public static func isPath(_ reference: String) -> Bool {
    reference.contains("/") || reference.hasSuffix(".yaml") || reference.hasSuffix(".yml")
  }

  /// A theme found by its reference, before it is read.
  private struct Located {
    var link: ThemeFileRules.Link
    /// How messages name the file: the path as written (they point at where it is written),
    /// or a user theme's file.
    var named = ""
    /// The file to read, or nil for a built-in theme (whose text is `builtInText`).
    var path: String?
    var builtInText: String?
    /// Where its own `extends:` paths are taken from.
    var directory: String?
  }

  private func resolve(
    _ reference: String, asPath: Bool, directory: String?, chain: [ThemeFileRules.Link],
    from: (YAMLValue, SourceText)?, files: inout [String]
  ) -> Result<Resolved, ThemeError> {
    func failure(_ message: String) -> Result<Resolved, ThemeError> {
      let at = from.map { $0.1.location(line: $0.0.line, column: $0.0.column) }
      return .failure(ThemeError(.error(message, at: at), from?.1))
    }
    // presenterm's own names, after Segue's and the user's: a deck written for it keeps its
    // look as near as Segue has one, and its `override:`.
    if !asPath, !catalog.availableNames.contains(reference),
      let stand = PresentermThemeNames.segueName(for: reference)
    {
      return resolve(
        stand, asPath: false, directory: directory, chain: chain, from: from, files: &files)
    }
    if !asPath && reference == "base" {
      return .success(Resolved(theme: .dark.named("base"), palette: [:]))
    }
    // The default theme is `base` under its own name (Themes/dark.yaml says only that, and
    // BuiltInThemeTests.darkIsBase keeps it so): no YAML to read on every start.
    if !asPath && reference == "dark" && catalog.builtIn.contains(where: { $0.name == "dark" }) {
      return .success(Resolved(theme: .dark, palette: [:]))
    }
    let located: Located
    switch locate(reference, asPath: asPath, directory: directory) {
    case .success(let found): located = found
    case .failure(let problem): return failure(problem.reason)
    }
    // Watched even when it closes a cycle: the file that made the loop is the one a fix
    // changes (it was left out, and the cycle's banner never went).
    if let path = located.path, !files.contains(path) { files.append(path) }
    if let problem = ThemeFileRules.chainProblem(chain, adding: located.link) {
      return failure(problem)
    }
    let source: SourceText
    if let path = located.path {
      switch catalog.read(path) {
      case .success(let bytes): source = SourceText(bytes: bytes, fileName: path)
      case .failure(let error):
        return failure("cannot read theme file '\(located.named)': \(error.reason)")
      }
    } else {
      source = SourceText(located.builtInText ?? "", fileName: "\(reference).yaml (built in)")
    }
    let root: YAMLValue?
    switch ThemeFileRules.parse(source, named: located.named) {
    case .success(let parsed): root = parsed
    case .failure(let diagnostic) where diagnostic.location != nil:
      return .failure(ThemeError(diagnostic, nil))
    case .failure(let diagnostic): return failure(diagnostic.message)
    }
    return resolve(
      root, source: source, directory: located.directory, chain: chain + [located.link],
      files: &files)
  }

  /// Finds the theme `reference` names: a file (relative to `directory`), a built-in theme, or
  /// one of the user's folder.
  private func locate(_ reference: String, asPath: Bool, directory: String?) -> Result<
    Located, ThemeFileError
  > {
    if asPath {
      if let problem = ThemeFileRules.nameProblem(reference) {
        return .failure(ThemeFileError(reason: problem))
      }
      let path =
        reference.hasPrefix("/") || directory == nil ? reference : directory! + "/" + reference
      return .success(
        Located(
          link: .init(key: key(ofFile: path), shown: reference), named: reference, path: path,
          directory: Self.directory(of: path)))
    }
    if let builtIn = catalog.builtIn.first(where: { $0.name == reference }) {
      return .success(
        Located(
          link: .init(key: "builtin:" + reference, shown: reference), named: reference,
          builtInText: builtIn.text,
          directory: directory))
    }
    if let dir = catalog.userDirectory, catalog.userThemeNames.contains(reference) {
      let files = catalog.listDirectory(dir)
      let file = files.contains(reference + ".yaml") ? reference + ".yaml" : reference + ".yml"
      let path = dir + "/" + file
      return .success(
        Located(
          link: .init(key: key(ofFile: path), shown: reference), named: path, path: path,
          directory: dir))
    }
    return .failure(
      ThemeFileError(
        reason: "unknown theme '\(reference)'"
          + Suggestion.hint(for: reference, in: catalog.availableNames)
          + "; available: \(catalog.availableNames.joined(separator: ", "))"
          // `theme.txt` was meant as a file: say which names are files.
          + (reference.contains(".") ? "; a theme file must have a .yaml or .yml name" : "")))
  }

  /// What identifies a file in a chain: its canonical path, or its path with `.` and `..`
  /// taken out when it cannot be resolved.
  private func key(ofFile path: String) -> String {
    catalog.canonicalPath(path) ?? ThemeCatalog.normalize(path)
  }

  /// Resolves a theme file's YAML (nil: empty) over its `extends:` parent.
  private func resolve(
    _ root: YAMLValue?, source: SourceText, directory: String?,
    chain: [ThemeFileRules.Link], files: inout [String]
  ) -> Result<Resolved, ThemeError> {
    guard let root, case .mapping(let pairs) = root.kind else {
      return .success(Resolved(theme: .dark.named("base"), palette: [:]))
    }
    let extends = pairs.first { $0.key.scalar == "extends" }?.value
    if let extends, extends.scalar == nil {
      // A list or mapping would otherwise fall back to `base` without a word.
      return .failure(
        ThemeError(
          .error(
            "'extends' must be one theme name or path",
            at: source.location(line: extends.line, column: extends.column)), source))
    }
    let parentName = extends?.scalar ?? "base"
    let parent: Resolved
    switch resolve(
      parentName, asPath: Self.isPath(parentName), directory: directory, chain: chain,
      from: extends.map { ($0, source) }, files: &files)
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
    theme.counterpart = nil
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
  public func named(_ name: String) -> Theme {
    var copy = self
    copy.name = name
    return copy
  }
}
