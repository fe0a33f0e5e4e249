import Synchronization
import Testing

@testable import SegueRender

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct ParallelLoopTests {
  @Test(arguments: [(0, 4), (1, 4), (7, 1), (100, 4), (3, 16)])
  func everyIterationRunsOnce(iterations: Int, threads: Int) {
    let counts = Mutex([Int](repeating: 0, count: iterations))
    ParallelLoop.run(iterations: iterations, threads: threads) { index in
      counts.withLock { $0[index] += 1 }
    }
    #expect(counts.withLock { $0 } == [Int](repeating: 1, count: iterations))
  }

  @Test func iterationsRunOnSeveralThreads() {
    // Each iteration waits (up to 10 s) until some iteration has run on another thread: with
    // one thread only, the first iteration times out and the expectation fails.
    let threads = Mutex(Set<UInt>())
    let deadline = time(nil) + 10
    ParallelLoop.run(iterations: 8, threads: 4) { _ in
      threads.withLock { _ = $0.insert(UInt(bitPattern: Int(bitPattern: pthread_self()))) }
      while threads.withLock({ $0.count }) < 2 && time(nil) < deadline { sched_yield() }
    }
    #expect(threads.withLock { $0.count } > 1)
  }
}
