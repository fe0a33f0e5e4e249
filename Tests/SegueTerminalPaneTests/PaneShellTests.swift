import SegueRender
import SegueTerminalPane
import Testing

/// An interactive shell in a pane, typed into as a presenter would.
@Suite struct PaneShellTests {
  @Test func shellShowsItsPromptAndWhatItPrints() throws {
    let pane = try bash()
    pane.await("prompt") { $0.rows.first == "$" || $0.rows.first == "$ " }
    pane.type("echo hello\r")
    let output = pane.await("hello and a new prompt") {
      $0.rows.prefix(3) == ["$ echo hello", "hello", "$"]
    }
    #expect(output.status == .running)
    #expect(output.cursor?.row == 2 && output.cursor?.column == 2)
  }

  @Test func arrowKeysReachTheProgramAsATerminalSendsThem() throws {
    let pane = try bash()
    pane.await("prompt") { $0.rows.first?.hasPrefix("$") == true }
    pane.type("echo one\r")
    pane.await("one") { $0.rows.contains("one") }
    // Up brings back the last line from bash's history, as in a real terminal.
    pane.send(.up)
    pane.send(.enter)
    pane.await("one twice") { $0.rows.filter { $0 == "one" }.count == 2 }
  }

  @Test func controlKeysAreTheirControlCharacters() throws {
    let pane = try shell("trap 'echo interrupted; exit' INT; echo ready; while :; do sleep 1; done")
    pane.await("ready") { $0.rows.first == "ready" }
    // Ctrl-C is byte 3, which the pseudo-terminal turns into SIGINT for the program.
    pane.send(.character("c"), modifiers: .control)
    pane.await("the trap's line") { $0.rows.contains { $0.hasSuffix("interrupted") } }
  }

  static let keys: [(TerminalKey, TerminalKey.Modifiers, String)] = [
    (.up, [], "\u{1B}[A"),
    (.left, [], "\u{1B}[D"),
    (.character("c"), .control, "\u{03}"),
    (.character("x"), .alt, "\u{1B}x"),
    (.enter, [], "\r"),
    (.backspace, [], "\u{7F}"),
    (.function(1), [], "\u{1B}OP"),
  ]

  @Test(arguments: keys)
  func keysAreEncodedAsATerminalSendsThem(
    key: TerminalKey, modifiers: TerminalKey.Modifiers, bytes: String
  ) throws {
    let pane = try shell("sleep 1000")
    #expect(pane.encode(key, modifiers: modifiers) == Array(bytes.utf8))
  }

  @Test func resizeChangesTheScreenAndWhatTheProgramSees() throws {
    let pane = try bash()
    pane.await("prompt") { $0.rows.first?.hasPrefix("$") == true }
    pane.resize(columns: 60, rows: 5)
    pane.type("stty size\r")
    let output = pane.await("the new size") { $0.rows.contains("5 60") }
    #expect(output.lines.count == 5)
  }

  @Test func theEnvironmentNamesTheTerminalAndItsSize() throws {
    let pane = try shell("echo $TERM $COLUMNS $LINES; sleep 1000")
    pane.await("the variables") { $0.rows.first == "xterm-256color 40 10" }
  }
}
