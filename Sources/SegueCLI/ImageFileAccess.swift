import SegueCore
import SegueRender

/// Image files read by the rules decks are read by: regular files only, no larger than
/// `ImageDecoder.byteLimit`; what the renderer's `ImageStore` and the deck's loading use.
enum ImageFileAccess {
  /// The store a presenter or an export draws pictures from; with a `tree`, only files whose
  /// opened file is in it are read (an export without `--allow-outside`).
  static func store(within tree: DeckTree? = nil) -> ImageStore {
    guard let tree else { return ImageStore(reader: ImageReader(stamp: stamp, read: read)) }
    return ImageStore(reader: ImageReader(stamp: stamp, read: { read($0, within: tree) }))
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

  /// The bytes of the file at `path` when the file opened is in `tree`: judged on the opened
  /// file, so a link swapped after the deck was loaded cannot bring an outside file in.
  @Sendable static func read(_ path: String, within tree: DeckTree) -> Result<
    [UInt8], ImageProblem
  > {
    do throws(Platform.ReadError) {
      let file = try Platform.open(path)
      let resolved = file.resolvedPath(path)
      guard tree.contains(resolved) || DiagramDrawing.isCachedPicture(resolved) else {
        return .failure(
          ImageProblem("outside the deck's tree; export again with --allow-outside to show it"))
      }
      return .success(try file.read(limit: ImageDecoder.byteLimit).get())
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
    if Image.isDataURL(path) { return probeDataURL(path) }
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

  /// A picture written into the deck, judged as a file's bytes are: what the slide would show
  /// is said by `check` before the talk.
  static func probeDataURL(_ url: String) -> Result<FileRead, CodeFiles.ReadFailure> {
    let reader = ImageReader(stamp: { _ in nil }, read: { _ in .failure(ImageProblem("")) })
      .readingDataURLs()
    switch reader.read(url) {
    case .failure(let problem): return .failure(.init(problem.reason))
    case .success(let bytes):
      if case .failure(let problem) = ImageDecoder.size(of: bytes) {
        return .failure(.init(problem.reason))
      }
      // Never used as a file: the walker reads only the failure of a data: URL.
      return .success(
        FileRead(
          identity: FileIdentity(device: 0, inode: 0), resolvedPath: nil, size: bytes.count,
          bytes: nil))
    }
  }
}
