import CSpawn
import Glibc

/// Counting processes from /proc (Linux): the members of a snippet's group, to end a fork
/// bomb, and the user's own, to set RLIMIT_NPROC above what the user already runs.
enum ProcessCensus {
  /// The processes whose process group is `group`.
  static func members(ofGroup group: pid_t) -> Int {
    count { pid in self.group(of: pid) == group }
  }

  /// The processes owned by `user`.
  static func processes(ofUser user: uid_t) -> Int {
    count { pid in segue_owner("/proc/\(pid)") == Int(user) }
  }

  private static func count(where matches: (pid_t) -> Bool) -> Int {
    guard let directory = opendir("/proc") else { return 0 }
    defer { closedir(directory) }
    var found = 0
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let pid = pid_t(name), matches(pid) { found += 1 }
    }
    return found
  }

  /// The process group of `pid`, from `/proc/PID/stat` (`pid (comm) state ppid pgrp …`; the
  /// command may hold spaces and parentheses, so fields are counted after the last `)`).
  private static func group(of pid: pid_t) -> pid_t? {
    let file = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var buffer = [UInt8](repeating: 0, count: 512)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, $0.count) }
    guard count > 0, let close = buffer[0..<count].lastIndex(of: UInt8(ascii: ")")) else {
      return nil
    }
    let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 2, let group = pid_t(String(decoding: fields[2], as: UTF8.self)) else {
      return nil
    }
    return group
  }
}
