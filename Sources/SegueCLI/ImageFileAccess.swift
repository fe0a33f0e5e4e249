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
    switch Platform.readFile(path, limit: ImageDecoder.byteLimit) {
    case .success(let bytes): return .success(bytes)
    case .failure(.missing): return .failure(ImageProblem("no such file"))
    case .failure(.isDirectory): return .failure(ImageProblem("is a directory, not an image"))
    case .failure(.notRegular(let kind)):
      return .failure(ImageProblem("not a regular file (\(kind))"))
    case .failure(.tooLarge(let limit)):
      return .failure(
        ImageProblem("larger than \(Platform.describe(bytes: limit)), the most an image may be"))
    case .failure(.unreadable(let reason)): return .failure(ImageProblem("cannot read: \(reason)"))
    }
  }

  /// Whether the image at `path` can be drawn, from its file and its header (the pixels are
  /// decoded when a slide shows it): what `segue check` warns about.
  static func probe(_ path: String) -> Result<Void, CodeFiles.ReadFailure> {
    switch read(path) {
    case .failure(let problem): return .failure(.init(problem.reason))
    case .success(let bytes):
      switch ImageDecoder.size(of: bytes) {
      case .failure(let problem): return .failure(.init(problem.reason))
      case .success: return .success(())
      }
    }
  }
}
