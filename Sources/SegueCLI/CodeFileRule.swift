#if canImport(Glibc)
  import Glibc
#endif

/// What a `file` code block may show: any readable text file, except the kernel's views of
/// the system.
///
/// A deck is a document someone else may have written, and what a block shows goes on the
/// projector and into exports: `path: /proc/self/environ` would show the presenter's
/// environment (tokens, keys), `/sys` and `/dev` hold the machine's state and devices, none
/// of them source code. Those folders are refused by where the path really leads (after
/// links, so `env -> /proc/self/environ` is caught). Files with NUL bytes are binary, never
/// code to read on a slide.
enum CodeFileRule {
  /// The folders whose files a code block never shows.
  static let systemFolders = ["/proc", "/sys", "/dev"]

  /// Why `path` is not shown, before it is opened; nil when it may be.
  static func refusal(_ path: String) -> String? {
    let real = Platform.canonicalPath(path) ?? path
    if let folder = systemFolders.first(where: { real == $0 || real.hasPrefix($0 + "/") }) {
      return "is under \(folder), which a code block never shows (system state, not code)"
    }
    return nil
  }

  /// Why `bytes` are not shown as code: nil for text.
  static func contentRefusal(_ bytes: [UInt8]) -> String? {
    bytes.contains(0) ? "is a binary file (it has NUL bytes)" : nil
  }
}
