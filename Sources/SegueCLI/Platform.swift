import SegueTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything the CLI asks of the operating system, in one place.
public enum Platform {
  public enum ReadError: Error, Equatable {
    case missing
    case isDirectory
    case unreadable(String)
  }

  /// Reads a whole file as bytes.
  public static func readFile(_ path: String) -> Result<[UInt8], ReadError> {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return .failure(errno == ENOENT ? .missing : .unreadable(describe(errno)))
    }
    if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.isDirectory) }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return .failure(.unreadable(describe(errno))) }
    defer { close(fd) }
    let size = Int(max(0, info.st_size))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size)
    // Room for the whole file and the read that finds its end (more reads if it grew);
    // uninitialized, as zeroing 64 KB for a 6 KB deck cost more than reading it.
    let chunk = UnsafeMutableRawBufferPointer.allocate(
      byteCount: min(1 << 16, max(4096, size + 1)), alignment: 1)
    defer { chunk.deallocate() }
    while true {
      let n = read(fd, chunk.baseAddress, chunk.count)
      if n < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable(describe(errno)))
      }
      if n == 0 { break }
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<n]))
    }
    return .success(bytes)
  }

  /// Writes a whole file, replacing it; returns the reason on failure.
  public static func writeFile(_ path: String, contents: String) -> String? {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return describe(errno) }
    defer { close(fd) }
    var bytes = Array(contents.utf8)[...]
    while !bytes.isEmpty {
      let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return describe(errno)
      }
      bytes = bytes.dropFirst(n)
    }
    return nil
  }

  /// Size, modification time and inode of a file, to notice edits; nil when it is missing.
  public static func stamp(_ path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileStamp(
      size: Int(info.st_size), modified: info.st_mtim.tv_sec,
      modifiedNanoseconds: info.st_mtim.tv_nsec, inode: UInt(info.st_ino))
  }

  /// An environment variable's value.
  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The names in a folder, without `.` and `..`; empty when it cannot be read.
  public static func listDirectory(_ path: String) -> [String] {
    guard let dir = opendir(path) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Creates a folder and its parents (like `mkdir -p`); returns the reason on failure.
  public static func makeDirectories(_ path: String) -> String? {
    var current = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      current += "/" + part
      if mkdir(current, 0o755) != 0 && errno != EEXIST { return describe(errno) }
    }
    return nil
  }

  public static func fileExists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// Colour on a stream: only a terminal, and never when `NO_COLOR` is set.
  public static func wantsColor(_ fd: Int32) -> Bool {
    isTerminal(fd) && (getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true)
  }

  public static func write(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(n)
    }
  }

  static func describe(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0).lowercased() } ?? "error \(code)"
  }
}
