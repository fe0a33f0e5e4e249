import Foundation

/// What a run of the real `segue` binary printed, how it ended, and its peak memory.
public struct ProcessResult: Sendable {
  public var status: Int32
  public var stdout: String
  public var stderr: String
  /// The streams' bytes as written, for tests of what reaches a terminal (the strings above
  /// have invalid UTF-8 replaced).
  public var stdoutBytes: [UInt8]
  public var stderrBytes: [UInt8]
  /// Peak resident memory of `segue` itself in KiB, as GNU time reports it.
  ///
  /// Not wait4's rusage of a child the tests spawn: Linux folds the spawning process's peak
  /// into it (posix_spawn shares the test process's memory until the exec), so it was at
  /// least the test process's own peak, and a bound on it held for `segue` only while the
  /// tests stayed below it. GNU time is a small process of its own that forks `segue` and
  /// reads `segue`'s rusage. Where it is missing (`make deps` installs it), wait4's figure
  /// is given, with that caveat.
  public var maxRSSKiB: Int

  /// Whether memory figures mean anything in this run: not under `make sanitize`, whose
  /// shadow memory, redzones and quarantine multiply what every process holds.
  public static var memoryIsMeasurable: Bool {
    ProcessInfo.processInfo.environment["SEGUE_SANITIZED"] == nil
  }
}

/// Runs the real `segue` binary (under GNU time, which reports its peak memory).
public enum SegueProcess {
  /// Runs `segue` with `arguments`; kills it after `timeout` seconds (a hang is a failure).
  public static func run(
    _ arguments: [String], timeout: TimeInterval = 60, environment: [String: String] = [:]
  ) throws -> ProcessResult {
    let directory = FileManager.default.temporaryDirectory
    let outPath = directory.appendingPathComponent("segue-\(UUID().uuidString).out").path
    let errPath = directory.appendingPathComponent("segue-\(UUID().uuidString).err").path
    defer {
      unlink(outPath)
      unlink(errPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let binary = TestPaths.segueBinary.path
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { $1 }
    let rssPath = directory.appendingPathComponent("segue-\(UUID().uuidString).rss").path
    defer { unlink(rssPath) }
    guard access(binary, X_OK) == 0 else { throw SpawnError(binary: binary, code: ENOENT) }
    let timed = access(gnuTime, X_OK) == 0
    let command = timed ? [gnuTime, "-f", "%M", "-o", rssPath, binary] : [binary]
    let argv = (command + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    // A group of its own, so a timeout kills `segue` and not only GNU time above it.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw SpawnError(binary: command[0], code: spawned) }

    // A sanitized build (`make sanitize`) runs several times slower: the deadline stretches.
    let scale = ProcessInfo.processInfo.environment["SEGUE_TEST_TIMEOUT_SCALE"].flatMap(Double.init)
    let deadline = Date().addingTimeInterval(timeout * (scale ?? 1))
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, WNOHANG, &usage) == 0 {
      if Date() > deadline {
        kill(-pid, SIGKILL)
        _ = wait4(pid, &status, 0, &usage)
        throw TimeoutError(arguments: arguments, seconds: timeout)
      }
      usleep(2_000)
    }
    let signal = status & 0x7f
    let out = contents(outPath)
    let err = contents(errPath)
    return ProcessResult(
      status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
      stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
      stdoutBytes: out, stderrBytes: err,
      maxRSSKiB: timed ? Self.reportedPeak(rssPath) ?? usage.ru_maxrss : usage.ru_maxrss)
  }

  static let gnuTime = "/usr/bin/time"

  /// The last line GNU time wrote (`%M`; a line about the exit comes before it when the
  /// command failed).
  static func reportedPeak(_ path: String) -> Int? {
    let text = String(decoding: contents(path), as: UTF8.self)
    return text.split(separator: "\n").last.flatMap { Int($0) }
  }

  /// A file's bytes. Not `FileManager.contents(atPath:)`: on an empty file (a run that printed
  /// nothing) it leaks a 4 KB buffer each call, which `make sanitize` reports.
  static func contents(_ path: String) -> [UInt8] {
    [UInt8](FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data())
  }

  public struct TimeoutError: Error, CustomStringConvertible {
    public var arguments: [String]
    public var seconds: TimeInterval
    public var description: String { "segue \(arguments) did not finish in \(seconds) s" }
  }

  public struct SpawnError: Error, CustomStringConvertible {
    public var binary: String
    public var code: Int32
    public var description: String {
      "cannot start \(binary) (error \(code)); run 'swift build' first"
    }
  }
}
