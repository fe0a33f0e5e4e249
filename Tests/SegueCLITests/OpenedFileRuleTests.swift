import Foundation
import SegueCore
import SegueRender
import SegueTestSupport
import Testing

@testable import SegueCLI

/// Every file Segue reads is judged by the file it opened: a regular file, not on a kernel
/// file system (/proc, /sys, /dev and the like), however the path reached it. Each refusal of
/// a `file` block is a placeholder on the slide and a `check` warning naming the rule.
@Suite struct OpenedFileRuleTests {
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

  func read(_ path: String) -> Result<FileRead, CodeFiles.ReadFailure> {
    DeckFile.readIncluded(path, allowance: ReadAllowance())
  }

  static let kernel = "the kernel's view of the system: never read"

  @Test(arguments: [
    ("/proc/self/environ", "is on procfs (/proc), \(kernel)"),
    ("/proc/1/cmdline", "is on procfs (/proc), \(kernel)"),
    ("/proc/self/status", "is on procfs (/proc), \(kernel)"),
    ("/sys/kernel/uevent_seqnum", "is on sysfs (/sys), \(kernel)"),
    ("/proc", "is a directory, not a file"),
    ("/dev/zero", "not a regular file (a character device)"),
  ])
  func kernelFilesAreRefused(path: String, reason: String) throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    #expect(read(path) == .failure(.init(reason)))
    #expect(
      try checkWarnings(showing: path, in: talk).contains(
        ":4:1: warning: \(path): \(reason); the block shows a placeholder"))
  }

  @Test func aLinkIntoProcIsRefusedByTheFileOpened() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    try #require(symlink("/proc/self/environ", talk.root + "/env.txt") == 0)
    let err = try checkWarnings(showing: "env.txt", in: talk)
    #expect(err.contains("warning: env.txt: is on procfs (/proc), \(Self.kernel)"))
    let export = talk.run(["export", talk.deck])
    #expect(export.code == .success)
    // Not one variable of the environment reaches the slide.
    #expect(!export.out.contains("PATH="))
    #expect(export.out.contains("env.txt"))
  }

  /// The deck, a theme and an image are held to the same rule as a `file` block.
  @Test func decksThemesAndImagesFromTheKernelAreRefused() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let deck = talk.run(["check", "/proc/self/status"])
    #expect(deck.code == .failure)
    #expect(deck.err.hasPrefix("error: /proc/self/status: is on procfs (/proc), \(Self.kernel)\n"))
    try #require(symlink("/proc/self/status", talk.root + "/status.yaml") == 0)
    let theme = talk.run(["export", talk.deck, "--theme", talk.root + "/status.yaml"])
    #expect(theme.code == .failure)
    #expect(theme.err.contains("status.yaml': is on procfs (/proc), \(Self.kernel)"))
    #expect(
      ImageFileAccess.read("/proc/self/status")
        == .failure(ImageProblem("is on procfs (/proc), \(Self.kernel)")))
  }

  @Test func aFileWithNULBytesIsRefused() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    // Mostly text, one NUL: what the old "mostly not text" test let through.
    let text = String(repeating: "KEY=value\n", count: 50) + "\0" + "TOKEN=secret\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: talk.root + "/dump.txt"))
    #expect(
      try checkWarnings(showing: "dump.txt", in: talk).contains(
        "warning: dump.txt: is a binary file (it has NUL bytes); the block shows a placeholder"))
  }

  @Test func aReadableTextFileIsShownWithWhereItIs() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let path = talk.root + "/examples/borrow.rs"
    let read = try read(path).get()
    #expect(read.bytes == Array(OutputTalkFolder.files["examples/borrow.rs"]!.utf8))
    #expect(read.resolvedPath == Platform.canonicalPath(path))
    #expect(try checkWarnings(showing: "examples/../examples/borrow.rs", in: talk) == "")
  }
}
