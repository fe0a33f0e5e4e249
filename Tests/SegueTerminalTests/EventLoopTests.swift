import Glibc
import Testing

@testable import SegueTerminal

/// The loop reads what becomes readable and fires timers in time order, at times on its clock.
@Suite struct EventLoopTests {
  final class Clock: @unchecked Sendable {
    var now = 0
  }

  /// A pipe, closed when the test ends.
  final class Pipe {
    let reader: Int32
    var writer: Int32
    init() {
      var ends: [Int32] = [-1, -1]
      _ = pipe(&ends)
      (reader, writer) = (ends[0], ends[1])
    }
    func write(_ text: String) { _ = Glibc.write(writer, text, text.utf8.count) }
    func closeWriter() {
      close(writer)
      writer = -1
    }
    func read() -> String {
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = Glibc.read(reader, &buffer, 64)
      return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
    }
    deinit {
      close(reader)
      if writer >= 0 { close(writer) }
    }
  }

  @Test func timersFireInTimeOrderOnceDue() {
    let clock = Clock()
    let loop = EventLoop(clock: { clock.now })
    var fired: [String] = []
    loop.schedule(at: 20) { fired.append("b at \($0)") }
    loop.schedule(at: 10) { fired.append("a at \($0)") }
    loop.schedule(at: 30) { _ in fired.append("c") }
    clock.now = 25
    loop.turn()
    #expect(fired == ["a at 25", "b at 25"])
    #expect(loop.nextTimer == 30)
  }

  /// Two timers due in one turn: the first removes the second (a redraw cancelling the next
  /// animation frame), which then does not fire.
  @Test func aTimerRemovedByAnEarlierOneInTheSameTurnDoesNotFire() {
    let clock = Clock()
    let loop = EventLoop(clock: { clock.now })
    var fired: [String] = []
    var second: EventLoop.ID?
    loop.schedule(at: 10) { _ in
      fired.append("first")
      second.map(loop.remove)
    }
    second = loop.schedule(at: 20) { _ in fired.append("second") }
    clock.now = 30
    loop.turn()
    #expect(fired == ["first"])
    #expect(loop.nextTimer == nil)
  }

  @Test func aRemovedTimerDoesNotFire() {
    let loop = EventLoop(clock: { 100 })
    var fired = false
    let id = loop.schedule(at: 0) { _ in fired = true }
    loop.remove(id)
    loop.turn()  // nothing registered: returns at once
    #expect(!fired)
  }

  @Test func aReadableDescriptorIsReadAndAClosedOneForgotten() {
    let pipe = Pipe()
    let loop = EventLoop()
    var read: [String] = []
    loop.add(descriptor: pipe.reader) {
      let text = pipe.read()
      guard !text.isEmpty else { return .closed }
      read.append(text)
      return .open
    }
    pipe.write("hello")
    loop.turn()
    #expect(read == ["hello"])
    pipe.closeWriter()
    loop.run()  // reads the end of file, forgets the pipe, and has nothing left to wait for
    #expect(read == ["hello"])
  }

  @Test func stopEndsRun() {
    let pipe = Pipe()
    let loop = EventLoop()
    var reads = 0
    loop.add(descriptor: pipe.reader) {
      reads += 1
      _ = pipe.read()
      loop.stop()
      return .open
    }
    pipe.write("x")
    loop.run()
    #expect(reads == 1)
  }
}
