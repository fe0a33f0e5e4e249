import Foundation
import SegueTestSupport
import Testing

/// The peak memory the tests read of a `segue` run is `segue`'s own, not the test process's:
/// wait4 on a child the tests spawn reports at least the tests' own peak, which made every
/// bound on it as weak as the tests were big.
@Suite(.serialized) struct PeakMemoryTests {
  @Test(.enabled(if: ProcessResult.memoryIsMeasurable, "ASan multiplies every process's memory"))
  func theFigureIsSegueSOwnWhateverTheTestsHold() throws {
    // 300 MiB touched here, in the test process, while `segue check` runs on one line.
    let held = UnsafeMutableRawPointer.allocate(byteCount: 300 << 20, alignment: 4096)
    defer { held.deallocate() }
    memset(held, 1, 300 << 20)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("peak-\(UUID().uuidString).md").path
    try "# One line\n".write(toFile: path, atomically: false, encoding: .utf8)
    defer { unlink(path) }
    let result = try SegueProcess.run(["check", path])
    #expect(result.status == 0)
    #expect(result.maxRSSKiB > 1024, "\(result.maxRSSKiB) KiB")
    #expect(result.maxRSSKiB < 150 * 1024, "\(result.maxRSSKiB) KiB: the test process's peak?")
    // Read after the run, so the memory is not released early by the optimiser.
    #expect(held.load(fromByteOffset: 12345, as: UInt8.self) == 1)
  }
}
