import Foundation

/// Runs the real `segue` binary and collects what it printed.
public struct ProcessResult: Sendable {
  public var status: Int32
  public var stdout: String
  public var stderr: String
  /// Peak resident memory of the child in KiB (from wait4's rusage).
  public var maxRSSKiB: Int
}

public enum SegueProcess {
  /// Runs `segue` with `arguments`; kills it after `timeout` seconds (a hang is a failure).
  public static func run(
    _ arguments: [String], timeout: TimeInterval = 60, environment: [String: String] = [:]
  ) throws -> ProcessResult {
    let process = Process()
    process.executableURL = TestPaths.segueBinary
    process.arguments = arguments
    process.currentDirectoryURL = TestPaths.packageRoot
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { $1 }
    process.environment = env
    let outFile = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let errFile = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    FileManager.default.createFile(atPath: outFile.path, contents: nil)
    FileManager.default.createFile(atPath: errFile.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outFile)
      try? FileManager.default.removeItem(at: errFile)
    }
    process.standardOutput = try FileHandle(forWritingTo: outFile)
    process.standardError = try FileHandle(forWritingTo: errFile)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    var usage = rusage()
    while true {
      let pid = wait4(process.processIdentifier, &status, WNOHANG, &usage)
      if pid == process.processIdentifier { break }
      if Date() > deadline {
        kill(process.processIdentifier, SIGKILL)
        _ = wait4(process.processIdentifier, &status, 0, &usage)
        throw TimeoutError(arguments: arguments, seconds: timeout)
      }
      usleep(2_000)
    }
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ProcessResult(
      status: exitStatus,
      stdout: (try? String(contentsOf: outFile, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: errFile, encoding: .utf8)) ?? "",
      maxRSSKiB: usage.ru_maxrss)
  }

  public struct TimeoutError: Error, CustomStringConvertible {
    public var arguments: [String]
    public var seconds: TimeInterval
    public var description: String { "segue \(arguments) did not finish in \(seconds) s" }
  }
}
