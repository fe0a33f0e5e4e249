import Glibc
import Testing

@testable import SegueTerminal

/// The deck a reload replaces is let go of on a thread of its own: freeing a large deck's many
/// small arrays would hold the main thread (and a key).
@Suite struct BackgroundDiscardTests {
  /// Writes one byte when it is freed: 1 on a thread other than `caller`, 0 on it.
  final class Witness: Sendable {
    let caller: pthread_t
    let descriptor: Int32
    init(caller: pthread_t, descriptor: Int32) {
      self.caller = caller
      self.descriptor = descriptor
    }
    deinit {
      var byte: UInt8 = pthread_equal(pthread_self(), caller) == 0 ? 1 : 0
      _ = write(descriptor, &byte, 1)
    }
  }

  @Test func aDiscardedValueIsFreedOnAnotherThread() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    var value: Witness? = Witness(caller: pthread_self(), descriptor: ends[1])
    BackgroundWork<Witness>.discard(&value)
    #expect(value == nil)
    var descriptor = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
    // 30 s: only a hang, never a busy machine, fails this.
    try #require(poll(&descriptor, 1, 30_000) == 1, "the value was not freed (30 s)")
    var byte: UInt8 = 9
    _ = read(ends[0], &byte, 1)
    #expect(byte == 1, "freed on the caller's thread")
  }
}
