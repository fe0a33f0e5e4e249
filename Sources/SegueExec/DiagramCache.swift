import Glibc
import SegueRender
import Synchronization

/// Rendered diagrams on disk, by content hash: `$XDG_CACHE_HOME/segue/diagrams/KEY.svg`
/// (default `~/.cache/segue/diagrams/`), so a diagram is rendered once per machine, and the
/// first showing after `segue check --render` starts no process.
///
/// The folder is made private (0700) and used only when it is a directory of ours, not a
/// link. Files are written to a temporary name and renamed, so a reader (another presenter,
/// a parallel check) never sees half a picture; they are read back only as regular files,
/// no larger than an image may be.
public struct DiagramCache: Sendable {
  public let folder: String
  /// Numbers each write's temporary file.
  private static let writes = Atomic<Int>(0)

  public init(folder: String) {
    self.folder = folder
  }

  /// The default folder for this environment; nil when neither variable gives an absolute path.
  public static func defaultFolder(environment: (String) -> String? = environment) -> String? {
    if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") {
      return cache + "/segue/diagrams"
    }
    if let home = environment("HOME"), home.hasPrefix("/") {
      return home + "/.cache/segue/diagrams"
    }
    return nil
  }

  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Where the picture of `key` is (or would be) kept.
  public func path(_ key: String) -> String { folder + "/" + key + ".svg" }

  /// The kept picture's path when it is there as a regular file; nil otherwise.
  public func hit(_ key: String) -> String? {
    var info = stat()
    guard lstat(path(key), &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else {
      return nil
    }
    return path(key)
  }

  /// Keeps `bytes` as the picture of `key`; the path, or why it could not.
  public func store(_ bytes: [UInt8], key: String) -> Result<String, DiagramProblem> {
    if let problem = prepare() { return .failure(DiagramProblem(problem)) }
    // Unique to this write: two threads may render the same diagram at once.
    let temporary =
      path(key) + ".\(getpid())-\(Self.writes.add(1, ordering: .relaxed).newValue).tmp"
    let file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard file >= 0 else { return .failure(DiagramProblem("cannot write \(temporary)")) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    guard close(file) == 0, written == bytes.count, rename(temporary, path(key)) == 0 else {
      unlink(temporary)
      return .failure(DiagramProblem("cannot write \(path(key))"))
    }
    return .success(path(key))
  }

  /// Makes the folder and its parents (0700) and checks it is a directory of ours; why not.
  func prepare() -> String? {
    var parent = ""
    for part in folder.split(separator: "/") {
      parent += "/" + part
      if mkdir(parent, 0o700) != 0 && errno != EEXIST { return "cannot create \(parent)" }
    }
    var info = stat()
    guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid()
    else { return "\(folder) is not a folder of this user's" }
    return nil
  }

  /// Reads the file at `path` when it is a regular file no larger than an image may be.
  static func readRegular(_ path: String) -> [UInt8]? {
    let file = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) <= ImageDecoder.byteLimit
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var done = 0
    while done < bytes.count {
      let count = bytes[done...].withUnsafeMutableBytes {
        Glibc.read(file, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      done += count
    }
    return bytes
  }

  /// A 128-bit content hash as 32 hex digits: two FNV-1a passes with different seeds. Not
  /// cryptographic: a crafted collision could show another of the user's own diagrams, no more.
  static func key(_ parts: [String]) -> String {
    var a: UInt64 = 0xcbf2_9ce4_8422_2325
    var b: UInt64 = 0x6c62_272e_07bb_0142
    for part in parts {
      for byte in part.utf8 + [0] {
        a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        b = (b &* 0x0000_0100_0000_01B3) ^ UInt64(byte)
      }
    }
    return [a, b].map { String($0, radix: 16) }.map {
      String(repeating: "0", count: 16 - $0.count) + $0
    }.joined()
  }
}

/// Why a diagram has no picture: a missing tool (naming what to install), a tool that failed
/// (with its last lines of output), a cache that cannot be written.
public struct DiagramProblem: Error, Sendable, Equatable {
  public var message: String
  /// The tool's last lines of output, for `check --render`.
  public var lines: [String]

  public init(_ message: String, lines: [String] = []) {
    self.message = message
    self.lines = lines
  }
}
