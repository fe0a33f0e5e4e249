import CPseudoTerminal
import Glibc

/// Why a terminal program did not start, in words that say what to do.
public enum TerminalPaneError: Error, Equatable, CustomStringConvertible {
  /// No such program on the PATH (or at the path given).
  case notFound(String)
  /// The pseudo-terminal or the fork failed (errno's text).
  case cannotStart(String, reason: String)

  public var description: String {
    switch self {
    case .notFound(let program): return "\(program): not found; install it or fix the PATH"
    case .cannotStart(let program, let reason): return "\(program): cannot start: \(reason)"
    }
  }
}

/// How a pane's program starts: its arguments, folder and environment.
struct PaneProcess {
  var arguments: [String]
  var directory: String?
  var environment: [String: String]

  /// The program started in a new pseudo-terminal (see `segue_pty_spawn`): its pid and the
  /// master side.
  func spawn(columns: Int, rows: Int, processLimit: Int) throws -> (pid: pid_t, master: Int32) {
    guard let program = arguments.first else { throw TerminalPaneError.notFound("") }
    guard let path = resolve(program) else { throw TerminalPaneError.notFound(program) }
    var terminal = environment
    terminal["TERM"] = "xterm-256color"
    terminal["COLUMNS"] = String(columns)
    terminal["LINES"] = String(rows)
    let argv = CStrings(arguments)
    let envp = CStrings(terminal.map { "\($0.key)=\($0.value)" })
    var master: Int32 = -1
    let pid = argv.withPointers { argv in
      envp.withPointers { envp in
        segue_pty_spawn(
          path, argv, envp, directory, UInt16(clamping: rows), UInt16(clamping: columns),
          UInt(processLimit), &master)
      }
    }
    guard pid > 0 else {
      throw TerminalPaneError.cannotStart(program, reason: String(cString: strerror(errno)))
    }
    return (pid, master)
  }

  /// The file `program` names: itself when it has a slash, else the first executable of that
  /// name on the environment's PATH.
  private func resolve(_ program: String) -> String? {
    if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
    let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    return folders.lazy.map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
  }

  /// The presenter's own environment, the default a pane's program starts with.
  static var inheritedEnvironment: [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return result
  }
}

/// NUL-terminated copies of strings and a NULL-terminated array of pointers to them, alive for
/// the duration of `withPointers` (argv and envp for exec).
private final class CStrings {
  private let pointers: [UnsafeMutablePointer<CChar>?]

  init(_ strings: [String]) {
    pointers = strings.map { strdup($0) } + [nil]
  }

  deinit { pointers.forEach { free($0) } }

  func withPointers<R>(_ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
    pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}
