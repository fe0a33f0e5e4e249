/// The `text` export format: each frame as plain text under a separator line, with no escape
/// sequence at all (see `Handout` and `TextEncoder`).
public struct TextFormat: ExportFormat {
  /// Scratch space for one frame, kept to save allocating it for every frame.
  private var buffer = ByteBuffer()

  /// Each frame is its separator, its rows and its notes, whatever came before.
  public static let framesAreIndependent = true

  public init() {}

  public mutating func frame(_ frame: ExportFrame, to sink: inout some ByteSink)
    throws(WriteError)
  {
    try Handout.write(frame, to: &sink, buffer: &buffer) { TextEncoder.encode($0, to: &$1) }
  }
}
