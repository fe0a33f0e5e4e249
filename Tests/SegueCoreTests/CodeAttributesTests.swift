import Testing

@testable import SegueCore

/// presenterm's code attributes read from an info string, as named cases; a malformed one is
/// a problem at the character `1️⃣` marks, and its highlight is ignored (never a crash).
@Suite struct CodeAttributesTests {
  /// The info string without its `1️⃣` marker, and the marker's character offset.
  static func marked(_ text: String) -> (String, Int?) {
    guard let marker = text.firstIndex(of: "1️⃣") else { return (text, nil) }
    var plain = text
    plain.remove(at: marker)
    return (plain, text.distance(from: text.startIndex, to: marker))
  }

  struct Valid: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var info: String
    var expected: CodeAttributes
  }

  static let valid: [Valid] = [
    Valid(testDescription: "language only", info: "rust", expected: CodeAttributes()),
    Valid(
      testDescription: "line numbers", info: "rust +line_numbers",
      expected: CodeAttributes(lineNumbers: true)),
    Valid(
      testDescription: "no background", info: "json +no_background",
      expected: CodeAttributes(noBackground: true)),
    Valid(
      testDescription: "static highlight", info: "rust {1,3-5}",
      expected: CodeAttributes(highlights: [.lines([1...1, 3...5])])),
    Valid(
      testDescription: "dynamic highlight", info: "rust {1,3|5-7|all}",
      expected: CodeAttributes(highlights: [.lines([1...1, 3...3]), .lines([5...7]), .all])),
    Valid(
      testDescription: "spaces inside the braces", info: "go { 1 , 2 - 3 | all }",
      expected: CodeAttributes(highlights: [.lines([1...1, 2...3]), .all])),
    Valid(
      testDescription: "everything together", info: "rust +line_numbers {2|4} +no_background",
      expected: CodeAttributes(
        lineNumbers: true, noBackground: true, highlights: [.lines([2...2]), .lines([4...4])])),
    Valid(
      testDescription: "braces right after an attribute", info: "rust +line_numbers{1}",
      expected: CodeAttributes(lineNumbers: true, highlights: [.lines([1...1])])),
    Valid(
      testDescription: "unsupported attributes are kept once each",
      info: "bash +image +validate +image",
      expected: CodeAttributes(unsupported: ["image", "validate"])),
    Valid(
      testDescription: "a rendered diagram, half as wide as the slide",
      info: "mermaid +render +width:50%", expected: rendered(width: 50)),
    Valid(
      testDescription: "a rendered formula at its own width", info: "latex +render",
      expected: rendered(width: nil)),
    Valid(
      testDescription: "pandoc's attributes are not a highlight", info: "{.haskell .numberLines}",
      expected: CodeAttributes()),
    Valid(
      testDescription: "pandoc's key=value braces", info: "python {startFrom=10}",
      expected: CodeAttributes()),
    Valid(
      testDescription: "R Markdown's chunk braces are its language", info: "{r}",
      expected: CodeAttributes()),
    Valid(
      testDescription: "R Markdown's chunk options", info: "{r, echo=FALSE} +line_numbers",
      expected: CodeAttributes(lineNumbers: true)),
    Valid(
      testDescription: "other tools' words are left alone", info: "python title=retry.py",
      expected: CodeAttributes()),
    Valid(
      testDescription: "no language, attributes first", info: "+line_numbers",
      expected: CodeAttributes(lineNumbers: true)),
  ]

  @Test(arguments: valid)
  func reads(_ test: Valid) {
    let (attributes, problems) = CodeAttributes.parse(info: test.info, lines: 1...10)
    #expect(attributes == test.expected)
    #expect(problems == [])
  }

  struct Malformed: Sendable, CustomTestStringConvertible {
    var testDescription: String
    /// The info string, `1️⃣` where the problem is reported.
    var info: String
    var message: String
  }

  static func rendered(width: Int?) -> CodeAttributes {
    var attributes = CodeAttributes()
    attributes.render = true
    attributes.widthPercent = width
    return attributes
  }

  static let ignored = "; the highlight is ignored"
  static let width = "the width is a percentage from 1% to 100%, as '+width:50%'"
  static let malformed: [Malformed] = [
    Malformed(
      testDescription: "a width without its percent sign", info: "dot +render 1️⃣+width:50",
      message: "'+width:50': " + width),
    Malformed(
      testDescription: "a width over the whole slide", info: "dot +render 1️⃣+width:150%",
      message: "'+width:150%': " + width),
    Malformed(
      testDescription: "range without an end", info: "rust {1️⃣1-}",
      message: "line range '1-' has no end" + ignored),
    Malformed(
      testDescription: "range without a start", info: "rust {2,1️⃣-4}",
      message: "line range '-4' has no start" + ignored),
    Malformed(
      testDescription: "empty groups", info: "rust {1️⃣|}",
      message: "an empty highlight group" + ignored),
    Malformed(
      testDescription: "empty braces", info: "rust {1️⃣}",
      message: "an empty highlight group" + ignored),
    Malformed(
      testDescription: "a line beyond the block", info: "rust {1|1️⃣99}",
      message: "line 99 is outside the block's lines (1–10)" + ignored),
    Malformed(
      testDescription: "a range ending beyond the block", info: "rust {1️⃣8-12}",
      message: "line 12 is outside the block's lines (1–10)" + ignored),
    Malformed(
      testDescription: "not a number", info: "rust {1️⃣a}",
      message: "'a' is not a line number or range" + ignored),
    Malformed(
      testDescription: "a backwards range", info: "rust {1,1️⃣3-1}",
      message: "line range '3-1' goes backwards" + ignored),
    Malformed(
      testDescription: "line zero", info: "rust {1️⃣0}", message: "line numbers start at 1" + ignored),
    Malformed(
      testDescription: "an empty item", info: "rust {1,1️⃣}",
      message: "an empty line number" + ignored),
    Malformed(
      testDescription: "unclosed braces", info: "rust 1️⃣{1,2", message: "'{' is not closed" + ignored
    ),
    Malformed(
      testDescription: "a second highlight", info: "rust {1} 1️⃣{2}",
      message: "a second highlight '{…}' is ignored"),
    Malformed(
      testDescription: "a misspelt attribute", info: "rust 1️⃣+line_number",
      message: "unknown code attribute '+line_number' (did you mean '+line_numbers'?)"),
    Malformed(
      testDescription: "an unknown attribute", info: "rust 1️⃣+sparkles",
      message: "unknown code attribute '+sparkles'"),
    Malformed(
      testDescription: "wide characters before the problem", info: "日本語 {1️⃣x}",
      message: "'x' is not a line number or range" + ignored),
  ]

  @Test(arguments: malformed)
  func reportsWhereItIsWrong(_ test: Malformed) throws {
    let (info, offset) = Self.marked(test.info)
    let (attributes, problems) = CodeAttributes.parse(info: info, lines: 1...10)
    #expect(problems == [CodeAttributes.Problem(test.message, at: try #require(offset))])
    #expect(attributes.highlights.count <= 1, "a malformed highlight adds no steps")
  }

  @Test(arguments: [
    ("+line_numbers", ""), ("+exec", ""), ("{r}", "r"), ("{.haskell}", "haskell"),
    ("rust {1}", "rust"),
  ])
  func anInfoStringThatStartsWithAnAttributeNamesNoLanguage(info: String, language: String) {
    #expect(CodeBlock(info: info, text: "", isFenced: true).language == language)
  }

  /// A malformed highlight is ignored as a whole: every line shows as usual.
  @Test func aMalformedHighlightShowsEveryLine() {
    #expect(CodeAttributes.parse(info: "rust {1|x|3}").0.highlights == [])
  }

  /// Without the block's lines (a `file` block before its file is read) no range is checked.
  @Test func rangesAreCheckedOnlyWhenTheLinesAreKnown() {
    #expect(CodeAttributes.parse(info: "file {40-50}").1 == [])
  }

  @Test(
    arguments: [
      ("rust", "# "), ("rs", "# "), ("python", "/// "), ("go", "/// "), ("c++", "/// "),
      ("TypeScript", "/// "), ("bash", "/// "),
    ])
  func hiddenLinePrefixes(language: String, prefix: String) {
    #expect(CodeAttributes.hiddenLinePrefix(language: language) == prefix)
  }

  @Test(arguments: ["swift", "haskell", "json", "", "yaml"])
  func languagesWithoutHiddenLines(language: String) {
    #expect(CodeAttributes.hiddenLinePrefix(language: language) == nil)
  }

  /// Whatever the info string, parsing ends, and every problem points inside it.
  @Test func anyInfoStringParsesWithProblemsInsideIt() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("{}|,-019a +_:.=#日")
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...16, using: &generator)
      let info = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      let (attributes, problems) = CodeAttributes.parse(info: "rust " + info, lines: 1...9)
      for problem in problems {
        #expect((0...(info.count + 5)).contains(problem.offset), "\(info): \(problem)")
      }
      for case .lines(let ranges) in attributes.highlights {
        #expect(ranges.allSatisfy { 1 <= $0.lowerBound && $0.upperBound <= 9 }, "\(info)")
      }
    }
  }
}

/// The attributes that run a block (issue 29), read into `run` and its companions.
@Suite struct RunningAttributeTests {
  @Test(arguments: [
    ("bash +exec", RunMode.byKey, nil as String?),
    ("rust +exec:rust-script", .byKey, "rust-script"),
    ("bash +exec_replace", .replace, nil),
    ("python +auto_exec", .auto, nil),
    ("bash +pty", .terminal(columns: nil, rows: nil), nil),
    ("bash +pty:80:20", .terminal(columns: 80, rows: 20), nil),
  ])
  func runMode(info: String, mode: RunMode, executor: String?) {
    let (attributes, problems) = CodeAttributes.parse(info: info)
    #expect(problems.isEmpty)
    #expect(attributes.run == mode)
    #expect(attributes.executor == executor)
  }

  @Test func idExpectAndAcquire() {
    let (attributes, _) = CodeAttributes.parse(
      info: "bash +exec +id:demo +expect:failure +acquire_terminal")
    #expect(attributes.id == "demo")
    #expect(attributes.expectsFailure)
    #expect(attributes.acquiresTerminal)
    #expect(CodeAttributes.parse(info: "bash +line_numbers").0.run == nil)
  }
}

/// `<!-- snippet_output: name -->` is a directive of Segue's own: a placeholder block.
@Suite struct SnippetOutputDirectiveTests {
  @Test func itLeavesAPlaceholderBlockAndNoWarning() throws {
    let result = DeckParser.parse(
      "```bash +exec +id:demo\nls\n```\n\n<!-- snippet_output: demo -->\n", fileName: "d.md")
    let deck = try #require(result.deck)
    #expect(TreeDump.render(deck).contains("snippet_output demo @5"))
    #expect(deck.sections[0].slides[0].snippetOutputs == ["demo"])
    #expect(!result.diagnostics.contains { $0.message.contains("snippet_output") })
  }

  @Test func withoutANameItIsAnError() throws {
    let result = DeckParser.parse("text\n\n<!-- snippet_output: -->\n", fileName: "d.md")
    #expect(result.diagnostics.contains { $0.message.contains("'snippet_output' must name") })
  }
}
