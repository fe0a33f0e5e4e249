import Foundation
import SegueTestSupport
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

  /// Exports the deck at least `count` times while another thread swaps its link between `harmless`
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
    var done = 0
    // At least `count` exports, and on until both sides of the swap were seen (the swapping
    // thread may wait for a core); the cap only ends a run where it never swaps.
    while done < count || outcomes[.harmless] == nil || outcomes[.refused] == nil,
      done < 20 * count
    {
      done += 1
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
    let outcomes = try exports(600, target: "/proc/self/status", leak: "VmRSS")
    #expect(outcomes[.leaked] == nil, "\(outcomes)")
    // The swap did happen under the exports: each side was seen.
    #expect(outcomes[.harmless, default: 0] > 0 && outcomes[.refused, default: 0] > 0)
  }

  /// /proc/self/environ has NUL bytes: the content rule kept it off the slide, but it was
  /// read ("is a binary file"). Now it is never read.
  @Test func procSelfEnvironIsNeverRead() throws {
    let outcomes = try exports(400, target: "/proc/self/environ", leak: "binary file")
    #expect(outcomes[.leaked] == nil, "\(outcomes)")
    #expect(outcomes[.harmless, default: 0] > 0 && outcomes[.refused, default: 0] > 0)
  }

  /// The same hole without a race: from a folder deeper than PATH_MAX, `realpath` cannot
  /// resolve `shown.txt`, so a rule judging the path judged the text `shown.txt` and then
  /// opened the link to /proc/self/status (on main, its status was on the slide every time).
  @Test func aPathThatCannotBeResolvedIsJudgedByTheFileOpened() throws {
    let talk = try OutputTalkFolder()
    defer { talk.remove() }
    let part = String(repeating: "d", count: 100)
    let hops = Array(repeating: "mkdir \(part) && cd \(part)", count: 45).joined(separator: " && ")
    let script =
      "cd '\(talk.root)' && \(hops) && ln -s /proc/self/status shown.txt && "
      + "printf '# Race\\n\\n```file\\npath: shown.txt\\n```\\n' > deck.md && "
      + "'\(TestPaths.segueBinary.path)' export deck.md; cd '\(talk.root)' && rm -rf \(part)"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(!out.contains("VmRSS"))
    #expect(out.contains("shown.txt: is on procfs (/proc)"))
  }
}
