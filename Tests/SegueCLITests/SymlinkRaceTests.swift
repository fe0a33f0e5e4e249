import Foundation
import Synchronization
import Testing

@testable import SegueCLI

/// A `file` block whose path is a link being swapped between a harmless file and a /proc file
/// while the deck is exported: the file read is the file judged, so the /proc file's content
/// never reaches the slide. (A rule that judged the path and then opened it again showed the
/// process status in 5 of 60 exports.)
@Suite(.serialized) struct SymlinkRaceTests {
  /// What one export showed.
  enum Outcome: Hashable {
    case harmless, refused, leaked, other
  }

  /// Exports the deck `count` times while another thread swaps its link between `harmless`
  /// and `target`; what each export showed.
  func exports(_ count: Int, target: String, leak: String) throws -> [Outcome: Int] {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let harmless = talk.root + "/harmless.txt"
    try Data("nothing to see\n".utf8).write(to: URL(fileURLWithPath: harmless))
    let link = talk.root + "/shown.txt"
    try #require(symlink(harmless, link) == 0)
    try Data("# Race\n\n```file\npath: shown.txt\n```\n".utf8).write(
      to: URL(fileURLWithPath: talk.deck))
    let stop = Atomic(false)
    let swapper = Thread {
      let temporary = talk.root + "/swap.tmp"
      while !stop.load(ordering: .relaxed) {
        for destination in [target, harmless] {
          unlink(temporary)
          _ = symlink(destination, temporary)
          _ = rename(temporary, link)
        }
      }
    }
    swapper.start()
    defer { stop.store(true, ordering: .relaxed) }
    var outcomes: [Outcome: Int] = [:]
    for _ in 0..<count {
      let out = talk.run(["export", talk.deck]).out
      let outcome: Outcome =
        out.contains(leak)
        ? .leaked
        : out.contains("nothing to see")
          ? .harmless : out.contains("shown.txt: is on procfs") ? .refused : .other
      outcomes[outcome, default: 0] += 1
    }
    return outcomes
  }

  @Test func procSelfStatusNeverAppears() throws {
    let outcomes = try exports(60, target: "/proc/self/status", leak: "VmRSS")
    #expect(outcomes[.leaked] == nil, "\(outcomes)")
    // The swap did happen under the exports: each side was seen.
    #expect(outcomes[.harmless, default: 0] > 0 && outcomes[.refused, default: 0] > 0)
  }

  /// /proc/self/environ has NUL bytes: the content rule kept it off the slide, but it was
  /// read ("is a binary file"). Now it is never read.
  @Test func procSelfEnvironIsNeverRead() throws {
    let outcomes = try exports(40, target: "/proc/self/environ", leak: "binary file")
    #expect(outcomes[.leaked] == nil, "\(outcomes)")
    #expect(outcomes[.harmless, default: 0] > 0 && outcomes[.refused, default: 0] > 0)
  }
}
