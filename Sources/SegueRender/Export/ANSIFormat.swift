/// The `ansi` export format: each frame as SGR-styled text at a colour depth, under a
/// separator line (see `Handout` and `ANSIEncoder`).
public struct ANSIFormat: ExportFormat {
  public var depth: ColorDepth
  private var buffer = ByteBuffer()

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
