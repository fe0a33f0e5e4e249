import SegueCore
import SegueRender

/// Image files read by the rules decks are read by: regular files only, no larger than
/// `ImageDecoder.byteLimit`; what the renderer's `ImageStore` and the deck's loading use.
enum ImageFileAccess {
  /// The store a presenter or an ANSI export draws pictures from.
  static func store() -> ImageStore {
    ImageStore(reader: ImageReader(stamp: stamp, read: read))
  }

  /// A value that changes when the file does; nil when it is not there.
  @Sendable static func stamp(_ path: String) -> String? {
    Platform.stamp(path).map {
      "\($0.size)/\($0.modified).\($0.modifiedNanoseconds)/\($0.inode)"
    }
  }

  /// The file's bytes, or why it cannot be read, in words for a placeholder.
  @Sendable static func read(_ path: String) -> Result<[UInt8], ImageProblem> {
    do throws(Platform.ReadError) {
      return .success(try Platform.open(path).read(limit: ImageDecoder.byteLimit).get())
    } catch {
      return .failure(ImageProblem(reason(error)))
    }
  }

  static func reason(_ error: Platform.ReadError) -> String {
    switch error {
    case .missing: "no such file"
    case .isDirectory: "is a directory, not an image"
    case .notRegular(let kind): "not a regular file (\(kind))"
    case .tooLarge(let limit):
      "larger than \(Platform.describe(bytes: limit)), the most an image may be"
    case .unreadable(let reason): "cannot read: \(reason)"
    case .systemFile(let fileSystem): Platform.systemFileReason(fileSystem)
    }
  }

  /// Whether the image at `path` can be drawn, from its file and its header (the pixels are
  /// decoded when a slide shows it), and where the file opened really is: what `segue check`
  /// warns about and the outside rule judges.
  static func probe(_ path: String) -> Result<FileRead, CodeFiles.ReadFailure> {
    do throws(Platform.ReadError) {
      let file = try Platform.open(path)
      var found = FileRead(
        identity: file.identity, resolvedPath: file.resolvedPath(path), size: file.size,
        bytes: nil)
      let bytes = try file.read(limit: ImageDecoder.byteLimit).get()
      if case .failure(let problem) = ImageDecoder.size(of: bytes) {
        return .failure(.init(problem.reason))
      }
      found.size = bytes.count
      return .success(found)
    } catch {
      return .failure(.init(reason(error)))
    }
  }
}
