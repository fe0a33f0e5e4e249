import SegueRender
import Testing

/// DESIGN.md §4: paragraphs wrap at spaces and between wide glyphs, never inside a grapheme.
@Suite struct WordWrapTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var width: Int
    var expected: [String]
    var testDescription: String { name }
  }

  static let english =
    "Segue draws slides in a terminal: a segment bar for the sections, page dots for the slides, and the content in between, wrapped to fit."

  static let cases: [Case] = [
    Case(
      name: "English at 10", text: english, width: 10,
      expected: [
        "Segue", "draws", "slides in", "a", "terminal:", "a segment", "bar for", "the", "sections,",
        "page dots", "for the", "slides,", "and the", "content in", "between,", "wrapped to",
        "fit.",
      ]),
    Case(
      name: "English at 20", text: english, width: 20,
      expected: [
        "Segue draws slides", "in a terminal: a", "segment bar for the", "sections, page dots",
        "for the slides, and", "the content in", "between, wrapped to", "fit.",
      ]),
    Case(
      name: "English at 40", text: english, width: 40,
      expected: [
        "Segue draws slides in a terminal: a", "segment bar for the sections, page dots",
        "for the slides, and the content in", "between, wrapped to fit.",
      ]),
    Case(name: "fits on one line", text: "short text", width: 40, expected: ["short text"]),
    Case(name: "exact fit", text: "abc def", width: 7, expected: ["abc def"]),
    Case(name: "inner runs of spaces are kept", text: "a  b", width: 10, expected: ["a  b"]),
    Case(
      name: "spaces at a break are consumed", text: "ab     cd", width: 4, expected: ["ab", "cd"]),
    Case(name: "trailing spaces are dropped", text: "ab   ", width: 10, expected: ["ab"]),
    Case(
      name: "leading spaces are kept as indentation", text: "  ab cd", width: 5,
      expected: ["  ab", "cd"]),
    Case(
      name: "leading spaces that leave no room are dropped", text: "      abc", width: 5,
      expected: ["abc"]),
    Case(
      name: "word longer than the line starts its own line and is cut",
      text: "a supercalifragilistic word", width: 8,
      expected: ["a", "supercal", "ifragili", "stic", "word"]),
    Case(
      name: "URL longer than the line", text: "see https://example.com/a/b", width: 10,
      expected: ["see", "https://ex", "ample.com/", "a/b"]),
    Case(
      name: "CJK at 5 (odd): never more than two glyphs", text: "漢字仮名交じり文", width: 5,
      expected: ["漢字", "仮名", "交じ", "り文"]),
    Case(name: "CJK at 7", text: "漢字仮名交じり文", width: 7, expected: ["漢字仮", "名交じ", "り文"]),
    Case(
      name: "Korean with spaces", text: "한국어 문장을 나눕니다", width: 8, expected: ["한국어", "문장을", "나눕니다"]),
    Case(
      name: "Korean word broken between syllables", text: "가나다라마바", width: 5,
      expected: ["가나", "다라", "마바"]),
    Case(
      name: "no line starts with closing punctuation", text: "これは例です。", width: 6,
      expected: ["これは", "例で", "す。"]),
    Case(
      name: "no line ends with opening punctuation", text: "あい「うえ」", width: 6,
      expected: ["あい", "「う", "え」"]),
    Case(
      name: "CJK brackets stay with their text", text: "これは「例」です。", width: 6,
      expected: ["これは", "「例」", "です。"]),
    Case(
      name: "mixed CJK and Latin break at the script boundary", text: "SegueはSwiftで書かれています",
      width: 10,
      expected: ["Segueは", "Swiftで書", "かれていま", "す"]),
    Case(
      name: "Latin brackets stay with their text", text: "漢字(かな)", width: 5,
      expected: ["漢字", "(か", "な)"]),
    Case(
      name: "a comma after CJK stays on its line", text: "漢字,かな", width: 5, expected: ["漢字,", "かな"]),
    Case(name: "emoji break like wide glyphs", text: "ok😀😀😀", width: 4, expected: ["ok😀", "😀😀"]),
    Case(
      name: "zero width space is a break opportunity", text: "long\u{200B}word", width: 6,
      expected: ["long\u{200B}", "word"]),
    Case(
      name: "grapheme clusters are never split", text: "e\u{301}e\u{301}e\u{301}e\u{301}", width: 3,
      expected: ["e\u{301}e\u{301}e\u{301}", "e\u{301}"]),
    Case(name: "newline forces a break", text: "one\ntwo", width: 20, expected: ["one", "two"]),
    Case(name: "blank line", text: "a\n\nb", width: 20, expected: ["a", "", "b"]),
    Case(
      name: "trailing newline ends with an empty line", text: "abc\n", width: 20,
      expected: ["abc", ""]),
    Case(name: "CR LF is a newline", text: "a\r\nb", width: 20, expected: ["a", "b"]),
    Case(
      name: "indentation after a newline is kept", text: "a\n  b", width: 20,
      expected: ["a", "  b"]),
    Case(
      name: "spaces before a newline are dropped", text: "a   \nb", width: 20, expected: ["a", "b"]),
    Case(name: "empty text is one empty line", text: "", width: 10, expected: [""]),
    Case(name: "only spaces is one empty line", text: "    ", width: 2, expected: [""]),
    Case(name: "width 1", text: "ab cd", width: 1, expected: ["a", "b", "c", "d"]),
    Case(
      name: "width 1 with wide glyphs: one glyph a line", text: "漢字a", width: 1,
      expected: ["漢", "字", "a"]),
    Case(name: "width 0 is taken as 1", text: "ab c", width: 0, expected: ["a", "b", "c"]),
    Case(name: "negative width is taken as 1", text: "ab", width: -5, expected: ["a", "b"]),
  ]

  @Test(arguments: cases)
  func wrap(_ c: Case) {
    let lines = WordWrap.wrap(c.text, width: c.width)
    #expect(lines == c.expected)
    #expect(WordWrap.wrap([Span(c.text)], width: c.width).map(\.plainText) == c.expected)
  }

  static let paragraphs: [(String, String)] = [
    ("English", english),
    ("Japanese", "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。"),
    ("Chinese", "终端里的幻灯片工具把每一页画成字符网格，然后交给后端输出。"),
    ("Korean", "터미널에서 발표하는 사람들을 위한 도구입니다. 한글도 잘 나뉘어야 합니다."),
    ("mixed", "Segue は Swift で書かれた端末用のプレゼンツール🎉です。Wide 字符 and emoji 👩‍👩‍👧 mix."),
  ]

  /// No line exceeds the width (a lone glyph wider than it excepted) and nothing but break
  /// spaces is lost, at every width from 1 to 40.
  @Test(arguments: paragraphs)
  func noLineTooWideAndNoGlyphLost(_ name: String, _ text: String) {
    for width in 1...40 {
      let lines = WordWrap.wrap(text, width: width)
      for line in lines {
        let fits = TextWidth.width(line) <= width || line.count == 1
        #expect(fits, "\(name) at \(width): \(line)")
        #expect(
          line.first != " " && line.last != " ", "\(name) at \(width): spaces kept at a break")
      }
      #expect(
        lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(name) at \(width)")
      if !text.contains(" ") {
        #expect(lines.joined() == text, "\(name) at \(width)")
      }
    }
  }

  @Test func stylesArePreservedAcrossBreaks() {
    let bold = Style(attributes: .bold)
    let italic = Style(attributes: .italic)
    let spans = [Span("hello "), Span("bold world", style: bold), Span(" end", style: italic)]
    #expect(
      WordWrap.wrap(spans, width: 11) == [
        [Span("hello "), Span("bold", style: bold)],
        [Span("world", style: bold), Span(" end", style: italic)],
      ])
    #expect(
      WordWrap.wrap(spans, width: 7) == [
        [Span("hello")], [Span("bold", style: bold)], [Span("world", style: bold)],
        [Span("end", style: italic)],
      ])
  }

  @Test func wordAcrossSpansIsOneWord() {
    let bold = Style(attributes: .bold)
    let spans = [Span("un"), Span("believ", style: bold), Span("able ok")]
    #expect(
      WordWrap.wrap(spans, width: 12) == [
        [Span("un"), Span("believ", style: bold), Span("able")], [Span("ok")],
      ])
    #expect(
      WordWrap.wrap(spans, width: 5) == [
        [Span("un"), Span("bel", style: bold)], [Span("iev", style: bold), Span("ab")],
        [Span("le ok")],
      ])
  }

  @Test func adjacentSpansInTheSameStyleAreMerged() {
    #expect(WordWrap.wrap([Span("ab"), Span(""), Span("cd")], width: 10) == [[Span("abcd")]])
  }

  @Test func newlineInsideAStyledSpan() {
    let code = Style(fg: .ansi(2))
    let spans = [Span("run "), Span("make\ntest", style: code), Span(" now")]
    #expect(
      WordWrap.wrap(spans, width: 20) == [
        [Span("run "), Span("make", style: code)], [Span("test", style: code), Span(" now")],
      ])
  }

  @Test func emptyInputIsOneEmptyLine() {
    #expect(WordWrap.wrap([], width: 10) == [[]])
    #expect(WordWrap.wrap([Span("")], width: 10) == [[]])
  }

  @Test func spanArrayWidth() {
    #expect([Span("ab"), Span("漢字", style: Style(attributes: .bold))].width == 6)
    #expect([Span]().width == 0)
  }
}
