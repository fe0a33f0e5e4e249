import Foundation
import SegueCLI
import SegueTestSupport
import Synchronization
import Testing

@testable import SegueCLI

/// `export -o` says what it wrote on stderr, and a long export on a terminal draws a bar that
/// waits a second and is cleared at the end. The clock is a counter the test moves.
@Suite struct ExportProgressTests {
  let demo = TestPaths.fixture("Decks/demo.md").path

  @Test(arguments: [
    ("text", "deck.txt", [String](), "26 slides"), ("ansi", "deck.ans", ["--steps"], "36 frames"),
    ("notes", "deck.notes.md", [], "the notes of 26 slides"),
  ])
  func anExportToAFileSaysWhatItWrote(format: String, name: String, flags: [String], count: String)
    throws
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-progress-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name).path
    var output = CapturedOutput()
    let code = SegueCommand.run(
      ["export", demo, "--format", format, "-o", file] + flags, output: &output)
    #expect(code == .success)
    let prefix = "wrote \(file): \(count) in "
    #expect(output.stderr.hasPrefix(prefix), "\(output.stderr)")
    let time = output.stderr.dropFirst(prefix.count)
    #expect(time.wholeMatch(of: /\d+\.\d s\n/) != nil, "\(output.stderr)")
    #expect(!output.stderr.contains("\r"))
  }

  @Test func standardOutputGetsNoLine() {
    var output = CapturedOutput()
    _ = SegueCommand.run(["export", demo], output: &output)
    #expect(output.stderr == "")
  }

  /// Frames before a second draw nothing; after it, at most one bar per interval, then the
  /// bar is cleared and the line says the count.
  @Test func theBarWaitsASecondAndIsClearedAtTheEnd() {
    let now = Mutex(0)
    let drawn = Mutex([String]())
    let progress = ExportProgress(
      name: "talk.pdf", total: 40, clock: { now.withLock { $0 } },
      draw: { text in drawn.withLock { $0.append(text) } })
    for frame in 0..<40 {
      now.withLock { $0 = frame * 50 }  // 40 frames over two seconds
      progress.advance()
    }
    let bars = drawn.withLock { $0 }
    #expect(bars.first == "\r" + ExportProgress.bar(name: "talk.pdf", done: 21, total: 40))
    #expect(bars.count == 10)
    #expect(bars.allSatisfy { $0.hasPrefix("\rexporting talk.pdf [") })
    #expect(progress.finish(frameKind: "slide") == "wrote talk.pdf: 40 slides in 1.9 s\n")
    #expect(drawn.withLock { $0.last } == "\r\u{1B}[K")
  }

  @Test func aQuickExportDrawsNoBar() {
    let drawn = Mutex(0)
    let progress = ExportProgress(
      name: "talk.pdf", total: 3, clock: { 999 }, draw: { _ in drawn.withLock { $0 += 1 } })
    for _ in 0..<3 { progress.advance() }
    #expect(progress.finish(frameKind: "frame") == "wrote talk.pdf: 3 frames in 0.9 s\n")
    #expect(drawn.withLock { $0 } == 0)
  }

  @Test func theBarFillsWithTheFrames() {
    #expect(
      ExportProgress.bar(name: "a", done: 0, total: 4).contains(
        "[" + String(repeating: "░", count: 24) + "]"))
    #expect(
      ExportProgress.bar(name: "a", done: 2, total: 4).contains(
        String(repeating: "█", count: 12) + String(repeating: "░", count: 12)))
    #expect(
      ExportProgress.bar(name: "a", done: 4, total: 4).hasSuffix(
        String(repeating: "█", count: 24) + "] 4/4"))
  }
}
