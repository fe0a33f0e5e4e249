import Glibc
import SegueCore
import SegueExec
import SegueRender

/// `+acquire_terminal`: the block's program gets the whole terminal while it runs — the main
/// screen, the shell's modes, the keyboard — as if it were run from the shell; the presenter
/// waits, then takes the terminal back and repaints (presenterm's rule).
///
/// The program runs in the presenter's process group, so `Ctrl-C` reaches it; the presenter
/// ignores SIGINT and SIGQUIT meanwhile (as `system(3)` does) and the program gets their
/// default actions back. The event loop waits with it: a talk's other snippets, timers and the
/// speaker channel are answered once it ended.
enum TerminalHandOver {
  /// Runs `code` on the real terminal and returns its exit status (no lines: what it printed
  /// went to the terminal).
  static func run(_ code: CodeBlock, directory: String?, on screen: any PresenterTerminal)
    -> LiveOutput
  {
    let prepared: (arguments: [String], folder: String)
    switch TerminalLaunch.prepare(code) {
    case .failure(let failure): return LiveOutput(status: .failedToStart(failure.message))
    case .success(let ready): prepared = ready
    }
    defer { TerminalLaunch.remove(prepared.folder) }
    screen.handOver()
    defer { screen.takeBack() }
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var saved = (sigaction(), sigaction())
    sigaction(SIGINT, &ignore, &saved.0)
    sigaction(SIGQUIT, &ignore, &saved.1)
    defer {
      sigaction(SIGINT, &saved.0, nil)
      sigaction(SIGQUIT, &saved.1, nil)
    }
    guard let pid = spawn(prepared.arguments, directory: directory) else {
      return LiveOutput(status: .failedToStart("cannot start \(prepared.arguments[0])"))
    }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    takeForeground()
    let signal = raw & 0x7F
    return LiveOutput(status: signal == 0 ? .exited((raw >> 8) & 0xFF) : .killed(signal: signal))
  }

  /// Makes the presenter's group the terminal's foreground again, in case the program moved
  /// the foreground to a group of its own (a shell's job control) and ended without giving it
  /// back; SIGTTOU is ignored meanwhile, as a background group asking would be stopped.
  private static func takeForeground() {
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var saved = sigaction()
    sigaction(SIGTTOU, &ignore, &saved)
    if isatty(STDIN_FILENO) != 0 { tcsetpgrp(STDIN_FILENO, getpgrp()) }
    sigaction(SIGTTOU, &saved, nil)
  }

  /// Starts `arguments` on the presenter's own standard descriptors, in `directory`, with
  /// every signal's default action and none blocked.
  private static func spawn(_ arguments: [String], directory: String?) -> pid_t? {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // A shell changes folder for it: the presenter's own folder must not change (a reload
    // reading the deck on another thread would see it), and glibc's addchdir is not exported.
    let command =
      directory.map { ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", $0] + arguments }
      ?? arguments
    var argv = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, command[0], &actions, &attributes, &argv, environ)
    return result == 0 ? pid : nil
  }
}
