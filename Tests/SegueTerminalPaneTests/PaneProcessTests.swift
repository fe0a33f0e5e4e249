import Glibc
import SegueRender
import SegueTerminalPane
import Testing

/// The program's life: its exit, its end by `stop()`, a program that is not there.
@Suite struct PaneProcessTests {
  @Test func theExitStatusIsShown() throws {
    let pane = try shell("exit 3")
    pane.await("the exit") { $0.status == .exited(3) }
    // Its terminal hangs up too, so the presenter's loop stops polling it.
    eventually("the hang-up") {
      pane.readAvailable()
      return pane.descriptor == nil
    }
  }

  @Test func stopLeavesNoProcess() throws {
    let pane = try bash()
    pane.await("prompt") { $0.rows.first?.hasPrefix("$") == true }
    pane.stop()
    #expect(kill(pane.processID, 0) == -1 && errno == ESRCH)
    #expect(pane.descriptor == nil)
  }

  @Test func stopEndsAProgramThatIgnoresHangUpAndItsChildren() throws {
    let pane = try shell(#"trap '' HUP; sleep 1000 & echo $!; wait"#)
    let output = pane.await("the child's pid") { Int32($0.rows[0]) != nil }
    let child = Int32(output.rows[0])!
    pane.stop()
    #expect(kill(pane.processID, 0) == -1 && errno == ESRCH)
    // The group's SIGKILL reaches the child at once, but it ends when next scheduled.
    eventually("the child's end") { !isRunning(child) }
    #expect(pane.screen().status == .killed(signal: SIGKILL))
  }

  @Test func aProgramThatIsNotThereIsAnError() {
    #expect(throws: TerminalPaneError.notFound("no-such-program-segue")) {
      try pane(["no-such-program-segue"])
    }
    #expect(
      TerminalPaneError.notFound("htop").description
        == "htop: not found; install it or fix the PATH")
  }

  @Test func theProgramStartsInTheFolderGiven() throws {
    let pane = try TerminalPane(
      arguments: ["sh", "-c", "pwd; sleep 1000"], directory: "/usr",
      environment: ["PATH": "/usr/bin:/bin"], columns: 20, rows: 3)
    pane.await("the folder") { $0.rows.first == "/usr" }
  }

  @Test func theProgramHasALimitOnItsProcesses() throws {
    // RLIMIT_NPROC: a fork bomb stops there (for a user other than root, which it binds not).
    let pane = try TerminalPane(
      arguments: ["bash", "-c", "ulimit -u; sleep 1000"], environment: ["PATH": "/usr/bin:/bin"],
      columns: 20, rows: 3, processLimit: 300)
    pane.await("the limit") { $0.rows.first == "300" }
  }

  @Test func theProgramInheritsNoDescriptorButItsTerminal() throws {
    let pane = try shell("ls /proc/self/fd | tr '\\n' ' '; sleep 1000")
    // 0, 1, 2 and the one ls opened to list the folder.
    pane.await("the descriptors") { $0.rows.first == "0 1 2 3" }
  }
}

/// Whether `pid` is a process that runs (a zombie waiting for its parent does not).
private func isRunning(_ pid: pid_t) -> Bool {
  guard kill(pid, 0) == 0 else { return false }
  guard let file = fopen("/proc/\(pid)/stat", "r") else { return false }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 512)
  guard fgets(&line, 512, file) != nil else { return false }
  let text = String(cString: line)
  guard let close = text.lastIndex(of: ")") else { return false }
  return text[text.index(close, offsetBy: 2)] != "Z"
}
