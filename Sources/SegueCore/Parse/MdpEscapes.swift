/// mdp's backslash escapes, written so that CommonMark shows what mdp shows
/// (docs/deck-format.md, "mdp decks").
///
/// mdp drops a backslash before any character and shows that character as written (its
/// viewer's `inline_display`); CommonMark drops it only before ASCII punctuation. So a
/// backslash before anything else — a space, a letter, a non-ASCII character — is removed
/// here, before CommonMark reads the deck; escapes of punctuation and `\\` stay CommonMark's,
/// which reads them as mdp does. A backslash before leading spaces is how mdp decks keep a
/// figlet banner's first column (`\    _`): its first space becomes a no-break space, so
/// CommonMark neither strips the indentation nor reads it as indented code, and
/// `MdpNormalizer.paragraph` shows it as a space again.
///
/// Code is left as written: fenced code, lines indented four columns or more (mdp's code
/// blocks) and code spans within a line. A backslash at the end of a line stays a hard break.
enum MdpEscapes {
  static func rewrite(_ body: String) -> String {
    // Most decks have no backslash at all: nothing to walk.
    guard body.utf8.contains(UInt8(ascii: "\\")) else { return body }
    var code = CodeFence()
    var out = ""
    out.reserveCapacity(body.utf8.count)
    var copied = body.startIndex
    for line in SourceText.LineSequence(body) {
      guard line.utf8.contains(UInt8(ascii: "\\")) else {
        _ = code.contains(line)
        continue
      }
      if code.contains(line) || isIndentedCode(line) { continue }
      out += body[copied..<line.startIndex]
      out += rewriteLine(line)
      copied = line.endIndex
    }
    guard copied > body.startIndex else { return body }
    out += body[copied...]
    return out
  }

  /// Four columns of indentation (a tab counts four): an indented code block in mdp.
  private static func isIndentedCode(_ line: Substring) -> Bool {
    var width = 0
    for byte in line.utf8 {
      if byte == UInt8(ascii: " ") {
        width += 1
      } else if byte == UInt8(ascii: "\t") {
        width += 4
      } else {
        break
      }
      if width >= 4 { return true }
    }
    return false
  }

  /// One line with its non-punctuation escapes undone, code spans left as written.
  static func rewriteLine(_ line: Substring) -> String {
    var out = ""
    var index = line.startIndex
    // Whether only blanks precede `index`: where CommonMark would strip spaces.
    var atStart = true
    // How many runs of backticks of each length lie ahead: an opening run with none of its
    // length ahead is text, found without a scan (a line of unclosed runs stays linear).
    var ahead = runLengths(line[...])
    while index < line.endIndex {
      let character = line[index]
      if character == "`" {
        // A code span as written; an unclosed run of backticks is text, kept whole.
        let run = line[index...].prefix { $0 == "`" }
        ahead[run.count, default: 0] -= 1
        var end = run.endIndex
        if ahead[run.count, default: 0] > 0 {
          end = codeSpanEnd(line, after: run, ahead: &ahead) ?? end
        }
        out += line[index..<end]
        index = end
        atStart = false
        continue
      }
      let next = line.index(after: index)
      guard character == "\\", next < line.endIndex else {
        out.append(character)
        if character != " " && character != "\t" { atStart = false }
        index = next
        continue
      }
      let escaped = line[next]
      if isASCIIPunctuation(escaped) || escaped.isNewline {
        out += line[index...next]  // CommonMark's escape, which mdp shares
      } else if atStart && (escaped == " " || escaped == "\t") {
        out += escaped == " " ? "\u{00A0}" : "\u{00A0}   "
      } else {
        out.append(escaped)
      }
      atStart = false
      index = line.index(after: next)
    }
    return out
  }

  /// The number of runs of backticks of each length in `text`.
  private static func runLengths(_ text: Substring) -> [Int: Int] {
    var lengths: [Int: Int] = [:]
    var run = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "`") {
        run += 1
      } else if run > 0 {
        lengths[run, default: 0] += 1
        run = 0
      }
    }
    if run > 0 { lengths[run, default: 0] += 1 }
    return lengths
  }

  /// The index after the run of backticks that closes the code span opened by `opening`,
  /// counting off in `ahead` the runs it passes.
  private static func codeSpanEnd(
    _ line: Substring, after opening: Substring, ahead: inout [Int: Int]
  ) -> Substring.Index? {
    var index = opening.endIndex
    while index < line.endIndex {
      guard line[index] == "`" else {
        index = line.index(after: index)
        continue
      }
      let closing = line[index...].prefix { $0 == "`" }
      ahead[closing.count, default: 0] -= 1
      if closing.count == opening.count { return closing.endIndex }
      index = closing.endIndex
    }
    return nil
  }

  private static func isASCIIPunctuation(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return (0x21...0x2F).contains(ascii) || (0x3A...0x40).contains(ascii)
      || (0x5B...0x60).contains(ascii) || (0x7B...0x7E).contains(ascii)
  }
}
