import SegueCore
import Synchronization

/// Reading a deck from disk, with file problems turned into diagnostics.
enum DeckFile {
  static func load(_ path: String) -> Result<DeckLoad, Diagnostic> {
    var bytes: [UInt8]
    switch read(path) {
    case .failure(let problem): return .failure(problem)
    case .success(let read): bytes = read
    }
    return .success(parse(consume bytes, path: path))
  }

  /// The deck file's bytes, when it is a regular file of text within the deck limit.
  static func read(_ path: String) -> Result<[UInt8], Diagnostic> {
    if path == StandardInput.argument { return StandardInput.deck }
    let bytes: [UInt8]
    switch Platform.readFile(path) {
    case .failure(.missing):
      return .failure(.error("\(path): no such file"))
    case .failure(.isDirectory):
      return .failure(.error("\(path): is a directory, not a deck file"))
    case .failure(.notRegular(let kind)):
      return .failure(.error("\(path): not a regular file (\(kind))"))
    case .failure(.tooLarge(let limit)):
      return .failure(
        .error("\(path): larger than \(Platform.describe(bytes: limit)), the most a deck may be"))
    case .failure(.unreadable(let reason)):
      return .failure(.error("\(path): cannot read: \(reason)"))
    case .failure(.systemFile(let fileSystem)):
      return .failure(.error("\(path): \(Platform.systemFileReason(fileSystem))"))
    case .success(let read):
      bytes = read
    }
    if SourceText.looksBinary(bytes) {
      return .failure(.error("\(path): is a binary file, not a Markdown deck"))
    }
    return .success(bytes)
  }

  /// The deck in `bytes`, read from `path`, with the files it includes spliced in and the
  /// files it shows resolved; the bytes go once they are text (held through the parse, they
  /// were a second copy).
  static func parse(_ bytes: consuming [UInt8], path: String) -> DeckLoad {
    let expansion = Includes.expand(
      SourceText(
        bytes: bytes, fileName: path == StandardInput.argument ? StandardInput.fileName : path),
      identity: InputFiles.identity(of: path),
      limit: Platform.deckLimit, read: readIncluded)
    var load = DeckParser.parse(expansion.source)
    if !expansion.diagnostics.isEmpty {
      load.diagnostics = (load.diagnostics + expansion.diagnostics).sortedByPosition(
        in: load.source)
      if load.diagnostics.contains(where: { $0.severity == .error }) { load.deck = nil }
    }
    load = resolveFiles(load, path: path)
    // The parts are watched with the deck, found or not: creating a missing one reloads it.
    let parts = Set(expansion.paths)
    load.includedFiles = expansion.paths + load.includedFiles.filter { !parts.contains($0) }
    load.readFiles = expansion.files + load.readFiles
    return load
  }

  /// A parsed deck with its `file` code blocks read and its pictures found.
  static func resolveFiles(_ parsed: DeckLoad, path: String) -> DeckLoad {
    var load = parsed
    CodeFiles.resolve(&load, deckPath: path, read: readIncluded)
    ImageFiles.resolve(&load, deckPath: path, probe: ImageFileAccess.probe)
    return load
  }

  /// Opens a file a `file` code block shows, judges the open file by the rules decks are read
  /// by (a regular file, not on a kernel file system, no larger than a deck may be), and reads
  /// it unless the allowance says not to (already read under another name, or more than the
  /// deck's files may still hold).
  static func readIncluded(_ path: String, allowance: ReadAllowance) -> Result<
    FileRead, CodeFiles.ReadFailure
  > {
    do throws(Platform.ReadError) {
      let file = try Platform.open(path)
      var read = FileRead(
        identity: file.identity, resolvedPath: file.resolvedPath(path), size: file.size,
        bytes: nil)
      guard file.size <= Platform.deckLimit else { throw .tooLarge(limit: Platform.deckLimit) }
      guard !allowance.known.contains(file.identity), file.size <= allowance.bytes else {
        return .success(read)
      }
      read.bytes = try file.read(limit: Platform.deckLimit).get()
      return .success(read)
    } catch {
      return .failure(.init(reason(error)))
    }
  }

  /// Why an included file was not read, as its placeholder says it.
  static func reason(_ error: Platform.ReadError) -> String {
    switch error {
    case .missing: "no such file"
    case .isDirectory: "is a directory, not a file"
    case .notRegular(let kind): "not a regular file (\(kind))"
    case .tooLarge(let limit): "larger than \(Platform.describe(bytes: limit))"
    case .unreadable(let reason): "cannot read: \(reason)"
    case .systemFile(let fileSystem): Platform.systemFileReason(fileSystem)
    }
  }
}

extension DeckFile {
  /// A loaded deck, or `nil` after printing why it did not load (a file problem, or the
  /// deck's errors with their source lines).
  static func deck(
    from result: Result<DeckLoad, Diagnostic>, output: inout some CommandOutput
  ) -> (deck: Deck, load: DeckLoad)? {
    switch result {
    case .failure(let diagnostic):
      DiagnosticPrinter.print([diagnostic], source: nil, output: &output)
      return nil
    case .success(let load):
      guard let deck = load.deck else {
        DiagnosticPrinter.print(load.diagnostics, source: load.source, output: &output)
        return nil
      }
      return (deck, load)
    }
  }
}

/// Values kept until the process exits instead of being freed one object at a time.
///
/// `check` and `export` read one deck and exit; freeing a 5,000-slide deck's tens of thousands
/// of blocks on the way out cost a fifth of `segue check` on the 1 MB corpus deck, for nothing.
/// (Not for the presenter: it reloads, and each old deck must go.) Locked: the tests run
/// commands on several threads at once.
public enum ProcessLifetime {
  private static let kept = Mutex<[any Sendable]>([])

  static func keep(_ value: any Sendable) {
    kept.withLock { $0.append(value) }
  }

  /// Frees what was kept: for a caller that runs command after command in one process (the
  /// fuzz targets), whose memory would otherwise grow with every deck.
  public static func release() {
    kept.withLock { $0.removeAll() }
  }
}
