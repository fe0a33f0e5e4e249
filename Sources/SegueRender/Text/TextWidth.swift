import SegueCore

/// How many terminal columns text takes, by our own rules rather than the locale's `wcwidth`.
///
/// The rules, per grapheme cluster (what a user sees as one character):
/// - East Asian Wide (W) and Fullwidth (F) scalars and Emoji_Presentation scalars are 2 columns;
///   so is a grapheme holding U+FE0F (VS16) after an emoji (`❤️`, `1️⃣`), while the same emoji
///   without it (`❤`) keeps its text presentation and is 1.
/// - Combining marks (Mn, Me), format characters (Cf: ZWJ, ZWNJ, bidi controls, soft hyphen) and
///   variation selectors are 0.
/// - Control characters are 1: they are drawn as visible symbols (`␛`) of one column.
/// - Everything else, East Asian Ambiguous included, is 1.
///
/// A grapheme takes the width of its first scalar that is not zero-width, so a ZWJ sequence
/// (👩‍👩‍👧), a flag (🇫🇷) or a Hangul syllable made of jamo is one glyph of width 2, and `e` plus
/// a combining acute is 1. A grapheme made only of zero-width scalars is 0.
///
/// Being a pure function of the text, it gives the same layout in tests, exports and terminals.
public enum TextWidth {
  /// The width of one scalar on its own.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 {
      // ASCII, controls (drawn as visible symbols), Latin-1 and Latin Extended: all narrow
      // except the soft hyphen, a format character.
      return value == 0xAD ? 0 : 1
    }
    if isCommonWide(value) { return 2 }
    if isCommonNarrow(value) { return 1 }
    if isZeroWidth(value) { return 0 }
    if isEastAsianWide(value) { return 2 }
    // Since Unicode 9 every emoji with emoji presentation is East Asian Wide, so the table
    // covers them; emoji newer than the table's Unicode version are all in plane 1.
    if value >= 0x1F000 && scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// The width of one grapheme cluster.
  public static func width(of character: Character) -> Int {
    if character.utf8.count == 1 { return 1 }  // ASCII, controls included
    var glyphWidth = -1
    var lead: Unicode.Scalar? = nil
    var hasEmojiSelector = false
    var controls = 0
    for scalar in character.unicodeScalars {
      if scalar.value == 0xFE0F {
        hasEmojiSelector = true
      } else if ControlCharacters.isControl(scalar) {
        controls += 1  // only "\r\n" holds two; each is drawn as its own symbol
      } else if glyphWidth < 0 {
        let w = width(of: scalar)
        if w > 0 {
          glyphWidth = w
          lead = scalar
        }
      }
    }
    if controls > 0 { return controls }
    if glyphWidth < 0 { return 0 }
    if glyphWidth == 1 && hasEmojiSelector, let lead, lead.properties.isEmoji { return 2 }
    return glyphWidth
  }

  /// The width of a whole string: the sum of its graphemes' widths.
  public static func width(_ text: some StringProtocol) -> Int {
    let utf8 = text.utf8
    if utf8.allSatisfy({ $0 < 0x80 }) { return utf8.count }
    var total = 0
    GraphemeScanner.forEach(in: text) { grapheme in
      if grapheme.isASCII {
        total += 1
      } else if let scalar = grapheme.scalar {
        total += ControlCharacters.isControl(scalar) ? 1 : width(of: scalar)
      } else {
        total += width(of: grapheme.character)
      }
      return true
    }
    return total
  }

  /// Cuts `text` to at most `maxWidth` columns, ending with `ellipsis` when it was cut.
  ///
  /// Never splits a grapheme; a wide glyph that would straddle the limit is dropped, so the
  /// result can be one column short. When even the ellipsis does not fit, as much of the
  /// ellipsis as fits is returned (nothing at width 0).
  public static func truncate(_ text: String, toWidth maxWidth: Int, ellipsis: String = "…")
    -> String
  {
    guard maxWidth > 0 else { return "" }
    if width(text) <= maxWidth { return text }
    let budget = maxWidth - width(ellipsis)
    guard budget >= 0 else { return prefix(of: ellipsis, width: maxWidth) }
    return prefix(of: text, width: budget) + ellipsis
  }

  /// The longest run of whole graphemes from the start of `text` that fits in `maxWidth`.
  static func prefix(of text: String, width maxWidth: Int) -> String {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let w = width(of: text[index])
      if used + w > maxWidth { break }
      used += w
      end = text.index(after: index)
    }
    return String(text[..<end])
  }

  /// The commonest wide blocks, with no zero-width scalar in them, which skip the category and
  /// table lookups: CJK ideographs, Hangul syllables, kana, CJK punctuation, fullwidth forms.
  @inline(__always)
  static func isCommonWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x30A1...0x30FA, 0x3001...0x3029,
      0xFF01...0xFF60:
      return true
    default:
      return false
    }
  }

  /// Punctuation, arrows, maths, box drawing and geometric shapes that slides are full of: no
  /// zero-width or wide scalar among them, so they skip the table searches.
  @inline(__always)
  static func isCommonNarrow(_ value: UInt32) -> Bool {
    switch value {
    case 0x2010..<0x2028, 0x2030..<0x2060, 0x2190..<0x2300, 0x2500..<0x25FD: return true
    default: return false
    }
  }

  /// Combining marks, format characters and variation selectors (which are Mn), from the
  /// generated table: no Unicode property lookup on the hot path.
  static func isZeroWidth(_ value: UInt32) -> Bool {
    contains(EastAsianWidthTable.zeroWidthRanges, value)
  }

  /// Whether `value` is East Asian Wide or Fullwidth, by binary search of the generated table.
  static func isEastAsianWide(_ value: UInt32) -> Bool {
    contains(EastAsianWidthTable.wideRanges, value)
  }

  /// Binary search in flattened inclusive `[first, last]` pairs.
  static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
    if value < table[0] || value > table[table.count - 1] { return false }
    var low = 0
    var high = table.count / 2 - 1
    while low <= high {
      let mid = (low + high) / 2
      if value < table[2 * mid] {
        high = mid - 1
      } else if value > table[2 * mid + 1] {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
