import Foundation
import SegueCore
import SegueTestSupport
import Testing

@testable import SegueCLI

/// What a `file` code block may show: any readable text file, but nothing under /proc, /sys
/// or /dev (however the path reaches there) and no file with NUL bytes; each refusal is a
/// placeholder on the slide and a `check` warning naming the rule.
@Suite struct CodeFileRuleTests {
  /// `check` on a deck whose one code block shows `path`; its warnings.
  func checkWarnings(showing path: String, in talk: OutputTalkFolder) throws -> String {
    let deck = """
      # Reading the environment

      ```file
      path: \(path)
      language: text
      ```

      """
    try Data(deck.utf8).write(to: URL(fileURLWithPath: talk.deck))
    return talk.run(["check", talk.deck]).err
  }

  @Test(arguments: [
    ("/proc/self/environ", "/proc"), ("/proc/1/cmdline", "/proc"), ("/proc", "/proc"),
    ("/sys/kernel/uevent_seqnum", "/sys"), ("/dev/zero", "/dev"), ("/dev/shm/x", "/dev"),
  ])
  func systemFoldersAreRefused(path: String, folder: String) throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let reason = "is under \(folder), which a code block never shows (system state, not code)"
    #expect(DeckFile.readIncluded(path) == .failure(.init(reason)))
    #expect(
      try checkWarnings(showing: path, in: talk).contains(
        ":4:1: warning: \(path): \(reason); the block shows a placeholder"))
  }

  @Test func aLinkIntoProcIsRefusedByWhereItLeads() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    try #require(symlink("/proc/self/environ", talk.root + "/env.txt") == 0)
    let err = try checkWarnings(showing: "env.txt", in: talk)
    #expect(err.contains("warning: env.txt: is under /proc, which a code block never shows"))
    let export = talk.run(["export", talk.deck])
    #expect(export.code == .success)
    // Not one variable of the environment reaches the slide.
    #expect(!export.out.contains("PATH="))
    #expect(export.out.contains("env.txt"))
  }

  @Test func aFileWithNULBytesIsRefused() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    // Mostly text, one NUL: what the old "mostly not text" test let through.
    let text = String(repeating: "KEY=value\n", count: 50) + "\0" + "TOKEN=secret\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: talk.root + "/dump.txt"))
    #expect(
      DeckFile.readIncluded(talk.root + "/dump.txt")
        == .failure(.init("is a binary file (it has NUL bytes)")))
    #expect(
      try checkWarnings(showing: "dump.txt", in: talk).contains(
        "warning: dump.txt: is a binary file (it has NUL bytes); the block shows a placeholder"))
  }

  @Test func anyReadableTextFileElsewhereIsShown() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let other = try OutputTalkFolder()  // another project's folder, by an absolute path
    defer { other.remove() }
    let path = other.root + "/examples/borrow.rs"
    #expect(DeckFile.readIncluded(path) == .success(OutputTalkFolder.files["examples/borrow.rs"]!))
    #expect(try checkWarnings(showing: path, in: talk) == "")
    #expect(try checkWarnings(showing: "examples/../examples/borrow.rs", in: talk) == "")
  }
}
