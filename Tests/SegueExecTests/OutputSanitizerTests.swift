import SegueRender
import Testing

@testable import SegueExec

@Suite struct OutputSanitizerTests {
  private func lines(_ chunks: [[UInt8]], limits: OutputLimits = .standard) -> OutputLines {
    var sanitizer = OutputSanitizer(limits: limits)
    for chunk in chunks { sanitizer.feed(chunk) }
    sanitizer.finish()
    return sanitizer.lines
  }

  private func text(_ output: String) -> [String] {
    lines([Array(output.utf8)]).all.map { $0.map(\.text).joined() }
  }

  @Test func keepsOnlyTextFromEveryOtherSequence() {
    let hostile =
      "a\u{1B}[2J\u{1B}[10;5Hb\u{1B}]0;title\u{07}c\u{1B}]52;c;aGk=\u{1B}\\d"
      + "\u{1B}Pq#0;2;0;0;0\u{1B}\\e\u{1B}_apc\u{1B}\\f\u{1B}^pm\u{1B}\\g\u{1B}Xsos\u{1B}\\h"
      + "\u{1B}7\u{1B}(Bi\u{9B}2Jj\u{9D}title\u{9C}k\u{1B}[?1049hl"
    #expect(text(hostile) == ["abcdefghijkl"])
  }

  @Test func sgrBecomesStyles() {
    let output = lines([
      Array("\u{1B}[1;31mred\u{1B}[0m \u{1B}[38;5;208mo\u{1B}[48;2;1;2;3mrgb\u{1B}[m.".utf8)
    ]).all
    #expect(
      output == [
        [
          StyledRun("red", style: Style(fg: .ansi(1), attributes: .bold)),
          StyledRun(" "),
          StyledRun("o", style: Style(fg: .indexed(208))),
          StyledRun("rgb", style: Style(fg: .indexed(208), bg: .rgb(1, 2, 3))),
          StyledRun("."),
        ]
      ])
  }

  @Test func carriageReturnOverwritesAndTabsExpand() {
    #expect(text("10%\r50%\r100%\ndone\n") == ["100%", "done"])
    #expect(text("a\tb") == ["a       b"])
    #expect(text("x\u{01}y\u{07}\u{00}z") == ["x^Ayz"])
  }

  @Test(arguments: 1...12) func sequencesAndCharactersSplitAnywhere(at cut: Int) {
    let bytes = Array("é\u{1B}[31m€\u{1B}]0;t\u{1B}\\😀\u{1B}[0mz".utf8)
    let whole = lines([bytes]).all
    let split = lines([Array(bytes[..<cut]), Array(bytes[cut...])]).all
    #expect(split == whole)
    #expect(whole.map { $0.map(\.text).joined() } == ["é€😀z"])
  }

  @Test func invalidUTF8IsReplaced() {
    #expect(
      lines([[0x61, 0xFF, 0x62, 0xE2, 0x82]]).all.map { $0.map(\.text).joined() } == [
        "a\u{FFFD}b\u{FFFD}"
      ])
  }

  @Test func pastTheLineLimitTheEarliestLinesAreDropped() {
    let many = lines(
      [Array((1...50).map { "line \($0)\n" }.joined().utf8)],
      limits: OutputLimits(lines: 10, bytes: 1000))
    #expect(many.all.map { $0.map(\.text).joined() } == (41...50).map { "line \($0)" })
    #expect(many.note == "40 earlier lines dropped")
  }

  @Test func pastTheByteLimitTheEarliestLinesAreDropped() {
    // Ten lines of 100 bytes in 512 bytes: the last five fit.
    let text = (0..<10).map { String(repeating: "\($0)", count: 100) + "\n" }.joined()
    let kept = lines([Array(text.utf8)], limits: OutputLimits(lines: 100, bytes: 512))
    #expect(kept.all.map { $0.map(\.text).joined().first } == ["5", "6", "7", "8", "9"])
    #expect(kept.note == "5 earlier lines dropped")
  }

  @Test func aLineLongerThanTheByteLimitIsCut() {
    let long = lines(
      [Array((String(repeating: "y", count: 5000) + "\nafter\n").utf8)],
      limits: OutputLimits(lines: 10, bytes: 8192))
    #expect(long.all.map { $0.map(\.text).joined().count } == [2048, 5])
    #expect(long.note == "a line cut at 2 KiB")
  }

}

extension OutputSanitizerTests {
  /// A tab that reaches the line's cut ends there (it once looped for ever: the space it
  /// could not place did not move the column).
  @Test func aTabAtTheLineCutEnds() {
    let text = "é" + String(repeating: "x", count: 14) + "\t\nnext\n"
    let kept = lines([Array(text.utf8)], limits: OutputLimits(lines: 10, bytes: 64))
    #expect(
      kept.all.map { $0.map(\.text).joined() } == ["é" + String(repeating: "x", count: 14), "next"])
    #expect(kept.note == "a line cut at 16 bytes")
  }

  /// Marks on one cell stop at 16 scalars, so a flood of them costs no more than that.
  @Test func combiningMarksOnOneCellAreBounded() {
    let text = "e" + String(repeating: "\u{301}", count: 10_000) + "\n"
    let kept = lines([Array(text.utf8)])
    #expect(kept.all.first?.first?.text.unicodeScalars.count == 16)
  }

  /// The kept lines stay the last ones across the array's compaction (a dropped line leaves
  /// the array only once they are half of it).
  @Test func theLastLinesAreKeptAcrossCompaction() {
    let text = (1...1000).map { "\($0)\n" }.joined()
    let kept = lines([Array(text.utf8)], limits: OutputLimits(lines: 100, bytes: 1 << 20))
    #expect(kept.all.map { $0.map(\.text).joined() } == (901...1000).map { "\($0)" })
    #expect(kept.dropped == 900)
  }
}
