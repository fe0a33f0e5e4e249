/// Cuts a long deck's Markdown into pieces that cmark can parse one after the other with the
/// same blocks as one parse of the whole, so only one piece's node tree is alive at a time.
///
/// cmark's tree costs ~35 bytes per byte of a dense deck (up to ~170 for dense inline
/// markup); parsed whole, a 10 MB deck held 350 MB of nodes at once. A cut is made only where
/// CommonMark starts a new top-level block whatever came before (`startsTopLevelBlock`): at
/// any unindented line after a blank line that is not a list item's first line, outside fenced
/// code and outside an HTML block that ends at a marker (a comment, `<pre>`, `<script>`,
/// `<style>`, `<textarea>`, `<?…?>`, `<!…>`, CDATA), which blank lines do not end. Link
/// reference definitions (`[x]: …`) are the only thing one part of a document lends another:
/// the converter gives every piece the deck's definitions (`MarkdownConverter+References`),
/// and no cut is made inside a paragraph or list after a line that may begin one (until a
/// blank line), where the cut could break the definition. Lines end in LF only, as
/// `SourceText` leaves them.
///
/// A long top-level list may also be cut before one of its items (`MarkdownChunks+Lists`):
/// such a piece is marked `continuesList`, and the converter joins its list to the list the
/// piece before ends with. A long paragraph or quote is cut between its lines, and a single
/// paragraph line longer than a piece inside itself (`MarkdownChunks+Paragraphs`,
/// `MarkdownChunks+LineCuts`): the converter joins the paragraphs. The text only proposes
/// cuts: the converter proves each from cmark's tree of the piece before it (`proves`), which
/// also catches fenced code that the text took for closed, and undoes a cut it cannot prove.
enum MarkdownChunks {
  /// Pieces are at least this long (the last may be shorter): fewer, larger parses.
  static let minimumSize = 32 * 1024

  struct Chunk: Equatable {
    var text: Substring
    /// The 1-based line of the whole text on which the piece starts.
    var firstLine: Int
    /// Set when the piece starts with an item that may continue the list the piece before
    /// ends with.
    var continuesList: ListCut? = nil
    /// Set when the piece starts with a line that may continue the paragraph the piece before
    /// ends with (`MarkdownChunks+Paragraphs`).
    var continuesParagraph: ParagraphCut? = nil
  }

  /// A place to cut, and what the piece it begins may continue.
  private struct Cut {
    var index: String.Index
    var line: Int
    var list: ListCut? = nil
    var paragraph: ParagraphCut? = nil
  }

  /// `cutsLists: false` cuts only between top-level blocks, never inside a list, paragraph or
  /// quote. A paragraph is cut only once a piece is `paragraphSize` long (and `minimumSize`);
  /// a line longer than `lineSize` inside itself, every `lineSize` (and `minimumSize`) bytes.
  /// `lineSize` is the paragraph size but for tests of line cuts alone.
  static func split(
    _ markdown: String, minimumSize: Int = minimumSize, cutsLists: Bool = true,
    paragraphSize: Int = paragraphSize, lineSize: Int = paragraphSize
  ) -> [Chunk] {
    let whole = [Chunk(text: markdown[...], firstLine: 1)]
    guard markdown.utf8.count > minimumSize else { return whole }
    var cuts: [Cut] = []
    var previous = ""[...].utf8
    var fence = CodeFence()
    var htmlEnd: [UInt8]?
    var previousBlank = false
    var run = ListRun()
    var pieceBytes = 0
    var lineNumber = 0
    // A line since the last blank one may begin a link reference definition, which a cut
    // inside its paragraph could break (`MarkdownChunks+References`). In a list item, cmark
    // drops a paragraph of definitions, and the list is loose if the block before it ended
    // with a blank line and another item follows: a piece that ends there cannot tell.
    var mayDefine = false
    for line in SourceText.LineSequence(markdown) {
      lineNumber += 1
      let bytes = line.utf8
      if definitionLabel(bytes) != nil { mayDefine = true }
      if htmlEnd == nil, !fence.contains(line) {
        let listCut = run.read(bytes)
        if pieceBytes >= minimumSize {
          if previousBlank, startsTopLevelBlock(bytes) {
            cuts.append(Cut(index: line.startIndex, line: lineNumber))
            pieceBytes = 0
          } else if cutsLists, !mayDefine, let listCut {
            cuts.append(Cut(index: line.startIndex, line: lineNumber, list: listCut))
            pieceBytes = 0
          } else if cutsLists, !mayDefine, pieceBytes >= paragraphSize,
            let cut = paragraphCut(before: bytes, after: previous)
          {
            cuts.append(Cut(index: line.startIndex, line: lineNumber, paragraph: cut))
            pieceBytes = 0
          }
        }
        if cutsLists, !mayDefine, bytes.count > lineSize {
          pieceBytes = cutInside(
            bytes, line: lineNumber, pieceBytes: pieceBytes, into: &cuts,
            size: max(minimumSize, lineSize))
        }
        htmlEnd = openedHTMLBlockEnd(bytes)
      } else {
        run.skip(bytes)
        if let end = htmlEnd, bytes.containsSubsequence(end) { htmlEnd = nil }
      }
      previousBlank = bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 }
      if previousBlank { mayDefine = false }
      previous = bytes
      pieceBytes += bytes.count + 1
    }
    return pieces(of: markdown, at: cuts)
  }

  /// Appends the cuts inside `line` (`lineCuts`), a paragraph line longer than a piece, and
  /// returns the piece's length before the line once they are made (so that adding the
  /// line's gives the length of the piece at its end).
  private static func cutInside(
    _ line: Substring.UTF8View, line number: Int, pieceBytes: Int, into cuts: inout [Cut],
    size: Int
  ) -> Int {
    let offsets = lineCuts(in: line, first: max(size - pieceBytes, 1), size: size)
    guard let last = offsets.last else { return pieceBytes }
    for offset in offsets {
      let index = line.index(line.startIndex, offsetBy: offset)
      cuts.append(Cut(index: index, line: number, paragraph: .inLine))
    }
    return -last
  }

  /// The pieces between the cuts, each marked as the cut that begins it says.
  private static func pieces(of markdown: String, at cuts: [Cut]) -> [Chunk] {
    var chunks: [Chunk] = []
    var begun = Cut(index: markdown.startIndex, line: 1)
    for cut in cuts + [Cut(index: markdown.endIndex, line: 0)] {
      chunks.append(
        Chunk(
          text: markdown[begun.index..<cut.index], firstLine: begun.line,
          continuesList: begun.list, continuesParagraph: begun.paragraph))
      begun = cut
    }
    return chunks
  }

  /// How a piece ends, as cmark's tree of it tells: what proves the cut after it exact.
  struct PieceEnd: Equatable, Sendable {
    /// The list the piece ends with, if it does.
    var list: TrailingList?
    /// The piece ends inside fenced code or an HTML block that blank lines do not end, which
    /// would hold the next piece's first line. The text can hide it: a fence inside a list
    /// item looks like one at the top level, and the fence line that really opens one after
    /// the item then looks like its end.
    var isInsideBlock = false
    /// The paragraph open at the piece's end, if there is one a line may continue.
    var paragraph: OpenParagraph?
  }

  /// Whether the cut before `next` gives the blocks of one parse, after a piece that ends as
  /// `end` says.
  static func proves(_ end: PieceEnd, cutBefore next: Chunk) -> Bool {
    if let cut = next.continuesList { return joins(end.list, cut) }
    if let cut = next.continuesParagraph { return joins(end.paragraph, cut) }
    return !end.isInsideBlock
  }

  /// Whether fenced code opened with `length` of `character` on the first line of `block`
  /// (the text from there to the piece's end) is still open: a closed fence's last line with
  /// anything on it is its closing line (any line after that would be another block).
  static func fenceIsOpen(_ block: ArraySlice<UInt8>, character: UInt8, length: Int) -> Bool {
    var end = block.endIndex
    while end > block.startIndex {
      let lineEnd = block[end - 1] == 0x0A ? end - 1 : end
      let lineStart = block[..<lineEnd].lastIndex(of: 0x0A).map { $0 + 1 } ?? block.startIndex
      let line = block[lineStart..<lineEnd]
      if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
        return lineStart == block.startIndex || !closesFence(line, character, length)
      }
      end = lineStart
    }
    return true
  }

  /// Up to three spaces, a run of the fence's character at least as long, then nothing but
  /// spaces and tabs.
  private static func closesFence(_ line: ArraySlice<UInt8>, _ character: UInt8, _ length: Int)
    -> Bool
  {
    let indent = line.prefix { $0 == 0x20 }.count
    let run = line.dropFirst(indent).prefix { $0 == character }.count
    let rest = line.dropFirst(indent + run)
    return indent < 4 && run >= length && rest.allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  /// Whether the HTML block on the first line of `block` (the text from there to the piece's
  /// end) is one that blank lines do not end and its end marker is not in the text.
  static func htmlBlockIsOpen(_ block: ArraySlice<UInt8>) -> Bool {
    let firstEnd = block.firstIndex(of: 0x0A) ?? block.endIndex
    let first = String(decoding: block[..<firstEnd], as: UTF8.self)
    guard let marker = openedHTMLBlockEnd(first[...].utf8) else { return false }
    // The marker is in lower case; the text may not be (`</SCRIPT>`).
    let rest = block[firstEnd...].lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    return !rest.containsSubsequence(marker)
  }

  /// Where 1-based line `line` starts in `bytes`.
  static func lineStart(_ line: Int, in bytes: [UInt8]) -> Int? {
    var start = 0
    for _ in 1..<max(line, 1) {
      guard let end = bytes[start...].firstIndex(of: 0x0A) else { return nil }
      start = end + 1
    }
    return start
  }

  /// Whether `line`, coming after a blank line outside fenced code and the HTML blocks blank
  /// lines do not end, starts a top-level block whatever came before: it is unindented and
  /// no list item's first line.
  ///
  /// The blank line closed every paragraph (so no lazy continuation, no setext underline or
  /// table delimiter row can reach back over it), every block quote (a blank line has no `>`;
  /// a `>` line after it opens a quote of its own), every table and every HTML block of kinds
  /// 6 and 7; an unindented line continues no list item (whose content is indented at least
  /// two columns) and no indented code. Only an item line can still continue the list before
  /// it: such cuts are the list cuts (`MarkdownChunks+Lists`), proved apart. A tab indents
  /// (CommonMark counts only spaces and tabs as indentation, as `previousBlank` does).
  static func startsTopLevelBlock(_ line: Substring.UTF8View) -> Bool {
    guard let first = line.first, first != 0x20, first != 0x09 else { return false }
    return itemLine(line) == nil
  }

  /// The marker that ends the HTML block `line` opens, when it is one that blank lines do not
  /// end (CommonMark's kinds 1–5) and the marker is not on the same line.
  static func openedHTMLBlockEnd(_ line: Substring.UTF8View) -> [UInt8]? {
    let trimmed = line.drop { $0 == 0x20 }
    guard line.count - trimmed.count < 4, trimmed.first == 0x3C else { return nil }
    let lower = trimmed.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    func opens(_ start: String, until end: String) -> [UInt8]? {
      let startBytes = Array(start.utf8)
      guard lower.starts(with: startBytes) else { return nil }
      let endBytes = Array(end.utf8)
      return lower.dropFirst(startBytes.count).containsSubsequence(endBytes) ? nil : endBytes
    }
    for tag in ["script", "pre", "style", "textarea"] {
      let open = Array("<\(tag)".utf8)
      guard lower.starts(with: open) else { continue }
      let next = lower.count > open.count ? lower[open.count] : 0x3E
      guard next == 0x20 || next == 0x09 || next == 0x3E else { continue }
      return lower.containsSubsequence(Array("</\(tag)>".utf8)) ? nil : Array("</\(tag)>".utf8)
    }
    if let end = opens("<!--", until: "-->") { return end }
    if lower.starts(with: Array("<!--".utf8)) { return nil }
    if let end = opens("<![cdata[", until: "]]>") { return end }
    if let end = opens("<?", until: "?>") { return end }
    if lower.count > 2, lower[1] == 0x21, (0x61...0x7A).contains(lower[2]) {
      return lower.dropFirst(2).contains(0x3E) ? nil : Array(">".utf8)
    }
    return nil
  }
}

extension Collection where Element == UInt8 {
  /// Whether `needle` occurs in the bytes (a plain scan: needles here are a few bytes).
  func containsSubsequence(_ needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    var rest = self[...]
    while let found = rest.firstIndex(of: first) {
      if rest[found...].starts(with: needle) { return true }
      rest = rest[index(after: found)...]
    }
    return false
  }
}
