import Foundation
import SegueCLI
import SegueCore
import SegueRender
import SegueTestSupport
import Testing

/// `segue export --format notes`: the Markdown speaker script, as golden files and named rules.
@Suite struct NotesScriptTests {
  func export(_ arguments: [String]) -> (ExitCode, CapturedOutput) {
    var output = CapturedOutput()
    let code = SegueCommand.run(["export"] + arguments + ["--format", "notes"], output: &output)
    return (code, output)
  }

  @Test func demoDeck() throws {
    let (code, out) = export([TestPaths.fixture("Decks/demo.md").path])
    #expect(code == .success)
    try Golden.check(out.stdout, against: "Tests/Goldens/export/demo.notes.md")
  }

  @Test func deckWithBudgets() throws {
    let (code, out) = export([TestPaths.fixture("Tests/Fixtures/decks/timed-talk.md").path])
    #expect(code == .success)
    #expect(out.stderr.isEmpty)
    try Golden.check(out.stdout, against: "Tests/Goldens/export/timed-talk.notes.md")
  }

  func script(_ markdown: String) throws -> String {
    let deck = try #require(DeckParser.parse(markdown, fileName: "talk.md").deck)
    return NotesScript.render(deck, fileName: "talk.md")
  }

  @Test func notesOnePerStepAreMarkedWithTheirStep() throws {
    let text = try script(
      "## A\n\none\n\n<!-- pause -->\n\ntwo\n\n<!-- notes: first -->\n<!-- notes: second -->\n")
    #expect(text.contains("### 1.1 A (2 steps)\n\n**Step 1.** first\n\n**Step 2.** second\n"))
  }

  @Test func notesNotOnePerStepAreNotMarked() throws {
    let text = try script("## A\n\none\n\n<!-- notes: first -->\n<!-- notes: second -->\n")
    #expect(text.contains("### 1.1 A\n\nfirst\n\nsecond\n"))
  }

  @Test func aDeckOfOneSectionHasNoSectionHeading() throws {
    let text = try script("## A\n\none\n\n## B\n\ntwo\n")
    #expect(
      text
        == "# talk.md — speaker script\n\n### 1.1 A\n\n*(no notes)*\n\n### 1.2 B\n\n*(no notes)*\n")
  }

  @Test func skippedSlidesAreLeftOutAndKeepTheirNumbers() throws {
    let text = try script("## A\n\none\n\n## B\n<!-- skip_slide -->\n\ntwo\n\n## C\n\nthree\n")
    #expect(!text.contains("B"))
    #expect(text.contains("### 1.3 C"))
  }

  @Test func titlesAreEscapedAndControlCharactersShownAsSymbols() throws {
    let text = try script("## *not* `code` [x]\n\none\n\n<!-- notes: bell \u{7} here -->\n")
    #expect(text.contains("### 1.1 not code \\[x\\]\n\nbell ␇ here\n"))
    let hostile = try script("---\ntitle: \"a\\e[31m*b*\"\n---\n\n## A\n\none\n")
    #expect(!hostile.contains("\u{1B}"))
    #expect(hostile.hasPrefix("# a␛\\[31mb — speaker script\n"))
  }

  @Test func writesToAFileWithO() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-notes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("script.md").path
    let deck = TestPaths.fixture("Tests/Fixtures/decks/timed-talk.md").path
    let (code, out) = export([deck, "-o", file])
    #expect(code == .success)
    #expect(out.stdout.isEmpty)
    let written = try String(contentsOfFile: file, encoding: .utf8)
    #expect(written == export([deck]).1.stdout)
  }

  @Test func refusesToWriteOverTheDeck() throws {
    let deck = TestPaths.fixture("Tests/Fixtures/decks/timed-talk.md").path
    let (code, out) = export([deck, "-o", deck])
    #expect(code == .failure)
    #expect(out.stderr.contains("is the deck itself: write the export to another file"))
  }
}
