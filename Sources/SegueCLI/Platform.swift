import SegueCore
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
    /// A device, FIFO or socket: `kind` says which ("a FIFO").
    case notRegular(kind: String)
    /// Larger than `limit` bytes.
    case tooLarge(limit: Int)
    /// On a kernel file system (`procfs (/proc)`): the machine's state, never read.
    case systemFile(String)
    case unreadable(String)
  }

  /// The largest deck read, and the largest file a `file` code block shows: 4 MiB, a hundred
  /// times the largest real deck and four times the 1 MB benchmark deck. A deck is read and
  /// parsed whole; at this size even the densest markup stays within the parse budget's cap
  /// (`ParseBudget`), so no deck can take more than a few hundred MiB.
  public static let deckLimit = 4 << 20
  /// The largest theme file read (a theme is a few KB).
  public static let themeLimit = 1 << 20

  /// Reads a whole regular file as bytes, at most `limit` of them, by the rules of `open`:
  /// opened once, judged by the open file (type and file system), then read.
  public static func readFile(_ path: String, limit: Int = deckLimit, follow: Bool = true)
    -> Result<[UInt8], ReadError>
  {
    do throws(ReadError) {
      return try open(path, follow: follow).read(limit: limit)
    } catch {
      return .failure(error)
    }
  }

  /// The path with links, `.` and `..` resolved (`realpath`); nil when it cannot be resolved.
  public static func canonicalPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// `4 MiB`, `512 KiB`, `100 bytes`: a limit as the messages name it.
  public static func describe(bytes: Int) -> String { ByteSize.text(bytes) }

  /// Creates a new file holding `contents`; the reason when it cannot. Never an existing
  /// file, and never through a link (a dangling one included: `O_EXCL`).
  public static func writeFile(_ path: String, contents: String) -> String? {
    let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
    guard fd >= 0 else { return describe(errno) }
    defer { close(fd) }
    return write(contents, to: fd)
  }

  /// Size, modification time and inode of a file, to notice edits; nil when it is missing.
  public static func stamp(_ path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileStamp(
      size: Int(info.st_size), modified: info.st_mtim.tv_sec,
      modifiedNanoseconds: info.st_mtim.tv_nsec, inode: UInt(info.st_ino))
  }

  /// What the file watchers compare: `stamp`, or, when the path cannot be followed, why and
  /// what the path itself is (a link's own stamp), so going from one failure to another —
  /// gone, then a link to itself, then a dangling link — is a change the presenter shows;
  /// nil only for nothing at all at the path.
  public static func watchStamp(_ path: String) -> FileStamp? {
    if let followed = stamp(path) { return followed }
    let reason = errno  // `stamp`'s failed stat
    var info = stat()
    guard lstat(path, &info) == 0 else {
      return reason == ENOENT
        ? nil : FileStamp(size: -Int(reason), modified: 0, modifiedNanoseconds: 0, inode: 0)
    }
    return FileStamp(
      size: -Int(reason), modified: info.st_mtim.tv_sec,
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

  /// Whether anything is at `path` itself: a link counts, even one that leads nowhere.
  public static func entryExists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  public static func fileExists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Whether `path` is a regular file, following links (a dangling link, a loop, a FIFO, a
  /// folder or a device is not).
  public static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// The time now in Unix seconds.
  public static func now() -> Int { Int(time(nil)) }

  /// Colour on a stream: only a terminal, and never when `NO_COLOR` is set.
  public static func wantsColor(_ fd: Int32) -> Bool {
    isTerminal(fd) && (getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true)
  }

  /// Writes all of `text`; the reason when a write failed (a full disk, a closed stream).
  @discardableResult
  public static func write(_ text: String, to fd: Int32) -> String? {
    var bytes = Array(text.utf8)[...]
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

  /// Why a file on a kernel file system is not read, as the messages end.
  static func systemFileReason(_ fileSystem: String) -> String {
    "is on \(fileSystem), the kernel's view of the system: never read"
  }

  static func describe(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0).lowercased() } ?? "error \(code)"
  }
}
