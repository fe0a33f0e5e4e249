import CSpawn
import Glibc

/// Why a snippet did not start.
public struct StartFailure: Error, Sendable, Equatable {
  public var message: String
}

extension SnippetProcess {
  /// Starts `arguments` (the first an absolute path) in `directory`, with stdin from the file
  /// at `stdinPath` or /dev/null.
  public static func start(_ arguments: [String], directory: String, stdinPath: String? = nil)
    throws(StartFailure) -> SnippetProcess
  {
    let input = open(stdinPath ?? "/dev/null", O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { throw StartFailure(message: "cannot open the snippet's input") }
    defer { close(input) }
    var ends: [Int32] = [-1, -1]
    guard segue_pipe(&ends) == 0 else {
      throw StartFailure(message: "cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    // RLIMIT_NPROC counts all of the user's processes, not the group's: set well above what
    // the user runs now, it is only a backstop for when nobody polls the group's count (the
    // user's other programs, and other snippets, keep room to start while a bomb is ended).
    let limit = ProcessCensus.processes(ofUser: getuid()) + 4 * processLimit
    var group: pid_t = 0
    let pid = withCStrings(arguments) { argv in
      segue_spawn(argv[0], argv, directory, input, ends[1], limit, &group)
    }
    close(ends[1])
    guard pid > 0 else {
      close(ends[0])
      throw StartFailure(
        message: "cannot start \(arguments[0]): \(String(cString: strerror(errno)))")
    }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    return SnippetProcess(pid: pid, group: group, fileDescriptor: ends[0])
  }

  /// `body` with `strings` as a NULL-terminated C array.
  private static func withCStrings<R>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> R
  ) -> R {
    var pointers = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
  }
}
