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
    return .success(DeckParser.parse(SourceText(bytes: bytes, fileName: path)))
  }
}
