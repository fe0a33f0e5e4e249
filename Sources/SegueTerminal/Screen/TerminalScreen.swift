import CNcursesw
import Glibc
import SegueRender

/// Why the terminal could not be taken over.
public enum TerminalScreenError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard output is not a terminal (the CLI checks this first and suggests `segue export`).
  case notATerminal
  /// Standard input is not a terminal and `/dev/tty` could not be opened for keys.
  case noInputTerminal
  /// ncurses has no terminfo entry for `TERM`.
  case unknownTerminalType(String)
  /// A `TerminalScreen` is already open in this process.
  case alreadyOpen

  public var description: String {
    switch self {
    case .notATerminal: "standard output is not a terminal"
    case .noInputTerminal: "cannot read keys: standard input is not a terminal and /dev/tty cannot be opened"
    case .unknownTerminalType(let name):
      "unknown terminal type '\(name)' (no terminfo entry; try TERM=xterm-256color)"
    case .alreadyOpen: "the terminal screen is already open"
    }
  }
}

/// The real terminal through ncurses. Only one exists at a time.
///
/// Opening it takes the terminal over: a UTF-8 locale (C.UTF-8 when the environment's is not
/// UTF-8, since ncurses cannot place wide characters otherwise), raw mode (Ctrl-C and Ctrl-Z
/// arrive as keys), no echo, no newline translation, hidden cursor, the alternate screen,
/// colours with the terminal's defaults kept, mouse reporting (xterm 1000 + SGR 1006 modes,
/// written directly; ncurses' own mouse decoding is not used) and bracketed paste off.
/// ncurses only draws: `readInput` reads the raw bytes itself and `KeyDecoder` decodes them.
///
/// Output goes to standard output, which must be a terminal. Keys come from standard input,
/// or from `/dev/tty` when standard input is not a terminal (a deck piped in).
///
/// `restore()` (also run by `deinit`) gives the terminal back. The signal handlers installed
/// by `installSignalHandlers()` (the initialiser installs them) give it back on SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT and crashes; see `TerminalSignals`.
public final class TerminalScreen {
  /// How long to wait for the rest of an escape sequence before a lone ESC is the Escape
  /// key: pass it to `readInput` while `KeyDecoder.hasPending`, then call `flush()`.
  public static let escapeDelayMilliseconds = 25

  /// The colour depth frames are drawn with.
  public let colorDepth: ColorDepth
  let capability: ColorCapability
  let inputDescriptor: Int32
  let outputDescriptor: Int32 = STDOUT_FILENO
  private var screen: OpaquePointer?
  /// The `/dev/tty` stream opened for input, closed on restore; nil when it is stdin.
  private var openedInput: UnsafeMutablePointer<FILE>?
  private(set) var isActive = true
  let pen: Pen

  nonisolated(unsafe) private static var isOpen = false

  /// Takes the terminal over.
  ///
  /// - Parameter depth: nil detects the depth from terminfo (`COLORS` of 2^24 on a `*-direct`
  ///   entry → 24-bit, 256 → 256, 8 or 16 → 16, no colours or `NO_COLOR` set → none). A given
  ///   depth is used as is, lowered to what the terminfo entry can show; for 24-bit on a
  ///   `*-256color` entry the matching `*-direct` entry (`tmux-direct`, `xterm-direct`, from
  ///   ncurses-term) is tried first.
  public init(depth: ColorDepth? = nil) throws {
    guard !Self.isOpen else { throw TerminalScreenError.alreadyOpen }
    guard isatty(STDOUT_FILENO) == 1 else { throw TerminalScreenError.notATerminal }
    setlocale(LC_ALL, "")
    if segue_locale_is_utf8() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }

    var input = segue_stdin()
    var opened: UnsafeMutablePointer<FILE>?
    if isatty(STDIN_FILENO) == 1 {
      inputDescriptor = STDIN_FILENO
    } else {
      let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC)
      guard descriptor >= 0, let stream = fdopen(descriptor, "r") else {
        if descriptor >= 0 { close(descriptor) }
        throw TerminalScreenError.noInputTerminal
      }
      inputDescriptor = descriptor
      opened = stream
      input = stream
    }

    Self.installSignalHandlers()
    TerminalSignals.outputDescriptor = STDOUT_FILENO
    TerminalSignals.hasShellModes = tcgetattr(STDOUT_FILENO, &TerminalSignals.shellModes) == 0
    use_tioctl(true)  // the window size from the terminal, over LINES/COLUMNS in the environment

    let terminalName = getenv("TERM").map { String(cString: $0) } ?? ""
    var newScreen: OpaquePointer?
    for name in Self.terminalNames(for: terminalName, depth: depth) where newScreen == nil {
      newScreen = newterm(name, segue_stdout(), input)
    }
    guard newScreen != nil else {
      if let opened { fclose(opened) }
      throw TerminalScreenError.unknownTerminalType(terminalName)
    }
    screen = newScreen
    openedInput = opened

    raw()
    noecho()
    nonl()
    let window = segue_stdscr()
    keypad(window, false)  // bytes arrive untranslated; KeyDecoder reads them
    meta(window, true)
    intrflush(window, false)
    leaveok(window, true)
    typeahead(-1)  // never cut a refresh short because a key is waiting
    set_escdelay(Int32(Self.escapeDelayMilliseconds))
    curs_set(0)
    var colors = 0
    if has_colors() {
      start_color()
      use_default_colors()
      colors = Int(segue_colors())
    }
    capability = ColorCapability(colors: colors)
    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    colorDepth = capability.depth(requested: depth, noColor: noColor)
    pen = Pen(capability: capability, depth: colorDepth)
    def_prog_mode()

    wrefresh(window)  // enters the alternate screen and clears it
    TerminalSignals.writeSequence(TerminalSignals.enterSequence)
    TerminalSignals.isScreenActive = true
    Self.isOpen = true
  }

  deinit {
    restore()
  }

  /// The terminfo entries to try: `*-direct` first when 24-bit colour is asked for and `TERM`
  /// names a 256-colour entry; then `TERM` itself.
  static func terminalNames(for term: String, depth: ColorDepth?) -> [String] {
    let suffix = "-256color"
    guard depth == .trueColor, term.hasSuffix(suffix) else { return [term] }
    return [String(term.dropLast(suffix.count)) + "-direct", term]
  }

  /// Installs the handlers that give the terminal back on signals and crashes, and the
  /// resize and resume wake-ups; see `TerminalSignals`. Called by the initialiser; calling it
  /// earlier (first thing in `main`) also covers the time before the screen opens. Idempotent.
  public static func installSignalHandlers() {
    TerminalSignals.install()
  }

  /// The terminal's size in cells.
  public var size: Size {
    guard isActive else { return Size(width: 0, height: 0) }
    return Size(width: Int(segue_cols()), height: Int(segue_lines()))
  }

  /// Gives the terminal back as it was: mouse reporting off, cursor visible, main screen,
  /// cooked mode with echo (`endwin`). Idempotent; the screen cannot be used afterwards.
  public func restore() {
    guard isActive else { return }
    isActive = false
    TerminalSignals.isInsideCurses = true
    TerminalSignals.writeSequence(TerminalSignals.mouseOffSequence)
    curs_set(1)
    endwin()
    TerminalSignals.isScreenActive = false
    TerminalSignals.isSuspended = false
    TerminalSignals.isInsideCurses = false
    if let screen { delscreen(screen) }
    screen = nil
    if let openedInput { fclose(openedInput) }
    openedInput = nil
    Self.isOpen = false
  }

  /// Re-enters the screen after SIGTSTP/SIGCONT: `endwin` then a refresh is ncurses' way back
  /// into program mode and the alternate screen; the next draw repaints everything.
  func resumeAfterStop() {
    guard TerminalSignals.isSuspended || TerminalSignals.isScreenActive else { return }
    TerminalSignals.isInsideCurses = true
    defer { TerminalSignals.isInsideCurses = false }
    endwin()
    wrefresh(segue_stdscr())
    curs_set(0)
    clearok(segue_curscr(), true)
    TerminalSignals.writeSequence(TerminalSignals.enterSequence)
    TerminalSignals.isSuspended = false
    TerminalSignals.isScreenActive = true
  }
}
