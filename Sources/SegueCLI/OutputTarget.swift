import SegueRender

#if canImport(Glibc)
  import Glibc
#endif

/// Checks an export's `-o` before any work, so an unwritable path fails in a moment rather
/// than after a long render (issue 17: "a clear error before any work").
enum OutputTarget {
  /// Why `file` cannot be written, or nil when it can: the folder it would go in must exist
  /// and be writable, and the file itself, if it exists, must be a writable file.
  static func problem(file: String) -> String? {
    var info = stat()
    if stat(file, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFDIR { return "it is a folder" }
      return access(file, W_OK) == 0 ? nil : Platform.describe(errno)
    }
    let folder = parent(of: file)
    guard stat(folder, &info) == 0 else { return Platform.describe(errno) }
    guard info.st_mode & S_IFMT == S_IFDIR else { return "\(folder) is not a folder" }
    return access(folder, W_OK | X_OK) == 0 ? nil : "\(folder): \(Platform.describe(errno))"
  }

  /// Makes `folder` (and its parents) for a format that writes a file per frame; the reason
  /// when it is not a writable folder afterwards.
  static func prepare(folder: String) -> String? {
    var info = stat()
    if stat(folder, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else { return "it is not a folder" }
    } else if let reason = Platform.makeDirectories(folder) {
      return reason
    }
    return access(folder, W_OK | X_OK) == 0 ? nil : Platform.describe(errno)
  }

  /// The folder `file` is in: `.` for a bare name.
  static func parent(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }
}

/// A folder as the place a per-frame format writes its files.
struct FolderFiles: PageFiles {
  let folder: String

  func write(_ bytes: [UInt8], named name: String) throws(WriteError) {
    let path = folder + "/" + name
    do throws(WriteError) {
      var sink = try FileSink.create(path)
      try sink.write(bytes)
      try sink.close()
    } catch {
      throw WriteError(reason: "\(path): \(error.reason)")
    }
  }
}
