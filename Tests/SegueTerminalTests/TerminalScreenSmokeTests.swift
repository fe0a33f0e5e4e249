import Glibc
import SegueRender
import SegueTerminal
import Testing

/// A smoke test of the real screen; it needs a terminal, so it runs only with
/// `SEGUE_TTY_TESTS=1`, by hand or in tmux (see docs in the test below).
///
/// It draws a test card (text, colours, attributes, wide glyphs), then shows every input event
/// on the screen until `q` arrives (or 30 s pass), redrawing on resize, and restores the
/// terminal. After restoring it prints `SMOKE:` lines a tmux script can check.
/// `SEGUE_TTY_DEPTH=24bit|256|16|none` forces a colour depth.
@Suite struct TerminalScreenSmokeTests {
  static let enabled = getenv("SEGUE_TTY_TESTS").map { String(cString: $0) == "1" } ?? false

  @Test(.enabled(if: enabled))
  func terminalScreenSmoke() throws {
    let depth = getenv("SEGUE_TTY_DEPTH").flatMap { ColorDepth(parsing: String(cString: $0)) }
    let screen = try TerminalScreen(depth: depth)
    var decoder = KeyDecoder()
    var log: [String] = []
    var quit = false
    var resizes = 0
    screen.draw(Self.testCard(size: screen.size, depth: screen.colorDepth, log: log))
    let started = Self.now()
    while !quit && Self.now() - started < 30_000 {
      let wait = decoder.hasPending ? TerminalScreen.escapeDelayMilliseconds : 1_000
      var events: [InputEvent] = []
      switch screen.readInput(timeoutMilliseconds: wait) {
      case .bytes(let bytes): events = decoder.feed(bytes)
      case .timeout: events = decoder.flush()
      case .resize:
        resizes += 1
        log.append("resize \(screen.size.width)x\(screen.size.height)")
      case .endOfInput:
        log.append("end of input")
        quit = true
      }
      for event in events {
        log.append(Self.describe(event))
        if event == .key(.character("q")) { quit = true }
      }
      screen.draw(Self.testCard(size: screen.size, depth: screen.colorDepth, log: log))
    }
    screen.restore()
    screen.restore()  // idempotent
    print("SMOKE: depth \(screen.colorDepth.rawValue), resizes \(resizes)")
    for line in log { print("SMOKE: \(line)") }
    #expect(log.last == "key character(\"q\")")
  }

  static func testCard(size: Size, depth: ColorDepth, log: [String]) -> Canvas {
    var canvas = Canvas(width: size.width, height: size.height)
    canvas.put("Segue smoke test \(size.width)x\(size.height) depth=\(depth.rawValue)", x: 0, y: 0, style: .plain)
    canvas.put("RGB-RED", x: 0, y: 1, style: Style(fg: .rgb(255, 0, 0)))
    canvas.put("ON-BLUE", x: 8, y: 1, style: Style(fg: .rgb(255, 255, 255), bg: .rgb(0, 0, 160)))
    canvas.put("IDX208", x: 16, y: 1, style: Style(fg: .indexed(208)))
    canvas.put("ANSI2", x: 23, y: 1, style: Style(fg: .ansi(2)))
    canvas.put("BLACK-ON-WHITE", x: 29, y: 1, style: Style(fg: .rgb(0, 0, 0), bg: .rgb(255, 255, 255)))
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
    }
  }

  static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }
}
