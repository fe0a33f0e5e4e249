import SegueRender

#if canImport(Glibc)
  import Glibc
#endif

/// A file descriptor as a byte sink: standard output, or a file an export writes.
///
/// Every failed write is reported with the system's reason, so `segue export deck.md >
/// /dev/full` fails with a message instead of exiting 0 with nothing written.
struct FileSink: ByteSink {
  let fd: Int32

  static let standardOutput = FileSink(fd: 1)

  /// Opens `path` for writing by `OutputFile`'s rule (never one of `inputs`, never blocking
  /// on a FIFO), creating it or emptying it; `close()` it when done.
  static func create(
    _ path: String, inputs: InputFiles, allowsPipe: Bool = true, followsLinks: Bool = true
  ) throws(WriteError) -> FileSink {
    FileSink(
      fd: try OutputFile.open(
        path, inputs: inputs, allowsPipe: allowsPipe, followsLinks: followsLinks))
  }

  mutating func write(_ bytes: [UInt8]) throws(WriteError) {
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw WriteError(reason: Platform.describe(errno))
      }
      written += n
    }
  }

  /// Closes the file; a failure here (a full disk on NFS) is a failed write too.
  func close() throws(WriteError) {
    guard Glibc.close(fd) == 0 else { throw WriteError(reason: Platform.describe(errno)) }
  }
}
