import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a loop's iterations on several threads at once: POSIX threads sharing one counter.
///
/// Not libdispatch: linking it in runs its initializer at every start of the program, and the
/// presenter's first frame is ~0.1 ms sooner without it.
enum ParallelLoop {
  /// Calls `body` once for each of `0..<iterations`, on up to `threads` threads (the calling
  /// thread among them), and returns when every call has returned. With a thread that cannot
  /// be started, the others do its share.
  static func run(iterations: Int, threads: Int, _ body: (Int) -> Void) {
    guard iterations > 1, threads > 1 else {
      for index in 0..<iterations { body(index) }
      return
    }
    withoutActuallyEscaping(body) { body in
      let work = Work(iterations: iterations, body: body)
      var started: [pthread_t] = []
      for _ in 1..<min(threads, iterations) {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(work).toOpaque()
        if pthread_create(&thread, nil, Work.entry, context) == 0 {
          started.append(thread)
        } else {
          Unmanaged<Work>.fromOpaque(context).release()
        }
      }
      work.drain()
      for thread in started { pthread_join(thread, nil) }
    }
  }

  /// The loop shared by the threads: each takes the next index until none is left.
  private final class Work: @unchecked Sendable {
    let iterations: Int
    let body: (Int) -> Void
    let next = Atomic<Int>(0)

    init(iterations: Int, body: @escaping (Int) -> Void) {
      self.iterations = iterations
      self.body = body
    }

    func drain() {
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < iterations else { return }
        body(index)
      }
    }

    static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = {
      Unmanaged<Work>.fromOpaque($0!).takeRetainedValue().drain()
      return nil
    }
  }
}
