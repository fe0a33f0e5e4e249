import CSpawn
import CNcursesw
import Glibc

/// Signal handling for the screen: the terminal is given back on every way out, and resizes
/// wake the input wait.
///
/// - Every signal that ends a process by default (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE,
///   SIGUSR1, SIGALRM, …) and the crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT,
///   SIGTRAP, SIGSYS): put the terminal back (below), then restore the handler that
///   was there before (the default, or the Swift runtime's backtracer) and raise the signal
///   again, so the process ends the way it would have and its exit status says so. SIGQUIT
///   quits with the default action instead of the backtracer's crash report, and after a
///   crash standard input is /dev/null, so the backtracer reports and exits at once rather
///   than holding the terminal at its prompt. A signal that was ignored when the handlers were
///   installed stays ignored.
/// - `exit()` with the screen still open (an `atexit` handler) is treated the same way.
/// - SIGWINCH: writes a byte to a self-pipe that the event loop polls, so a resize wakes it.
/// - SIGTSTP (`kill -TSTP`; Ctrl-Z itself is a key in raw mode): gives the terminal back and
///   stops; SIGCONT then wakes the loop, whose `handleSignals` re-enters the screen; the
///   presenter then draws everything again, as after a resize.
///
/// Putting the terminal back from a handler is kept async-signal-safe: the reset sequences
/// (mouse off, attributes off, cursor on, leave the alternate screen) are written with
/// `write(2)` and the terminal modes saved before ncurses started are set again with
/// `tcsetattr`. `endwin` is called too, but only when the signal did not interrupt an ncurses
/// call (it is not reentrant). Then what was written to stderr meanwhile (Swift's
/// `Fatal error: …` line) is written out; see `ErrorOutputCapture`.
///
/// The handlers are installed once per process, before ncurses starts (so ncurses does not
/// install its own), and stay: when no screen is open they only pass the signal on.
enum TerminalSignals {
  /// State the handlers read. Written by the screen on the main thread; the handlers only
  /// read it (and clear `isScreenActive`).
  nonisolated(unsafe) static var outputDescriptor: Int32 = -1
  nonisolated(unsafe) static var isScreenActive = false
  nonisolated(unsafe) static var isSuspended = false
  nonisolated(unsafe) static var isInsideCurses = false
  /// A SIGTSTP that came while ncurses was writing a frame: taken once the call returns, so
  /// no half-written frame lands on the shell's screen after the terminal is given back.
  nonisolated(unsafe) static var isStopDeferred = false

  /// Marks the end of an ncurses call, and takes a stop that was put off during it.
  static func leaveCurses() {
    isInsideCurses = false
    if isStopDeferred {
      isStopDeferred = false
      raise(SIGTSTP)
    }
  }
  nonisolated(unsafe) static var shellModes = termios()
  nonisolated(unsafe) static var hasShellModes = false
  nonisolated(unsafe) static var wakeReader: Int32 = -1
  nonisolated(unsafe) static var wakeWriter: Int32 = -1
  nonisolated(unsafe) static var previousActions: UnsafeMutablePointer<sigaction>?
  nonisolated(unsafe) static var isInstalled = false

  /// Every signal whose default ends the process: each one left the terminal in the
  /// alternate screen with the mouse on (SIGPIPE, SIGUSR1, SIGALRM … did, until they were
  /// here). SIGKILL and SIGSTOP cannot be caught.
  static let terminatingSignals: [Int32] =
    [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF]
    + [SIGXCPU, SIGXFSZ, SIGPOLL, SIGPWR, SIGSTKFLT] + crashSignals

  /// The signals of a crash, which Swift's backtracer reports (its previous handler).
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

  /// The bytes the self-pipe carries.
  static let resizeByte: UInt8 = 0x77  // "w"
  static let continueByte: UInt8 = 0x63  // "c"

  /// Installs the handlers and creates the self-pipe; later calls do nothing.
  static func install() {
    guard !isInstalled else { return }
    isInstalled = true
    createWakePipe()
    ErrorOutputCapture.prepare()
    // Touch every static once here, outside any handler, so none is first initialised there.
    _ = (outputDescriptor, isScreenActive, isSuspended, isInsideCurses, hasShellModes)
    _ = shellModes
    let saved = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
    saved.initialize(repeating: sigaction(), count: Int(NSIG))
    previousActions = saved
    for signal in terminatingSignals {
      setHandler(signal, handleTerminatingSignal, saveInto: saved + Int(signal))
      if isIgnored(saved[Int(signal)]) { sigaction(signal, saved + Int(signal), nil) }
    }
    setHandler(SIGWINCH, handleResize, saveInto: saved + Int(SIGWINCH))
    setHandler(SIGCONT, handleContinue, saveInto: saved + Int(SIGCONT))
    setHandler(SIGTSTP, handleStop, saveInto: saved + Int(SIGTSTP))
    if isIgnored(saved[Int(SIGTSTP)]) { sigaction(SIGTSTP, saved + Int(SIGTSTP), nil) }
    atexit(restoreAtExit)
  }

  private static func setHandler(
    _ signal: Int32, _ handler: @convention(c) (Int32) -> Void,
    saveInto previous: UnsafeMutablePointer<sigaction>?
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    // On the alternate signal stack when there is one (the Swift runtime's backtracer sets
    // one up), so a stack overflow still gives the terminal back.
    action.sa_flags = SA_RESTART | SA_ONSTACK
    sigaction(signal, &action, previous)
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    action.sa_flags & SA_SIGINFO == 0
      && unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  private static func createWakePipe() {
    var ends: [Int32] = [-1, -1]
    guard segue_pipe(&ends) == 0 else { return }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    wakeReader = ends[0]
    wakeWriter = ends[1]
  }

  /// Writes one byte to the self-pipe (async-signal-safe; a full pipe already wakes the reader).
  static func wake(_ byte: UInt8) {
    guard wakeWriter >= 0 else { return }
    var byte = byte
    let savedErrno = errno
    _ = write(wakeWriter, &byte, 1)
    errno = savedErrno
  }

  /// Reads everything in the self-pipe: the bytes the handlers wrote since the last drain.
  static func drainWakePipe() -> Set<UInt8> {
    var seen: Set<UInt8> = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while wakeReader >= 0 {
      let count = read(wakeReader, &buffer, buffer.count)
      guard count > 0 else { break }
      seen.formUnion(buffer[0..<count])
    }
    return seen
  }

  /// Puts the terminal back from a signal handler; see the type's comment.
  static func restoreFromHandler(callEndwin: Bool) {
    guard isScreenActive else { return }
    isScreenActive = false
    let savedErrno = errno
    writeSequence(leaveSequence)
    if callEndwin && !isInsideCurses { endwin() }
    if hasShellModes { tcsetattr(outputDescriptor, TCSANOW, &shellModes) }
    ErrorOutputCapture.end()
    errno = savedErrno
  }

  /// Mouse reporting off, attributes off, cursor visible, main screen.
  static let leaveSequence: StaticString =
    "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  /// Mouse reporting on (button presses and releases, SGR encoding), bracketed paste off.
  static let enterSequence: StaticString = "\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004l"
  /// Back to the alternate screen with the cursor hidden, after `leaveSequence`.
  static let resumeSequence: StaticString = "\u{1B}[?1049h\u{1B}[?25l"
  /// Mouse reporting off (the rest `endwin` does itself).
  static let mouseOffSequence: StaticString = "\u{1B}[?1006l\u{1B}[?1000l"

  /// Writes a static sequence to the terminal with `write(2)`, bypassing ncurses' buffer.
  static func writeSequence(_ sequence: StaticString) {
    guard outputDescriptor >= 0 else { return }
    var start = sequence.utf8Start
    var remaining = sequence.utf8CodeUnitCount
    while remaining > 0 {
      let written = write(outputDescriptor, start, remaining)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      start += written
      remaining -= written
    }
  }
}

private func handleTerminatingSignal(_ signal: Int32) {
  ChannelCleanup.unlinkFromHandler()
  PositionOnSignal.saveFromHandler()
  TerminalSignals.restoreFromHandler(callEndwin: true)
  if signal == SIGQUIT {
    // Quit, like SIGTERM: the Swift runtime's backtracer (SIGQUIT's previous handler) would
    // print a crash report for a process that did not crash.
    var quit = sigaction()
    quit.__sigaction_handler.sa_handler = SIG_DFL
    sigaction(signal, &quit, nil)
  } else if let previous = TerminalSignals.previousActions {
    sigaction(signal, previous + Int(signal), nil)
    if TerminalSignals.crashSignals.contains(signal) {
      // A crash: the backtracer prints its report and would then wait up to 30 s for keys at
      // its prompt, holding the terminal; with no terminal on standard input it exits at once.
      let null = open("/dev/null", O_RDONLY)
      if null >= 0 { dup2(null, STDIN_FILENO) }
    }
  }
  // Blocked while this handler runs: delivered to the new disposition when it returns.
  raise(signal)
}

private func restoreAtExit() {
  ChannelCleanup.unlinkFromHandler()
  TerminalSignals.restoreFromHandler(callEndwin: true)
}

private func handleResize(_ signal: Int32) {
  TerminalSignals.wake(TerminalSignals.resizeByte)
}

private func handleContinue(_ signal: Int32) {
  if TerminalSignals.isScreenActive || TerminalSignals.isSuspended {
    TerminalSignals.wake(TerminalSignals.continueByte)
  }
}

private func handleStop(_ signal: Int32) {
  let savedErrno = errno
  if TerminalSignals.isScreenActive && TerminalSignals.isInsideCurses {
    TerminalSignals.isStopDeferred = true
    errno = savedErrno
    return
  }
  if TerminalSignals.isScreenActive {
    TerminalSignals.restoreFromHandler(callEndwin: false)
    TerminalSignals.isSuspended = true
  }
  // Stop the default way, then carry on here after SIGCONT.
  var stop = sigaction()
  stop.__sigaction_handler.sa_handler = SIG_DFL
  sigemptyset(&stop.sa_mask)
  var mine = sigaction()
  sigaction(SIGTSTP, &stop, &mine)
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, SIGTSTP)
  sigprocmask(SIG_UNBLOCK, &unblock, nil)
  raise(SIGTSTP)
  sigaction(SIGTSTP, &mine, nil)
  // Continued, or never stopped (an orphaned process group discards SIGTSTP): come back.
  if TerminalSignals.isSuspended { TerminalSignals.wake(TerminalSignals.continueByte) }
  errno = savedErrno
}
