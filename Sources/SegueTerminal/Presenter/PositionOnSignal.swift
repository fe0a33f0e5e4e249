import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Saves the deck's last position when a signal ends the presenter (SIGTERM, SIGHUP, SIGINT
/// sent from outside, SIGQUIT, a crash), as a quit does.
///
/// Those signals end the process from `TerminalSignals`' handler, where almost nothing is
/// allowed: no allocation, no Swift strings, no locks. So the file's text is prepared outside
/// the handler after every move, into one of two fixed buffers (the one the handler is not
/// reading), and the handler only calls `open`, `write`, `rename` and `close`, which are
/// async-signal-safe. The write is atomic as a quit's is: a temporary file renamed over the
/// old one.
public enum PositionOnSignal {
  static let capacity = 8192
  nonisolated(unsafe) static var path: UnsafeMutablePointer<CChar>?
  nonisolated(unsafe) static var temporary: UnsafeMutablePointer<CChar>?
  // Two plain pointers and lengths, not arrays: the handler must not touch reference counts.
  nonisolated(unsafe) static var first: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) static var second: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) static var firstLength = 0
  nonisolated(unsafe) static var secondLength = 0
  /// The buffer the handler writes (0 or 1); -1 before the first position.
  static let ready = Atomic<Int>(-1)

  /// From now on, a terminating signal writes the position to `file`.
  public static func register(file: String) {
    unregister()
    // Made here, outside any handler, so the handler never initialises it.
    _ = TemporaryOnSignal.shared
    path = strdup(file)
    temporary = strdup(file + ".\(getpid()).signal.tmp")
    first = .allocate(capacity: capacity)
    second = .allocate(capacity: capacity)
  }

  public static func unregister() {
    ready.store(-1, ordering: .sequentiallyConsistent)
    free(path)
    free(temporary)
    path = nil
    temporary = nil
    first?.deallocate()
    second?.deallocate()
    first = nil
    second = nil
  }

  /// The text to write if a signal comes now.
  public static func update(_ text: String) {
    guard let first, let second else { return }
    let bytes = Array(text.utf8)
    guard bytes.count <= capacity else { return }
    if ready.load(ordering: .sequentiallyConsistent) == 0 {
      second.update(from: bytes, count: bytes.count)
      secondLength = bytes.count
      ready.store(1, ordering: .sequentiallyConsistent)
    } else {
      first.update(from: bytes, count: bytes.count)
      firstLength = bytes.count
      ready.store(0, ordering: .sequentiallyConsistent)
    }
  }

  /// Called from the signal handler; it also removes the temporary file of a state write in
  /// progress (`TemporaryOnSignal`), which the signal would otherwise leave behind.
  static func saveFromHandler() {
    TemporaryOnSignal.shared.removeFromHandler()
    let index = ready.load(ordering: .sequentiallyConsistent)
    guard index >= 0, let path, let temporary,
      let buffer = index == 0 ? first : second
    else { return }
    let length = index == 0 ? firstLength : secondLength
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else { return }
    let written = write(fd, buffer, length)
    close(fd)
    if written == length { rename(temporary, path) } else { unlink(temporary) }
  }
}
