import SegueCore
import SegueResources
import Synchronization

/// The executors, by language, with their other spellings and their `+exec:name` alternatives.
///
/// The built-in table is Resources/executors.yaml, read once, when a snippet first needs it.
/// A user's config can later lay its own file over it with
/// `ExecutorFile.read(_:fileName:over:)`.
public struct ExecutorTable: Sendable, Equatable {
  /// By the table's name for a language (`python`).
  public var languages: [String: Executor] = [:]
  /// Another spelling (`py`) → the table's name (`python`).
  public var aliases: [String: String] = [:]
  /// By language, then by the name `+exec:name` gives.
  public var alternatives: [String: [String: Executor]] = [:]

  public init() {}

  /// The built-in table (Resources/executors.yaml).
  ///
  /// `ExecutorFileTests` keeps the file free of problems; were it not, no language would run
  /// and each snippet would say that Segue does not know how to run it.
  public static let builtIn: ExecutorTable =
    (try? ExecutorFile.read(BuiltInFiles.executors, fileName: builtInFileName).get())
    ?? ExecutorTable()

  /// How messages name the built-in file.
  public static let builtInFileName = "executors.yaml (built in)"

  /// The executor for a block of `language`, or its alternative `name` (`+exec:uv`); nil
  /// when there is none.
  public func executor(language: String, alternative name: String? = nil) -> Executor? {
    let key = canonical(language)
    if let name { return alternatives[key]?[name] }
    return languages[key]
  }

  /// The table's name for `language` (`py` → `python`).
  public func canonical(_ language: String) -> String {
    let lower = language.lowercased()
    return aliases[lower] ?? lower
  }

  /// The table snippets run by: the built-in one, or the user's config laid over it, set
  /// once at start before any snippet runs.
  public static var current: ExecutorTable {
    get { installed.withLock { $0 } ?? builtIn }
    set { installed.withLock { $0 = newValue } }
  }

  private static let installed = Mutex<ExecutorTable?>(nil)

  /// `executor(language:alternative:)` in the current table.
  public static func executor(language: String, alternative name: String? = nil) -> Executor? {
    current.executor(language: language, alternative: name)
  }

  /// `canonical(_:)` in the current table.
  public static func canonical(_ language: String) -> String {
    current.canonical(language)
  }
}
