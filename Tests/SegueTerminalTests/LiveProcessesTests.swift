import Glibc
import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// The presenter's running blocks over real processes and a real event loop: output arrives
/// as the loop reads the pipe, exit statuses on its ticks, a flood of processes is stopped by
/// the tick's count, and a terminal program takes typed keys.
@Suite struct LiveProcessesTests {
  /// A loop with `LiveProcesses` on it, keeping the last output reported for each block.
  final class Harness {
    let loop = EventLoop()
    let processes: LiveProcesses
    var outputs: [BlockID: LiveOutput] = [:]
    var reports = 0

    init() {
      processes = LiveProcesses(loop: loop, directory: nil)
      processes.report = { [unowned self] id, output in
        outputs[id] = output
        reports += 1
      }
    }

    /// Turns the loop until `condition` holds (a hang fails the test after 30 s).
    func run(until what: String, _ condition: @escaping (Harness) -> Bool) {
      onLoop(loop, when: what, giveUp: { [loop] in loop.stop() }, { condition(self) }) {
        [loop] in loop.stop()
      }
      loop.run()
    }
  }

  static let id = BlockID.named(section: 0, page: 0, name: "demo")

  static func code(_ language: String, _ text: String, run: RunMode = .byKey) -> CodeBlock {
    var (attributes, _) = CodeAttributes.parse(info: language + " +exec")
    attributes.run = run
    return CodeBlock(info: language + " +exec", text: text, isFenced: true, attributes: attributes)
  }

  @Test func aSnippetsOutputAndExitStatusArriveOnTheLoop() {
    let harness = Harness()
    harness.processes.start(
      LiveLaunch(id: Self.id, code: Self.code("bash", "echo a\necho b\nexit 4")))
    harness.run(until: "the snippet's exit status") { $0.outputs[Self.id]?.status != .running }
    let output = harness.outputs[Self.id]
    #expect(output?.status == .exited(4))
    #expect(output?.lines.map { $0.map(\.text).joined() } == ["a", "b"])
  }

  @Test func aFloodOfProcessesIsStoppedOnTheTick() {
    let harness = Harness()
    let flood = "for i in $(seq 400); do sleep 30 & done\nwait"
    harness.processes.start(LiveLaunch(id: Self.id, code: Self.code("bash", flood)))
    harness.run(until: "the flood to be stopped") { $0.outputs[Self.id]?.status != .running }
    #expect(harness.outputs[Self.id]?.note?.contains("more than 256 processes") == true)
  }

  @Test func stopEndsAnEndlessSnippet() {
    let harness = Harness()
    harness.processes.start(
      LiveLaunch(id: Self.id, code: Self.code("bash", "while :; do echo tick; done")))
    harness.run(until: "some output") { !($0.outputs[Self.id]?.lines.isEmpty ?? true) }
    harness.processes.stop(Self.id)
    #expect(harness.outputs[Self.id]?.status == .killed(signal: 15))
  }

  @Test func aTerminalProgramTakesTypedKeys() {
    let harness = Harness()
    let code = Self.code("bash", "echo ready\nexec cat", run: .terminal(columns: 30, rows: 5))
    harness.processes.start(
      LiveLaunch(id: Self.id, code: code, terminal: Size(width: 30, height: 5)))
    func screen(_ harness: Harness) -> String {
      (harness.outputs[Self.id]?.lines ?? []).map { $0.map(\.text).joined() }.joined(
        separator: "\n")
    }
    harness.run(until: "the program's first line") { screen($0).contains("ready") }
    harness.processes.type([.character("h"), .character("i"), .enter], into: Self.id)
    // The terminal echoes the line, and cat prints it again.
    harness.run(until: "the typed line twice") {
      screen($0).components(separatedBy: "hi").count == 3
    }
    harness.processes.stopAll()
    #expect(harness.outputs[Self.id]?.status != .running)
  }
}

extension LiveProcessesTests {
  /// A block started again while it runs: only the new run reports, so the presenter never
  /// takes the old run's end for the new one's.
  @Test func aRestartReportsOnlyTheNewRun() {
    let harness = Harness()
    let code = Self.code("bash", "echo started\nsleep 30")
    harness.processes.start(LiveLaunch(id: Self.id, code: code))
    harness.run(until: "the first run's line") { !($0.outputs[Self.id]?.lines.isEmpty ?? true) }
    var statuses: [LiveOutput.Status] = []
    harness.processes.report = { _, output in statuses.append(output.status) }
    harness.processes.start(LiveLaunch(id: Self.id, code: code))
    #expect(statuses == [.running])
    harness.processes.stopAll()
  }
}

extension LiveProcessesTests {
  /// A block a reload moved reports under its new identity, and stops under it.
  @Test func aMovedBlockReportsUnderItsNewIdentity() {
    let harness = Harness()
    let moved = BlockID.position(section: 0, page: 5, ordinal: 0)
    // The second line waits for the test to have moved the block (the gate file).
    let gate = "/tmp/segue-move-gate-\(getpid())"
    defer { unlink(gate) }
    let code = Self.code(
      "bash", "echo one\nuntil [ -e \(gate) ]; do sleep 0.01; done\necho two\nsleep 30")
    harness.processes.start(LiveLaunch(id: Self.id, code: code))
    harness.run(until: "the first line") { !($0.outputs[Self.id]?.lines.isEmpty ?? true) }
    harness.processes.move([Self.id: moved])
    close(open(gate, O_CREAT | O_WRONLY, 0o600))
    harness.run(until: "the second line under the new identity") {
      ($0.outputs[moved]?.lines.count ?? 0) >= 2
    }
    harness.processes.stop(moved)
    #expect(harness.outputs[moved]?.status == .killed(signal: 15))
  }
}
