import SegueRender
import Testing

/// DESIGN.md §1: our own display width, independent of the locale.
@Suite struct TextWidthTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var expected: Int
    var testDescription: String { name }
  }

  static let graphemes: [Case] = [
    Case(name: "ASCII letter", text: "a", expected: 1),
    Case(name: "ASCII space", text: " ", expected: 1),
    Case(name: "kanji 漢", text: "漢", expected: 2),
    Case(name: "kanji 字", text: "字", expected: 2),
    Case(name: "hiragana か", text: "か", expected: 2),
    Case(name: "katakana カ", text: "カ", expected: 2),
    Case(name: "halfwidth katakana ｶ", text: "ｶ", expected: 1),
    Case(name: "Hangul syllable 한", text: "한", expected: 2),
    Case(
      name: "Hangul syllable from conjoining jamo", text: "\u{1100}\u{1161}\u{11A8}", expected: 2),
    Case(name: "ideographic space", text: "\u{3000}", expected: 2),
    Case(name: "CJK Extension B ideograph", text: "\u{20000}", expected: 2),
    Case(name: "fullwidth Ａ", text: "Ａ", expected: 2),
    Case(name: "emoji 😀", text: "😀", expected: 2),
    Case(name: "emoji with skin tone 👍🏽", text: "👍🏽", expected: 2),
    Case(name: "ZWJ family 👩‍👩‍👧", text: "👩\u{200D}👩\u{200D}👧", expected: 2),
    Case(name: "flag 🇫🇷", text: "🇫🇷", expected: 2),
    Case(name: "keycap 1️⃣", text: "1\u{FE0F}\u{20E3}", expected: 2),
    Case(name: "red heart with VS16 ❤️", text: "\u{2764}\u{FE0F}", expected: 2),
    Case(name: "red heart in text presentation ❤", text: "\u{2764}", expected: 1),
    Case(name: "copyright with VS16 ©️", text: "\u{A9}\u{FE0F}", expected: 2),
    Case(name: "VS16 after a letter that is not an emoji", text: "a\u{FE0F}", expected: 1),
    Case(name: "e with combining acute", text: "e\u{301}", expected: 1),
    Case(name: "lone combining acute", text: "\u{301}", expected: 0),
    Case(name: "lone combining kana voiced mark (wide but Mn)", text: "\u{3099}", expected: 0),
    Case(name: "enclosing circle alone", text: "\u{20DD}", expected: 0),
    Case(name: "ZWJ alone", text: "\u{200D}", expected: 0),
    Case(name: "ZWNJ alone", text: "\u{200C}", expected: 0),
    Case(name: "zero width space", text: "\u{200B}", expected: 0),
    Case(name: "right-to-left override", text: "\u{202E}", expected: 0),
    Case(name: "soft hyphen", text: "\u{AD}", expected: 0),
    Case(name: "variation selector alone", text: "\u{FE0F}", expected: 0),
    Case(name: "ESC (drawn as ␛)", text: "\u{1B}", expected: 1),
    Case(name: "NUL (drawn as ␀)", text: "\u{0}", expected: 1),
    Case(name: "tab (drawn as a space)", text: "\t", expected: 1),
    Case(name: "DEL (drawn as ␡)", text: "\u{7F}", expected: 1),
    Case(name: "C1 CSI (drawn as �)", text: "\u{9B}", expected: 1),
    Case(name: "CR LF, one grapheme drawn as ␍␊", text: "\r\n", expected: 2),
    Case(name: "ambiguous ±", text: "±", expected: 1),
    Case(name: "page dot ●", text: "●", expected: 1),
    Case(name: "ellipsis …", text: "…", expected: 1),
    Case(name: "segment marker ‹", text: "‹", expected: 1),
    Case(name: "box drawing ─", text: "─", expected: 1),
    Case(name: "overflow arrow ↓", text: "↓", expected: 1),
    Case(name: "Greek α", text: "α", expected: 1),
  ]

  @Test(arguments: graphemes)
  func graphemeWidth(_ c: Case) {
    #expect(c.text.count == 1, "a case must be one grapheme")
    #expect(TextWidth.width(of: Character(c.text)) == c.expected)
    #expect(TextWidth.width(c.text) == c.expected)
  }

  static let scalars: [(String, Unicode.Scalar, Int)] = [
    ("ASCII", "A", 1), ("kanji", "漢", 2), ("emoji presentation", "\u{1F600}", 2),
    ("regional indicator", "\u{1F1EB}", 2), ("heart, text presentation", "\u{2764}", 1),
    ("ZWJ", "\u{200D}", 0), ("VS16", "\u{FE0F}", 0), ("combining acute", "\u{301}", 0),
    ("ESC", "\u{1B}", 1), ("C1", "\u{85}", 1), ("fullwidth Ａ", "\u{FF21}", 2),
  ]

  @Test(arguments: scalars)
  func scalarWidth(_ name: String, _ scalar: Unicode.Scalar, _ expected: Int) {
    #expect(TextWidth.width(of: scalar) == expected, "\(name)")
  }

  static let strings: [Case] = [
    Case(name: "empty", text: "", expected: 0),
    Case(name: "ASCII", text: "hello", expected: 5),
    Case(name: "CJK", text: "漢字かな한글", expected: 12),
    Case(name: "mixed", text: "a漢b", expected: 4),
    Case(name: "emoji and text", text: "👩\u{200D}👩\u{200D}👧 family", expected: 9),
    Case(name: "combining marks", text: "cafe\u{301}", expected: 4),
    Case(name: "escape sequence counts every symbol", text: "\u{1B}[31m", expected: 5),
  ]

  @Test(arguments: strings)
  func stringWidth(_ c: Case) {
    #expect(TextWidth.width(c.text) == c.expected)
    #expect(TextWidth.width(c.text[...]) == c.expected, "Substring")
  }

  struct TruncateCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var width: Int
    var ellipsis: String = "…"
    var expected: String
    var testDescription: String { name }
  }

  static let truncations: [TruncateCase] = [
    TruncateCase(name: "fits exactly", text: "hello", width: 5, expected: "hello"),
    TruncateCase(name: "cut with an ellipsis", text: "hello world", width: 8, expected: "hello w…"),
    TruncateCase(name: "width 1 is the ellipsis", text: "hello", width: 1, expected: "…"),
    TruncateCase(name: "width 0 is empty", text: "hello", width: 0, expected: ""),
    TruncateCase(name: "negative width is empty", text: "hello", width: -3, expected: ""),
    TruncateCase(name: "empty text", text: "", width: 3, expected: ""),
    TruncateCase(name: "CJK fits exactly", text: "漢字", width: 4, expected: "漢字"),
    TruncateCase(name: "CJK at an even limit", text: "漢字かな", width: 5, expected: "漢字…"),
    TruncateCase(
      name: "CJK at an odd limit drops the straddling glyph", text: "漢字かな", width: 6,
      expected: "漢字…"),
    TruncateCase(name: "CJK at 3", text: "漢字", width: 3, expected: "漢…"),
    TruncateCase(name: "CJK at 2 leaves only the ellipsis", text: "漢字", width: 2, expected: "…"),
    TruncateCase(name: "emoji", text: "😀😀😀", width: 4, expected: "😀…"),
    TruncateCase(name: "emoji at 5", text: "😀😀😀", width: 5, expected: "😀😀…"),
    TruncateCase(
      name: "ZWJ sequence is never split", text: "👩\u{200D}👩\u{200D}👧👩\u{200D}👩\u{200D}👧", width: 3,
      expected: "👩\u{200D}👩\u{200D}👧…"),
    TruncateCase(
      name: "combining mark stays with its letter", text: "e\u{301}e\u{301}e\u{301}", width: 2,
      expected: "e\u{301}…"),
    TruncateCase(
      name: "custom ellipsis", text: "hello world", width: 8, ellipsis: "...", expected: "hello..."),
    TruncateCase(name: "no ellipsis", text: "hello", width: 3, ellipsis: "", expected: "hel"),
    TruncateCase(
      name: "ellipsis wider than the limit", text: "hello", width: 2, ellipsis: "...",
      expected: ".."),
  ]

  @Test(arguments: truncations)
  func truncate(_ c: TruncateCase) {
    let result = TextWidth.truncate(c.text, toWidth: c.width, ellipsis: c.ellipsis)
    #expect(result == c.expected)
    #expect(TextWidth.width(result) <= max(0, c.width))
  }
}
