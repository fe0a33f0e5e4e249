import SegueCore

/// Why a theme file could not be read: the reason as a message says it ("not a regular file
/// (a FIFO)", "no such file").
public struct ThemeFileError: Error, Equatable, Sendable {
  public var reason: String

  public init(reason: String) {
    self.reason = reason
  }
}

/// Where themes come from: the built-in set, the user's theme folder, and files.
///
/// Files are reached only through `read` and `canonicalPath`, so the loader's rules (names,
/// cycles, depth) are tested with files in memory and the CLI decides what a readable file is
/// (a regular file, within the theme limit).
public struct ThemeCatalog: Sendable {
  /// Built-in themes (`Themes/*.yaml` compiled in), by name.
  public var builtIn: [(name: String, text: String)]
  /// `~/.config/segue/themes` (or `$XDG_CONFIG_HOME/segue/themes`), if known.
  public var userDirectory: String?
  /// Reads a file's bytes, or says why it cannot.
  public var read: @Sendable (String) -> Result<[UInt8], ThemeFileError>
  /// The file a path names once links, `.` and `..` are resolved (`realpath`); nil when it
  /// cannot be resolved. Two paths of one file give the same answer, which is how an
  /// `extends:` cycle is recognised however its paths are spelled.
  public var canonicalPath: @Sendable (String) -> String?
  /// The names of the files in a folder (empty when it does not exist).
  public var listDirectory: @Sendable (String) -> [String]

  public init(
    builtIn: [(name: String, text: String)], userDirectory: String?,
    read: @escaping @Sendable (String) -> Result<[UInt8], ThemeFileError>,
    canonicalPath: @escaping @Sendable (String) -> String? = { ThemeCatalog.normalize($0) },
    listDirectory: @escaping @Sendable (String) -> [String]
  ) {
    self.builtIn = builtIn
    self.userDirectory = userDirectory
    self.read = read
    self.canonicalPath = canonicalPath
    self.listDirectory = listDirectory
  }

  /// A catalog whose files either read or do not exist (files in memory, for tests).
  public init(
    builtIn: [(name: String, text: String)], userDirectory: String?,
    readFile: @escaping @Sendable (String) -> [UInt8]?,
    listDirectory: @escaping @Sendable (String) -> [String]
  ) {
    self.builtIn = builtIn
    self.userDirectory = userDirectory
    self.read = { path in
      guard let bytes = readFile(path) else {
        return .failure(ThemeFileError(reason: "no such file"))
      }
      return .success(bytes)
    }
    self.canonicalPath = { ThemeCatalog.normalize($0) }
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

  /// A path with `.` parts, repeated slashes and `dir/..` pairs taken out, by its text alone:
  /// the canonical path when the file system cannot say (links are not followed).
  public static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == ".." && path.hasPrefix("/") { continue }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
  }
}
