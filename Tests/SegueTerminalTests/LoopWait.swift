import SegueTerminal
import Testing

/// Runs `body` on `loop` once `condition` holds, checked every 5 ms. Past `milliseconds` it
/// records what it waited for and calls `giveUp` (the test quits its presenter), so a
/// presenter that never answers fails the test rather than hangs it. The deadline only
/// catches a hang: 30 s, which no busy machine comes near.
func onLoop(
  _ loop: EventLoop, when what: String, within milliseconds: Int = 30_000,
  giveUp: @escaping () -> Void, _ condition: @escaping () -> Bool, _ body: @escaping () -> Void
) {
  let deadline = loop.clock() + milliseconds
  func check(_ now: Int) {
    if condition() { return body() }
    guard now < deadline else {
      Issue.record("timed out waiting for \(what)")
      return giveUp()
    }
    loop.schedule(at: now + 5, check)
  }
  loop.schedule(at: loop.clock() + 5, check)
}
