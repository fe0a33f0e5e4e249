/// Inline `$…$` and display `$$…$$` math, in the dialects whose tools read it (docs/math.md).
///
/// cmark knows nothing of `$`, and would read a formula's `*`, `_`, `\{` and `\\` as emphasis
/// and escapes. So formulas are found in the text before cmark reads it, by pandoc's rules
/// (`tex_math_dollars`), and each is handed through cmark sealed: between two noncharacters
/// (U+FDD0…U+FDD3, reserved by Unicode for a program's own use) with every ASCII punctuation
/// mark escaped, so cmark gives back exactly what was written. `resolve` then turns each sealed
/// run of text into an `Inline.math`.
///
/// Left alone, as pandoc leaves them: code (fenced, indented, and code spans), HTML blocks,
/// comments and tags, `\$`, and a `$` that does not open or close by the rules (`$5 and $6`).
/// One step from pandoc: a formula never holds a backtick, so that `$5 and `$x$`` keeps its
/// code span (pandoc would read `$5 and `$` as a formula).
enum InlineMath {
  static let openInline = Unicode.Scalar(UInt32(0xFDD0))!
  static let closeInline = Unicode.Scalar(UInt32(0xFDD1))!
  static let openDisplay = Unicode.Scalar(UInt32(0xFDD2))!
  static let closeDisplay = Unicode.Scalar(UInt32(0xFDD3))!

  /// Whether a deck's tool reads `$` as math: pandoc (and patat, which is pandoc) by default,
  /// and Segue's own decks by the same rules. presenterm's comrak has its `math_dollars` off
  /// (its formulas are `latex +render` blocks); mdp, lookatme and slides have no math.
  static func isRead(in dialect: Dialect) -> Bool {
    dialect == .segue || dialect == .pandoc
  }

  /// `body` with every formula sealed for cmark; as it was when it has none.
  static func protect(_ body: String, in dialect: Dialect) -> String {
    guard isRead(in: dialect), body.utf8.contains(UInt8(ascii: "$")) else { return body }
    var code = CodeFence()
    var out = ""
    var copied = body.startIndex
    var run: Range<String.Index>?
    var previousBlank = true
    func flush() {
      guard let range = run else { return }
      run = nil
      let text = body[range]
      guard text.utf8.contains(UInt8(ascii: "$")), !isHTMLBlock(text) else { return }
      out += body[copied..<range.lowerBound]
      var scanner = MathScanner(text, shellAware: dialect == .segue)
      out += scanner.sealed()
      copied = range.upperBound
    }
    for line in SourceText.LineSequence(body) {
      let blank = line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
      let isCode = code.contains(line) || (previousBlank && run == nil && indentation(line) >= 4)
      if isCode || blank {
        flush()
      } else if let started = run, !startsBlock(line) {
        run = started.lowerBound..<line.endIndex
      } else {
        flush()
        run = line.startIndex..<line.endIndex
      }
      previousBlank = blank
    }
    flush()
    guard copied > body.startIndex else { return body }
    out += body[copied...]
    return out
  }

  /// A run of lines that cmark may read as an HTML block: it starts with a comment, `<?`, or a
  /// tag's name (an autolink such as `<https://…>` has a colon after its letters). A paragraph
  /// opening with an inline tag (`<span>`) is passed over too: its formulas stay text.
  private static func isHTMLBlock(_ text: Substring) -> Bool {
    let start = text.drop { $0 == " " }
    guard start.first == "<" else { return false }
    var rest = start.dropFirst()
    if rest.first == "!" || rest.first == "?" { return true }
    if rest.first == "/" { rest = rest.dropFirst() }
    let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    guard name.first?.isLetter == true else { return false }
    let after = rest.dropFirst(name.count).first
    return after == nil || after == ">" || after == "/" || after!.isWhitespace
  }

  /// A line that starts a block of its own (a list item, heading, quote or table row): a formula
  /// never runs into it from the line before, as pandoc reads blocks before formulas.
  private static func startsBlock(_ line: Substring) -> Bool {
    let text = line.drop { $0 == " " || $0 == "\t" }
    guard let first = text.first else { return false }
    if first == "#" || first == ">" || first == "|" { return true }
    let second = text.dropFirst().first
    if "-*+".contains(first) { return second == nil || second == " " || second == "\t" }
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard (1...9).contains(digits.count) else { return false }
    let after = text.dropFirst(digits.count)
    return (after.first == "." || after.first == ")")
      && (after.dropFirst().first.map { $0 == " " || $0 == "\t" } ?? true)
  }

  /// The columns of a line's leading white space (a tab to the next multiple of four).
  private static func indentation(_ line: Substring) -> Int {
    var width = 0
    for c in line.utf8 {
      if c == UInt8(ascii: " ") {
        width += 1
      } else if c == UInt8(ascii: "\t") {
        width += 4 - width % 4
      } else {
        break
      }
    }
    return width
  }
}
