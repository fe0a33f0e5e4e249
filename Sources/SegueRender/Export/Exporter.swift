import SegueCore

/// Renders a whole deck frame by frame, walking the same pager as the presenter, and hands
/// each frame to an export format, which writes it to a sink.
///
/// Without steps each slide appears once, fully revealed; with steps every step is a frame.
/// The exporter decides which frames there are, what they are called and when notes are due;
/// how they look in bytes is the format's business (see `ExportFormat`).
public struct Exporter: Sendable {
  public var renderer: FrameRenderer
  public var size: Size
  public var steps: Bool
  public var chrome: Bool
  /// Whether each slide's speaker notes come with its last frame (handouts, rehearsal).
  public var notes: Bool
  /// The snippets' outputs `export --exec` ran before drawing; none without it.
  public var live: LiveContent = .none

  public init(theme: Theme, size: Size, steps: Bool, chrome: Bool, notes: Bool = false) {
    self.renderer = FrameRenderer(theme: theme)
    self.size = size
    self.steps = steps
    self.chrome = chrome
    self.notes = notes
  }

  /// Writes every frame of `deck` in navigation order through `format` to `sink`; stops at
  /// the first write that fails.
  ///
  /// Frames are written as they are drawn, a batch at a time, so memory does not grow with the
  /// export. A format whose frames are independent is run on every core (see
  /// `exportInParallel`); any other sees its frames one by one, in order.
  public func export(_ deck: Deck, as format: some ExportFormat, to sink: inout some ByteSink)
    throws(WriteError)
  {
    var format = format
    try format.prologue(deck: deck, size: size, to: &sink)
    let positions = Pager.walk(deck: deck, steps: steps)
    if type(of: format).framesAreIndependent && Self.processorCount > 1 {
      try exportInParallel(deck, positions, format, to: &sink)
    } else {
      for (index, position) in positions.enumerated() {
        try format.frame(frame(of: deck, at: position, index: index), to: &sink)
      }
    }
    try format.epilogue(to: &sink)
  }

  /// The whole export as text, built in memory: for tests and the theme preview.
  public func export(_ deck: Deck, as format: some ExportFormat) -> String {
    ByteBuffer.collecting { buffer throws(WriteError) in
      try export(deck, as: format, to: &buffer)
    }.text
  }

  /// The frame at `position`, the `index`-th of the export.
  public func frame(of deck: Deck, at position: Position, index: Int) -> ExportFrame {
    let slide = deck.sections[position.section].slides[position.page]
    let label = FrameLabel(
      section: position.section + 1, page: position.page + 1, title: slide.titleText,
      step: steps && slide.steps > 1 ? position.step + 1 : nil, steps: slide.steps)
    let notesAreDue = notes && (!steps || position.step == slide.steps - 1)
    let rendered = renderer.render(deck, at: position, size: size, chrome: chrome, live: live)
    return ExportFrame(
      canvas: rendered.canvas, position: position, index: index, label: label,
      notes: notesAreDue ? slide.notes : [], targets: rendered.targets,
      layout: rendered.layout, pictures: rendered.pictures)
  }
}
