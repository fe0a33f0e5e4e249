import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Work started now on a thread of its own and collected later with `wait()`: the presenter
/// reads its deck and theme on one core while the other takes the terminal over.
///
/// The thread never receives the signals the terminal code handles for the whole process
/// (interrupt, termination, hang-up, stop, resize…): they stay with the main thread, which
/// owns the screen. Faults (SIGSEGV, SIGILL, SIGTRAP, …) are not blocked, so a crash in the
/// work still reaches the handler that gives the terminal back.
///
/// When a thread cannot be started, the work runs at once on the calling thread.
final class WorkerThread<Value: Sendable>: @unchecked Sendable {
  /// Signals for the main thread only.
  static var mainThreadSignals: [Int32] {
    [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT, SIGTTIN, SIGTTOU, SIGPIPE]
  }

  /// Signals that report a fault of the thread itself; never blocked in the worker.
  static var faultSignals: [Int32] { [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT] }

  /// How long `wait()` spins, yielding, before it sleeps until the thread ends.
  static var spinNanoseconds: Int { 3_000_000 }

  private let body: @Sendable () -> Value
  // Written by the worker before it sets `finished` (release); read after `wait()` has seen
  // `finished` (acquire) or joined the thread.
  private var value: Value?
  private let finished = Atomic<Bool>(false)
  private var thread: pthread_t?

  init(_ body: @escaping @Sendable () -> Value) {
    self.body = body
    var previous = sigset_t()
    pthread_sigmask(SIG_SETMASK, nil, &previous)
    var mask = previous
    for signal in Self.mainThreadSignals { sigaddset(&mask, signal) }
    for signal in Self.faultSignals { sigdelset(&mask, signal) }
    // A new thread starts with its creator's signal mask.
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let start = ThreadStart { [self] in
      value = body()
      finished.store(true, ordering: .releasing)
    }
    let context = Unmanaged.passRetained(start).toOpaque()
    var started = pthread_t()
    if pthread_create(&started, nil, threadEntry, context) == 0 {
      thread = started
    } else {
      Unmanaged<ThreadStart>.fromOpaque(context).release()
      value = body()
    }
  }

  /// Waits for the work to finish and returns what it made. Call once.
  ///
  /// The caller spins for a short while first (yielding the core each time round): waking a
  /// thread asleep in `pthread_join` costs a scheduler round trip, ~0.2 ms here, which is a
  /// tenth of what the presenter waits for. Past `spinNanoseconds` it sleeps.
  func wait() -> Value {
    if let thread {
      let deadline = Self.monotonicNanoseconds() + Self.spinNanoseconds
      var spins = 0
      while !finished.load(ordering: .acquiring) {
        spins += 1
        if spins % 64 == 0 && Self.monotonicNanoseconds() > deadline { break }
        sched_yield()
      }
      if finished.load(ordering: .acquiring) {
        pthread_detach(thread)  // it only has to return now; nobody needs to see it go
      } else {
        pthread_join(thread, nil)
      }
      self.thread = nil
    }
    guard let value else { preconditionFailure("a worker thread ended without a value") }
    return value
  }

  private static func monotonicNanoseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1_000_000_000 + now.tv_nsec
  }
}

/// What a new thread runs; handed over retained.
private final class ThreadStart {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}

private func threadEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  guard let context else { return nil }
  Unmanaged<ThreadStart>.fromOpaque(context).takeRetainedValue().run()
  return nil
}

/// A value that one thread makes and hands to another, which alone uses it from then on (the
/// terminal, opened on a worker thread and presented on the main one).
struct HandedOver<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
