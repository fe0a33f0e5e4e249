#if canImport(Glibc)
  import Glibc
#endif

/// Whether a file can be written before any work is done for it.
///
/// `segue export -o FILE` and `segue present --record FILE` check their file first, so a typo in
/// a folder name or a read-only place fails at once with the system's reason, not after the
/// deck was read and rendered (or a talk was given).
enum OutputPath {
  /// Why `path` cannot be written, or nil when it can: an existing file must be writable and
  /// a regular file, a character device or (when `allowsPipe`) a FIFO, as `OutputFile` opens
  /// them; a new one needs a writable folder.
  static func problem(_ path: String, allowsPipe: Bool = true) -> String? {
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: return Platform.describe(EISDIR)
      case S_IFREG, S_IFCHR: break
      case S_IFIFO where allowsPipe: break
      case S_IFIFO: return "it is a FIFO: a recording goes to a regular file"
      default: return "not a regular file, a FIFO or a character device"
      }
      return access(path, W_OK) == 0 ? nil : Platform.describe(errno)
    }
    guard errno == ENOENT else { return Platform.describe(errno) }
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 }
    if stat(folder ?? ".", &info) != 0 { return Platform.describe(errno) }
    guard (info.st_mode & S_IFMT) == S_IFDIR else { return Platform.describe(ENOTDIR) }
    return access(folder ?? ".", W_OK | X_OK) == 0 ? nil : Platform.describe(errno)
  }
}
