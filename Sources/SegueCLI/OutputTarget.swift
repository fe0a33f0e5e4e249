import SegueRender

#if canImport(Glibc)
  import Glibc
#endif

/// Checks the folder a per-frame export (`--format png -o DIR`) writes into, before any work;
/// a file's check is `OutputPath`.
enum OutputTarget {
  /// Makes `folder` (and its parents) for a format that writes a file per frame; the reason
  /// when it is not a writable folder afterwards.
  static func prepare(folder: String) -> String? {
    var info = stat()
    if stat(folder, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else { return "it is not a folder" }
    } else if let reason = Platform.makeDirectories(folder) {
      return reason
    }
    return access(folder, W_OK | X_OK) == 0 ? nil : Platform.describe(errno)
  }
}

/// A folder as the place a per-frame format writes its files.
///
/// The folder may hold anything (a previous export, the deck's own pictures, links a user or
/// an attacker left): a page file is never written through a symbolic link and never over an
/// input; a previous export's regular files are overwritten, as exporting again expects.
struct FolderFiles: PageFiles {
  let folder: String
  var inputs = InputFiles()

  func write(_ bytes: [UInt8], named name: String) throws(WriteError) {
    let path = folder + "/" + name
    do throws(WriteError) {
      var sink = try FileSink.create(path, inputs: inputs, followsLinks: false)
      try sink.write(bytes)
      try sink.close()
    } catch {
      throw WriteError(reason: "\(path): \(error.reason)")
    }
  }
}
