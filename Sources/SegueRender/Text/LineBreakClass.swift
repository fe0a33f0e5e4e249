/// What a character allows around it when a word is broken without a space: the small part of
/// Unicode line breaking (UAX #14) that CJK text needs, plus the basic Japanese kinsoku rules.
enum LineBreakClass: UInt8 {
  /// A narrow letter or digit: may break next to a wide glyph (`Swift語`, `語2`).
  case narrowAlphanumeric
  /// Narrow opening punctuation (`(`, `“`): may break before it after a wide glyph, not after.
  case narrowOpening
  /// Narrow closing punctuation (`)`, `,`, `.`): may break after it before a wide glyph, not
  /// before.
  case narrowClosing
  /// Other narrow characters (quotes, symbols): never break next to anything.
  case narrowOther
  /// A wide glyph (ideograph, kana, Hangul, emoji): may break before and after.
  case wide
  /// Wide opening punctuation (`「`, `（`): no break after it.
  case wideOpening
  /// Wide closing punctuation and marks that cannot start a line (`。`, `」`, `ー`): no break
  /// before it.
  case wideClosing
  /// U+200B ZERO WIDTH SPACE: an explicit break opportunity after it.
  case zeroWidthSpace

  init(_ character: Character, width: Int) {
    // A Character always holds at least one scalar; U+0000 stands in for the impossible case.
    let first = character.unicodeScalars.first ?? "\0"
    if width == 2 {
      self = Self.wideClass(of: first.value)
    } else if first.value == 0x200B {
      self = .zeroWidthSpace
    } else {
      self =
        Self.knownNarrowClass(of: first.value)
        ?? (character.isLetter || character.isNumber ? .narrowAlphanumeric : .narrowOther)
    }
  }

  /// The class of a single ASCII character.
  init(ascii byte: UInt8) {
    self = Self.knownNarrowClass(of: UInt32(byte)) ?? .narrowOther
  }

  /// Whether a line may break between a character of class `before` and one of class `after`
  /// written next to each other, without a space.
  static func canBreak(between before: LineBreakClass, and after: LineBreakClass) -> Bool {
    if before == .zeroWidthSpace { return true }
    if before == .wideOpening || before == .narrowOpening { return false }
    if after == .wideClosing || after == .narrowClosing { return false }
    switch (before.isWide, after.isWide) {
    case (true, true): return true
    case (true, false): return after == .narrowAlphanumeric || after == .narrowOpening
    case (false, true): return before == .narrowAlphanumeric || before == .narrowClosing
    case (false, false): return false
    }
  }

  private var isWide: Bool { self == .wide || self == .wideOpening || self == .wideClosing }

  /// The class of ASCII and of the non-ASCII punctuation that matters; nil for the rest.
  private static func knownNarrowClass(of value: UInt32) -> LineBreakClass? {
    switch value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return .narrowAlphanumeric
    case 0x28, 0x5B, 0x7B, 0xAB, 0x2018, 0x201C: return .narrowOpening  // ( [ { « ‘ “
    case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0xBB, 0x2019, 0x201D:
      return .narrowClosing  // ! % ) , . : ; ? ] } » ’ ”
    case 0..<0x80: return .narrowOther
    default: return nil
    }
  }

  private static func wideClass(of value: UInt32) -> LineBreakClass {
    switch value {
    case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301D,
      0xFF08, 0xFF3B, 0xFF5B, 0xFF5F:
      // 〈 《 「 『 【 〔 〖 〘 〝 （ ［ ｛ ｟
      return .wideOpening
    case 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017,
      0x3019, 0x301F, 0x303B, 0x309D, 0x309E, 0x30FB, 0x30FC, 0x30FD, 0x30FE,
      0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60:
      // 、 。 々 〉 》 」 』 】 〕 〗 〙 〟 〻 ゝ ゞ ・ ー ヽ ヾ ！ ） ， ． ： ； ？ ］ ｝ ｠
      return .wideClosing
    default:
      return .wide
    }
  }
}
