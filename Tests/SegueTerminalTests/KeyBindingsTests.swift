import SegueCore
import Testing

@testable import SegueTerminal

/// A config file's `keys:` over the standard table: the spelling of keys, remaps in every
/// mode or one, and every problem at its place.
@Suite struct KeyBindingsTests {
  /// The table `yaml` (a config file's `keys:` value) makes, and its problems as
  /// `line:col: message`.
  static func read(_ yaml: String) -> (KeyTable, [String]) {
    let source = SourceText(yaml, fileName: "config.yaml")
    let root = (try? YAMLReader.parse(yaml)) ?? nil
    var reader = KeyBindingsReader(file: source)
    let table = root.map { reader.read($0, over: .standard) } ?? .standard
    let problems = reader.diagnostics.map {
      "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)"
    }
    return (table, problems)
  }

  static func keys(_ table: KeyTable, _ mode: KeyMode, _ action: Action) -> String? {
    table[mode].first { $0.action == action }?.keysLabel
  }

  struct Spelling: Sendable, CustomTestStringConvertible {
    var text: String
    var trigger: Trigger
    var testDescription: String { text }
  }

  static let spellings: [Spelling] = [
    Spelling(text: "l", trigger: .keys([.character("l")])),
    Spelling(text: "<right>", trigger: .keys([.right])),
    Spelling(text: "<page_down>", trigger: .keys([.pageDown])),
    Spelling(text: "<c-f>", trigger: .keys([.control("f")])),
    Spelling(text: "<C-F>", trigger: .keys([.control("f")])),
    Spelling(text: "<c-h>", trigger: .keys([.backspace])),
    Spelling(text: "<f5>", trigger: .keys([.function(5)])),
    Spelling(text: " ", trigger: .keys([.character(" ")])),
    Spelling(text: "<space>", trigger: .keys([.character(" ")])),
    Spelling(text: "gg", trigger: .keys([.character("g"), .character("g")])),
    Spelling(text: "<c-x><c-s>", trigger: .keys([.control("x"), .control("s")])),
    Spelling(text: "<number>G", trigger: .counted([.character("G")])),
    Spelling(text: "<digit>", trigger: .digit),
    Spelling(text: "<", trigger: .keys([.character("<")])),
    Spelling(text: "<lt>", trigger: .keys([.character("<")])),
  ]

  @Test(arguments: spellings) func spelling(_ c: Spelling) {
    #expect(KeySpelling.trigger(c.text) == .success(c.trigger))
  }

  @Test func everyDefaultTriggerIsSpelledBackToItself() {
    for mode in KeyMode.allCases {
      for binding in KeyTable.standard[mode] where binding.action != .type {
        for trigger in binding.triggers {
          let spelled = KeySpelling.spelled(trigger)
          #expect(spelled.map { try? KeySpelling.trigger($0).get() } == [trigger])
        }
      }
    }
  }

  @Test func theStandardTableHasNoConflicts() {
    #expect(KeyTable.standard.conflicts.isEmpty)
  }

  @Test func anActionNamedAloneIsRemappedInEveryModeThatHasIt() {
    let (table, problems) = Self.read("next: [x, <space>, <c-f>]")
    #expect(problems == [])
    for mode in [KeyMode.slides, .notes, .speaker] {
      #expect(Self.keys(table, mode, .next) == "x Space Ctrl-F")
    }
    #expect(Self.keys(table, .slides, .previous) == KeyTable.standard[.slides][1].keysLabel)
  }

  @Test func aModeSectionRemapsThatModeOnly() {
    let (table, problems) = Self.read("modes: {overview: {close: [x]}}")
    #expect(problems == [])
    #expect(Self.keys(table, .overview, .close) == "x")
    #expect(Self.keys(table, .slides, .close) == "Esc")
  }

  @Test func aSequenceAndOneKeyAreAccepted() {
    let (table, problems) = Self.read("quit: qq\nfirst: [<home>, <c-a>]")
    #expect(problems == [])
    #expect(Self.keys(table, .slides, .quit) == "qq")
    #expect(Self.keys(table, .slides, .first) == "Home Ctrl-A")
  }

  @Test func thePromptTypesTheCharactersGiven() {
    let (table, problems) = Self.read("modes: {prompt: {type: [\"1\", \"2\", /]}}")
    #expect(problems == [])
    #expect(table[.prompt].first { $0.action == .type }?.triggers == [.character(in: "12/")])
  }

  struct Problem: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var message: String
    var testDescription: String { name }
  }

  static let problems: [Problem] = [
    Problem(
      name: "unknown action", yaml: "nxt: [l]",
      message: "1:1: unknown action 'nxt' (did you mean 'next'?); actions: next, previous"),
    Problem(
      name: "unknown key name", yaml: "next: [<rigth>]",
      message: "1:8: unknown key '<rigth>' (did you mean 'right'?)"),
    Problem(
      name: "unknown mode", yaml: "modes: {overveiw: {close: [q]}}",
      message: "1:9: unknown mode 'overveiw' (did you mean 'overview'?)"),
    Problem(
      name: "action not in the mode", yaml: "modes: {help: {next: [l]}}",
      message: "1:16: 'help' has no 'next'; its actions: close"),
    Problem(
      name: "two actions on one key", yaml: "next: [q]",
      message:
        "1:8: 'next' (q) conflicts with 'quit' (q) in slides mode: the same keys (quit's default keys)"
    ),
    Problem(
      name: "two remapped actions on one key", yaml: "next: [x]\nprevious: [x]",
      message:
        "2:12: 'previous' (x) conflicts with 'next' (x) in slides mode: the same keys (at 1:8)"
    ),
    Problem(
      name: "a prefix of a sequence", yaml: "first: [g]\nlast: [gx]",
      message:
        "2:8: 'last' (gx) conflicts with 'first' (g) in slides mode: 'g' begins 'gx' (at 1:9)"
    ),
    Problem(
      name: "an action against itself", yaml: "next: [x, xy]",
      message:
        "1:11: 'next' (xy) conflicts with itself (x) in slides mode: 'x' begins 'xy' (at 1:8)"),
    Problem(
      name: "a digit where digits count", yaml: "next: [\"5\"]",
      message: "1:8: 'next' (5) conflicts with 'select_section' (1…9) in slides mode: digits make"),
    Problem(
      name: "not a list of keys", yaml: "next: {a: b}",
      message: "1:7: 'next' takes a key or a list of keys"),
    Problem(
      name: "type takes characters", yaml: "modes: {prompt: {type: [<right>]}}",
      message: "1:25: 'type' takes single characters"),
  ]

  @Test(arguments: problems) func problemsArePlaced(_ c: Problem) {
    let (_, problems) = Self.read(c.yaml)
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix(c.message) == true, "\(problems)")
  }

  @Test func aRemappedKeyMovesThroughTheReader() {
    let (table, _) = Self.read("next: [x]")
    var reader = KeyReader(table: table)
    #expect(reader.command(for: .character("x"), in: .slides, at: 0)?.action == .next)
    #expect(reader.command(for: .right, in: .slides, at: 0) == nil)
    #expect(table.helpLines.first?.keys == "x")
  }
}
