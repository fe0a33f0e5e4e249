import SegueCore

/// The frame as the text formats write it: a separator line that names the slide, the
/// frame's rows, then the slide's notes when they are due. Output that reads as a handout
/// and diffs well:
///
///     ━━ 2.3 First deck ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
///     …the frame's rows…
///     Notes:
///       mention the PREFIX variable
///
/// (`· step 2/3` is added to the label with steps). The heavy line (U+2501) appears nowhere
/// else in a frame, so a reader (or `grep`) finds the frames by it.
enum Handout {
  /// Writes `frame` to `sink` in one piece, its rows encoded by `encode`; `buffer` is scratch
  /// space kept by the format from frame to frame.
  static func write(
    _ frame: ExportFrame, to sink: inout some ByteSink, buffer: inout ByteBuffer,
    encode: (Canvas, inout ByteBuffer) -> Void
  ) throws(WriteError) {
    buffer.removeAll()
    appendSeparator(frame.label, width: frame.canvas.width, to: &buffer)
    encode(frame.canvas, &buffer)
    appendNotes(frame.notes, to: &buffer)
    try sink.write(buffer.bytes)
  }

  /// `━━ 2.3 Title ━━━…` as wide as the frame, control characters in the title made visible.
  static func separator(_ label: FrameLabel, width: Int) -> String {
    var buffer = ByteBuffer()
    appendSeparator(label, width: width, to: &buffer)
    return String(buffer.text.dropLast())
  }

  /// The separator line and its newline, written straight into the frame's bytes.
  static func appendSeparator(_ label: FrameLabel, width: Int, to buffer: inout ByteBuffer) {
    let name = ControlCharacters.visible(label.text)
    let head = "━━ " + TextWidth.truncate(name, toWidth: max(1, width - 4)) + " "
    buffer.append(head)
    for _ in 0..<max(2, width - TextWidth.width(head)) { buffer.append("━" as Unicode.Scalar) }
    buffer.append(0x0A)
  }

  /// `Notes:`, then each line of each note indented by two spaces; nothing without notes.
  static func appendNotes(_ notes: [String], to buffer: inout ByteBuffer) {
    guard !notes.isEmpty else { return }
    buffer.append("Notes:\n")
    for note in notes {
      for line in note.split(separator: "\n", omittingEmptySubsequences: false) {
        buffer.append("  ")
        buffer.append(ControlCharacters.visible(String(line)))
        buffer.append(0x0A)
      }
    }
  }
}
