#if canImport(Glibc)
  import Glibc
#endif

/// The POSIX calls of the channel's Unix domain sockets, each returning a value or `errno`.
///
/// Every descriptor made here is non-blocking and close-on-exec: the presenter never waits on
/// a client, and a child process (code execution, later) inherits no socket.
public enum UnixSocket {
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    public var call: String
    public var code: Int32
    public var description: String { "\(call): \(String(cString: strerror(code)))" }
  }

  /// The longest path a `sockaddr_un` holds (108 bytes on Linux, NUL included).
  static let maximumPath = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

  /// A listening socket at `path`, mode 0600, set right after `bind`.
  ///
  /// Not by tightening the umask around `bind`: the umask is the whole process's, and a thread
  /// making a folder at that moment (the tests run in parallel; the presenter has a loading
  /// thread) got it without its `x` bits. Between `bind` and `chmod` the socket has the
  /// umask's mode, but it lies in a folder only its owner may enter (`ChannelAddress`), and
  /// connecting needs write permission on it, which a usual umask does not give others.
  static func listen(at path: String) throws(Failure) -> Int32 {
    let fd = try stream()
    guard withAddress(path, { bind(fd, $0, $1) }) == 0 else {
      let code = errno
      close(fd)
      throw Failure(call: "bind", code: code)
    }
    guard chmod(path, 0o600) == 0 else {
      let code = errno
      close(fd)
      unlink(path)
      throw Failure(call: "chmod", code: code)
    }
    guard Glibc.listen(fd, 64) == 0 else {
      let code = errno
      close(fd)
      unlink(path)
      throw Failure(call: "listen", code: code)
    }
    return fd
  }

  /// A socket connected to `path`.
  static func connect(to path: String) throws(Failure) -> Int32 {
    let fd = try stream()
    // Connecting a Unix socket completes at once or fails at once, even non-blocking.
    guard withAddress(path, { Glibc.connect(fd, $0, $1) }) == 0 else {
      let code = errno
      close(fd)
      throw Failure(call: "connect", code: code)
    }
    return fd
  }

  /// What one `accept` brought.
  enum Accepted: Equatable {
    case connection(Int32)
    /// No connection waits (`EAGAIN`).
    case none
    /// The one waiting went away first, or a signal came: try again at once.
    case again
    /// Any other failure, chiefly no descriptor left (`EMFILE`, `ENFILE`): the connection
    /// stays queued and the listener stays readable, so the caller must stop asking a while.
    case failed(Int32)
  }

  /// The next waiting connection, non-blocking and close-on-exec.
  static func accept(_ listener: Int32) -> Accepted {
    let fd = Glibc.accept(listener, nil, nil)
    guard fd >= 0 else {
      switch errno {
      case EAGAIN, EWOULDBLOCK: return .none
      case EINTR, ECONNABORTED: return .again
      case let code: return .failed(code)
      }
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    return .connection(fd)
  }

  /// `struct ucred`, which Swift's Glibc module hides (it needs `_GNU_SOURCE`).
  private struct PeerCredentials {
    var pid: Int32 = 0
    var uid: UInt32 = 0
    var gid: UInt32 = 0
  }
  /// `SO_PEERCRED` on Linux.
  private static let peerCredentialsOption: Int32 = 17

  /// The user id of the process at the other end.
  static func peerUser(_ fd: Int32) -> uid_t? {
    var credentials = PeerCredentials()
    var length = socklen_t(MemoryLayout<PeerCredentials>.size)
    guard getsockopt(fd, SOL_SOCKET, peerCredentialsOption, &credentials, &length) == 0 else {
      return nil
    }
    return credentials.uid
  }

  enum ReadResult: Equatable {
    case bytes([UInt8])
    /// Nothing to read now (`EAGAIN`).
    case wouldBlock
    /// End of file or an error: the peer is gone.
    case closed
  }

  static func read(_ fd: Int32, maximum: Int = 4096) -> ReadResult {
    var buffer = [UInt8](repeating: 0, count: maximum)
    let count = recv(fd, &buffer, maximum, 0)
    if count > 0 { return .bytes(Array(buffer[0..<count])) }
    if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
      return .wouldBlock
    }
    return .closed
  }

  /// Writes what the socket takes now; how many bytes, or nil when the peer is gone.
  static func write(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty else { return 0 }
    let count = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    if count >= 0 { return count }
    return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : nil
  }

  private static func stream() throws(Failure) -> Int32 {
    let type =
      Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
      | Int32(SOCK_CLOEXEC.rawValue)
    let fd = socket(AF_UNIX, type, 0)
    guard fd >= 0 else { throw Failure(call: "socket", code: errno) }
    return fd
  }

  private static func withAddress(
    _ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
  ) -> Int32 {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count <= maximumPath else {
      errno = ENAMETOOLONG
      return -1
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
  }
}
