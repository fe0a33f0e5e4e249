import Foundation
import SegueTestSupport
import Testing

/// A long deck costs memory in proportion to its size, a small multiple of it: `segue check
/// --dump` of a generated dense deck (the shape of `Scripts/bench.py`'s 10 MB deck) reaches a
/// peak resident memory at most `limit` times the deck's size above that of a one-slide deck
/// (which has the highlighter and the libraries loaded: the process's own baseline).
///
/// The real binary is run, so the figure is its own and not that of the tests running beside
/// this one. Its peak is read from `/proc/PID/status` (`VmHWM`) while it is blocked writing
/// the dump into a pipe this test has not read yet, so parsing is over and the process is
/// still there; wait4's `ru_maxrss` would not do, since a child started with posix_spawn
/// inherits its parent's (this test process's) peak.
@Suite(.serialized) struct MemoryScaleTests {
  /// One section of the dense deck: headings, a paragraph with emphasis, code and a link, a
  /// list, a table, a code block, an `end_slide` directive and a quote (~220 bytes).
  static func section(_ i: Int) -> String {
    "# Section \(i)\n\n## Slide \(i)\n\nSome *text* with `code` and a [link](http://x/\(i)).\n\n"
      + "- one\n- two **bold**\n- three\n\n| a | b |\n|---|---|\n| \(i) | \(i) |\n\n"
      + "```python\nprint(\(i))\n```\n\n<!-- end_slide -->\n\n## Another \(i)\n\n> quote \(i)\n\n"
  }

  /// A one-slide deck whose dump is still longer than a pipe holds (so its run blocks too).
  static let baselineDeck =
    "# Slide\n\n```python\n"
    + String(repeating: "print(1)  # a line of the baseline\n", count: 2_500)
    + "```\n"

  /// Measured in a debug build, whose values live longer than a release build's: 11.4x (the
  /// dump's own text included) since slides are packed (`PackedBlocks`), 22x before, 37x
  /// before the model was made lean. A release build of `segue check` on a 10 MB deck of this
  /// shape: 5.4x, from 13x and 28x.
  static let limit = 13.5

  @Test(
    .enabled(
      if: ProcessResult.memoryIsMeasurable,
      "under make sanitize: ASan's shadow memory, redzones and quarantine multiply a process's memory"
    ))
  func denseDeckPeaksWithinASmallMultipleOfItsSize() throws {
    let deck = (0..<6_000).map(Self.section).joined()
    let baseline = try Self.peakOfCheckDump(Self.baselineDeck)
    try Self.expectGrowth(of: deck, atMost: Self.limit, above: baseline, "dense deck")
  }

  /// A single long list, which cmark cannot be given in pieces between top-level blocks: it
  /// is cut between its items and the pieces' lists joined (`MarkdownChunks+Lists`). The
  /// deck of `Scripts/bench.py`, longer: 50,000 items of an incremental list (0.6 MiB).
  /// Measured in a debug build: 62x while the list was parsed whole (cmark's tree of all of it
  /// alive at once), 27x cut, 20.6x with slides packed (what is left is the model of the one
  /// list, whole while its slide is made, and cmark's arena for one piece).
  static let listLimit = 24.0

  @Test(
    .enabled(
      if: ProcessResult.memoryIsMeasurable,
      "under make sanitize: ASan's shadow memory, redzones and quarantine multiply a process's memory"
    ))
  func aLongListPeaksWithinASmallMultipleOfItsSize() throws {
    let deck =
      "---\nincremental_lists: true\n---\n\n# List\n\n"
      + (0..<50_000).map { "- item \($0)\n" }.joined()
    let baseline = try Self.peakOfCheckDump(Self.baselineDeck)
    try Self.expectGrowth(of: deck, atMost: Self.listLimit, above: baseline, "list")
  }

  /// Dense inline markup (`*a` ×40 a line, 1 MiB), on which cmark's tree costs ~120–170 bytes
  /// per byte, as issue 13's `dense3` (12,500 paragraphs, no heading between them) and
  /// `dense2` (one paragraph of 12,500 lines). The first is cut between its paragraphs
  /// (`MarkdownChunks.startsTopLevelBlock`), the second between its lines and joined back
  /// (`MarkdownChunks+Paragraphs`). Measured in a debug build (peak above the baseline ÷ the
  /// deck's size): 184× and 212× while each was parsed whole, 40× and 42× cut (what is left
  /// is the model of 250,000 emphasis inlines). `dense1`, the same markup on one line, is cut
  /// inside it (`MarkdownChunks+LineCuts`): 282× parsed whole, 30× cut. With slides packed
  /// (`PackedBlocks`): 29×, 30× and 30× (the one paragraph's model, whole while its slide is
  /// made).
  static let denseMarkupLimits: [(name: String, separator: String, limit: Double)] = [
    ("paragraphs", "\n\n", 35), ("one paragraph", "\n", 35), ("one line", "", 35),
  ]

  @Test(
    .enabled(
      if: ProcessResult.memoryIsMeasurable,
      "under make sanitize: ASan's shadow memory, redzones and quarantine multiply a process's memory"
    ))
  func denseInlineMarkupPeaksWithinAMultipleOfItsSize() throws {
    let baseline = try Self.peakOfCheckDump(Self.baselineDeck)
    for (name, separator, limit) in Self.denseMarkupLimits {
      let line = String(repeating: "*a", count: 40) + separator
      let deck = "# T\n\n" + String(repeating: line, count: 12_500)
      try Self.expectGrowth(of: deck, atMost: limit, above: baseline, name)
    }
  }

  /// Lines of dense markup that are not cut inside themselves, because each may open a block
  /// (a quote's, a list item's, a heading), 2 MiB each: cmark's tree of one costs 100–235
  /// bytes per byte, so each parse is stopped at its budget (`ParseBudget`: 32 MiB and 48
  /// bytes a byte, 128 MiB here) and the line shown as text. What is left is the deck's text,
  /// held a few times. Measured in a debug build: 18×; ~290× before the budget (a 1 MB quote
  /// line: 293 MiB).
  static let uncutLineLimit = 25.0

  @Test(
    .enabled(
      if: ProcessResult.memoryIsMeasurable,
      "under make sanitize: ASan's shadow memory, redzones and quarantine multiply a process's memory"
    ))
  func denseLinesThatCannotBeCutPeakWithinTheirParseBudget() throws {
    let baseline = try Self.peakOfCheckDump(Self.baselineDeck)
    let markup = String(repeating: "*a", count: 1 << 20)
    // Text enough between them to make each line a piece of its own (`MarkdownChunks`).
    let text = String(repeating: "text\n", count: 8_000) + "\n"
    let deck = "# T\n\n" + ["> ", "- ", "## ", "- > "].map { text + $0 + markup + "\n\n" }.joined()
    try Self.expectGrowth(of: deck, atMost: Self.uncutLineLimit, above: baseline, "uncut lines")
  }

  /// Expects `segue check --dump` of `deck` to peak at most `limit` times the deck's size above
  /// `baseline` (bytes).
  static func expectGrowth(
    of deck: String, atMost limit: Double, above baseline: Double, _ name: String
  ) throws {
    let peak = try peakOfCheckDump(deck)
    let size = Double(deck.utf8.count)
    let multiple = (peak - baseline) / size
    #expect(
      multiple <= limit,
      "\(name): a \(Int(size) / 1024) KiB deck grew the peak by \(Int((peak - baseline) / 1_048_576)) MiB: \(multiple)x its size"
    )
  }

  /// The peak resident memory (bytes) of `segue check --dump` on `markdown`, read once the
  /// dump has begun to arrive.
  static func peakOfCheckDump(_ markdown: String) throws -> Double {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("memory-\(UUID().uuidString).md").path
    try markdown.write(toFile: path, atomically: false, encoding: .utf8)
    defer { unlink(path) }
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let binary = TestPaths.segueBinary.path
    let arguments: [String] = [binary, "check", "--dump", path]
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
    close(fds[1])
    defer { close(fds[0]) }
    try #require(spawned == 0, "cannot start \(binary)")
    // The first byte of the dump: the deck is parsed, and the process is alive until the
    // pipe is drained (the dump is longer than the pipe holds).
    var byte: UInt8 = 0
    #expect(read(fds[0], &byte, 1) == 1)
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    var buffer = [UInt8](repeating: 0, count: 65536)
    while read(fds[0], &buffer, buffer.count) > 0 {}
    var exit: Int32 = 0
    waitpid(pid, &exit, 0)
    #expect(exit == 0)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
    let kib = try #require(Double(line.split(separator: " ")[1]))
    return kib * 1024
  }
}
