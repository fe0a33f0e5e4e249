import SegueCore

#if canImport(Glibc)
  import Glibc
#endif

/// `segue -` and `segue export -`: the deck read from standard input, once, within the deck
/// limit, as `cat talk.md | segue -` or a generator's output expects.
///
/// The presenter then takes its keys from the terminal (`/dev/tty`), as `less` does, since
/// standard input was the deck. Nothing is watched (there is no file), pictures and included
/// files are found from the current folder, and diagnostics name the deck `<stdin>`.
enum StandardInput {
  /// The deck argument that means standard input.
  static let argument = "-"
  /// The name diagnostics give the deck.
  static let fileName = "<stdin>"

  /// The bytes, read at the first use and kept: a reload gets the same deck.
  static let deck: Result<[UInt8], Diagnostic> = read(limit: Platform.deckLimit)

  static func read(limit: Int) -> Result<[UInt8], Diagnostic> {
    if Platform.isTerminal(0) {
      // Typed at the terminal: say so, or the wait looks like a hang.
      _ = Platform.write("reading a deck from standard input (Ctrl-D ends it)\n", to: 2)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 {
        return .failure(.error("\(fileName): cannot read: \(String(cString: strerror(errno)))"))
      }
      if n == 0 { break }
      guard bytes.count + n <= limit else {
        return .failure(
          .error(
            "\(fileName): larger than \(Platform.describe(bytes: limit)), the most a deck may be"))
      }
      bytes += chunk[..<n]
    }
    if SourceText.looksBinary(bytes) {
      return .failure(.error("\(fileName): is a binary file, not a Markdown deck"))
    }
    return .success(bytes)
  }

  /// Standard input becomes the terminal again once the deck is read, so the presenter reads
  /// keys from it; false when there is no terminal to read keys from.
  static func takeKeysFromTerminal() -> Bool {
    _ = deck
    let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard tty >= 0 else { return false }
    defer { close(tty) }
    return dup2(tty, 0) == 0 && Platform.isTerminal(0)
  }
}
