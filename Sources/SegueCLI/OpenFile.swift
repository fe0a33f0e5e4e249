import CFileSystem
import SegueCore

#if canImport(Glibc)
  import Glibc
#endif

/// A file Segue reads, opened once and judged by what was opened.
///
/// A rule that judges a path and then opens it judges one file and reads another when the
/// path changes in between (a link swapped to `/proc/self/environ`). So every file Segue reads
/// (a deck, a theme, an image, a `file` block's file, a state file) is opened first, and the
/// open descriptor is judged — its type and the file system it is on (`fstat`, `fstatfs`) —
/// and then read: what is read is what was judged. Closed when the value goes.
struct OpenFile: ~Copyable {
  let fd: Int32
  let identity: FileIdentity
  /// The size when it was opened.
  let size: Int

  deinit { close(fd) }

  /// All the bytes, at most `limit` of them; a file that grows past the limit while it is
  /// read is refused.
  consuming func read(limit: Int) -> Result<[UInt8], Platform.ReadError> {
    guard size <= limit else { return .failure(.tooLarge(limit: limit)) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size)
    var chunk = [UInt8](repeating: 0, count: min(1 << 16, max(4096, size + 1)))
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable(Platform.describe(errno)))
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
      if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
    }
    return .success(bytes)
  }

  /// Where the opened file is: `path` with links, `.` and `..` resolved, and only when that
  /// names the file that was opened (nil when the path has changed since: a swapped link).
  func resolvedPath(_ path: String) -> String? {
    guard let real = Platform.canonicalPath(path), InputFiles.identity(of: real) == identity
    else { return nil }
    return real
  }
}

extension Platform {
  /// Opens the regular file at `path` for reading and judges the open file.
  ///
  /// Opened without blocking (a FIFO with no writer must not hang `open`). Refused: what is
  /// not a regular file (a folder, a device, a FIFO, a socket), and any file on a kernel file
  /// system (`/proc`, `/sys`, `/dev` and the like: `systemFileSystem`), whose files are the
  /// machine's state, never a deck's. `follow: false` refuses a link at `path` itself
  /// (`O_NOFOLLOW`), for files Segue writes itself and never makes links.
  static func open(_ path: String, follow: Bool = true) throws(ReadError) -> OpenFile {
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (follow ? 0 : O_NOFOLLOW)
    let fd = Glibc.open(path, flags)
    guard fd >= 0 else {
      let code = errno
      // A socket cannot be opened at all (ENXIO): say what it is, like the other kinds.
      var info = stat()
      if code == ENXIO, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK {
        throw .notRegular(kind: "a socket")
      }
      if code == ELOOP && !follow { throw .notRegular(kind: "a symbolic link") }
      throw code == ENOENT ? .missing : .unreadable(describe(code))
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let reason = describe(errno)
      close(fd)
      throw .unreadable(reason)
    }
    if let problem = kindProblem(info) ?? systemFileSystem(fd, device: UInt64(info.st_dev)) {
      close(fd)
      throw problem
    }
    return OpenFile(
      fd: fd, identity: FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
      size: Int(max(0, info.st_size)))
  }

  /// Why an open file of this type is not read; nil for a regular file.
  private static func kindProblem(_ info: stat) -> ReadError? {
    switch info.st_mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: .isDirectory
    case S_IFIFO: .notRegular(kind: "a FIFO")
    case S_IFCHR: .notRegular(kind: "a character device")
    case S_IFBLK: .notRegular(kind: "a block device")
    case S_IFSOCK: .notRegular(kind: "a socket")
    default: .notRegular(kind: "not a file")
    }
  }

  /// The kernel's file systems, by `f_type` (linux/magic.h): views of the machine's state
  /// (processes, devices, settings), never files a deck is made of.
  static let systemFileSystems: [Int: String] = [
    0x9fa0: "procfs (/proc)", 0x6265_6572: "sysfs (/sys)", 0x0027_e0eb: "cgroupfs",
    0x6367_7270: "cgroup2fs", 0x6462_6720: "debugfs", 0x7472_6163: "tracefs",
    0x7363_6673: "securityfs", 0xcafe_4a11: "bpffs", 0x6165_676c: "pstorefs",
    0xde5e_81e4: "efivarfs", 0x6265_6570: "configfs", 0xf97c_ff8c: "selinuxfs",
    0x4341_5d53: "smackfs", 0x4249_4e4d: "binfmt_misc", 0x1cd1: "devpts",
    0x1980_0202: "mqueue", 0x6573_5543: "fusectl", 0x6e73_6673: "nsfs",
  ]

  /// The device of `/dev`'s own file system (devtmpfs has tmpfs's type number, so it is
  /// known by its device); nil when `/dev` is a plain folder of the root file system.
  static let devDevice: UInt64? = {
    var dev = stat()
    var root = stat()
    guard stat("/dev", &dev) == 0, stat("/", &root) == 0, dev.st_dev != root.st_dev else {
      return nil
    }
    return UInt64(dev.st_dev)
  }()

  /// Why the open file `fd` (on `device`) is not read: it is on a kernel file system.
  private static func systemFileSystem(_ fd: Int32, device: UInt64) -> ReadError? {
    if device == devDevice { return .systemFile("devtmpfs (/dev)") }
    let type = segue_file_system_type(fd)
    return systemFileSystems[type].map { .systemFile($0) }
  }
}
