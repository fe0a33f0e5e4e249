import Foundation
import SegueCLI
import SegueTestSupport
import Testing

/// `export --format png -o DIR` writes its page files without following a link left in
/// DIR and never over an input; a previous export's own files are overwritten.
@Suite struct PNGFolderSafetyTests {
  func export(_ talk: OutputTalkFolder, to folder: String) -> (code: ExitCode, err: String) {
    let result = talk.run(["export", talk.deck, "--format", "png", "--scale", "0.25", "-o", folder])
    return (result.code, result.err)
  }

  @Test func aLinkToAnotherFileIsNotWrittenThrough() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let out = talk.root + "/out"
    let victim = talk.root + "/bashrc"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    try Data("alias ll='ls -l'\n".utf8).write(to: URL(fileURLWithPath: victim))
    try #require(symlink(victim, out + "/01-01.png") == 0)
    let result = export(talk, to: out)
    #expect(result.code == .failure)
    #expect(
      result.err
        == "error: cannot write: \(out)/01-01.png: it is a symbolic link: a page file is never written through one\n"
    )
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "alias ll='ls -l'\n")
  }

  @Test func aLinkToTheDeckIsNotWrittenThrough() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    // `ln -s talk.md 01-02.png`, then `-o .` in the talk's folder.
    try #require(symlink("talk.md", talk.root + "/01-02.png") == 0)
    let result = export(talk, to: talk.root)
    #expect(result.code == .failure)
    #expect(result.err.contains("01-02.png: it is a symbolic link"))
    #expect(try talk.contents()["talk.md"] == Data(OutputTalkFolder.deckText.utf8))
  }

  @Test func anInputImageNamedLikeAPageIsNotOverwritten() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    // The deck shows out/01-01.png, and the export goes to out/.
    let out = talk.root + "/out"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: talk.root + "/logo.png", toPath: out + "/01-01.png")
    let deck = OutputTalkFolder.deckText.replacingOccurrences(
      of: "](logo.png)", with: "](out/01-01.png)")
    try Data(deck.utf8).write(to: URL(fileURLWithPath: talk.deck))
    let before = try Data(contentsOf: URL(fileURLWithPath: out + "/01-01.png"))
    let result = export(talk, to: out)
    #expect(result.code == .failure)
    #expect(
      result.err
        == "error: cannot write: \(out)/01-01.png: it is a file the deck shows (\(out)/01-01.png)\n"
    )
    #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/01-01.png")) == before)
  }

  @Test func aPreviousExportIsOverwritten() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let out = talk.root + "/out"
    #expect(export(talk, to: out).code == .success)
    try Data("stale".utf8).write(to: URL(fileURLWithPath: out + "/01-02.png"))
    let again = export(talk, to: out)
    #expect(again.code == .success, "\(again.err)")
    let page = try Data(contentsOf: URL(fileURLWithPath: out + "/01-02.png"))
    #expect(page.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
