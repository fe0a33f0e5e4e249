import Synchronization

/// Where the diagram tools' programs are: the config's `renderers:` (a program that is not on
/// PATH, as `mmdc` under a project's `node_modules/.bin`), else PATH. Set once at start.
public enum DiagramPrograms {
  /// Program name → its file, from the config.
  public static var paths: [String: String] {
    get { installed.withLock { $0 } }
    set { installed.withLock { $0 = newValue } }
  }

  private static let installed = Mutex<[String: String]>([:])

  /// Every program a diagram tool runs, by name, for the config's checks.
  public static var known: [String] {
    var names: [String] = []
    for program in DiagramTool.all.flatMap({ $0.programs() }) where !names.contains(program) {
      names.append(program)
    }
    return names
  }

  /// The file `program` runs from: the config's path when it names one, else PATH's.
  public static func find(_ program: String, in paths: [String: String] = paths) -> String? {
    if let path = paths[program] { return PathSearch.find(path) }
    return PathSearch.find(program)
  }
}
