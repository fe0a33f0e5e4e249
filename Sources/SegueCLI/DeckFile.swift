import SegueCore

/// Reading a deck from disk, with file problems turned into diagnostics.
enum DeckFile {
  static func load(_ path: String) -> Result<DeckLoad, Diagnostic> {
    let bytes: [UInt8]
    switch Platform.readFile(path) {
    case .failure(.missing):
      return .failure(.error("\(path): no such file"))
    case .failure(.isDirectory):
      return .failure(.error("\(path): is a directory, not a deck file"))
    case .failure(.unreadable(let reason)):
      return .failure(.error("\(path): cannot read: \(reason)"))
    case .success(let read):
      bytes = read
    }
    if SourceText.looksBinary(bytes) {
      return .failure(.error("\(path): is a binary file, not a Markdown deck"))
    }
    let load = DeckParser.parse(SourceText(bytes: bytes, fileName: path))
    ProcessLifetime.keep(load)
    return .success(load)
  }
}

/// Values kept until the process exits instead of being freed one object at a time.
///
/// A command reads one deck and exits; freeing a 5,000-slide deck's tens of thousands of
/// blocks on the way out cost a fifth of `segue check` on the 1 MB corpus deck, for nothing.
enum ProcessLifetime {
  nonisolated(unsafe) private static var kept: [Any] = []

  static func keep(_ value: Any) {
    kept.append(value)
  }
}
