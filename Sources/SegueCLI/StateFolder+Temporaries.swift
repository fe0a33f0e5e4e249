#if canImport(Glibc)
  import Glibc
#endif

extension StateFolder {
  /// How old a temporary file must be before a start removes it, in seconds: a write takes
  /// far less, so one this old belongs to no write in progress.
  static let staleAge = 60

  /// Removes the temporary files (`KEY.KIND.PID.tmp`, `KEY.KIND.PID.signal.tmp`) that a
  /// process killed mid-write left in `folder` (SIGKILL cannot be caught, so nothing removed
  /// them then), when they are older than `staleAge` at `now` (seconds since 1970). Returns
  /// how many it removed. Links and other files are left alone.
  @discardableResult
  static func removeStaleTemporaries(in folder: String, now: Int = Platform.now()) -> Int {
    var removed = 0
    for name in Platform.listDirectory(folder) where name.hasSuffix(".tmp") {
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
        now - Int(info.st_mtim.tv_sec) >= staleAge
      else { continue }
      if unlink(path) == 0 { removed += 1 }
    }
    return removed
  }
}
