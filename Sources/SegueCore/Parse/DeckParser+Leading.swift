extension DeckParser {
  /// Decks longer than this open from their leading part first (`parseLeading`).
  public static let leadingPartSize = 64 * 1024

  /// The deck as far as its leading part goes, for a presenter to show while the whole is
  /// parsed; nil when the deck is short enough to parse whole at once, or has no safe place
  /// to cut near its start.
  ///
  /// Parsing a 10 MB deck takes seconds; its first slides are in the first few kilobytes. The
  /// part ends where `MarkdownChunks` would cut (a new top-level block that nothing before it
  /// can change), after complete front matter, so its slides are the whole deck's first
  /// slides. Only what the rest of the deck lends the start can differ: a link reference
  /// defined later, and the slide level or dialect that later headings decide; the whole
  /// deck replaces the part as a reload does, keeping the position.
  public static func parseLeading(
    _ bytes: [UInt8], fileName: String, atLeast size: Int = leadingPartSize
  ) -> DeckLoad? {
    guard let part = leadingPart(bytes, atLeast: size) else { return nil }
    return parse(SourceText(bytes: Array(part), fileName: fileName))
  }

  /// The bytes of the leading part, or nil when there is none shorter than the deck.
  static func leadingPart(_ bytes: [UInt8], atLeast size: Int) -> ArraySlice<UInt8>? {
    // A window of a few parts is enough to find the first cut after `size` bytes; it ends
    // at a line end so no character or line ending is split. A deck under twice the part's
    // size parses whole about as fast as its part would; one of a few parts (the 0.24 MiB
    // list of 20,000 items) opened whole, ~100 ms, until the window could be the deck.
    guard bytes.count > 2 * size else { return nil }
    let window = min(4 * size, bytes.count)
    guard let lineEnd = bytes[..<window].lastIndex(where: { $0 == 0x0A || $0 == 0x0D })
    else { return nil }
    let source = SourceText(bytes: Array(bytes[...lineEnd]), fileName: "")
    let frontMatter = FrontMatter(source: source)
    // Front matter that does not close in the window is read whole, with its errors.
    guard frontMatter.diagnostics.allSatisfy({ $0.severity != .error }) else { return nil }
    // A part would miss the definitions after it, and show their references as text.
    guard !frontMatter.body.utf8.containsSubsequence(Array("]:".utf8)) else { return nil }
    // Inside a long list too: a deck that is one list of 20,000 items opened from all of it
    // (110 ms to the first frame, against 25 for a short deck). The part's last slide then
    // shows only the first of its items, as a part cut before a `<!-- pause -->` shows the
    // first steps, until the whole deck replaces it; the first frame shows the same.
    let chunks = MarkdownChunks.split(frontMatter.body, minimumSize: size)
    if chunks.count > 1 { return bytes[..<byteOffset(ofLine: chunks[1].firstLine, in: bytes)] }
    // A line that runs on past most of the window leaves no cut to find (a megabyte of one
    // quote line: the first frame of a 60 MB deck of such lines came after seconds, when the
    // whole deck was parsed). The part ends before it, when something comes before it.
    let before = frontMatter.body.utf8.contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A }
    guard window < bytes.count, window - lineEnd > window / 2, before else { return nil }
    return bytes[...lineEnd]
  }

  /// Where 1-based line `line` starts in the raw bytes (LF, CRLF or a lone CR end a line, as
  /// `SourceText` reads them).
  private static func byteOffset(ofLine line: Int, in bytes: [UInt8]) -> Int {
    var current = 1
    var index = bytes.startIndex
    while current < line, index < bytes.endIndex {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A || (byte == 0x0D && (index == bytes.endIndex || bytes[index] != 0x0A)) {
        current += 1
      }
    }
    return index
  }
}
