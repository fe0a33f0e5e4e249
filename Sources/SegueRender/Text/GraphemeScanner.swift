/// Walks the grapheme clusters of a string, with a fast path for ASCII.
///
/// Iterating `Character`s runs the grapheme-breaking algorithm for every one of them, which
/// dominates the cost of drawing and wrapping mostly-ASCII slides. Between two ASCII bytes there
/// is always a grapheme boundary (except CR LF), so such bytes are taken straight from the UTF-8
/// buffer; anything else goes through `Character`.
enum GraphemeScanner {
  /// One grapheme cluster of the text.
  struct Grapheme {
    /// Its UTF-8 offset from the start of the text.
    var offset: Int
    /// The byte when the grapheme is a single ASCII scalar, else 0.
    var ascii: UInt8
    private var other: Character?

    /// The grapheme as a `Character`.
    var character: Character { other ?? Character(Unicode.Scalar(ascii)) }

    init(offset: Int, ascii: UInt8) {
      self.offset = offset
      self.ascii = ascii
    }

    init(offset: Int, character: Character) {
      self.offset = offset
      self.ascii = 0
      self.other = character
    }

    var isASCII: Bool { other == nil }
  }

  /// Calls `body` with each grapheme of `text` in order until it returns false.
  @inline(__always)
  static func forEach(in text: some StringProtocol, _ body: (Grapheme) -> Bool) {
    let utf8 = text.utf8
    let done: Void? = utf8.withContiguousStorageIfAvailable { bytes in
      var offset = 0
      let count = bytes.count
      while offset < count {
        let byte = bytes[offset]
        if byte < 0x80 {
          let next = offset + 1
          if next == count || (bytes[next] < 0x80 && !(byte == 0x0D && bytes[next] == 0x0A)) {
            guard body(Grapheme(offset: offset, ascii: byte)) else { return }
            offset = next
            continue
          }
        }
        let character = text[utf8.index(utf8.startIndex, offsetBy: offset)]
        guard body(grapheme(character, at: offset)) else { return }
        offset += character.utf8.count
      }
    }
    guard done == nil else { return }
    // Text without contiguous UTF-8 (never a native Swift string): the slow, sure way.
    var offset = 0
    for character in text {
      guard body(grapheme(character, at: offset)) else { return }
      offset += character.utf8.count
    }
  }

  private static func grapheme(_ character: Character, at offset: Int) -> Grapheme {
    let utf8 = character.utf8
    if utf8.count == 1 { return Grapheme(offset: offset, ascii: utf8.first!) }
    return Grapheme(offset: offset, character: character)
  }
}
