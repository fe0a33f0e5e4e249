import Foundation
import SegueTestSupport
import Testing

/// Every corpus file exports as text and ANSI through the real binary: no crash, no hang,
/// no memory blow-up; no escape sequence from a deck ever reaches the output.
@Suite struct CorpusExportTests {
  @Test(.needsCorpus, arguments: CorpusTests.files)
  func exports(_ file: String) throws {
    let path = try #require(TestPaths.corpus).appendingPathComponent(file).path
    for format in ["text", "ansi"] {
      let result = try SegueProcess.run(["export", path, "--format", format], timeout: 60)
      #expect(result.status == 0 || result.status == 1, "\(format): exit status \(result.status)")
      if result.status == 1 { #expect(result.stderr.contains("error: ")) }
      if ProcessResult.memoryIsMeasurable {
        #expect(
          result.maxRSSKiB < CorpusTests.blowUpKiB, "\(format): peak RSS \(result.maxRSSKiB) KiB")
      }
      if format == "text" {
        #expect(
          !result.stdout.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value)
          })
      } else {
        #expect(Self.isOnlySGR(result.stdout), "\(file): an escape sequence other than SGR")
      }
    }
  }

  /// Every ESC is followed by `[`, digits and semicolons, and `m`; no other control character.
  static func isOnlySGR(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let s = scalars[i]
      if s == "\u{1B}" {
        guard i + 1 < scalars.count, scalars[i + 1] == "[" else { return false }
        var j = i + 2
        while j < scalars.count, ("0"..."9").contains(scalars[j]) || scalars[j] == ";" { j += 1 }
        guard j < scalars.count, scalars[j] == "m" else { return false }
        i = j + 1
        continue
      }
      if (s.value < 0x20 && s != "\n") || (0x7F..<0xA0).contains(s.value) { return false }
      i += 1
    }
    return true
  }
}
