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
    /// The scalar when the grapheme is one non-ASCII scalar (the common case), else nil.
    var scalar: Unicode.Scalar?
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

    init(offset: Int, scalar: Unicode.Scalar) {
      self.offset = offset
      self.ascii = 0
      self.scalar = scalar
      self.other = Character(scalar)
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
        // A lone scalar is a whole grapheme when what follows cannot join it: skip the
        // grapheme-breaking algorithm for box drawing, dots, CJK and accented text.
        let (scalar, length) = decode(bytes, at: offset)
        let next = offset + length
        if byte >= 0x80,
          next == count || (bytes[next] < 0x80 && !isPrepend(scalar.value))
            || (isSimple(scalar.value) && isSimple(decode(bytes, at: next).scalar.value))
        {
          guard body(Grapheme(offset: offset, scalar: scalar)) else { return }
          offset = next
          continue
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

  /// The scalar starting at `offset` of valid UTF-8, and its length in bytes.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
    scalar: Unicode.Scalar, length: Int
  ) {
    let b0 = UInt32(bytes[offset])
    if b0 < 0x80 { return (Unicode.Scalar(b0)!, 1) }
    if b0 < 0xE0 {
      let value = (b0 & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
      return (Unicode.Scalar(value) ?? "\u{FFFD}", 2)
    }
    if b0 < 0xF0 {
      let value =
        (b0 & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
      return (Unicode.Scalar(value) ?? "\u{FFFD}", 3)
    }
    let value =
      (b0 & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12
      | UInt32(bytes[offset + 2] & 0x3F) << 6 | UInt32(bytes[offset + 3] & 0x3F)
    return (Unicode.Scalar(value) ?? "\u{FFFD}", 4)
  }

  /// Scalars that never join a neighbour into one grapheme (no Extend, SpacingMark, Prepend,
  /// ZWJ, regional indicator, Hangul jamo or emoji among them): Latin-1 and Latin Extended,
  /// general punctuation and symbols from U+2010, arrows, box drawing, geometric shapes and
  /// dingbats up to U+2BFF, hiragana, katakana, CJK ideographs and Hangul syllables.
  @inline(__always)
  static func isSimple(_ value: UInt32) -> Bool {
    switch value {
    case 0x00A0..<0x0300, 0x2010..<0x2028, 0x2030..<0x205F, 0x2070..<0x20D0, 0x2100..<0x2600,
      0x2700..<0x2C00, 0x3041..<0x3097, 0x30A0..<0x3100, 0x4E00..<0xA000, 0xAC00..<0xD7A4,
      0xFF01..<0xFF61:
      return true
    default:
      return false
    }
  }

  /// Grapheme_Cluster_Break=Prepend: the few scalars that join the character after them.
  @inline(__always)
  static func isPrepend(_ value: UInt32) -> Bool {
    switch value {
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD,
      0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
      return true
    default:
      return false
    }
  }

  private static func grapheme(_ character: Character, at offset: Int) -> Grapheme {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first { return Grapheme(offset: offset, ascii: byte) }
    return Grapheme(offset: offset, character: character)
  }
}
