import SegueCore
import SegueRender

/// One block to start: a snippet (its output streams in) or, with `terminal`, a program in a
/// pseudo-terminal of that many columns and rows (the rectangle its slide reserved for it).
public struct LiveLaunch: Sendable, Equatable {
  public var id: BlockID
  public var code: CodeBlock
  public var terminal: Size?

  public init(id: BlockID, code: CodeBlock, terminal: Size? = nil) {
    self.id = id
    self.code = code
    self.terminal = terminal
  }

  public static func == (a: LiveLaunch, b: LiveLaunch) -> Bool {
    a.id == b.id && a.code.text == b.code.text && a.terminal == b.terminal
  }
}

/// What the presenter knows of live code (issue 29): the output of every block that ran, what
/// may run, which blocks run now, and which terminal program has the keys.
///
/// The processes themselves are the presenter's edge's (`LiveProcesses`): the state asks for
/// a start, a stop or keys with effects, and hears of output through `.liveOutput` events, so
/// every rule here is tested by feeding events, as the keys are.
struct LiveState: Sendable {
  /// Every block's output so far and what may run; the renderer's second input.
  var content: LiveContent
  /// The blocks asked to start whose start is not yet an effect (a terminal's waits for the
  /// frame that gives its size), each with the code it was asked for.
  var pending: [BlockID: String] = [:]
  /// The blocks started, each with the code it started with (a reload that changes a block's
  /// code drops its output).
  var started: [BlockID: String] = [:]
  /// The blocks whose process runs.
  var running: Set<BlockID> = []
  /// The terminal program that has the keys (`Ctrl-T`).
  var focus: BlockID?
  /// Each terminal's size as last given to its program.
  var terminalSizes: [BlockID: Size] = [:]
  /// The slides whose blocks that run by themselves were started (each once in a talk).
  var autoStarted: Set<Position> = []
  /// The last block `Ctrl-E` ran on each slide: the next press runs the one after it.
  var lastRun: [Position: BlockID] = [:]
  /// Output that came within a frame of the last drawn waits for this time (one frame per
  /// display refresh, however fast a snippet writes).
  var drawDue: Int?
  var nextDrawAllowed = 0
  /// Effects asked for while handling one event, given out at its end.
  var effects: [PresenterEffect] = []

  init(permission: ExecPermission) {
    content = LiveContent(permission: permission, hints: true)
  }

  /// Whether `id` may start now: the presenter allows its mode and it is not running.
  func mayStart(_ block: LiveBlock) -> Bool {
    guard let mode = block.code.attributes.run else { return false }
    return content.permission.allows(mode) && !running.contains(block.id)
  }

  /// Asks for `block` to start: an empty output reserves its place on the slide (a terminal's
  /// box), and the start follows the next frame.
  mutating func request(_ block: LiveBlock) {
    let version = (content.outputs[block.id]?.version ?? 0) + 1
    content.outputs[block.id] = LiveOutput(version: version)
    started[block.id] = nil
    pending[block.id] = block.code.text
  }

  /// Forgets a block that is gone: its output, its run, its terminal's size and focus.
  mutating func forget(_ id: BlockID) {
    running.remove(id)
    started[id] = nil
    content.outputs[id] = nil
    terminalSizes[id] = nil
    if focus == id { focus = nil }
  }

  /// Gives blocks that a reload moved their new identities (`LiveMoves`).
  mutating func move(_ moves: [BlockID: BlockID]) {
    func moved<Value>(_ table: [BlockID: Value]) -> [BlockID: Value] {
      Dictionary(table.map { (moves[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    }
    content.outputs = moved(content.outputs)
    started = moved(started)
    pending = moved(pending)
    terminalSizes = moved(terminalSizes)
    running = Set(running.map { moves[$0] ?? $0 })
    focus = focus.map { moves[$0] ?? $0 }
  }

  /// Takes a block's output as its process reports it; false when the output is stale (the
  /// block was restarted or dropped since).
  mutating func take(_ output: LiveOutput, for id: BlockID) -> Bool {
    guard started[id] != nil, let previous = content.outputs[id] else { return false }
    var output = output
    // The renderer's layout cache knows a change by the version: the state numbers them, so a
    // restart's first output never repeats an earlier number.
    output.version = previous.version + 1
    content.outputs[id] = output
    if output.status != .running {
      running.remove(id)
      if focus == id { focus = nil }
    }
    return true
  }
}
