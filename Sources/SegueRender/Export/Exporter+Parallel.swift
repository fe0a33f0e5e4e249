import Dispatch
import SegueCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

extension Exporter {
  /// Frames in a run: each run is drawn and formatted by one thread into memory. (Runs of 32
  /// left the threads waiting for each other often enough to cost the 1 MB export ~10 %.) The
  /// runs share the renderer, so a slide with many steps is laid out once, not once a run.
  static let runLength = 128

  static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// Writes the frames at `positions` through `format`, runs of them drawn and formatted on
  /// every core at once and written in order, a batch of runs at a time.
  ///
  /// For formats whose frames are independent only: each run gets its own copy of `format`,
  /// as the prologue left it. Worth it: on the 1 MB corpus deck (5,101 frames) on 2 cores
  /// with one of them free, drawing one frame after another took 1.2–1.5× as long as this
  /// for text and 1.3–1.7× for ANSI, where the budget for a simpler export was 1.2×.
  func exportInParallel(
    _ deck: Deck, _ positions: [Position], _ format: some ExportFormat,
    to sink: inout some ByteSink
  ) throws(WriteError) {
    // Up to ~4,000 frames in memory at a time (a few MB of text): fewer waits for the slowest
    // run of a batch.
    let batch = Self.runLength * 16 * Self.processorCount
    for start in stride(from: 0, to: positions.count, by: batch) {
      let end = min(start + batch, positions.count)
      for run in formattedRuns(deck, positions, start..<end, format) {
        try sink.write(run.bytes)
      }
    }
  }

  /// The bytes of the frames at `positions[range]`, one buffer per run, in order.
  private func formattedRuns(
    _ deck: Deck, _ positions: [Position], _ range: Range<Int>, _ format: some ExportFormat
  ) -> [ByteBuffer] {
    let runs = stride(from: range.lowerBound, to: range.upperBound, by: Self.runLength).map {
      $0..<min($0 + Self.runLength, range.upperBound)
    }
    let results = Mutex([ByteBuffer](repeating: ByteBuffer(), count: runs.count))
    DispatchQueue.concurrentPerform(iterations: runs.count) { run in
      let exporter = self
      let buffer = ByteBuffer.collecting { buffer throws(WriteError) in
        var copy = format
        for index in runs[run] {
          let frame = exporter.frame(of: deck, at: positions[index], index: index)
          try copy.frame(frame, to: &buffer)
        }
      }
      results.withLock { $0[run] = buffer }
    }
    return results.withLock { $0 }
  }
}
