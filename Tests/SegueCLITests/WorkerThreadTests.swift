import Glibc
import Testing

@testable import SegueCLI

@Suite struct WorkerThreadTests {
  @Test func returnsWhatTheWorkMade() {
    let worker = WorkerThread { (1...1000).reduce(0, +) }
    #expect(worker.wait() == 500_500)
  }

  @Test func runsOnAnotherThread() {
    let caller = pthread_self()
    let worker = WorkerThread { pthread_self() }
    #expect(pthread_equal(worker.wait(), caller) == 0)
  }

  /// The signals the terminal code handles go to the main thread; faults stay deliverable so a
  /// crash in the work still reaches the handler that gives the terminal back.
  @Test func blocksTheMainThreadSignalsOnly() {
    let worker = WorkerThread { () -> [Int32: Bool] in
      var mask = sigset_t()
      pthread_sigmask(SIG_BLOCK, nil, &mask)
      var blocked: [Int32: Bool] = [:]
      for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGSEGV, SIGILL, SIGTRAP, SIGABRT]
      {
        blocked[signal] = sigismember(&mask, signal) == 1
      }
      return blocked
    }
    let blocked = worker.wait()
    for signal in WorkerThread<Int>.mainThreadSignals where blocked[signal] != nil {
      #expect(blocked[signal] == true, "signal \(signal) should be blocked in the worker")
    }
    for signal in WorkerThread<Int>.faultSignals where blocked[signal] != nil {
      #expect(blocked[signal] == false, "signal \(signal) should reach the worker")
    }
  }

  @Test func leavesTheCallersSignalMaskAsItWas() {
    var before = sigset_t()
    var after = sigset_t()
    pthread_sigmask(SIG_BLOCK, nil, &before)
    _ = WorkerThread { 0 }.wait()
    pthread_sigmask(SIG_BLOCK, nil, &after)
    for signal in WorkerThread<Int>.mainThreadSignals {
      #expect(sigismember(&before, signal) == sigismember(&after, signal))
    }
  }
}
