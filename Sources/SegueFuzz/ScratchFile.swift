#if canImport(Glibc)
  import Glibc
#endif

/// A file the deck target rewrites with each input, in a folder of its own.
///
/// `segue check` reads a path, so the input must be a file; a folder per process keeps
/// parallel runs apart, and nothing else in it means a theme path the input names relative
/// to the deck finds nothing but the deck itself.
struct ScratchFile: Sendable {
  let path: String

  /// `NAME` in a new folder under `$TMPDIR` (or `/tmp`), which lives as long as the process.
  init(named name: String) {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(base)/segue-fuzz-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(made != nil, "cannot make a scratch folder under \(base)")
    let folder = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    path = folder + "/" + name
  }

  /// Replaces the file's contents with `bytes`, exactly (not through a String).
  func write(_ bytes: [UInt8]) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    precondition(fd >= 0, "cannot write \(path)")
    defer { close(fd) }
    var done = 0
    bytes.withUnsafeBytes { raw in
      while done < raw.count {
        let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
        precondition(n > 0, "cannot write \(path)")
        done += n
      }
    }
  }
}
