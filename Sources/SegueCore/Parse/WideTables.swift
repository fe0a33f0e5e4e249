/// GFM tables with more columns than `maximumColumns` turned into text before cmark reads them.
///
/// libcmark-gfm's table extension takes time quadratic in a table's columns (40,000 columns:
/// 22 s), and no slide shows more than a few dozen. So a delimiter row (`|---|:-:|`) with more
/// cells than the limit has a backslash put before its first `|`: it is no longer a delimiter
/// row, the table is a paragraph shown as text, and a warning says so at its line. Only the
/// line changes, so every line keeps its number. Lines inside fenced code are never read.
enum WideTables {
  /// The most cells a table's delimiter row may have; more and the table is shown as text.
  static let maximumColumns = 1_000

  /// The body with its too-wide tables made text, and a warning for each.
  static func rewrite(_ body: String, source: SourceText) -> (String, [Diagnostic]) {
    // A delimiter row over the limit has more `|` than that on its line; most decks have
    // no such line, and a deck of many ordinary tables is answered here too.
    let wide = SourceText.LineSequence(body).contains {
      $0.utf8.count(ofByte: UInt8(ascii: "|")) > maximumColumns
    }
    guard wide else { return (body, []) }
    var diagnostics: [Diagnostic] = []
    var rewritten: [Int: String] = [:]
    var code = CodeFence()
    // One line at a time: an array of all the lines would be built for one or two.
    for (index, line) in SourceText.LineSequence(body).enumerated() {
      if code.contains(line) { continue }
      guard let pipe = delimiterRowPipe(line), delimiterCells(line[pipe...]) > maximumColumns
      else { continue }
      rewritten[index] = String(line[..<pipe]) + "\\" + String(line[pipe...])
      let column = line[..<pipe].unicodeScalars.count + 1
      diagnostics.append(
        .warning(
          "a table with more than \(maximumColumns) columns is shown as text",
          at: source.location(line: index + 1, column: column)))
    }
    guard !rewritten.isEmpty else { return (body, []) }
    var lines = SourceText.lines(of: body)
    for (index, line) in rewritten { lines[index] = Substring(line) }
    return (lines.joined(separator: "\n"), diagnostics)
  }

  /// Where the first `|` of a line that could be a delimiter row is: after any blanks, quote
  /// markers and list marker, nothing but `|`, `-`, `:` and blanks. `nil` for any other line,
  /// which is read only up to its first other byte.
  static func delimiterRowPipe(_ line: Substring) -> String.Index? {
    let bytes = line.utf8
    var index = bytes.startIndex
    // Container markers: blanks and `>`, then one list marker (`-`, `+`, `*` or `1.`/`1)`).
    while index < bytes.endIndex, [0x20, 0x09, 0x3E].contains(bytes[index]) {
      bytes.formIndex(after: &index)
    }
    var marker = index
    while marker < bytes.endIndex, (0x30...0x39).contains(bytes[marker]) {
      bytes.formIndex(after: &marker)
    }
    if marker > index, marker < bytes.endIndex, [0x2E, 0x29].contains(bytes[marker]) {
      index = bytes.index(after: marker)
    }
    var first: String.Index?
    for position in bytes[index...].indices {
      switch bytes[position] {
      case UInt8(ascii: "|"): if first == nil { first = position }
      case UInt8(ascii: "-"), UInt8(ascii: ":"), 0x20, 0x09, UInt8(ascii: "+"), UInt8(ascii: "*"):
        continue
      default: return nil
      }
    }
    return first
  }

  /// The cells of a delimiter row from its first `|` on: one per `|` with dashes before the
  /// next one, and a last one when the row does not end in `|`.
  static func delimiterCells(_ row: Substring) -> Int {
    let pipes = row.utf8.count(ofByte: UInt8(ascii: "|"))
    let trailing = row.utf8.last { $0 != 0x20 && $0 != 0x09 } == UInt8(ascii: "|")
    return trailing ? pipes - 1 : pipes
  }
}
