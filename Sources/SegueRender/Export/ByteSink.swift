/// Where an export's bytes go: a file, standard output, or memory.
///
/// Formats hand over whole pieces (a frame, a header), so a sink may write each piece with
/// one system call. A sink that cannot write says why, and the export stops there: a full
/// disk or a closed pipe must not end in a truncated file and a successful exit.
public protocol ByteSink {
  /// Writes all of `bytes`, or throws why they could not all be written.
  mutating func write(_ bytes: [UInt8]) throws(WriteError)
}

/// Why a sink could not write, in words for a person ("no space left on device").
public struct WriteError: Error, Equatable, Sendable {
  public var reason: String

  public init(reason: String) { self.reason = reason }
}

/// Memory as a sink: the export as one string (tests, the theme preview).
extension ByteBuffer: ByteSink {
  public mutating func write(_ bytes: [UInt8]) {
    append(contentsOf: bytes)
  }
}

extension ByteBuffer {
  /// A new buffer with what `write` writes into it. A write to memory cannot fail, so none is
  /// passed on.
  static func collecting(_ write: (inout ByteBuffer) throws(WriteError) -> Void) -> ByteBuffer {
    var buffer = ByteBuffer()
    do {
      try write(&buffer)
    } catch {
      preconditionFailure("a write to memory failed: \(error.reason)")
    }
    return buffer
  }
}
