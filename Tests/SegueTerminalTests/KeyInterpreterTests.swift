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
      name: "12G shows section 1, then goes to slide 12",
      keys: [.character("1"), .character("2"), .character("G")],
      commands: [.selectSection(1), .goToSlide(12)]),
    Case(
      name: "a digit selects its section at once, then another key acts",
      keys: [.character("3"), .right], commands: [.selectSection(3), .next]),
    Case(
      name: "a second digit extends the count and selects nothing",
      keys: [.character("4"), .character("2"), .right], commands: [.selectSection(4), .next]),
    Case(
      name: "0 alone selects nothing, 0G goes to slide 0 (the pager says there is none)",
      keys: [.character("0"), .character("G")], commands: [.goToSlide(0)]),
    Case(
      name: "another key ends the count: 1 l 2 G is section 1, next, section 2, last",
      keys: [.character("1"), .character("l"), .character("2"), .character("G")],
      commands: [.selectSection(1), .next, .selectSection(2), .goToSlide(2)]),
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

  @Test func aCountIsForgottenAtItsTimeout() {
    var interpreter = KeyInterpreter()
    #expect(interpreter.interpret(.character("2")) == [.selectSection(2)])
    #expect(interpreter.isWaiting)
    interpreter.timeout()
    #expect(!interpreter.isWaiting)
    // After the timeout a digit starts a new count (and selects its section again).
    #expect(interpreter.interpret(.character("3")) == [.selectSection(3)])
    #expect(interpreter.interpret(.character("G")) == [.goToSlide(3)])
    #expect(interpreter.interpret(.character("g")) == [])
    interpreter.timeout()
    #expect(interpreter.interpret(.character("g")) == [])
    #expect(interpreter.interpret(.character("g")) == [.first])
  }

  @Test func theHelpUsesNOnlyForNotes() {
    let lines = KeyInterpreter.helpLines.filter { $0.keys.contains("N") || $0.action.contains("N") }
    #expect(lines.map(\.action) == ["the slide's speaker notes"])
  }

  @Test func everyBindingIsInTheHelp() {
    let help = KeyInterpreter.helpLines.map(\.keys).joined(separator: " ")
    for word in [
      "→", "←", "Tab", "Shift-Tab", "1 … 9", "g g", "G", ":n", "o", "N", "r", "?", "q", "mouse",
    ] {
      #expect(help.contains(word), "\(word) missing from help")
    }
  }
}
