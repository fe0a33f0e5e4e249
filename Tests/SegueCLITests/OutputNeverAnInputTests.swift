import Foundation
import SegueCLI
import SegueRender
import SegueTestSupport
import Testing

@testable import SegueCLI

/// `export -o` and `present --record` never write over a file the command reads: the deck,
/// every theme file of the `extends:` chain, a file a code block shows, an image; compared by
/// identity, so links, hard links and `/proc/self/cwd/…` are caught too.
@Suite struct OutputNeverAnInputTests {
  /// Exports `talk` to `target` (a name inside the talk's folder) and expects a refusal that
  /// says what `target` is, with every file of the folder unchanged.
  func expectRefused(
    _ target: String, is role: String, format: String = "text", extra: [String] = [],
    in talk: OutputTalkFolder
  ) throws {
    let before = try talk.contents()
    let result = talk.run(["export", talk.deck, "--format", format, "-o", target] + extra)
    #expect(result.code == .failure)
    #expect(result.err == "error: \(target) is \(role): write the export to another file\n")
    #expect(try talk.contents() == before)
  }

  @Test func theDecksOwnThemeFileIsRefused() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let theme = talk.root + "/talk-theme.yaml"
    try expectRefused(theme, is: "a theme file in use (\(theme))", in: talk)
  }

  @Test func aParentInTheExtendsChainIsRefused() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let parent = talk.root + "/base-theme.yaml"
    try expectRefused(parent, is: "a theme file in use (\(parent))", in: talk)
  }

  @Test func aParentOfTheCommandLineThemeIsRefused() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let parent = talk.root + "/base-theme.yaml"
    try expectRefused(
      parent, is: "a theme file in use (\(parent))",
      extra: ["--theme", talk.root + "/talk-theme.yaml"], in: talk)
  }

  @Test func theFileACodeBlockShowsIsRefused() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let code = talk.root + "/examples/borrow.rs"
    try expectRefused(code, is: "a file the deck shows (\(code))", in: talk)
  }

  @Test(arguments: ["html", "ansi", "pdf", "cast"])
  func anImageTheDeckShowsIsRefused(format: String) throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let logo = talk.root + "/logo.png"
    try expectRefused(logo, is: "a file the deck shows (\(logo))", format: format, in: talk)
  }

  @Test func theDeckThroughProcSelfIsRefused() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    // /proc/self/root/… names the deck by another path (as /proc/self/cwd/… does, which a
    // test cannot use: the working folder is the whole test process's).
    try expectRefused("/proc/self/root" + talk.deck, is: "the deck itself", in: talk)
  }

  @Test func aHardLinkToTheCodeFileIsRefused() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let code = talk.root + "/examples/borrow.rs"
    let hard = talk.root + "/copy.rs"
    try #require(link(code, hard) == 0)
    try expectRefused(hard, is: "a file the deck shows (\(code))", in: talk)
  }

  @Test func aSymbolicLinkToAThemeFileIsRefused() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let theme = talk.root + "/base-theme.yaml"
    let alias = talk.root + "/out.txt"
    try #require(symlink(theme, alias) == 0)
    try expectRefused(alias, is: "a theme file in use (\(theme))", in: talk)
  }

  @Test func theNotesScriptNeverOverwritesTheCodeFile() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let code = talk.root + "/examples/borrow.rs"
    try expectRefused(code, is: "a file the deck shows (\(code))", format: "notes", in: talk)
  }

  @Test func aFileThatIsNoInputIsStillWritten() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let out = talk.root + "/talk.txt"
    try Data("old export\n".utf8).write(to: URL(fileURLWithPath: out))
    let result = talk.run(["export", talk.deck, "-o", out])
    #expect(result.code == .success, "\(result.err)")
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.contains("Ownership in practice") && !text.contains("old export"))
  }

  /// The presenter's check, before the terminal is taken: the same inputs as an export.
  @Test func aRecordingOverAnInputIsRefused() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let inputs = InputFiles(
      deck: talk.deck,
      themeFiles: [talk.root + "/talk-theme.yaml", talk.root + "/base-theme.yaml"],
      shownFiles: [talk.root + "/examples/borrow.rs", talk.root + "/logo.png"])
    #expect(
      PresentCommand.recordRefusal(talk.deck, inputs: inputs)
        == "\(talk.deck) is the deck itself: record the talk to another file")
    let parent = talk.root + "/base-theme.yaml"
    #expect(
      PresentCommand.recordRefusal(parent, inputs: inputs)
        == "\(parent) is a theme file in use (\(parent)): record the talk to another file")
    #expect(PresentCommand.recordRefusal(talk.root + "/talk.cast", inputs: inputs) == nil)
    // Opened anyway (the name changed after the check): the open refuses it too.
    #expect(throws: WriteError(reason: "it is a file the deck shows (\(talk.root)/logo.png)")) {
      try OutputFile.open(talk.root + "/logo.png", inputs: inputs, allowsPipe: false)
    }
    #expect(try talk.contents()["talk.md"] == Data(OutputTalkFolder.deckText.utf8))
  }
}
