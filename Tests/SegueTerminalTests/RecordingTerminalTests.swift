import Foundation
import SegueRender
import Testing

@testable import SegueTerminal

/// `present --record`: what the recording terminal writes for draws, keys and resizes.
@Suite struct RecordingTerminalTests {
  /// A terminal whose reads and size the test sets.
  final class ScriptedTerminal: PresenterTerminal {
    var size = Size(width: 40, height: 10)
    var drawn: [Canvas] = []
    var reads: [TerminalRead] = []
    func draw(_ canvas: Canvas) { drawn.append(canvas) }
    var inputDescriptor: Int32 { -1 }
    func readInput() -> TerminalRead { reads.isEmpty ? .nothing : reads.removeFirst() }
    var signalDescriptor: Int32 { -1 }
    func handleSignals() -> Bool { true }
  }

  /// A clock that moves on by 0.25 s each time it is read.
  final class SteppingClock: @unchecked Sendable {
    var now = 0
    func read() -> Int {
      defer { now += 250_000 }
      return now
    }
  }

  func recording(_ body: (ScriptedTerminal, RecordingTerminal) -> Void) throws -> [String] {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-record-\(UUID().uuidString).cast"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let clock = SteppingClock()
    let inner = ScriptedTerminal()
    let recorder = try CastRecorder(
      path: path, size: inner.size, title: "Talk", timestamp: 1_700_000_000, clock: clock.read)
    body(inner, RecordingTerminal(inner, recorder: recorder))
    recorder.close()
    return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test func drawsKeysAndResizesBecomeEvents() throws {
    var canvas = Canvas(width: 40, height: 10)
    canvas.put("Hello", x: 0, y: 0, style: .plain)
    let lines = try recording { inner, terminal in
      terminal.draw(canvas)
      inner.reads = [.bytes(Array("\u{1B}[Cq".utf8)), .bytes([0x1B])]
      _ = terminal.readInput()
      _ = terminal.readInput()
      inner.size = Size(width: 30, height: 8)
      _ = terminal.handleSignals()
      _ = terminal.handleSignals()  // the same size again: no second event
    }
    #expect(
      lines[0]
        == #"{"version": 2, "width": 40, "height": 10, "timestamp": 1700000000, "title": "Talk", "env": {"TERM": "xterm-256color"}}"#
    )
    #expect(lines[1] == "[0.250000, \"o\", \(Self.json(CastEvent.screen(canvas)))]")
    #expect(
      Array(lines[2...])
        == [
          #"[0.500000, "m", "Right"]"#, #"[0.750000, "m", "q"]"#, #"[1.000000, "m", "Escape"]"#,
          #"[1.250000, "r", "30x8"]"#,
        ])
  }

  /// A window past the largest frame records the largest frame (what its frames are), so a
  /// player is never asked for a 10000×10000 screen.
  @Test func aHugeWindowIsRecordedAtTheLargestFrame() throws {
    let lines = try recording { inner, terminal in
      inner.size = Size(width: 10000, height: 10000)
      _ = terminal.handleSignals()
      inner.size = Size(width: 2, height: 10000)
      _ = terminal.handleSignals()
    }
    #expect(
      Array(lines[1...]) == [#"[0.250000, "r", "1000x1000"]"#, #"[0.500000, "r", "2x1000"]"#])
  }

  @Test func theRealTerminalStillGetsEverything() throws {
    _ = try recording { inner, terminal in
      terminal.draw(Canvas(width: 40, height: 10))
      inner.reads = [.bytes([0x71])]
      #expect(terminal.readInput() == .bytes([0x71]))
      #expect(inner.drawn.count == 1)
    }
  }

  @Test(arguments: [
    (Key.right, "Right"), (.character(" "), "Space"), (.control("c"), "Ctrl-C"),
    (.backTab, "Shift-Tab"), (.function(5), "F5"), (.character("G"), "G"),
  ])
  func keyNames(_ key: Key, _ name: String) {
    #expect(key.name == name)
  }

  @Test func unwritablePathFails() {
    #expect(throws: WriteError.self) {
      try CastRecorder(
        path: "/nonexistent-segue-folder/talk.cast", size: Size(width: 1, height: 1), title: nil,
        timestamp: nil)
    }
  }

  static func json(_ text: String) -> String {
    let data = try! JSONSerialization.data(
      withJSONObject: [text], options: [.withoutEscapingSlashes])
    return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
  }
}
