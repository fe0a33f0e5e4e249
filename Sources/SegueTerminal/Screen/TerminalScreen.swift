import CNcursesw
import Glibc
import SegueCore
import SegueRender

/// Why the terminal could not be taken over.
public enum TerminalScreenError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard output is not a terminal (the CLI checks this first and suggests `segue export`).
  case notATerminal
  /// Standard input is not a terminal and `/dev/tty` could not be opened for keys.
  case noInputTerminal
  /// ncurses has no terminfo entry for `TERM`.
  case unknownTerminalType(String)
  /// The terminal cannot place the cursor (`TERM=dumb`): it cannot draw a slide.
  case cannotPlaceCursor(String)
  /// A `TerminalScreen` is already open in this process.
  case alreadyOpen

  public var description: String {
    switch self {
    case .notATerminal: "standard output is not a terminal"
    case .noInputTerminal:
      "cannot read keys: standard input is not a terminal and /dev/tty cannot be opened"
    case .unknownTerminalType(let name) where name.isEmpty:
      "TERM is not set, so the terminal type is unknown (try TERM=xterm-256color)"
    case .unknownTerminalType(let name):
      "unknown terminal type '\(name)' (no terminfo entry; try TERM=xterm-256color)"
    case .cannotPlaceCursor(let name):
      "the terminal type '\(name)' cannot place the cursor, so it cannot draw slides (try TERM=xterm-256color, or 'segue export' for text)"
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
/// ncurses only sets the modes and clears; `ScreenWriter` writes the cells, and `readInput` reads the raw bytes itself (when the event loop finds
/// `inputDescriptor` readable) and `KeyDecoder` decodes them.
///
/// Output goes to standard output, which must be a terminal. Keys come from standard input,
/// or from `/dev/tty` when standard input is not a terminal (a deck piped in).
///
/// `restore()` (also run by `deinit`) gives the terminal back. The signal handlers installed
/// by `installSignalHandlers()` (the initialiser installs them) give it back on SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT and crashes; see `TerminalSignals`. While the screen is open,
/// what is written to a terminal stderr is held back and written out after the terminal is
/// given back (`ErrorOutputCapture`), so a crash message is seen rather than lost.
public final class TerminalScreen {
  /// How long to wait for the rest of an escape sequence before a lone ESC is the Escape
  /// key: wait that long while `KeyDecoder.hasPending`, then call `flush()`.
  public static let escapeDelayMilliseconds = 25

  /// The colour depth frames are drawn with.
  public let colorDepth: ColorDepth
  let capability: ColorCapability
  /// Writes the frames (ncurses only clears the screen).
  var writer = ScreenWriter()
  public let inputDescriptor: Int32
  let outputDescriptor: Int32 = STDOUT_FILENO
  private var screen: OpaquePointer?
  /// The `/dev/tty` stream opened for input, closed on restore; nil when it is stdin.
  private var openedInput: UnsafeMutablePointer<FILE>?
  private(set) var isActive = true
  /// Until ncurses has once come back from `endwin`, it flushes its output at every cursor
  /// movement: a full frame went out as ~50 writes, one per row, and the terminal showed it
  /// row by row. So the first `draw` leaves (`endwin`) just before its refresh, which comes
  /// back (alternate screen, program modes, cursor hidden): every frame is then one write, and
  /// the terminal is out of raw mode (echoing keys) only for that moment.
  var hasLeftOnce = false
  /// The window's size as the terminal reports it; ncurses is told at most
  /// `FrameLayout.maximumSize` of it (`cursesSize`), so a huge window costs no huge screen.
  var windowSize = Size(width: 0, height: 0)
  /// Set while a window past the largest frame is clamped through LINES and COLUMNS, until
  /// the first draw (`SizeVariables`).
  var sizeVariables: SizeVariables?

  nonisolated(unsafe) private static var isOpen = false

  /// Takes the terminal over (the first `draw` should follow at once: see `hasLeftOnce`).
  ///
  /// - Parameter depth: nil detects the depth (`ColorCapability`): none with `NO_COLOR` or
  ///   on a terminal without colour, 24-bit with `COLORTERM=truecolor|24bit` or a terminfo
  ///   entry with `RGB`/`Tc` or 2^24 colours, else 256 or 16 by terminfo's `colors`. A given
  ///   depth (`--colors`) is used as is: Segue writes its own SGR sequences.
  public init(depth: ColorDepth? = nil) throws(TerminalScreenError) {
    guard !Self.isOpen else { throw TerminalScreenError.alreadyOpen }
    guard isatty(STDOUT_FILENO) == 1 else { throw TerminalScreenError.notATerminal }
    // Only the character type matters to ncurses (wide characters); the other categories
    // would cost a dozen locale files at start-up for nothing.
    setlocale(LC_CTYPE, "")
    if segue_locale_is_utf8() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
    let input = try Self.openInput()

    Self.installSignalHandlers()
    TerminalSignals.outputDescriptor = STDOUT_FILENO
    TerminalSignals.hasShellModes = tcgetattr(STDOUT_FILENO, &TerminalSignals.shellModes) == 0
    let terminalName = getenv("TERM").map { String(cString: $0) } ?? ""
    // The window size from the terminal, never from LINES/COLUMNS in the environment (which
    // ncurses would otherwise also rewrite), but for a window past the largest frame.
    use_env(false)
    use_tioctl(true)
    sizeVariables = SizeVariables.clamp(window: Self.windowSize(), to: Self.cursesSize)
    guard
      let screen = Self.startCurses(terminalName: terminalName, input: input.stream)
    else {
      sizeVariables?.restore()
      if let opened = input.opened { fclose(opened) }
      throw TerminalScreenError.unknownTerminalType(terminalName)
    }
    guard segue_can_address_cursor() != 0 else {
      // Nothing was drawn yet: ncurses gives the modes back, and the screen goes.
      endwin()
      delscreen(screen)
      sizeVariables?.restore()
      if let opened = input.opened { fclose(opened) }
      throw TerminalScreenError.cannotPlaceCursor(terminalName)
    }
    self.screen = screen
    windowSize =
      Self.windowSize() ?? Size(width: Int(segue_cols()), height: Int(segue_lines()))
    inputDescriptor = input.descriptor
    openedInput = input.opened

    capability = ColorCapability(
      colors: Self.startColors(), hasRGBFlag: segue_terminfo_has_rgb() != 0)
    let environment = ColorCapability.Environment { name in
      getenv(name).map { String(cString: $0) }
    }
    colorDepth = capability.depth(requested: depth, environment: environment)
    writer.hyperlinks = HyperlinkSupport.isSupported { getenv($0).map { String(cString: $0) } }
    curs_set(0)
    def_prog_mode()
    TerminalSignals.writeSequence(TerminalSignals.enterSequence)
    TerminalSignals.isScreenActive = true
    ErrorOutputCapture.begin()
    Self.isOpen = true
  }

  /// Standard input when it is a terminal, else `/dev/tty` (opened here, closed on restore).
  private static func openInput() throws(TerminalScreenError) -> (
    descriptor: Int32, stream: UnsafeMutablePointer<FILE>?, opened: UnsafeMutablePointer<FILE>?
  ) {
    if isatty(STDIN_FILENO) == 1 { return (STDIN_FILENO, segue_stdin(), nil) }
    let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard descriptor >= 0, let stream = fdopen(descriptor, "r") else {
      if descriptor >= 0 { close(descriptor) }
      throw TerminalScreenError.noInputTerminal
    }
    return (descriptor, stream, stream)
  }

  /// Starts ncurses on `TERM`'s terminfo entry and sets the terminal's modes.
  private static func startCurses(
    terminalName: String, input: UnsafeMutablePointer<FILE>?
  ) -> OpaquePointer? {
    guard let screen = newterm(terminalName, segue_stdout(), input) else { return nil }
    // Every terminal mode first, while nothing has been written: each mode change waits
    // until the terminal has read all output so far (tcsetattr's TCSADRAIN), and each wait
    // cost a round trip through the terminal emulator.
    raw()
    noecho()
    nonl()
    let window = segue_stdscr()
    meta(window, true)
    intrflush(window, false)
    // Keypad translation stays off (ncurses' default; asking again only sends `rmkx`):
    // bytes arrive untranslated and KeyDecoder reads them.
    leaveok(window, true)
    typeahead(-1)  // never cut a refresh short because a key is waiting
    set_escdelay(Int32(escapeDelayMilliseconds))
    return screen
  }

  /// Starts colour with the terminal's own default colours kept; returns `COLORS` (0 when the
  /// terminal has no colour).
  private static func startColors() -> Int {
    guard has_colors() else { return 0 }
    start_color()
    use_default_colors()
    return Int(segue_colors())
  }

  deinit {
    restore()
  }

  /// Installs the handlers that give the terminal back on signals and crashes, and the
  /// resize and resume wake-ups; see `TerminalSignals`. Called by the initialiser; calling it
  /// earlier (first thing in `main`) also covers the time before the screen opens. Idempotent.
  public static func installSignalHandlers() {
    TerminalSignals.install()
  }

  /// The terminal's size in cells, as the window has it (after `restore()`, the last size it
  /// had). It may be larger than the screen ncurses draws (`cursesSize`): the frame for it is
  /// then the "terminal too large" notice.
  public var size: Size { windowSize }

  /// The window's size from the terminal, nil when it cannot be read.
  static func windowSize() -> Size? {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard segue_window_size(STDOUT_FILENO, &rows, &columns) == 0 else { return nil }
    return Size(width: Int(columns), height: Int(rows))
  }

  /// The size ncurses is given for a window of `size`: at most the largest frame, since its
  /// three screens take tens of bytes a cell.
  static func cursesSize(_ size: Size) -> Size { size.clamped(to: FrameLayout.maximumSize) }

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
    TerminalSignals.leaveCurses()
    ErrorOutputCapture.end()
    if let screen { delscreen(screen) }
    screen = nil
    if let openedInput { fclose(openedInput) }
    openedInput = nil
    sizeVariables?.restore()  // given back by the first draw, unless none came
    sizeVariables = nil
    Self.isOpen = false
  }

  /// Re-enters the screen after SIGTSTP/SIGCONT. The stop handler left the alternate screen
  /// behind ncurses' back, so this undoes exactly that (ncurses' own `endwin` + refresh would
  /// first leave the alternate screen again and move the shell's cursor): raw mode back, the
  /// alternate screen, cursor hidden, mouse on, and a full repaint on the next draw.
  func resumeAfterStop() {
    guard TerminalSignals.isSuspended || TerminalSignals.isScreenActive else { return }
    TerminalSignals.isInsideCurses = true
    defer { TerminalSignals.leaveCurses() }
    reset_prog_mode()
    TerminalSignals.writeSequence(TerminalSignals.resumeSequence)
    TerminalSignals.writeSequence(TerminalSignals.enterSequence)
    clearok(segue_curscr(), true)
    writer.cleared()
    TerminalSignals.isSuspended = false
    TerminalSignals.isScreenActive = true
    ErrorOutputCapture.begin()
  }
}

extension LinkedLibrary {
  public static var ncurses: LinkedLibrary {
    LinkedLibrary(name: "ncursesw", version: String(String(cString: curses_version()).drop { $0 != " " }.dropFirst()))
  }
}
