import SegueCore
import SegueTestSupport
import Testing

@testable import SegueRender

/// Live output drawn from a hand-made `LiveContent`: one behaviour per golden (ANSI, so the
/// styles show), each also asserted as text where it matters.
@Suite struct LiveOutputTests {
  static let size = Size(width: 50, height: 16)
  static let first = BlockID.position(section: 0, page: 0, ordinal: 0)
  static let red = Style(fg: .rgb(0xFF, 0x00, 0x00), attributes: .bold)

  func deck(_ markdown: String) throws -> Deck {
    try #require(DeckParser.parse(markdown, fileName: "deck.md").deck)
  }

  func frame(_ markdown: String, _ live: LiveContent, size: Size = size) throws -> Frame {
    FrameRenderer(theme: .dark).render(
      try deck(markdown), at: Position(section: 0, page: 0), size: size, chrome: false,
      live: live)
  }

  func check(_ frame: Frame, _ name: String) throws {
    try Golden.check(
      ANSIEncoder.encode(frame.canvas, depth: .trueColor),
      against: "Tests/Goldens/live/\(name).\(Self.size.width)x\(Self.size.height).ansi")
  }

  static let exec = "# Demo\n\n```bash +exec\necho hi\n```\n"

  @Test func outputBelowTheBlockKeepsItsColoursAndShowsTheExitStatus() throws {
    let output = LiveOutput(
      lines: [[StyledRun("hello "), StyledRun("world", style: Self.red)], [StyledRun("bye")]],
      status: .exited(2), version: 1)
    let frame = try frame(Self.exec, LiveContent(outputs: [Self.first: output], permission: .byKey))
    let lines = frame.canvas.lines()
    #expect(lines.contains("    │ hello world │"))
    #expect(lines.contains("    │ exit 2      │"))
    #expect(frame.live.map(\.id) == [Self.first])
    #expect(frame.live.first?.rect.height == 3)
    try check(frame, "exec-exit-status")
  }

  @Test func aFailedStartSaysWhy() throws {
    let output = LiveOutput(
      status: .failedToStart("python3: not found; install python3"), version: 1)
    let frame = try frame(Self.exec, LiveContent(outputs: [Self.first: output], permission: .byKey))
    #expect(
      frame.canvas.lines().contains { $0.contains("│ python3: not found; install python3 │") })
    try check(frame, "failed-start")
  }

  @Test func longOutputShowsItsLastRowsAndTheNote() throws {
    let output = LiveOutput(
      lines: (1...100).map { [StyledRun("line \($0)")] }, status: .running,
      note: "output cut at 100 lines", version: 3)
    let frame = try frame(Self.exec, LiveContent(outputs: [Self.first: output], permission: .byKey))
    let lines = frame.canvas.lines()
    // Half the content area (16 rows with no chrome → 7 after the margin) is 3 rows at least.
    #expect(lines.contains { $0.contains("line 100") })
    #expect(!lines.contains { $0.contains("line 1 ") || $0.hasSuffix("line 1") })
    #expect(lines.contains { $0.contains("running… · output cut at 100 lines") })
    #expect(frame.overflows == false)
    try check(frame, "long-output")
  }

  @Test func replaceShowsTheOutputInTheBlocksPlace() throws {
    let markdown = "# Demo\n\n```bash +exec_replace\nprintf '• one\\n• two\\n'\n```\n\nafter\n"
    let before = try frame(markdown, LiveContent(permission: .all)).canvas.lines()
    #expect(before.contains { $0.contains("printf") })
    let output = LiveOutput(
      lines: [[StyledRun("• one")], [StyledRun("• two", style: Self.red)]], status: .exited(0),
      version: 1)
    let frame = try frame(markdown, LiveContent(outputs: [Self.first: output], permission: .all))
    let lines = frame.canvas.lines()
    #expect(!lines.contains { $0.contains("printf") })
    #expect(lines.contains("    • one"))
    #expect(lines.contains("    after"))
    try check(frame, "replace")
  }

  @Test func aTerminalShowsItsScreenAndCursor() throws {
    let markdown = "# Demo\n\n```bash +pty:20:3\nbash\n```\n"
    let output = LiveOutput(
      lines: [[StyledRun("$ ls", style: Style(fg: .rgb(0x00, 0xFF, 0x00)))], [StyledRun("$ ")]],
      status: .running, version: 5, cursor: (row: 1, column: 2))
    let frame = try frame(markdown, LiveContent(outputs: [Self.first: output], permission: .all))
    let lines = frame.canvas.lines()
    #expect(lines.contains("    ╭─ bash ─────────────╮"))
    #expect(lines.contains("    │$ ls                │"))
    #expect(frame.canvas[x: 7, y: 6].style.attributes.contains(.reverse))
    #expect(
      frame.live == [
        FrameLive(id: Self.first, rect: Rect(x: 5, y: 5, width: 20, height: 3), shownRows: 3)
      ])
    try check(frame, "terminal")
  }

  @Test func snippetOutputPlacesANamedBlocksOutput() throws {
    let markdown =
      "# Demo\n\n```bash +exec +id:demo\nls\n```\n\nIn between.\n\n<!-- snippet_output: demo -->\n"
    let output = LiveOutput(lines: [[StyledRun("file.txt")]], status: .exited(0), version: 1)
    let frame = try frame(
      markdown, LiveContent(outputs: [.named(section: 0, page: 0, name: "demo"): output], permission: .byKey))
    let lines = frame.canvas.lines()
    let between = try #require(lines.firstIndex(of: "    In between."))
    let listed = try #require(lines.firstIndex { $0.contains("file.txt") })
    #expect(between < listed)
    try check(frame, "snippet-output")
  }

  @Test func withoutPermissionABlockOnlySaysHowToRunIt() throws {
    let markdown = "# Demo\n\n```bash +exec\nls\n```\n\n```bash +exec_replace\nls\n```\n"
    let output = LiveOutput(lines: [[StyledRun("never shown")]], status: .exited(0), version: 1)
    let frame = try frame(
      markdown, LiveContent(outputs: [Self.first: output], permission: .none, hints: true))
    let lines = frame.canvas.lines()
    #expect(lines.contains("    run with -x to execute"))
    #expect(lines.contains("    run with -X to execute"))
    #expect(!lines.contains { $0.contains("never shown") })
    #expect(frame.live.isEmpty)
    try check(frame, "hint")
    // `-x` allows the first; the second still needs `-X`.
    let byKey = try self.frame(markdown, LiveContent(permission: .byKey, hints: true))
    #expect(!byKey.canvas.lines().contains("    run with -x to execute"))
    #expect(byKey.canvas.lines().contains("    run with -X to execute"))
  }

  @Test func noLiveContentDrawsTheSlideAsWritten() throws {
    let markdown = "# Demo\n\n```bash +exec\nls\n```\n"
    let plain = FrameRenderer(theme: .dark).render(
      try deck(markdown), at: Position(section: 0, page: 0), size: Self.size, chrome: false)
    #expect(try frame(markdown, .none).canvas == plain.canvas)
  }
}

extension LiveOutputTests {
  /// A `+pty` block without a size is 80×24, cut to the room the slide has.
  @Test func aTerminalWithoutASizeFitsTheSlide() throws {
    let markdown = "# Demo\n\n```bash +pty\nbash\n```\n"
    let output = LiveOutput(lines: [[StyledRun("$ ")]], status: .running, version: 1)
    let frame = try frame(markdown, LiveContent(outputs: [Self.first: output], permission: .all))
    let rect = try #require(frame.live.first?.rect)
    #expect(rect.width == Self.size.width - 8 - 2)
    #expect(rect.y + rect.height < Self.size.height)
    #expect(frame.overflows == false)
  }
}

extension LiveOutputTests {
  /// An `+exec_replace` block that runs with nothing printed yet shows that it runs, not the
  /// source its output is meant to replace.
  @Test func aReplacedBlockShowsRunningNotItsSourceUntilItPrints() throws {
    let markdown = "# Demo\n\n```bash +exec_replace\necho SECRET-SOURCE\n```\n"
    let id = BlockID.position(section: 0, page: 0, ordinal: 0)
    let text = try frame(markdown, LiveContent(outputs: [id: LiveOutput()], permission: .all))
      .canvas.lines().joined(separator: "\n")
    #expect(text.contains("running…"))
    #expect(!text.contains("SECRET-SOURCE"))
  }

  /// A terminal program that ended says so under its box, and how to start it again.
  @Test func anEndedTerminalShowsItsStatus() throws {
    let markdown = "# Demo\n\n```bash +pty:20:3\nbash\n```\n"
    let id = BlockID.position(section: 0, page: 0, ordinal: 0)
    var ended = LiveOutput(lines: [[StyledRun("$ exit")]], status: .exited(0), version: 2)
    ended.cursor = nil
    let text = try frame(markdown, LiveContent(outputs: [id: ended], permission: .all))
      .canvas.lines().joined(separator: "\n")
    #expect(text.contains("$ exit"))
    #expect(text.contains("exit 0 · Ctrl-E starts it again"))
  }
}
