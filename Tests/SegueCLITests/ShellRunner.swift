import Foundation

/// Runs a program of the system (a shell, groff, man) with its output and errors in files, so
/// that a large output cannot fill a pipe that is not being read.
enum ShellRunner {
  struct Result {
    var status: Int32
    var out: String
    var err: String
  }

  static func isInstalled(_ program: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/" + program)
  }

  static func run(
    _ program: String, _ arguments: [String], environment: [String: String] = [:],
    in folder: URL
  ) throws -> Result {
    let outURL = folder.appending(path: "stdout")
    let errURL = folder.appending(path: "stderr")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/" + program)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    func read(_ url: URL) throws -> String {
      String(decoding: try FileHandle(forReadingFrom: url).readToEnd() ?? Data(), as: UTF8.self)
    }
    return Result(status: process.terminationStatus, out: try read(outURL), err: try read(errURL))
  }

  /// A new empty folder under the temporary folder.
  static func scratchFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appending(path: "segue-\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
