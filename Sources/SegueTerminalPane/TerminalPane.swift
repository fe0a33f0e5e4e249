import Glibc
import SegueRender

/// A terminal program running inside a slide (`+pty`, lookatme's `terminal-ex`): a process in a
/// pseudo-terminal of the block's size, whose screen libvterm keeps as cells.
///
/// Security model: the program never writes to the presenter's terminal. Everything it writes
/// goes into libvterm, which interprets it; the pane hands out only cells (text and SGR styles)
/// through `screen()`, so a title change, a clipboard write (OSC 52), a cursor move or a mode
/// switch meant for the real terminal has no effect beyond this pane's own screen. libvterm's
/// answers to the program's queries (device attributes, cursor position) go back to the
/// program through the pseudo-terminal, never to the user's terminal. The program runs in its
/// own session, with a limit on its user's processes (a fork bomb stops there), and `stop()`
/// ends its process group.
///
/// Driven by the presenter's loop: poll `descriptor`, call `readAvailable()` when it is
/// readable, and draw `screen()`. Not thread-safe: one loop owns it.
public final class TerminalPane {
  /// The program's pid, which is also its process group and session.
  public let processID: pid_t
  private var master: Int32
  private let terminal: VirtualScreen
  private var status = LiveOutput.Status.running
  private var reaped = false
  /// The program closed the pseudo-terminal (all of its processes did): nothing more to read.
  private var hungUp = false
  private var version = 0
  private var buffer = [UInt8](repeating: 0, count: 16 * 1024)

  /// Starts `arguments` (the program, found on the environment's PATH, then its arguments) in a
  /// pseudo-terminal of `columns` × `rows`, with `TERM=xterm-256color`, `COLUMNS` and `LINES`
  /// set over `environment`. `processLimit` caps the processes of the user the program may
  /// have (RLIMIT_NPROC, which also counts the user's other processes and threads).
  public init(
    arguments: [String], directory: String? = nil, environment: [String: String]? = nil,
    columns: Int, rows: Int, processLimit: Int = 4096
  ) throws {
    let columns = max(1, columns)
    let rows = max(1, rows)
    let process = PaneProcess(
      arguments: arguments, directory: directory,
      environment: environment ?? PaneProcess.inheritedEnvironment)
    (processID, master) = try process.spawn(
      columns: columns, rows: rows, processLimit: processLimit)
    terminal = VirtualScreen(columns: columns, rows: rows)
  }

  deinit {
    stop()
  }

  /// The master side of the pseudo-terminal, for the presenter's poll (readable: call
  /// `readAvailable()`); nil once the program closed it or the pane was stopped.
  public var descriptor: Int32? {
    hungUp || master < 0 ? nil : master
  }

  /// Reads what the program wrote (up to 64 KiB, so that the presenter's loop stays
  /// responsive; poll tells when there is more) into the screen, and answers its queries.
  /// True when the screen, the cursor or the program's status changed.
  @discardableResult
  public func readAvailable() -> Bool {
    var changed = false
    var total = 0
    while master >= 0, !hungUp, total < 64 * 1024 {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count > 0 {
        total += count
        changed =
          buffer.withUnsafeBytes { terminal.write(.init(rebasing: $0[..<count])) } || changed
        send(keys: terminal.takeReplies())
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        // EIO (Linux) or end of file: every process closed the terminal.
        hungUp = count == 0 || errno != EAGAIN
        break
      }
    }
    if refreshStatus() { changed = true }
    if changed { version += 1 }
    return changed
  }

  /// The screen of the moment: every row as styled runs, the cursor when the program shows it,
  /// and whether the program still runs.
  public func screen() -> LiveOutput {
    if refreshStatus() { version += 1 }
    return LiveOutput(
      lines: terminal.lines(), status: status, version: version, cursor: terminal.cursor)
  }

  /// Whether the program still runs (once it ended, it is reaped here).
  public var isRunning: Bool {
    if refreshStatus() { version += 1 }
    return status == .running
  }

  /// Writes `keys` to the program as typed. A program that reads none of its input gets what
  /// the pseudo-terminal holds (about 4 KiB); the rest is dropped rather than block the loop.
  public func send(keys: [UInt8]) {
    var offset = 0
    while master >= 0, offset < keys.count {
      let count = keys[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if count > 0 {
        offset += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// Sends `key` as a real terminal would, in the program's current modes (libvterm's
  /// keyboard).
  public func send(_ key: TerminalKey, modifiers: TerminalKey.Modifiers = []) {
    send(keys: encode(key, modifiers: modifiers))
  }

  /// The bytes `send(_:modifiers:)` writes for `key`.
  public func encode(_ key: TerminalKey, modifiers: TerminalKey.Modifiers = []) -> [UInt8] {
    terminal.encode(key, modifiers: modifiers)
  }

  /// Gives the program and the screen a new size; the program gets SIGWINCH from the kernel.
  public func resize(columns: Int, rows: Int) {
    let columns = max(1, columns)
    let rows = max(1, rows)
    if master >= 0 {
      var size = winsize(
        ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0,
        ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }
    terminal.resize(columns: columns, rows: rows)
    version += 1
  }

  /// Ends the program: SIGHUP to its process group and a hang-up of its terminal (which is
  /// what closing a terminal window does), then SIGKILL if it is still there after a moment;
  /// the program is reaped. Safe to call more than once.
  public func stop() {
    if !reaped {
      kill(-processID, SIGHUP)
      kill(-processID, SIGCONT)
    }
    if master >= 0 {
      close(master)
      master = -1
    }
    // A program ends on SIGHUP within milliseconds; one that ignores it gets 200 ms.
    for _ in 0..<20 where !reaped {
      if refreshStatus() { break }
      usleep(10_000)
    }
    if !reaped {
      kill(-processID, SIGKILL)
      var raw: Int32 = 0
      while waitpid(processID, &raw, 0) < 0 && errno == EINTR {}
      reap(raw)
    }
  }

  /// Reaps the program if it ended; true when its status changed.
  private func refreshStatus() -> Bool {
    guard !reaped else { return false }
    var raw: Int32 = 0
    guard waitpid(processID, &raw, WNOHANG) == processID else { return false }
    reap(raw)
    return true
  }

  private func reap(_ raw: Int32) {
    reaped = true
    let signal = raw & 0x7F
    status = signal == 0 ? .exited((raw >> 8) & 0xFF) : .killed(signal: signal)
  }
}
