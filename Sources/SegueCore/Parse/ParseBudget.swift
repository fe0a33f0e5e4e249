/// How much memory cmark-gfm may take to parse a deck, and what a deck that needs more
/// becomes (issue 13).
///
/// cmark's tree of ordinary Markdown costs tens of bytes per byte of text, but dense markup
/// (`*a*a*a…`, `[a](b)[a](b)…`) costs up to ~300, and a line that may open a block (a quote's,
/// a list item's) cannot be cut inside itself. So a parse is stopped
/// (`segue_cmark_parse_within`) once it has asked for more than its budget; the text is then
/// parsed in halves cut between lines, and a line still over it is shown as plain text, with
/// a warning.
struct ParseBudget: Sendable {
  /// Every parse may take this much: a short text stays Markdown however dense its markup.
  var floor: Int
  /// And this much more per byte of the text: above what ordinary text takes (figures in
  /// `docs/limits.md`), so such a deck at the 4 MiB deck cap is parsed whole; dense markup
  /// takes more and is halved.
  var perByte: Int
  /// And never more than this, however large the text: it bounds what any one parse holds,
  /// so cmark's tree, and ours made from it, stay well under a gigabyte whatever the deck.
  var cap: Int

  static let standard = ParseBudget(floor: 32 << 20, perByte: 96, cap: 512 << 20)
  /// The budget parses use: `standard`, or a small one a test sets for its task.
  @TaskLocal static var current = standard

  func bytes(forText count: Int) -> Int {
    count >= (cap - floor) / perByte ? cap : floor + perByte * count
  }

  /// `text` converted by `convert` (which parses within the budget and, over it, comes back
  /// here), cut in two at the start of the line nearest its middle, each half converted
  /// alone; a single line is shown as its text. Only text over the budget is cut this way,
  /// hostile markup, so no care is taken to cut between blocks (a cut inside fenced code
  /// shows its halves apart).
  static func halves(
    _ text: Substring, lineOffset: Int,
    convert: (_ text: Substring, _ lineOffset: Int) -> MarkdownConverter.Result
  ) -> MarkdownConverter.Result {
    guard let cut = middleLineStart(text) else { return plainText(text, lineOffset: lineOffset) }
    let first = text[..<cut]
    var result = convert(first, lineOffset)
    let second = convert(text[cut...], lineOffset + first.utf8.count(ofByte: 0x0A))
    result.blocks += second.blocks
    result.overBudgetLines += second.overBudgetLines
    result.flattenedAtLine = result.flattenedAtLine ?? second.flattenedAtLine
    return result
  }

  /// The start of the line of `text` nearest its middle, after the first line and before
  /// the end; nil when `text` is one line.
  static func middleLineStart(_ text: Substring) -> String.Index? {
    let bytes = text.utf8
    let middle = bytes.index(bytes.startIndex, offsetBy: bytes.count / 2)
    guard !bytes.isEmpty else { return nil }
    // A newline that ends the text ends its last line: it starts none.
    let last = bytes.index(before: bytes.endIndex)
    let after = bytes[middle..<last].firstIndex(ofByte: 0x0A)
    guard let newline = after ?? bytes[..<min(middle, last)].lastIndex(of: 0x0A) else {
      return nil
    }
    return bytes.index(after: newline)
  }

  /// `markdown` as its lines, each a paragraph of plain text at its own line; blank lines
  /// separate nothing.
  static func plainText(_ markdown: Substring, lineOffset: Int) -> MarkdownConverter.Result {
    var blocks: [Block] = []
    var line = lineOffset
    for text in markdown.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      line += 1
      guard text.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
      blocks.append(Block(.paragraph([.text(String(Substring(text)))]), line: line))
    }
    return MarkdownConverter.Result(blocks: blocks, overBudgetLines: [lineOffset + 1])
  }
}

extension DeckParser {
  /// Runs `body` with every parse bounded by a few KiB (16 KiB, 4 bytes a byte, at most
  /// 256 KiB), so that the fuzzer's small inputs reach the abandoned parse and its halves.
  @_spi(Fuzzing) public static func withTinyParseBudget<R>(_ body: () throws -> R) rethrows -> R {
    try ParseBudget.$current.withValue(
      ParseBudget(floor: 16 << 10, perByte: 4, cap: 256 << 10), operation: body)
  }
}
