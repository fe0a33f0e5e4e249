/// A deck file's text after input hygiene, with its lines for diagnostics.
///
/// Bytes go in; out comes valid UTF-8 with a byte-order mark removed, CRLF and lone CR turned
/// into LF, and every invalid byte sequence replaced by U+FFFD (each reported as a warning).
/// Control characters, NUL included, stay in the text as data: renderers show them visibly.
public struct SourceText: Sendable {
  /// The name used in diagnostics (a path as the user gave it, or `<demo>`).
  public let fileName: String
  public let text: String
  /// The UTF-8 offset in `text` at which each line starts.
  private let lineStarts: [Int]
  public let warnings: [Diagnostic]
  /// Where the lines come from when other files were spliced in (`<!-- include: -->`), in
  /// line order; empty when every line is the deck file's own.
  let origins: [LineOrigin]
  /// For each file spliced in, the first line of this text showing each of its lines (by
  /// file line, from 1; 0 for none), made once with `origins` so that `line(of:)` looks up
  /// rather than searches (it is asked once per diagnostic, and was a search of every origin).
  let firstPlaces: [String: [Int]]

  public init(bytes: [UInt8], fileName: String) {
    self.fileName = fileName
    var warnings: [Diagnostic] = []
    self.text = Self.decode(bytes, fileName: fileName, warnings: &warnings)
    self.lineStarts = Self.lineStarts(of: text)
    self.warnings = warnings
    origins = []
    firstPlaces = [:]
  }

  /// Text already decoded file by file and spliced together, with where its lines come from.
  init(spliced text: String, fileName: String, origins: [LineOrigin], warnings: [Diagnostic]) {
    self.fileName = fileName
    self.text = text
    self.lineStarts = Self.lineStarts(of: text)
    self.warnings = warnings
    self.origins = origins
    firstPlaces = Self.firstPlaces(of: origins, lineCount: lineStarts.count)
  }

  public init(_ text: String, fileName: String = "<input>") {
    self.init(bytes: Array(text.utf8), fileName: fileName)
  }

  /// How many lines the text has (one more than it has LFs).
  public var lineCount: Int { lineStarts.count }

  /// The lines as a collection that finds each one when read, for passes that walk them.
  var lineView: Lines { Lines(source: self) }

  /// The lines of a `SourceText`, each a slice of its text, found from their offsets.
  struct Lines: RandomAccessCollection {
    let source: SourceText
    var startIndex: Int { 0 }
    var endIndex: Int { source.lineCount }
    subscript(index: Int) -> Substring { source.lineText(at: index) }
  }

  /// The 0-based line `index` as a slice of `text`, without its LF.
  public func lineText(at index: Int) -> Substring {
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[index])
    let end =
      index + 1 < lineStarts.count
      ? utf8.index(utf8.startIndex, offsetBy: lineStarts[index + 1] - 1) : utf8.endIndex
    return text[start..<end]
  }

  /// The text of 1-based line `number`, or `nil` past the end.
  public func line(_ number: Int) -> String? {
    guard number >= 1, number <= lineCount else { return nil }
    return String(lineText(at: number - 1))
  }

  /// The location of `line` (of this text) in the file it came from; `column` is 1-based in
  /// characters. A spliced line keeps its characters, so only the file and line change.
  public func location(line: Int, column: Int) -> SourceLocation {
    guard let origin = origin(of: line) else {
      return SourceLocation(file: fileName, line: line, column: max(1, column))
    }
    return SourceLocation(
      file: origin.file, line: origin.fileLine + line - origin.line, column: max(1, column))
  }

  /// The lines of `text`, split on the byte 0x0A (splitting on Character would run grapheme
  /// breaking over the whole file).
  static func lines(of text: String) -> [Substring] {
    var lines: [Substring] = []
    // Exactly as many as there are lines: doubling would leave up to half the array unused.
    lines.reserveCapacity(text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 })
    var start = text.startIndex
    for index in text.utf8.indices where text.utf8[index] == 0x0A {
      lines.append(text[start..<index])
      start = text.utf8.index(after: index)
    }
    lines.append(text[start...])
    return lines
  }

  /// The lines of `text` one at a time, split on the byte 0x0A like `lines(of:)`, for a pass
  /// that reads each once: no array of a million substrings for a long deck.
  struct LineSequence: Sequence, IteratorProtocol {
    let text: String
    private var start: String.Index?

    init(_ text: String) {
      self.text = text
      start = text.startIndex
    }

    mutating func next() -> Substring? {
      guard let from = start else { return nil }
      guard let end = text[from...].utf8.firstIndex(ofByte: 0x0A) else {
        start = nil
        return text[from...]
      }
      start = text.utf8.index(after: end)
      return text[from..<end]
    }
  }

  /// Where each line of `text` starts, as UTF-8 offsets.
  static func lineStarts(of text: String) -> [Int] {
    var starts: [Int] = []
    let bytes = text[...].utf8
    starts.reserveCapacity(bytes.count(ofByte: 0x0A) + 1)
    starts.append(0)
    var rest = bytes[...]
    while let end = rest.firstIndex(ofByte: 0x0A) {
      let next = bytes.index(after: end)
      starts.append(bytes.distance(from: bytes.startIndex, to: next))
      rest = bytes[next...]
    }
    return starts
  }

  /// `bytes` as text: without a byte-order mark, LF line endings, invalid sequences replaced.
  /// A deck that needs none of it (nearly all) is validated in place, without a copy.
  static func decode(_ bytes: [UInt8], fileName: String, warnings: inout [Diagnostic]) -> String {
    let body = stripByteOrderMark(bytes)
    if !body.contains(0x0D), let valid = validUTF8String(body) { return valid }
    return decodeUTF8(normalizeLineEndings(body), fileName: fileName, warnings: &warnings)
  }

  static func stripByteOrderMark(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return bytes.dropFirst(3) }
    return bytes[...]
  }

  static func normalizeLineEndings(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    guard bytes.contains(0x0D) else { return Array(bytes) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var previousWasCR = false
    for byte in bytes {
      if byte == 0x0D {
        out.append(0x0A)
        previousWasCR = true
        continue
      }
      if byte == 0x0A && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = false
      out.append(byte)
    }
    return out
  }

  /// At most this many invalid-UTF-8 warnings are listed; the rest are counted.
  static let maximumEncodingWarnings = 10

  static func decodeUTF8(_ bytes: [UInt8], fileName: String, warnings: inout [Diagnostic]) -> String
  {
    if let valid = validUTF8String(bytes[...]) { return valid }
    var scalars = String.UnicodeScalarView()
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var line = 1
    var column = 1
    var invalidCount = 0
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .error:
        invalidCount += 1
        if invalidCount <= maximumEncodingWarnings {
          warnings.append(
            .warning(
              "invalid UTF-8 byte sequence replaced by U+FFFD",
              at: SourceLocation(file: fileName, line: line, column: column)))
        }
        scalars.append("\u{FFFD}")
        column += 1
      case .emptyInput:
        break loop
      }
    }
    if invalidCount > maximumEncodingWarnings {
      warnings.append(
        .warning(
          "\(invalidCount - maximumEncodingWarnings) more invalid UTF-8 sequences replaced by U+FFFD",
          at: nil))
    }
    return String(scalars)
  }
}

extension SourceText {
  /// The text of `bytes` when they are valid UTF-8, else nil.
  static func validUTF8String(_ bytes: ArraySlice<UInt8>) -> String? {
    String(validating: bytes, as: UTF8.self)
  }

  /// Whether bytes look like a binary file rather than text: in the first 8 KB, more than a
  /// quarter are NUL bytes or not valid UTF-8. A few stray NULs in a deck are still text.
  public static func looksBinary(_ bytes: [UInt8]) -> Bool {
    let head = bytes.prefix(8192)
    guard !head.isEmpty else { return false }
    // Nearly every deck: valid UTF-8 without NUL.
    if !head.contains(0), validUTF8String(head) != nil { return false }
    var bad = 0
    var decoder = UTF8()
    var iterator = head.makeIterator()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): if scalar == "\0" { bad += 1 }
      case .error: bad += 1
      case .emptyInput: break loop
      }
    }
    return bad * 4 > head.count
  }
}
