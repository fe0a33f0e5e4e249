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

  private let body: @Sendable () -> Value
  // Written by the worker before it ends; read after `pthread_join`, which orders the two.
  private var value: Value?
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
    let start = ThreadStart { [self] in value = body() }
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
  func wait() -> Value {
    if let thread {
      pthread_join(thread, nil)
      self.thread = nil
    }
    guard let value else { preconditionFailure("a worker thread ended without a value") }
    return value
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
