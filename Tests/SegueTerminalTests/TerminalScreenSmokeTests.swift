import Glibc
import SegueRender
import SegueTerminal
import Testing

/// A smoke test of the real screen. It needs a terminal, so it runs only with
/// `SEGUE_TTY_TESTS=1`, by hand or in tmux:
/// `SEGUE_TTY_TESTS=1 swift test --disable-xctest --filter terminalScreenSmoke`
/// (`swift test` pipes the test's output, so the test borrows `/dev/tty`).
///
/// It draws a test card (text, colours, attributes, wide glyphs, a control character), then
/// shows every input event on the screen until `q` arrives (or 30 s pass), redrawing on
/// resize, and restores the terminal. After restoring it writes `SMOKE:` lines to the terminal
/// for a tmux script to check. `SEGUE_TTY_DEPTH=24bit|256|16|none` forces a colour depth.
@Suite struct TerminalScreenSmokeTests {
  static let enabled = getenv("SEGUE_TTY_TESTS").map { String(cString: $0) == "1" } ?? false

  @Test(.enabled(if: enabled, "needs a real terminal: run it with SEGUE_TTY_TESTS=1 (see above)"))
  func terminalScreenSmoke() throws {
    // `swift test` pipes the test process's output; borrow the controlling terminal instead.
    let borrowed = Self.borrowTerminal()
    defer { Self.giveBack(borrowed) }
    let depth = getenv("SEGUE_TTY_DEPTH").flatMap { ColorDepth(parsing: String(cString: $0)) }
    let screen = try TerminalScreen(depth: depth)
    var decoder = KeyDecoder()
    var log: [String] = []
    var resizes = 0
    screen.draw(Self.testCard(size: screen.size, depth: screen.colorDepth, log: log))
    let loop = EventLoop()
    var escapeTimer: EventLoop.ID?
    func show(_ events: [InputEvent]) {
      for event in events {
        log.append(Self.describe(event))
        if event == .key(.character("q")) { loop.stop() }
      }
      screen.draw(Self.testCard(size: screen.size, depth: screen.colorDepth, log: log))
    }
    loop.add(descriptor: screen.signalDescriptor) {
      if screen.handleSignals() {
        resizes += 1
        log.append("resize \(screen.size.width)x\(screen.size.height)")
        show([])
      }
      return .open
    }
    loop.add(descriptor: screen.inputDescriptor) {
      switch screen.readInput() {
      case .bytes(let bytes):
        escapeTimer.map(loop.remove)
        show(decoder.feed(bytes))
        if decoder.hasPending {
          escapeTimer = loop.schedule(at: loop.clock() + TerminalScreen.escapeDelayMilliseconds) {
            _ in show(decoder.flush())
          }
        }
      case .nothing: break
      case .endOfInput:
        log.append("end of input")
        loop.stop()
        return .closed
      }
      return .open
    }
    loop.schedule(at: loop.clock() + 30_000) { _ in loop.stop() }
    loop.run()
    screen.restore()
    screen.restore()  // idempotent
    var report = "SMOKE: depth \(screen.colorDepth.rawValue), resizes \(resizes)\n"
    for line in log { report += "SMOKE: \(line)\n" }
    _ = report.withCString { write(STDOUT_FILENO, $0, strlen($0)) }  // to the terminal, unbuffered
    #expect(log.last == "key character(\"q\")")
  }

  /// What `borrowTerminal` changed, to put back.
  struct Borrowed {
    var tty: Int32
    var input: Int32 = -1
    var output: Int32 = -1
    var foreground: pid_t = -1
  }

  /// Points standard input and output at `/dev/tty` when they are not a terminal, and makes
  /// this process group the terminal's foreground group (`swift test` runs tests in a group
  /// of their own, which may not read the terminal).
  static func borrowTerminal() -> Borrowed? {
    let tty = open("/dev/tty", O_RDWR)
    guard tty >= 0 else { return nil }
    var borrowed = Borrowed(tty: tty)
    if isatty(STDOUT_FILENO) == 0 || isatty(STDIN_FILENO) == 0 {
      borrowed.input = dup(STDIN_FILENO)
      borrowed.output = dup(STDOUT_FILENO)
      dup2(tty, STDIN_FILENO)
      dup2(tty, STDOUT_FILENO)
    }
    let foreground = tcgetpgrp(tty)
    if foreground != getpgrp() {
      borrowed.foreground = foreground
      setForeground(getpgrp(), of: tty)
    }
    return borrowed
  }

  static func giveBack(_ borrowed: Borrowed?) {
    guard let borrowed else { return }
    if borrowed.foreground != -1 { setForeground(borrowed.foreground, of: borrowed.tty) }
    if borrowed.input != -1 {
      dup2(borrowed.input, STDIN_FILENO)
      dup2(borrowed.output, STDOUT_FILENO)
      close(borrowed.input)
      close(borrowed.output)
    }
    close(borrowed.tty)
  }

  /// `tcsetpgrp` with SIGTTOU ignored, as a background group must.
  static func setForeground(_ group: pid_t, of tty: Int32) {
    let previous = signal(SIGTTOU, SIG_IGN)
    tcsetpgrp(tty, group)
    signal(SIGTTOU, previous)
  }

  static func testCard(size: Size, depth: ColorDepth, log: [String]) -> Canvas {
    var canvas = Canvas(width: size.width, height: size.height)
    canvas.put(
      "Segue smoke test \(size.width)x\(size.height) depth=\(depth.rawValue)", x: 0, y: 0,
      style: .plain)
    canvas.put("RGB-RED", x: 0, y: 1, style: Style(fg: .rgb(255, 0, 0)))
    canvas.put("ON-BLUE", x: 8, y: 1, style: Style(fg: .rgb(255, 255, 255), bg: .rgb(0, 0, 160)))
    canvas.put("IDX208", x: 16, y: 1, style: Style(fg: .indexed(208)))
    canvas.put("ANSI2", x: 23, y: 1, style: Style(fg: .ansi(2)))
    canvas.put(
      "BLACK-ON-WHITE", x: 29, y: 1, style: Style(fg: .rgb(0, 0, 0), bg: .rgb(255, 255, 255)))
    canvas.put("bold", x: 0, y: 2, style: Style(attributes: .bold))
    canvas.put("dim", x: 5, y: 2, style: Style(attributes: .dim))
    canvas.put("italic", x: 9, y: 2, style: Style(attributes: .italic))
    canvas.put("under", x: 16, y: 2, style: Style(attributes: .underline))
    canvas.put("reverse", x: 22, y: 2, style: Style(attributes: .reverse))
    canvas.put("strike", x: 30, y: 2, style: Style(attributes: .strikethrough))
    canvas.put("|日本語|😀|é|e\u{301}|👨‍👩‍👧|🇫🇷|❤️|x", x: 0, y: 3, style: .plain)
    canvas.put("|123456|12|1|1|12|12|12|x", x: 0, y: 4, style: .plain)
    canvas.put("控制\u{1B}[31mnot red", x: 0, y: 5, style: .plain)
    canvas.put("press q to finish", x: 0, y: 6, style: Style(fg: .ansi(3), attributes: .bold))
    for (row, line) in log.suffix(max(0, size.height - 8)).enumerated() {
      canvas.put(line, x: 0, y: 8 + row, style: .plain)
    }
    canvas.put("END", x: max(0, size.width - 3), y: size.height - 1, style: Style(fg: .ansi(6)))
    return canvas
  }

  static func describe(_ event: InputEvent) -> String {
    switch event {
    case .key(let key): "key \(key)"
    case .mouse(let mouse): "mouse \(mouse.kind) at \(mouse.x),\(mouse.y)"
    case .terminalBackground(let red, let green, let blue): "background \(red),\(green),\(blue)"
    }
  }
}
