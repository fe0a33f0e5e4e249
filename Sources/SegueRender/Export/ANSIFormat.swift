/// The `ansi` export format: each frame as SGR-styled text at a colour depth, under a
/// separator line (see `Handout` and `ANSIEncoder`).
public struct ANSIFormat: ExportFormat {
  public var depth: ColorDepth
  /// Scratch space for one frame, kept to save allocating it for every frame.
  private var buffer = ByteBuffer()

  /// Each frame is its separator, its rows and its notes, whatever came before.
  public static let framesAreIndependent = true

  public init(depth: ColorDepth) {
    self.depth = depth
  }

  public mutating func frame(_ frame: ExportFrame, to sink: inout some ByteSink)
    throws(WriteError)
  {
    let depth = depth
    try Handout.write(frame, to: &sink, buffer: &buffer) {
      ANSIEncoder.encode($0, depth: depth, to: &$1)
    }
  }
}
