import Testing

@testable import SegueTerminal

/// DESIGN.md §5's key table, one named case per binding.
@Suite struct KeyInterpreterTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var keys: [Key]
    var commands: [PresenterCommand]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "→ l Space n PgDn Enter are next",
      keys: [.right, .character("l"), .character(" "), .character("n"), .pageDown, .enter],
      commands: Array(repeating: .next, count: 6)),
    Case(
      name: "← h Backspace p PgUp are previous",
      keys: [.left, .character("h"), .backspace, .character("p"), .pageUp],
      commands: Array(repeating: .previous, count: 5)),
    Case(
      name: "Tab ] ↓ j are next section", keys: [.tab, .character("]"), .down, .character("j")],
      commands: Array(repeating: .nextSection, count: 4)),
    Case(
      name: "Shift-Tab [ ↑ k are previous section",
      keys: [.backTab, .character("["), .up, .character("k")],
      commands: Array(repeating: .previousSection, count: 4)),
    Case(
      name: "g g and Home are first", keys: [.character("g"), .character("g"), .home],
      commands: [.first, .first]),
    Case(name: "G and End are last", keys: [.character("G"), .end], commands: [.last, .last]),
    Case(
      name: "12G goes to slide 12", keys: [.character("1"), .character("2"), .character("G")],
      commands: [.goToSlide(12)]),
    Case(
      name: "a digit then another key selects the section first", keys: [.character("3"), .right],
      commands: [.selectSection(3), .next]),
    Case(
      name: "two digits then another key select nothing",
      keys: [.character("4"), .character("2"), .right], commands: [.next]),
    Case(
      name: "g then another key drops the g", keys: [.character("g"), .right], commands: [.next]),
    Case(name: ": opens the prompt", keys: [.character(":")], commands: [.openPrompt]),
    Case(
      name: "? o r Ctrl-R",
      keys: [.character("?"), .character("o"), .character("r"), .control("r")],
      commands: [.help, .overview, .reload, .reload]),
    Case(
      name: "q and Ctrl-C quit", keys: [.character("q"), .control("c")], commands: [.quit, .quit]),
    Case(
      name: "unbound keys do nothing", keys: [.character("x"), .function(5), .delete], commands: []),
  ]

  @Test(arguments: cases)
  func bindings(_ c: Case) {
    var interpreter = KeyInterpreter()
    #expect(c.keys.flatMap { interpreter.interpret($0) } == c.commands)
  }

  @Test func aLoneDigitWaitsThenSelectsItsSection() {
    var interpreter = KeyInterpreter()
    #expect(interpreter.interpret(.character("2")) == [])
    #expect(interpreter.isWaiting)
    #expect(interpreter.timeout() == [.selectSection(2)])
    #expect(!interpreter.isWaiting)
    #expect(interpreter.timeout() == [])
  }

  @Test func everyBindingIsInTheHelp() {
    let help = KeyInterpreter.helpLines.map(\.keys).joined(separator: " ")
    for word in [
      "→", "←", "Tab", "Shift-Tab", "1 … 9", "g g", "G", ":N", "o", "r", "?", "q", "mouse",
    ] {
      #expect(help.contains(word), "\(word) missing from help")
    }
  }
}
