import Glibc
import SegueExec
import SegueRender
import SegueTerminalPane

/// The presenter's running blocks: snippets (`SnippetRun`) and terminal programs
/// (`TerminalPane`), each one more descriptor on the event loop.
///
/// The state decides what starts and stops (`PresenterEffect.startLive` …); this carries it
/// out and reports every change of a block's output with `report`. A tick, while anything
/// runs, collects exit statuses (a snippet's pipe can close before its reaper exits) and
/// counts each snippet's processes, so a fork bomb is stopped within a tick.
final class LiveProcesses {
  /// How often the tick runs while something runs.
  static let tickMilliseconds = 25

  private let loop: EventLoop
  /// Where snippets run: the deck's folder, so a snippet finds the files beside the deck.
  private let directory: String?
  private var snippets: [BlockID: SnippetRun] = [:]
  private var panes: [BlockID: (pane: TerminalPane, folder: String)] = [:]
  /// The terminal programs not yet seen to end.
  private var livePanes: Set<BlockID> = []
  private var watched: [BlockID: EventLoop.ID] = [:]
  private var ticking = false
  /// Told each change of a block's output.
  var report: (BlockID, LiveOutput) -> Void = { _, _ in }

  init(loop: EventLoop, directory: String?) {
    self.loop = loop
    self.directory = directory
  }

  /// Starts a block, stopping a run of it that is still going.
  func start(_ launch: LiveLaunch) {
    // The run it replaces is not reported: its last output would land on the new run's.
    stop(launch.id, reporting: false)
    if let size = launch.terminal {
      startTerminal(launch, size: size)
    } else {
      let run = SnippetRun(launch.code, workingDirectory: directory)
      snippets[launch.id] = run
      report(launch.id, run.output)
      watch(launch.id, run.fileDescriptor) { [unowned self] in
        // Its block now (a reload may have moved it); reading is cheap, the process count
        // waits for the tick.
        guard let id = snippets.first(where: { $0.value === run })?.key else { return -1 }
        pump(id, run, checkingProcesses: false)
        return run.output.status == .running ? run.fileDescriptor : -1
      }
    }
    startTicking()
  }

  private func startTerminal(_ launch: LiveLaunch, size: Size) {
    let pane: TerminalPane
    let prepared: (arguments: [String], folder: String)
    switch TerminalLaunch.prepare(launch.code) {
    case .failure(let failure):
      report(launch.id, LiveOutput(status: .failedToStart(failure.message)))
      return
    case .success(let ready): prepared = ready
    }
    do {
      pane = try TerminalPane(
        arguments: prepared.arguments, directory: directory, columns: size.width,
        rows: size.height)
    } catch {
      TerminalLaunch.remove(prepared.folder)
      report(launch.id, LiveOutput(status: .failedToStart("\(error)")))
      return
    }
    panes[launch.id] = (pane, prepared.folder)
    livePanes.insert(launch.id)
    report(launch.id, pane.screen())
    watch(launch.id, pane.descriptor ?? -1) { [unowned self] in
      guard let id = panes.first(where: { $0.value.pane === pane })?.key else { return -1 }
      if pane.readAvailable() { report(id, pane.screen()) }
      return pane.descriptor ?? -1
    }
  }

  /// Stops a block's process group; its last output is reported.
  func stop(_ id: BlockID, reporting: Bool = true) {
    if let loopID = watched.removeValue(forKey: id) { loop.remove(loopID) }
    if let run = snippets.removeValue(forKey: id) {
      run.stop()
      if reporting { report(id, run.output) }
    }
    if let (pane, folder) = panes.removeValue(forKey: id) {
      pane.stop()
      TerminalLaunch.remove(folder)
      livePanes.remove(id)
      if reporting { report(id, pane.screen()) }
    }
  }

  /// A reload moved blocks that run (a slide inserted before them): their processes go on,
  /// under their new identities.
  func move(_ moves: [BlockID: BlockID]) {
    func moved<Value>(_ table: [BlockID: Value]) -> [BlockID: Value] {
      Dictionary(table.map { (moves[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    }
    snippets = moved(snippets)
    panes = moved(panes)
    watched = moved(watched)
    livePanes = Set(livePanes.map { moves[$0] ?? $0 })
  }

  /// Types keys into a block's terminal program, as a terminal would send them.
  func type(_ keys: [Key], into id: BlockID) {
    guard let pane = panes[id]?.pane else { return }
    for key in keys {
      if case .character(let character) = key {
        pane.send(keys: Array(String(character).utf8))
      } else {
        let (terminalKey, modifiers) = PaneKeys.terminalKey(for: key)
        pane.send(terminalKey, modifiers: modifiers)
      }
    }
  }

  func resize(_ id: BlockID, to size: Size) {
    guard let pane = panes[id]?.pane else { return }
    pane.resize(columns: size.width, rows: size.height)
    report(id, pane.screen())
  }

  /// Ends every program: the presentation is over.
  func stopAll() {
    for id in Array(snippets.keys) + Array(panes.keys) { stop(id) }
  }

  /// Takes in a snippet's output and reports a change; a run that ended is forgotten (its
  /// last output was reported, and its folder goes with it).
  private func pump(_ id: BlockID, _ run: SnippetRun, checkingProcesses: Bool) {
    if run.pump(checkingProcesses: checkingProcesses) { report(id, run.output) }
    guard run.output.status != .running, snippets[id] === run else { return }
    snippets[id] = nil
    if let loopID = watched.removeValue(forKey: id) { loop.remove(loopID) }
  }

  /// Reads `descriptor` whenever it is readable; `read` returns the descriptor still open
  /// (-1 once it closed).
  private func watch(_ id: BlockID, _ descriptor: Int32, read: @escaping () -> Int32) {
    guard descriptor >= 0 else { return }
    watched[id] = loop.add(descriptor: descriptor) {
      guard read() >= 0 else { return .closed }
      return .open
    }
  }

  private func startTicking() {
    guard !ticking else { return }
    ticking = true
    loop.schedule(at: loop.clock() + Self.tickMilliseconds) { [unowned self] _ in tick() }
  }

  /// Collects exit statuses and counts processes; ticks again while anything runs.
  private func tick() {
    ticking = false
    for (id, run) in snippets { pump(id, run, checkingProcesses: true) }
    for id in livePanes {
      guard let pane = panes[id]?.pane else { continue }
      let changed = pane.readAvailable()
      let ended = !pane.isRunning
      if changed || ended { report(id, pane.screen()) }
      if ended { livePanes.remove(id) }
    }
    if !livePanes.isEmpty || !snippets.isEmpty {
      startTicking()
    }
  }
}
