import SegueCore
import SegueRender

/// Live code on stage (issue 29): `Ctrl-E` runs the slide's next snippet and stops it,
/// blocks that run by themselves start when their slide is first shown (with `-X`), a
/// terminal program takes the keys with `Ctrl-T`, and output redraws the slide at most once
/// a frame.
extension PresenterState {
  /// The slide shown, as the live state keys slides (step 0).
  var slideKey: Position { Position(section: pager.position.section, page: pager.position.page) }

  /// The code blocks of the slide shown.
  var liveBlocks: [LiveBlock] {
    let slide = deck.sections[slideKey.section].slides[slideKey.page]
    return LiveBlocks.of(slide, section: slideKey.section, page: slideKey.page)
  }

  /// `Ctrl-E` on the blocks the audience can see (shown at this step) that may run: the
  /// first that never ran starts (a server, then its client, each on a press); when every one
  /// ran, the running ones stop (a second press on a one-snippet slide stops it); when none
  /// runs, the one after the last run runs again.
  mutating func runSnippet() -> [PresenterEffect] {
    let step = pager.position.step
    let blocks = liveBlocks.filter {
      guard let mode = $0.code.attributes.run, $0.block.step <= step else { return false }
      return live.content.permission.allows(mode)
    }
    let idle = blocks.filter { !live.running.contains($0.id) }
    if let fresh = idle.first(where: { live.started[$0.id] == nil }) { return start(fresh) }
    let running = blocks.filter { live.running.contains($0.id) && !isTerminal($0) }
    if !running.isEmpty { return running.map { .stopLive($0.id) } }
    guard !idle.isEmpty else { return [] }
    var next = idle[0]
    if let last = live.lastRun[slideKey], let index = idle.firstIndex(where: { $0.id == last }) {
      next = idle[(index + 1) % idle.count]
    }
    return start(next)
  }

  private mutating func start(_ block: LiveBlock) -> [PresenterEffect] {
    live.lastRun[slideKey] = block.id
    live.request(block)
    if block.code.attributes.acquiresTerminal {
      // The whole terminal, now: no box to reserve, and the loop waits for the program.
      live.pending[block.id] = nil
      live.started[block.id] = block.code.text
      live.running.insert(block.id)
      return [.handOver(LiveLaunch(id: block.id, code: block.code))]
    }
    return [redraw()]
  }

  /// `Ctrl-T`: the slide's running terminal program takes the keys, or gives them back.
  mutating func focusTerminal() -> [PresenterEffect] {
    if live.focus != nil {
      live.focus = nil
      return [redraw()]
    }
    guard let pane = liveBlocks.first(where: { isTerminal($0) && live.running.contains($0.id) })
    else { return [] }
    live.focus = pane.id
    return [redraw()]
  }

  /// A key while a terminal program has the keys: `Ctrl-T` takes them back, any other goes
  /// to the program.
  mutating func typeIntoTerminal(_ key: Key, focus: BlockID, at now: Int) -> [PresenterEffect] {
    if keys.command(for: key, in: .terminal, at: now)?.action == .focusTerminal {
      return focusTerminal()
    }
    return [.typeLive(focus, [key])]
  }

  /// Output from a block's process: kept, and drawn when its slide shows (at most once a
  /// frame; a transition in progress is not cut short).
  mutating func liveOutput(_ output: LiveOutput, for id: BlockID, at now: Int) -> [PresenterEffect]
  {
    let hadFocus = live.focus != nil
    guard live.take(output, for: id) else { return [] }
    let lostFocus = hadFocus && live.focus == nil
    guard lostFocus || liveBlocks.contains(where: { $0.id == id }) else { return [] }
    if timers.transitionEnd == nil, now >= live.nextDrawAllowed {
      return [liveRedraw(at: now)]
    }
    live.drawDue = max(live.nextDrawAllowed, timers.transitionEnd ?? 0)
    return []
  }

  /// The frame that output waited for, when it is due.
  mutating func liveTimeout(at now: Int) -> [PresenterEffect] {
    guard let due = live.drawDue, now >= due, timers.transitionEnd == nil else { return [] }
    return [liveRedraw(at: now)]
  }

  private mutating func liveRedraw(at now: Int) -> PresenterEffect {
    live.drawDue = nil
    live.nextDrawAllowed = now + Self.frameMilliseconds
    return redraw()
  }

  /// Before a frame: the slide's blocks that run by themselves start the first time it shows
  /// (with `-X`); a terminal reserves its box in this very frame.
  mutating func prepareLive() {
    guard live.content.permission == .all, !live.autoStarted.contains(slideKey) else { return }
    live.autoStarted.insert(slideKey)
    for block in liveBlocks where block.code.attributes.run?.runsByItself == true {
      guard !block.code.attributes.acquiresTerminal, live.mayStart(block),
        live.started[block.id] == nil
      else { continue }
      live.request(block)
    }
  }

  /// After a frame: the starts it gave a size to, and the terminals whose box changed size.
  mutating func launchLive(in frame: Frame) {
    // Every frame passes here (each key's): with nothing asked for and no terminal running,
    // the slide's blocks are not even listed.
    guard !live.pending.isEmpty || !live.terminalSizes.isEmpty else { return }
    // Only the very block asked for, and only while it may still run: a reload may have put
    // another block (one not marked to run at all) at the same place since.
    for block in liveBlocks where live.pending[block.id] == block.code.text {
      guard live.mayStart(block) else { continue }
      var launch = LiveLaunch(id: block.id, code: block.code)
      if isTerminal(block) {
        // A terminal starts only once its box is on the screen: its size is the box's.
        guard let rect = frame.live.first(where: { $0.id == block.id })?.rect else { continue }
        launch.terminal = Size(width: rect.width, height: rect.height)
        live.terminalSizes[block.id] = launch.terminal
      }
      live.pending[block.id] = nil
      live.started[block.id] = block.code.text
      live.running.insert(block.id)
      live.effects.append(.startLive(launch))
    }
    for shown in frame.live where live.running.contains(shown.id) {
      guard let size = live.terminalSizes[shown.id] else { continue }
      let now = Size(width: shown.rect.width, height: shown.rect.height)
      if now != size {
        live.terminalSizes[shown.id] = now
        live.effects.append(.resizeLive(shown.id, now))
      }
    }
  }

  /// After a reload from `old`: a block that moved (a slide or block inserted before it)
  /// keeps its output and its process under its new identity; one whose code changed, or that
  /// is gone, loses its output and stops, and one that runs by itself runs again the next time
  /// its slide shows (now, if it shows).
  mutating func keepLiveOutputs(from old: Deck) {
    let moves = LiveMoves.moves(
      of: live.started.merging(live.pending) { a, _ in a }, from: old, to: deck)
    let blocks = Dictionary(
      LiveBlocks.all(in: deck).map { ($0.id, $0.code.text) }, uniquingKeysWith: { a, _ in a })
    for (id, code) in live.started where blocks[id] != code && moves[id] == nil {
      if case .position(let section, let page, _) = id {
        live.autoStarted.remove(Position(section: section, page: page))
      }
      if live.running.contains(id) { live.effects.append(.stopLive(id)) }
      live.forget(id)
    }
    live.pending = live.pending.filter { blocks[$0.key] == $0.value || moves[$0.key] != nil }
    guard !moves.isEmpty else { return }
    live.move(moves)
    live.effects.append(.moveLive(moves))
  }

  private func isTerminal(_ block: LiveBlock) -> Bool {
    if case .terminal = block.code.attributes.run { return true }
    return false
  }
}
