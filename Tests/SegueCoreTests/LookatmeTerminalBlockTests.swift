import Foundation
import SegueTestSupport
import Testing

@testable import SegueCore

/// lookatme's `terminal8` and `terminal-ex` blocks read as terminals (`run = .terminal`,
/// `command` split as `shlex.split`), what Segue ignores reported at `file:line:col`.
@Suite struct LookatmeTerminalBlockTests {
  static let header = "---\ndialect: lookatme\n---\n"

  func load(_ body: String) -> DeckLoad { DeckParser.parse(Self.header + body, fileName: "t.md") }

  func codes(_ load: DeckLoad) throws -> [CodeBlock] {
    try #require(load.deck).sections.flatMap(\.slides).flatMap(\.codeBlocks).compactMap {
      if case .code(let code) = $0.kind { return code }
      return nil
    }
  }

  func warnings(_ load: DeckLoad) -> [String] {
    load.warnings.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" }
  }

  @Test func theLanguageGivesTheRowsAndTheBodyTheCommand() throws {
    let code = try #require(try codes(load("```terminal8\nbash -il\n```\n")).first)
    #expect(code.attributes.run == .terminal(columns: nil, rows: 8))
    #expect(code.attributes.command == ["bash", "-il"])
  }

  @Test func theCommandIsSplitAsShlexSplitsIt() throws {
    let body = "```terminal12\nbash -c \"while true ; do sleep 1 ; date ; done\"\n```\n"
    let code = try #require(try codes(load(body)).first)
    #expect(code.attributes.command == ["bash", "-c", "while true ; do sleep 1 ; date ; done"])
  }

  @Test func terminalExReadsCommandAndRows() throws {
    let code = try #require(
      try codes(load("```terminal-ex\ncommand: zsh -l\nrows: 20\n```\n")).first)
    #expect(code.attributes.run == .terminal(columns: nil, rows: 20))
    #expect(code.attributes.command == ["zsh", "-l"])
  }

  @Test func terminalExHasTenRowsByDefault() throws {
    let code = try #require(try codes(load("```terminal-ex\ncommand: htop\n```\n")).first)
    #expect(code.attributes.run == .terminal(columns: nil, rows: 10))
  }

  /// `init_text` and its companions are typed through `expect` by lookatme; Segue says so.
  @Test func theInitKeysAreReportedWhereTheyAre() throws {
    let body =
      "# T\n\n```terminal-ex\ncommand: bash -il\ninit_text: echo hi\ninit_wait: '$> '\n```\n"
    let deck = load(body)
    #expect(try codes(deck).first?.attributes.command == ["bash", "-il"])
    #expect(
      warnings(deck) == [
        "8:1 'init_text' is not supported; the terminal starts its command without it",
        "9:1 'init_wait' is not supported; the terminal starts its command without it",
      ])
  }

  @Test func aBodyWithoutACommandStaysCode() throws {
    let deck = load("# T\n\n```terminal-ex\nrows: 5\n```\n\n```terminal4\n\n```\n")
    for code in try codes(deck) {
      #expect(code.attributes.run == nil)
    }
    #expect(
      warnings(deck) == [
        "7:1 a terminal-ex block needs a 'command:'; it shows as code",
        "11:1 a terminal block names no command",
      ])
  }

  @Test func badRowsAndUnknownKeysAreWarnings() throws {
    let deck = load("# T\n\n```terminal-ex\ncommand: top\nrows: many\ncolour: red\n```\n")
    #expect(try codes(deck).first?.attributes.run == .terminal(columns: nil, rows: 10))
    #expect(
      warnings(deck) == [
        "8:7 'rows' is not a number of rows; the terminal has 10",
        "9:1 unknown key 'colour' in a terminal-ex block (lookatme knows 'command', 'rows', "
          + "'init_text', 'init_wait', 'init_codeblock', 'init_codeblock_lang')",
      ])
  }

  @Test func anUnclosedQuoteStaysCode() throws {
    let deck = load("```terminal8\nbash -c 'date\n```\n")
    #expect(try codes(deck).first?.attributes.run == nil)
    #expect(warnings(deck).first?.contains("a quote is not closed") == true)
  }

  @Test func anotherToolsDeckShowsItAsCode() throws {
    let deck = DeckParser.parse("---\ndialect: segue\n---\n```terminal8\nbash\n```\n")
    #expect(try codes(deck).first?.attributes.run == nil)
  }

  @Test func aTerminalFenceMarksALookatmeDeck() {
    let source = SourceText("# A\n\n```terminal8\nbash -il\n```\n")
    #expect(DialectDetector.detect(source, declared: nil).dialect == .lookatme)
  }

  @Test(.needsCorpus) func lookatmesOwnTerminalExample() throws {
    let url = try #require(TestPaths.corpus).appendingPathComponent(
      "decks/lookatme__terminal_example.md")
    let load = DeckParser.parse(
      SourceText(bytes: [UInt8](try Data(contentsOf: url)), fileName: "t.md"))
    let terminals = try codes(load).filter { $0.attributes.command != nil }
    #expect(
      terminals.map(\.attributes.command) == [
        ["bash", "-il"], ["bash", "-c", "while true ; do sleep 1 ; date ; done"],
      ])
    #expect(terminals.allSatisfy { $0.attributes.run == .terminal(columns: nil, rows: 8) })
  }
}

/// `shlex.split`'s rules, as lookatme splits a terminal's command.
@Suite struct ShellWordsTests {
  @Test(arguments: [
    ("bash -il", ["bash", "-il"]),
    ("  a   b  ", ["a", "b"]),
    ("echo 'a \"b\" c'", ["echo", "a \"b\" c"]),
    ("echo \"a \\\"b\\\" \\$c\"", ["echo", "a \"b\" \\$c"]),
    ("a\\ b c", ["a b", "c"]),
    ("x'y'\"z\" ''", ["xyz", ""]),
  ])
  func splitsAsShlex(_ line: String, _ words: [String]) {
    #expect(ShellWords.split(line) == .success(words))
  }

  @Test func anUnclosedQuoteOrATrailingBackslashIsAProblem() {
    #expect(ShellWords.split("a 'b") == .failure(.unclosedQuote))
    #expect(ShellWords.split("a b\\") == .failure(.trailingBackslash))
  }
}
