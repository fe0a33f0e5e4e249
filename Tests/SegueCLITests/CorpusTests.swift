import Foundation
import SegueTestSupport
import Testing

/// Every file of `../shared/corpus` loads through the real binary: exit 0, or exit 1 with a
/// diagnostic — never a crash, a hang, or runaway memory.
@Suite struct CorpusTests {
  static let folders = ["decks", "patat-golden", "hostile", "big"]
  /// A bound that only catches a blow-up (an unbounded read grows by ~1 GB/s), never a few
  /// MiB more on a busy or different machine: the 1 MB deck's peak is a `make bench` figure.
  static let blowUpKiB = 1024 * 1024

  static var files: [String] {
    folders.flatMap { folder in
      TestPaths.corpusFiles(folder).map { "\(folder)/\($0.lastPathComponent)" }
    }
  }

  @Test(.needsCorpus) func corpusHasItsFiles() {
    #expect(Self.files.count > 90)
    #expect(TestPaths.corpusFiles("hostile").count > 0)
  }

  @Test(.needsCorpus, arguments: files)
  func checkLoadsOrFailsCleanly(_ file: String) throws {
    let path = try #require(TestPaths.corpus).appendingPathComponent(file).path
    let result = try SegueProcess.run(["check", path], timeout: 30)
    #expect(result.status == 0 || result.status == 1, "exit status \(result.status)")
    if result.status == 1 {
      #expect(result.stderr.contains("error: "))
    } else {
      #expect(result.stdout.contains(" slide"))
    }
    if ProcessResult.memoryIsMeasurable {
      #expect(result.maxRSSKiB < Self.blowUpKiB, "peak RSS \(result.maxRSSKiB) KiB")
    }
    for stream in [result.stdout, result.stderr] {
      #expect(!stream.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F })
    }
  }

  @Test(.needsCorpus, arguments: ["check", "check --dump", "check --json"])
  func hostileDecksNeverEmitControlCharacters(_ command: String) throws {
    for file in TestPaths.corpusFiles("hostile") {
      let result = try SegueProcess.run(
        command.split(separator: " ").map(String.init) + [file.path])
      for stream in [result.stdout, result.stderr] {
        let bad = stream.unicodeScalars.first {
          $0.value < 0x20 && $0 != "\n" || (0x7F..<0xA0).contains($0.value)
        }
        #expect(bad == nil, "\(file.lastPathComponent): U+\(String(bad?.value ?? 0, radix: 16))")
      }
    }
  }
}
