import Glibc
import Testing

@testable import SegueTerminal

/// Issue 27: a flood of connections costs the presenter a bounded amount of work. On
/// afbba52, once `accept` failed for want of descriptors, the listener stayed readable and the
/// loop called `accept` again at every turn (5 CPU-seconds in 5 s); every connection was kept.
/// The same under a real descriptor limit is `Tests/e2e/speaker.sh`'s.
@Suite struct ChannelPressureTests {
  final class Time {
    var now = 0
  }

  @Test func aFailedAcceptWaitsForThePauseOrAClientLeaving() throws {
    let rig = try ChannelServerTests.Rig()
    let time = Time()
    let loop = EventLoop(clock: { time.now })
    let server = try ChannelServer(path: rig.folder + "/pressure.key.2.sock", log: { _ in })
    defer { server.close() }
    server.acceptConnection = { _ in .failed(EMFILE) }
    server.attach(to: loop)
    // A descriptor that is always readable, so that no turn waits in `poll`.
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    _ = write(ends[1], "x", 1)
    loop.add(descriptor: ends[0]) { .open }
    let waiting = try UnixSocket.connect(to: server.path)  // stays in the listener's queue
    defer { close(waiting) }

    for _ in 0..<1_000 { loop.turn() }
    #expect(server.acceptCalls == 1, "the listener is left alone while paused")
    time.now += ChannelServer.acceptPauseMilliseconds
    for _ in 0..<1_000 { loop.turn() }
    #expect(server.acceptCalls == 2, "one try when the pause ends")
    server.acceptConnection = UnixSocket.accept  // descriptors are back
    time.now += ChannelServer.acceptPauseMilliseconds
    for _ in 0..<10 { loop.turn() }
    #expect(server.clientCount == 1, "the waiting connection is taken then")
  }

  @Test func pastTheCapANewClientIsClosedAtOnce() throws {
    let rig = try ChannelServerTests.Rig()
    let cap = ChannelServer.maximumClients
    var kept = try (0..<cap).map { _ in try ChannelServerTests.Peer(rig.server.path) }
    #expect(rig.spin { rig.server.clientCount == cap })
    let extra = try (0..<3).map { _ in try ChannelServerTests.Peer(rig.server.path) }
    #expect(rig.spin { extra.allSatisfy { $0.pump() } }, "each one past the cap is closed")
    #expect(rig.server.clientCount == cap)
    #expect(rig.logs.filter { $0.contains("closing new ones") }.count == 1, "logged once")
    // One leaving makes room for one more.
    kept.removeFirst()  // its socket closes
    #expect(rig.spin { rig.server.clientCount == cap - 1 })
    let late = try ChannelServerTests.Peer(rig.server.path)
    #expect(rig.spin { rig.server.clientCount == cap })
    #expect(!late.pump())
  }
}
