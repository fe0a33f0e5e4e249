/// Where a single paragraph line too long to hold may be cut inside itself, for the converter
/// to join the two pieces' paragraphs back with nothing between them.
///
/// A deck of one line (issue 13's `dense1`: `*a` ×500,000) has no line end to cut at: parsed
/// whole, cmark's tree of 1 MB of dense inline markup peaked at 300 MiB. Once a piece has grown
/// past the paragraph size inside such a line, it is cut before an ASCII letter: at a piece's
/// start a letter opens no block, so the next piece begins with a paragraph whatever came
/// before. Not after a space or tab (a paragraph's trailing and leading spaces are stripped),
/// a backslash (an escape in one parse, text at a piece's end), a byte that is not ASCII (a
/// character of its own: no grapheme cluster runs across the cut), or inside what may be an
/// entity (`&amp;`); not before `*` or `_` (at a piece's start `_` opens emphasis that inside a
/// word it does not); not in a line with a `|` (the rest of the line could be a table header
/// of another width than the whole line); not in a line that may open another block than a
/// paragraph (`mayOpenBlock`: a heading's, an item's, a quote's, code or HTML). That rule is
/// needed, not only quicker: the piece before holds only the line's start, which can read as
/// a paragraph where the whole line opens a block (`<d` is text, `<div>` opens HTML), and the
/// proof below reads only that piece. A line that begins with inline markup (`**`, a
/// backtick, `_`, `!`) or a digit is cut: any start of it reads as the paragraph the whole
/// line is in (one such line of 1 MB, parsed whole, peaked at 144–209 MiB). A cut before an
/// ASCII byte is on a UTF-8 boundary.
///
/// The converter proves each join as it proves a line cut's (the piece before ends with a
/// top-level paragraph open at its end, the next begins with one on its first line), and
/// joins the inlines with nothing between them, the text on both sides made one. What it
/// cannot give back is inline markup across the cut (`docs/limits.md`). Lines in quotes are
/// not cut inside: only top-level paragraphs.
extension MarkdownChunks {
  /// The longest run before a cut that may be an entity's name after its `&`
  /// (`&CounterClockwiseContourIntegral;` is the longest, 31 letters; `&#x10FFFF;` 8).
  private static let entityNameLength = 32

  /// Byte offsets in `line` before which it may be cut, the first once `first` bytes of it
  /// are read and each next once `size` more are, when the line is one that may be cut.
  static func lineCuts(in line: Substring.UTF8View, first: Int, size: Int) -> [Int] {
    guard line.count > max(first, 1), !mayOpenBlock(line[...]), !line.contains(0x7C) else {
      return []
    }
    let bytes = Array(line)
    var cuts: [Int] = []
    var from = max(first, 1)
    while from < bytes.count {
      guard let cut = (from..<bytes.count).first(where: { isLineCut(bytes, at: $0) }) else {
        break
      }
      cuts.append(cut)
      from = cut + max(size, 1)
    }
    return cuts
  }

  /// Whether a line may open a block other than a paragraph: a heading (`#`), a list item
  /// (`-`, `+`, `*` and a space or tab, or one to nine digits and `.` or `)` and one), a quote,
  /// indented code or a blank start, HTML (`<`), a fence (`` ``` ``, `~`), a link reference
  /// definition (`[`), a thematic break or setext underline (`-`, `=`, and three `*` or `_`:
  /// the piece before a cut after them would be a break). Erring towards yes: such a line is
  /// only left uncut, where a wrong no could join HTML's start to a paragraph
  /// (`LineChunksTests.aJoinTheTreesDoNotProveIsRefused` fails without it).
  static func mayOpenBlock(_ line: Substring.UTF8View.SubSequence) -> Bool {
    guard let first = line.first else { return true }
    let second = line.dropFirst().first
    switch first {
    case 0x20, 0x09, UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "-"),
      UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "~"), UInt8(ascii: "["):
      return true
    case UInt8(ascii: "*"), UInt8(ascii: "_"):
      let run = line.prefix { $0 == first }.count
      return run >= 3
        || (first == UInt8(ascii: "*") && (second == nil || second == 0x20 || second == 0x09))
    case UInt8(ascii: "`"):
      return line.starts(with: "```".utf8)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      let digits = line.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
      let rest = line.dropFirst(digits.count)
      guard digits.count <= 9, let marker = rest.first,
        marker == UInt8(ascii: ".") || marker == UInt8(ascii: ")")
      else { return false }
      let after = rest.dropFirst().first
      return after == nil || after == 0x20 || after == 0x09
    default:
      return false
    }
  }

  /// Whether `bytes` may be cut before offset `index` (not 0): a letter there, and before it
  /// neither a space, a tab, a backslash nor a possible entity's `&` and name.
  static func isLineCut(_ bytes: [UInt8], at index: Int) -> Bool {
    func isLetter(_ byte: UInt8) -> Bool {
      (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
    guard isLetter(bytes[index]) else { return false }
    // An ASCII byte before: a cut between two of them is a character boundary too.
    let before = bytes[index - 1]
    guard before < 0x80, before != 0x20, before != 0x09, before != UInt8(ascii: "\\") else {
      return false
    }
    // `&`, then letters, digits or `#`, up to the cut: the cut may be inside an entity.
    var back = index - 1
    while back >= 0, index - back <= entityNameLength + 1 {
      let byte = bytes[back]
      if byte == UInt8(ascii: "&") { return false }
      guard isLetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "#") else {
        break
      }
      back -= 1
    }
    return true
  }
}
