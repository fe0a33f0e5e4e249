import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `segue themes` and `segue theme check|preview|new`, in-process.
@Suite(.serialized) struct ThemeCommandTests {
  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stdout, output.stderr)
  }

  func temporaryFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID()).yaml")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func themesListsTheBuiltInSet() {
    let result = run(["themes"])
    #expect(result.code == .success)
    for name in ["base", "dark", "light", "mono", "high-contrast"] {
      #expect(result.out.split(separator: "\n").contains { $0.hasPrefix(name + " ") })
    }
  }

  @Test func checkAcceptsAGoodThemeAndPinsEveryProblemOfABadOne() throws {
    let good = try temporaryFile("extends: dark\npage_dots:\n  active: \"◆\"\n")
    defer { try? FileManager.default.removeItem(at: good) }
    let ok = run(["theme", "check", good.path])
    #expect(ok.code == .success)
    #expect(ok.out.hasSuffix("is valid\n"))
    let bad = try temporaryFile(
      "segment_bar:\n  colour: red\npage_dots:\n  active_style:\n    fg: \"#zz\"\n")
    defer { try? FileManager.default.removeItem(at: bad) }
    let failed = run(["theme", "check", bad.path])
    #expect(failed.code == .failure)
    let err = failed.err.replacingOccurrences(of: bad.path, with: "t.yaml")
    #expect(
      err == """
        t.yaml:2:3: error: unknown key 'colour' in 'segment_bar'; valid keys: position, fit, normal, selected, background, separator, separator_style, padding, overflow_left, overflow_right, min_segment_width, single_section
          colour: red
          ^
        t.yaml:5:9: error: '#zz' is not a colour: use #rrggbb, #rgb, 0–255, an ANSI name (red, bright_blue, …), default, or a palette name
            fg: "#zz"
                ^
        2 errors found

        """)
  }

  @Test(arguments: ["check", "preview", "new"])
  func subcommandHelp(_ sub: String) {
    let result = run(["theme", sub, "--help"])
    #expect(result.code == .success)
    #expect(result.out.hasPrefix("Usage: segue theme \(sub) "))
  }

  @Test func anUnknownThemeListsEachNameOnce() {
    let result = run(["theme", "preview", "nosuch"])
    #expect(result.code == .failure)
    #expect(result.err.contains("available: base, catppuccin, dark,"))
  }

  @Test func previewRendersTheShowcase() {
    let result = run(["theme", "preview", "dark", "--size", "80x24"])
    #expect(result.code == .success)
    #expect(result.out.hasPrefix("━━ 1.1 "))
    #expect(result.out.contains("\u{1B}[0;"))
  }

  @Test func newWritesAStarterThatChecksClean() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("xdg-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    setenv("XDG_CONFIG_HOME", home.path, 1)
    defer { unsetenv("XDG_CONFIG_HOME") }
    let created = run(["theme", "new", "mine", "--from", "nord"])
    #expect(created.code == .success)
    let path = home.path + "/segue/themes/mine.yaml"
    #expect(created.out.hasPrefix("wrote \(path)\n"))
    #expect(run(["theme", "check", path]).code == .success)
    let listed = run(["themes"]).out.split(separator: "\n").first { $0.hasPrefix("mine ") }
    #expect(listed.map(String.init) == "mine           user      My theme")
    #expect(run(["theme", "check", "mine"]).code == .success)
    // Until it is edited, the new theme looks exactly like the one it came from.
    let mine = run(["theme", "preview", "mine", "--size", "60x16"])
    #expect(mine.code == .success && !mine.out.isEmpty)
    #expect(mine.out == run(["theme", "preview", "nord", "--size", "60x16"]).out)
    // What its palette comment says: a parent's name given a new colour in the palette alone
    // changes nothing the parent paints.
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("changes only the keys this file sets"))
    let entry = try #require(text.split(separator: "\n").first { $0.hasPrefix("#   frost") })
    let name = entry.dropFirst(4).prefix { $0 != ":" }
    let redefined = text.replacingOccurrences(of: "# palette:\n", with: "palette:\n")
      .replacingOccurrences(of: String(entry), with: "  \(name): \"#ff0000\"")
    try redefined.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(run(["theme", "check", path]).code == .success)
    #expect(run(["theme", "preview", "mine", "--size", "60x16"]).out == mine.out)
    let again = run(["theme", "new", "mine"])
    #expect(again.code == .failure)
    #expect(again.err == "error: \(path) already exists; choose another name or edit it\n")
  }

  @Test func aDecksForeignThemeSettingsAreWarningsNotErrors() throws {
    let deck = FileManager.default.temporaryDirectory.appendingPathComponent("deck-\(UUID()).md")
    // presenterm's `code.alignment`: a theme key Segue does not have.
    try "---\ntheme:\n  override:\n    code:\n      alignment: left\n---\n\n# A\n\nx\n".write(
      to: deck, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: deck) }
    let result = run(["export", deck.path])
    #expect(result.code == .success)
    #expect(result.err.contains("warning: unknown key 'alignment' in a style"))
    #expect(result.err.hasSuffix("warning: the deck's theme settings are ignored; using 'dark'\n"))
  }

  @Test func anUnknownThemeOnTheCommandLineIsAnError() {
    let result = run(["export", TestPaths.fixture("Decks/demo.md").path, "--theme", "nrod"])
    #expect(result.code == .failure)
    #expect(
      result.err.hasPrefix("error: unknown theme 'nrod' (did you mean 'nord'?); available: base,"))
  }
}
