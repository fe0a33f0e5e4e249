/// Where a paragraph (or a block quote) too long to hold may be cut between two of its lines,
/// for the converter to join the two pieces' paragraphs back into one.
///
/// A deck of one long paragraph, or a long quote, has no place where a top-level block begins:
/// parsed whole, cmark's tree of 1 MB of dense inline markup costs ~240 MB. Once a piece has
/// grown past the paragraph size, a cut is proposed before a line that cannot start any block
/// (`opensNothing`: an ASCII letter, or `*`/`_` before one; in a quote, `>` and an optional
/// space before that), after a line that may end a paragraph's line (not blank; no tab or
/// backslash at its end, which a whole parse and a piece read apart). With a paragraph open,
/// CommonMark continues it with such a line; without one, it starts a paragraph.
///
/// The converter proves each join from cmark's trees: the piece before must end with a
/// paragraph (at the top level, or as its top-level quote's last block) open at its end, and
/// the next piece must begin on its first line with a paragraph (or a quote beginning with
/// one). A setext underline or a table's delimiter row after the cut line turns it into a
/// heading or a table's header: the next piece then begins with something else, and the cut is
/// refused and parsed again whole. What a join cannot give back is inline markup that spans
/// the cut line (emphasis, a code span, a link, a raw HTML span opened on one side and closed
/// on the other): documented in `docs/limits.md`.
extension MarkdownChunks {
  /// A piece may be cut inside a paragraph once it is this long (in the tests, less).
  static let paragraphSize = minimumSize

  /// A proposed cut before a line that continues the paragraph the piece before ends with.
  struct ParagraphCut: Equatable, Sendable {
    /// The paragraph is a top-level block quote's last block, and the line starts with `>`.
    var inQuote: Bool
    /// The line before the cut ends with two spaces or more: a hard line break in one parse,
    /// stripped at the end of a paragraph in a piece.
    var afterHardBreak: Bool
    /// The cut is inside a line (`MarkdownChunks+LineCuts`): nothing is between the two
    /// pieces' inlines.
    var inLine = false

    /// A cut inside a top-level paragraph's line.
    static let inLine = ParagraphCut(inQuote: false, afterHardBreak: false, inLine: true)
  }

  /// Where the paragraph a piece ends with is, as cmark's tree of the piece tells.
  enum OpenParagraph: Equatable, Sendable {
    case topLevel, inQuote
  }

  /// The cut to propose before `line`, which follows `previous` (outside fenced code and
  /// HTML blocks), if a paragraph may run on across it.
  static func paragraphCut(before line: Substring.UTF8View, after previous: Substring.UTF8View)
    -> ParagraphCut?
  {
    let inQuote = line.first == UInt8(ascii: ">")
    guard opensNothing(inQuote ? quoteContent(line) : line[...]) else { return nil }
    // In a quote, the line before is a quote's line with content: after `>` alone the
    // quote's paragraph is closed, and a lazy line is not followed here.
    if inQuote,
      previous.first != UInt8(ascii: ">") || quoteContent(previous).allSatisfy(isWhiteSpace)
    {
      return nil
    }
    let trailingSpaces = previous.reversed().prefix { $0 == 0x20 }.count
    let body = previous.dropLast(trailingSpaces)
    // A backslash before the line end is a hard break in one parse, text at a piece's end.
    guard let end = body.last, !isWhiteSpace(end), end != UInt8(ascii: "\\") || trailingSpaces > 0
    else { return nil }
    return ParagraphCut(inQuote: inQuote, afterHardBreak: trailingSpaces >= 2)
  }

  /// A line after `>` and the one space that may follow it.
  private static func quoteContent(_ line: Substring.UTF8View) -> Substring.UTF8View.SubSequence {
    let rest = line.dropFirst()
    return rest.first == 0x20 ? rest.dropFirst() : rest
  }

  /// Whether a line beginning with `content` can start no block and so, after an open
  /// paragraph, only continues it: an ASCII letter (no marker, underline, delimiter row, fence
  /// or tag begins with one), or `*`/`_` right before one (no list item, rule or underline).
  static func opensNothing(_ content: Substring.UTF8View.SubSequence) -> Bool {
    func isLetter(_ byte: UInt8?) -> Bool {
      guard let byte else { return false }
      return (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
    guard let first = content.first else { return false }
    if first == UInt8(ascii: "*") || first == UInt8(ascii: "_") {
      return isLetter(content.dropFirst().first)
    }
    return isLetter(first)
  }

  /// Whether a piece ending with the paragraph `open` and the next piece, beginning with the
  /// line `cut` proposed, may be joined into one paragraph (the next piece's blocks prove the
  /// rest: `MarkdownConverter.beginsWithParagraph`).
  static func joins(_ open: OpenParagraph?, _ cut: ParagraphCut) -> Bool {
    open == (cut.inQuote ? .inQuote : .topLevel)
  }
}
