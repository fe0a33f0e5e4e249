import Foundation
import SegueCore
import SegueTestSupport
import Synchronization
import Testing

@testable import SegueCLI

/// The files of a deck's `file` blocks, read from disk: each file read once however many names
/// reach it (device and inode, from the open), and 16 MiB at most for one deck's files.
@Suite struct IncludedBytesTests {
  /// A file of `count` lines of 100 bytes.
  func lines(_ count: Int) -> String {
    String(repeating: String(repeating: "x", count: 99) + "\n", count: count)
  }

  /// The 4 KB deck: 80 blocks naming one file just under the 4 MiB limit, here by 80
  /// names (hard links, which realpath cannot tell for one file). One open a name, one read.
  @Test func eightyNamesOfOneBigFileReadItOnce() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let big = talk.root + "/big.rs"
    try Data(lines((4 << 20) / 100 - 1).utf8).write(to: URL(fileURLWithPath: big))
    var deck = "# Code\n\n"
    for index in 0..<80 {
      try #require(link(big, talk.root + "/big\(index).rs") == 0)
      deck +=
        "```file\npath: big\(index).rs\nstart_line: \(index + 1)\nend_line: \(index + 1)\n```\n\n"
    }
    #expect(deck.utf8.count < 5000)
    try Data(deck.utf8).write(to: URL(fileURLWithPath: talk.deck))
    var load = DeckParser.parse(SourceText(deck, fileName: talk.deck))
    let work = Mutex((opens: 0, reads: 0))
    CodeFiles.resolve(&load, deckPath: talk.deck) { path, allowance in
      let read = DeckFile.readIncluded(path, allowance: allowance)
      work.withLock {
        $0.opens += 1
        if case .success(let file) = read, file.bytes != nil { $0.reads += 1 }
      }
      return read
    }
    #expect(work.withLock { $0.opens } == 80)
    #expect(work.withLock { $0.reads } == 1)
    #expect(load.warnings == [])
    #expect(talk.run(["check", talk.deck]).err == "")
  }

  /// Five distinct files of 3.9 MB: four fit in the 16 MiB, the fifth is a placeholder whose
  /// warning names the bound.
  @Test func distinctFilesPastTheTotalArePlaceholders() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    var deck = "# Code\n\n"
    for index in 0..<5 {
      try Data(lines(39_000).utf8).write(to: URL(fileURLWithPath: talk.root + "/f\(index).rs"))
      deck += "```file\npath: f\(index).rs\nend_line: 2\n```\n\n"
    }
    try Data(deck.utf8).write(to: URL(fileURLWithPath: talk.deck))
    let check = talk.run(["check", talk.deck])
    #expect(check.code == .success)
    #expect(
      check.err.contains(
        "warning: f4.rs: not read: with its 3.7 MiB the deck's files would pass 16 MiB, the "
          + "most the files of one deck may hold together; the block shows a placeholder"))
    #expect(!check.err.contains("f3.rs"))
  }
}
