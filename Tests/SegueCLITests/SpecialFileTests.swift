import Foundation
import SegueTestSupport
import Testing

@testable import SegueCLI

/// Only regular files are read, within a limit: special files are refused at once (a FIFO
/// must not hang `open`, `/dev/zero` must not be read forever), and an export never writes
/// over its own deck.
@Suite struct SpecialFileTests {
  func run(_ arguments: [String]) -> (code: ExitCode, err: String) {
    var output = CapturedOutput()
    let code = SegueCommand.run(arguments, output: &output)
    return (code, output.stderr)
  }

  func temporary(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID())-\(name)").path
  }

  @Test(arguments: [
    ("/dev/zero", "a character device"), ("/dev/null", "a character device"),
  ])
  func devicesAreRefused(path: String, kind: String) {
    let result = run(["check", path])
    #expect(result.code == .failure)
    #expect(result.err.hasPrefix("error: \(path): not a regular file (\(kind))\n"))
  }

  @Test func aFIFOWithNoWriterIsRefusedWithoutWaiting() throws {
    let path = temporary("fifo.md")
    try #require(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    for command in [["check", path], ["export", path], ["theme", "check", path]] {
      let result = run(command)
      #expect(result.code == .failure)
      #expect(result.err.hasPrefix("error: \(path): not a regular file (a FIFO)\n"), "\(command)")
    }
  }

  @Test func aFileOverTheLimitIsRefusedNamingIt() throws {
    let path = temporary("big.md")
    try Data("0123456789abcdef".utf8).write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    #expect(Platform.readFile(path, limit: 16) == .success(Array("0123456789abcdef".utf8)))
    #expect(Platform.readFile(path, limit: 15) == .failure(.tooLarge(limit: 15)))
    #expect(Platform.describe(bytes: Platform.deckLimit) == "4 MiB")
  }

  @Test func aSymlinkLoopIsAnErrorNotAHang() throws {
    let path = temporary("loop.md")
    try #require(symlink(path, path) == 0)
    defer { unlink(path) }
    let result = run(["check", path])
    #expect(result.code == .failure)
    #expect(result.err.contains("cannot read: too many levels of symbolic links"))
  }

  @Test func anExportNeverWritesOverItsDeck() throws {
    let deck = temporary("deck.md")
    let text = "# A\n\nx\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: deck))
    let link = temporary("link.md")
    try #require(symlink(deck, link) == 0)
    defer {
      unlink(deck)
      unlink(link)
    }
    for target in [deck, link] {
      let result = run(["export", deck, "-o", target])
      #expect(result.code == .failure)
      #expect(
        result.err == "error: \(target) is the deck itself: write the export to another file\n")
    }
    #expect(try String(contentsOfFile: deck, encoding: .utf8) == text)
  }
}
