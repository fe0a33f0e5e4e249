import Glibc
import SegueRender
import SegueTerminalPane
import Testing

/// A pane running `sh -c script` (or any program) in a 40×10 terminal, for tests.
func pane(
  _ arguments: [String], columns: Int = 40, rows: Int = 10, environment: [String: String] = [:]
) throws -> TerminalPane {
  var base = ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/tmp", "LANG": "C.UTF-8"]
  base.merge(environment) { $1 }
  return try TerminalPane(arguments: arguments, environment: base, columns: columns, rows: rows)
}

func shell(_ script: String) throws -> TerminalPane {
  try pane(["sh", "-c", script])
}

/// An interactive bash whose prompt is `$ `.
func bash() throws -> TerminalPane {
  try pane(["bash", "--norc", "--noprofile", "-i"], environment: ["PS1": "$ "])
}

/// Waits until `condition` holds; the deadline only catches a hang.
func eventually(
  _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) {
  let deadline = monotonicSeconds() + 30
  while !condition() {
    if monotonicSeconds() > deadline {
      Issue.record("no \(what)", sourceLocation: sourceLocation)
      return
    }
    usleep(1_000)
  }
}

private func monotonicSeconds() -> Int {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return now.tv_sec
}

extension LiveOutput {
  /// Each row's text, styles dropped.
  var rows: [String] { lines.map { $0.map(\.text).joined() } }
}

extension TerminalPane {
  /// Reads the program's output until `condition` holds of the screen, and returns that
  /// screen. The deadline only catches a hang: the condition failing is recorded as an issue.
  @discardableResult
  func await(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    until condition: (LiveOutput) -> Bool
  ) -> LiveOutput {
    let deadline = monotonicSeconds() + 30
    while true {
      let output = screen()
      if condition(output) { return output }
      if monotonicSeconds() > deadline {
        Issue.record("no \(what) on the screen: \(output.rows)", sourceLocation: sourceLocation)
        return output
      }
      if let descriptor {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, 100)
        readAvailable()
      } else {
        // The terminal is closed; only the program's exit is left to wait for.
        usleep(1_000)
      }
    }
  }

  /// Types `text` as the keys of its characters.
  func type(_ text: String) {
    send(keys: Array(text.utf8))
  }
}
