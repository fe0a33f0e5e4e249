import SegueRender
import SegueTerminalPane
import Testing

/// What a program's output becomes: cells with styles, and nothing else.
@Suite struct PaneScreenTests {
  @Test func colorsAndAttributesBecomeStyles() throws {
    let pane = try shell(
      #"printf '\033[31mred\033[0m \033[1;4mbold\033[0m \033[38;5;208mo\033[0m \033[48;2;1;2;3mrgb\033[0m'; sleep 1000"#
    )
    let output = pane.await("the words") { $0.rows.first == "red bold o rgb" }
    let runs = output.lines[0]
    #expect(runs.first { $0.text == "red" }?.style == Style(fg: .ansi(1)))
    #expect(runs.first { $0.text == "bold" }?.style == Style(attributes: [.bold, .underline]))
    #expect(runs.first { $0.text == "o" }?.style == Style(fg: .indexed(208)))
    #expect(runs.first { $0.text == "rgb" }?.style == Style(bg: .rgb(1, 2, 3)))
  }

  @Test func aFullScreenProgramPlacesItsCells() throws {
    let pane = try shell(#"printf '\033[2J\033[5;5Hx'; sleep 1000"#)
    let output = pane.await("x") { $0.rows[4] == "    x" }
    #expect(output.rows.enumerated().allSatisfy { $0.offset == 4 || $0.element.isEmpty })
    #expect(output.cursor?.row == 4 && output.cursor?.column == 5)
  }

  @Test func aWideCharacterIsWrittenOnce() throws {
    let pane = try shell("printf '日本x'; sleep 1000")
    let output = pane.await("the characters") { $0.rows.first == "日本x" }
    #expect(output.cursor?.column == 5)
  }

  @Test func whatWouldDriveTheRealTerminalNeverLeavesThePane() throws {
    // A clipboard write (OSC 52), two title changes, a bell, a DCS string, a mode switch.
    let pane = try shell(
      #"printf '\033]52;c;c2VjcmV0\007\033]0;title\007\033]2;name\033\\\007\033Pq#0;1\033\\\033[?1049hplain'; sleep 1000"#
    )
    let output = pane.await("plain") { $0.rows.contains("plain") }
    let text = output.lines.flatMap { $0 }.map(\.text).joined()
    #expect(text.trimmingCharacters(in: " ") == "plain")
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  @Test func theProgramGetsAnswersToItsQueries() throws {
    // Device attributes: libvterm answers ESC [ ? 1 ; 2 c into the program's input.
    let pane = try pane([
      "bash", "-c",
      #"stty -echo; printf '\033[c'; IFS= read -rsd c reply; echo "got ${reply:1}"; sleep 1000"#,
    ])
    pane.await("the answer") { $0.rows.first == "got [?1;2" }
  }

  @Test func theVersionRisesOnlyWhenTheScreenChanged() throws {
    let pane = try shell("echo done")
    let ended = pane.await("the end") { $0.status == .exited(0) && $0.rows.first == "done" }
    #expect(ended.version > 0)
    #expect(!pane.readAvailable())
    #expect(pane.screen().version == ended.version)
    pane.resize(columns: 20, rows: 4)
    #expect(pane.screen().version > ended.version)
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}
