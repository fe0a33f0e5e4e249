import SegueCore
import Testing

@testable import SegueRender

/// The exporter walks the deck and hands frames to a format; the format alone writes bytes.
@Suite struct ExporterTests {
  static let markdown = """
    # One

    ## Install

    Run it.

    <!-- speaker_note: mention the PREFIX variable -->

    ## Steps

    - a

    <!-- pause -->

    - b

    <!-- speaker_note: last -->

    """

  func deck() throws -> Deck {
    try #require(DeckParser.parse(Self.markdown, fileName: "deck.md").deck)
  }

  func exporter(steps: Bool, notes: Bool) -> Exporter {
    Exporter(
      theme: .dark, size: Size(width: 40, height: 10), steps: steps, chrome: false, notes: notes)
  }

  /// Records every call as a line, to check what the exporter hands over and in what order.
  struct Recording: ExportFormat {
    mutating func prologue(deck: Deck, size: Size, to sink: inout some ByteSink)
      throws(WriteError)
    {
      try sink.write(Array("prologue \(deck.sections.count) \(size.width)x\(size.height)\n".utf8))
    }

    mutating func frame(_ frame: ExportFrame, to sink: inout some ByteSink) throws(WriteError) {
      let line = "frame \(frame.index) \(frame.position) [\(frame.label.text)] notes=\(frame.notes)"
      try sink.write(Array((line + "\n").utf8))
    }

    mutating func epilogue(to sink: inout some ByteSink) throws(WriteError) {
      try sink.write(Array("epilogue\n".utf8))
    }
  }

  @Test func everyStepInOrderBetweenPrologueAndEpilogue() throws {
    let out = exporter(steps: true, notes: true).export(try deck(), as: Recording())
    #expect(
      out.split(separator: "\n") == [
        "prologue 1 40x10",
        "frame 0 0.0.0 [1.1 One] notes=[]",
        "frame 1 0.1.0 [1.2 Install] notes=[\"mention the PREFIX variable\"]",
        "frame 2 0.2.0 [1.3 Steps · step 1/2] notes=[]",
        "frame 3 0.2.1 [1.3 Steps · step 2/2] notes=[\"last\"]",
        "epilogue",
      ])
  }

  @Test func withoutStepsEachSlideOnceWithItsNotes() throws {
    let out = exporter(steps: false, notes: true).export(try deck(), as: Recording())
    #expect(
      out.split(separator: "\n") == [
        "prologue 1 40x10",
        "frame 0 0.0.0 [1.1 One] notes=[]",
        "frame 1 0.1.0 [1.2 Install] notes=[\"mention the PREFIX variable\"]",
        "frame 2 0.2.1 [1.3 Steps] notes=[\"last\"]",
        "epilogue",
      ])
  }

  @Test func notesOnlyWhenAskedFor() throws {
    let out = exporter(steps: false, notes: false).export(try deck(), as: Recording())
    #expect(!out.contains("PREFIX"))
    #expect(out.contains("frame 2 0.2.1 [1.3 Steps] notes=[]"))
  }

  /// A sink that takes `capacity` writes, then fails like a full disk.
  struct FullSink: ByteSink {
    var capacity: Int
    var written: [String] = []

    mutating func write(_ bytes: [UInt8]) throws(WriteError) {
      guard written.count < capacity else {
        throw WriteError(reason: "no space left on device")
      }
      written.append(String(decoding: bytes, as: UTF8.self))
    }
  }

  @Test func theFirstFailedWriteStopsTheExport() throws {
    var sink = FullSink(capacity: 2)
    #expect(throws: WriteError(reason: "no space left on device")) {
      try exporter(steps: true, notes: false).export(try deck(), as: Recording(), to: &sink)
    }
    #expect(sink.written.count == 2)
    #expect(sink.written.last?.hasPrefix("frame 0 ") == true)  // the prologue, one frame
  }

  /// A format with a document header and footer fits without the walk knowing about them.
  struct Document: ExportFormat {
    var pages = 0

    mutating func prologue(deck: Deck, size: Size, to sink: inout some ByteSink)
      throws(WriteError)
    {
      try sink.write(Array("<doc>".utf8))
    }

    mutating func frame(_ frame: ExportFrame, to sink: inout some ByteSink) throws(WriteError) {
      pages += 1
      try sink.write(Array("<page>\(frame.label.text)</page>".utf8))
    }

    mutating func epilogue(to sink: inout some ByteSink) throws(WriteError) {
      try sink.write(Array("</doc pages=\(pages)>".utf8))
    }
  }

  @Test func headerFooterAndStateBetweenFrames() throws {
    let out = exporter(steps: false, notes: false).export(try deck(), as: Document())
    #expect(
      out
        == "<doc><page>1.1 One</page><page>1.2 Install</page><page>1.3 Steps</page></doc pages=3>")
  }
}

/// Formats whose frames are independent run on several cores; the bytes are the same.
@Suite struct ParallelExportTests {
  /// Enough slides for several batches of runs on any machine with a few cores.
  static let markdown = (1...700).map { "## Slide \($0)\n\nText \($0)\n" }.joined(separator: "\n")

  /// A format that is run frame by frame, in order, whatever the format it wraps says.
  struct OneByOne<Format: ExportFormat>: ExportFormat {
    var format: Format

    mutating func frame(_ frame: ExportFrame, to sink: inout some ByteSink) throws(WriteError) {
      try format.frame(frame, to: &sink)
    }
  }

  /// Writes each frame's index and label: in order, or the runs were joined wrongly.
  struct Indexes: ExportFormat {
    static let framesAreIndependent = true

    mutating func frame(_ frame: ExportFrame, to sink: inout some ByteSink) throws(WriteError) {
      try sink.write(Array("\(frame.index) \(frame.label.text)\n".utf8))
    }
  }

  func exporter() -> Exporter {
    Exporter(theme: .dark, size: Size(width: 40, height: 10), steps: false, chrome: true)
  }

  @Test func framesInOrder() throws {
    let deck = try #require(DeckParser.parse(Self.markdown, fileName: "deck.md").deck)
    let lines = exporter().export(deck, as: Indexes()).split(separator: "\n")
    #expect(lines.count == 700)
    #expect(
      lines.enumerated().allSatisfy {
        $0.element == "\($0.offset) 1.\($0.offset + 1) Slide \($0.offset + 1)"
      })
  }

  @Test func sameBytesAsOneByOne() throws {
    let deck = try #require(DeckParser.parse(Self.markdown, fileName: "deck.md").deck)
    let parallel = exporter().export(deck, as: ANSIFormat(depth: .palette256))
    #expect(
      parallel == exporter().export(deck, as: OneByOne(format: ANSIFormat(depth: .palette256))))
    #expect(parallel.contains("Slide 700"))
  }

  @Test func aFailedWriteStopsTheRestOfTheBatches() throws {
    let deck = try #require(DeckParser.parse(Self.markdown, fileName: "deck.md").deck)
    var sink = ExporterTests.FullSink(capacity: 1)
    #expect(throws: WriteError(reason: "no space left on device")) {
      try exporter().export(deck, as: Indexes(), to: &sink)
    }
    #expect(sink.written.count == 1)
    #expect(sink.written[0].hasPrefix("0 1.1 Slide 1\n"))
  }
}
