import CSpawn
import Glibc

/// Counting processes from /proc (Linux): the members of a snippet's group, to end a fork
/// bomb, and the user's own, to set RLIMIT_NPROC above what the user already runs.
enum ProcessCensus {
  /// The processes whose process group is `group`.
  static func members(ofGroup group: pid_t) -> Int {
    segue_count_group(group)
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
}
