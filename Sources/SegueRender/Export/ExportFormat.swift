import SegueCore

/// A way of writing an exported deck: what comes before the first frame, each frame, and
/// what comes after the last.
///
/// The exporter walks the deck and renders the frames; a format only turns them into bytes.
/// So a format with a document header and footer (HTML), binary output (PDF, PNG) or one
/// record per frame (asciicast) is a new conforming type, and the walk does not change. A
/// format may keep state between the calls (a page count, byte offsets, a clock); it is
/// called in order: `prologue`, `frame` once per frame in navigation order, `epilogue`.
public protocol ExportFormat: Sendable {
  /// Writes what comes before the first frame: a document header, a file signature.
  mutating func prologue(deck: Deck, size: Size, to sink: inout some ByteSink) throws(WriteError)

  /// Writes one frame.
  mutating func frame(_ frame: ExportFrame, to sink: inout some ByteSink) throws(WriteError)

  /// Writes what comes after the last frame: a document footer, an index of the pages.
  mutating func epilogue(to sink: inout some ByteSink) throws(WriteError)

  /// Whether a frame's bytes depend on that frame alone, never on a frame before it. Then the
  /// exporter formats runs of frames on several cores at once, each run by its own copy of
  /// the format into memory, and writes the runs in order: the same bytes, sooner. False
  /// unless a format says so.
  static var framesAreIndependent: Bool { get }
}

extension ExportFormat {
  /// Nothing before the first frame.
  public mutating func prologue(deck: Deck, size: Size, to sink: inout some ByteSink)
    throws(WriteError)
  {}

  /// Nothing after the last frame.
  public mutating func epilogue(to sink: inout some ByteSink) throws(WriteError) {}

  public static var framesAreIndependent: Bool { false }
}

/// One frame of an export: the rendered canvas, where it is in the deck, and the speaker
/// notes that are due with it.
public struct ExportFrame: Sendable {
  public var canvas: Canvas
  public var position: Position
  /// This frame's place in the export, from 0: a page number, or a time in a recording.
  public var index: Int
  /// How the frame is named for a reader: `2.3 Title · step 2/3`.
  public var label: FrameLabel
  /// The slide's speaker notes, on the slide's last frame when notes are exported, else none.
  public var notes: [String]
  /// The frame's clickable parts (segments, dots), for formats that keep them clickable (HTML).
  public var targets: [HitTarget]
  /// Where the frame's parts are, for formats that animate between frames (asciicast).
  public var layout: FrameLayout?
  /// The pictures on the frame, for formats that embed the image files themselves (HTML,
  /// PDF, PNG) over the symbol cells.
  public var pictures: [FramePicture]

  public init(
    canvas: Canvas, position: Position, index: Int, label: FrameLabel, notes: [String] = [],
    targets: [HitTarget] = [], layout: FrameLayout? = nil, pictures: [FramePicture] = []
  ) {
    self.canvas = canvas
    self.position = position
    self.index = index
    self.label = label
    self.notes = notes
    self.targets = targets
    self.layout = layout
    self.pictures = pictures
  }
}

/// A frame's name for a reader: the slide's numbers and title, and its step when the export
/// has a frame per step.
public struct FrameLabel: Sendable, Equatable {
  /// The section's number, from 1.
  public var section: Int
  /// The slide's number in its section, from 1.
  public var page: Int
  /// The slide's title as plain text, as written (it may hold control characters).
  public var title: String?
  /// The step's number, from 1, and the slide's count of steps; nil when the export shows
  /// each slide once or the slide has one step.
  public var step: Int?
  public var steps: Int

  public init(section: Int, page: Int, title: String?, step: Int? = nil, steps: Int = 1) {
    self.section = section
    self.page = page
    self.title = title
    self.step = step
    self.steps = steps
  }

  /// `2.3 Title · step 2/3`: the numbers, the title when there is one, the step when shown.
  public var text: String {
    var text = "\(section).\(page)"
    if let title, !title.isEmpty { text += " " + title }
    if let step { text += " · step \(step)/\(steps)" }
    return text
  }
}
