import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The temporary file of a state write in progress, which a terminating signal removes.
///
/// Why: a state file (the position, a rehearsal) is written to `FILE.PID.tmp` and renamed over
/// `FILE`. Closing the terminal as the talk ends sends SIGHUP while that write may be under
/// way, and the handler ends the process before the rename: the temporary file was left in the
/// state folder. The handler (`PositionOnSignal.saveFromHandler`, called from
/// `TerminalSignals`') may only make async-signal-safe calls, so the name is copied into a
/// buffer made once, before the write, and the handler reads it only while `pending` is set.
/// The process has one, `shared`; tests make their own.
public final class TemporaryOnSignal: Sendable {
  public static let shared = TemporaryOnSignal()
  static let capacity = 4096

  nonisolated(unsafe) private let path: UnsafeMutablePointer<CChar>
  private let pending = Atomic<Bool>(false)

  init() {
    path = .allocate(capacity: Self.capacity)
    path.initialize(repeating: 0, count: Self.capacity)
  }

  deinit { path.deallocate() }

  /// From now until `end()`, a terminating signal removes `temporary`. False (and nothing is
  /// kept) when its name is too long for the buffer.
  @discardableResult
  public func begin(_ temporary: String) -> Bool {
    pending.store(false, ordering: .sequentiallyConsistent)
    let bytes = Array(temporary.utf8)
    guard bytes.count < Self.capacity, !bytes.contains(0) else { return false }
    for (index, byte) in bytes.enumerated() { path[index] = CChar(bitPattern: byte) }
    path[bytes.count] = 0
    pending.store(true, ordering: .sequentiallyConsistent)
    return true
  }

  /// The write is over (renamed or removed): a signal leaves the name alone.
  public func end() {
    pending.store(false, ordering: .sequentiallyConsistent)
  }

  /// Called from the signal handler (and by tests, as the handler would).
  func removeFromHandler() {
    guard pending.load(ordering: .sequentiallyConsistent) else { return }
    let savedErrno = errno
    unlink(path)
    errno = savedErrno
  }
}
