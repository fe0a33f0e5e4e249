import CSpawn
import Glibc
import Synchronization

/// Work done on a thread of its own, whose result the event loop picks up from a descriptor.
///
/// A deck session's edge (`DeckFiles`) reads and parses every deck so, as a big deck's parse
/// must not hold up the keys (nor the speaker view's clock). The loop owns the only `poll`, so
/// the result is announced the way everything else is, by a descriptor becoming readable (one
/// byte down a pipe); the value itself waits behind a lock until `take()`. The thread runs at a lower priority
/// (nice 10), so a key pressed meanwhile gets a core first.
public final class BackgroundWork<Value: Sendable>: Sendable {
  private let result = Mutex<Value?>(nil)
  /// The pipe: the loop watches `descriptor`; the thread writes one byte when done.
  public let descriptor: Int32
  private let writeEnd: Int32

  /// Starts `work` on a new thread; nil when no pipe or thread can be made (the caller then
  /// does the work itself).
  public static func start(_ work: @escaping @Sendable () -> Value) -> BackgroundWork? {
    var ends: [Int32] = [0, 0]
    guard segue_pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let job = BackgroundWork(descriptor: ends[0], writeEnd: ends[1])
    guard detachedThread({ job.finish(work()) }) else {
      Glibc.close(ends[0])
      Glibc.close(ends[1])
      return nil
    }
    return job
  }

  /// Runs `body` on a detached thread at nice 10; false when no thread could be made.
  private static func detachedThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    // The parser recurses as deep as a deck nests (to its limit): the main thread's room.
    pthread_attr_setstacksize(&attributes, 16 << 20)
    var thread = pthread_t()
    let started = pthread_create(&thread, &attributes, runBox, context)
    if started != 0 { Unmanaged<Box>.fromOpaque(context).release() }
    return started == 0
  }

  private init(descriptor: Int32, writeEnd: Int32) {
    self.descriptor = descriptor
    self.writeEnd = writeEnd
  }

  /// The result once the work is done, else nil; the first result taken closes the pipe
  /// (the thread closed its end when it wrote).
  ///
  /// A job not taken keeps its two descriptors until the process exits: closing the read end
  /// under a thread still working would make its one write a SIGPIPE, or land in whatever
  /// file reused the number.
  public func take() -> Value? {
    var byte: UInt8 = 0
    guard read(descriptor, &byte, 1) == 1 else { return nil }
    Glibc.close(descriptor)
    return result.withLock { $0.take() }
  }

  private func finish(_ value: Value) {
    result.withLock { $0 = value }
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
    Glibc.close(writeEnd)
  }

}

extension BackgroundWork {
  /// Lets go of `value` on a thread of its own, so that what only it still holds is freed
  /// there (at once, here, when no thread can be made); `value` is nil afterwards.
  ///
  /// The deck a reload replaces: freeing a large deck's many small arrays (most of the time in
  /// malloc's consolidation) would hold a key on the main thread for frames.
  public static func discard(_ value: inout Value?) {
    let parcel = Parcel(value.take())
    if !detachedThread({ parcel.empty() }) { parcel.empty() }
  }
}

/// A value handed to another thread to be let go of there.
private final class Parcel<Value: Sendable>: Sendable {
  private let value: Mutex<Value?>
  init(_ value: consuming Value?) { self.value = Mutex(value) }
  func empty() { value.withLock { $0 = nil } }
}

/// A thread's work, passed through `pthread_create`'s context pointer.
private final class Box: Sendable {
  let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// A thread's start: lowers its own priority and runs its box.
private func runBox(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  // On Linux a nice value is the calling thread's own (who = 0 means this thread).
  setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
  Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
  return nil
}
