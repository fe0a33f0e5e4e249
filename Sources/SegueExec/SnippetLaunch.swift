import CSpawn
import Glibc
import SegueCore

/// What it takes to start one snippet: its code, its folder and the command line.
enum SnippetLaunch {
  /// The code that runs: the block's text with its hidden lines shown (presenterm's rule: a
  /// hidden line's prefix is removed and the line runs).
  static func code(of block: CodeBlock) -> String {
    guard let prefix = block.hiddenLinePrefix else { return block.text }
    var lines = block.text.split(separator: "\n", omittingEmptySubsequences: false)
    for index in lines.indices where lines[index].hasPrefix(prefix) {
      lines[index] = lines[index].dropFirst(prefix.count)
    }
    return lines.joined(separator: "\n")
  }

  /// The arguments that run `executor` in `directory` (the first an absolute path), or why
  /// it cannot run (a program missing, naming what to install).
  static func arguments(_ executor: Executor, directory: String) -> Result<[String], StartFailure> {
    var commands: [[String]] = []
    for (index, command) in executor.commands.enumerated() {
      var resolved = command.map {
        $0.replacingOccurrences("$file", with: directory + "/" + fileName(executor))
          .replacingOccurrences("$dir", with: directory)
      }
      if !command[0].hasPrefix("$") {
        guard let path = PathSearch.find(command[0]) else {
          let install = index == 0 ? executor.install : "what provides \(command[0])"
          return .failure(StartFailure(message: "\(command[0]): not found; install \(install)"))
        }
        resolved[0] = path
      }
      commands.append(resolved)
    }
    let environment = executor.environment.map { "\($0)=\($1)" }
    if commands.count == 1 {
      return .success(
        environment.isEmpty ? commands[0] : ["/usr/bin/env"] + environment + commands[0])
    }
    // Several commands: a shell runs each while the one before succeeded.
    let script = commands.map { $0.map(shellQuoted).joined(separator: " ") }
      .joined(separator: " && ")
    return .success(["/usr/bin/env"] + environment + ["/bin/sh", "-c", script])
  }

  static func fileName(_ executor: Executor) -> String {
    if case .file(let name) = executor.input { return name }
    return "stdin"
  }

  /// A fresh private folder for one run (mode 0700), under $TMPDIR or /tmp.
  static func makeDirectory() -> String? {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((base + "/segue-snippet-XXXXXX").utf8CString)
    return template.withUnsafeMutableBufferPointer { buffer in
      mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
    }
  }

  /// Writes `text` to `path`; false when it could not.
  static func write(_ text: String, to path: String) -> Bool {
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard file >= 0 else { return false }
    defer { close(file) }
    var bytes = Array(text.utf8)
    if bytes.last != 0x0A { bytes.append(0x0A) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }

  /// Removes a run's folder and what the snippet or its compiler left in it.
  static func remove(_ directory: String) {
    guard let folder = opendir(directory) else { return }
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { unlink(directory + "/" + name) }
    }
    closedir(folder)
    rmdir(directory)
  }

  private static func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences("'", with: "'\\''") + "'"
  }
}

/// Finding a program in $PATH, as a shell would.
public enum PathSearch {
  public static func find(_ program: String) -> String? {
    if program.contains("/") { return segue_is_executable_file(program) != 0 ? program : nil }
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(program)"
      if segue_is_executable_file(candidate) != 0 { return candidate }
    }
    return nil
  }
}

extension String {
  /// Every `target` replaced (FoundationEssentials is not imported for this alone).
  fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
