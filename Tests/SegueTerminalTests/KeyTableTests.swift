import Testing

@testable import SegueTerminal

/// The standard key table through `KeyReader`: one named case per binding of every mode
/// (DESIGN.md §5), sequences, counts and unbound keys.
@Suite struct KeyTableTests {
  /// An action and the count it carries, as a case expects it.
  struct Asked: Equatable, CustomStringConvertible {
    var action: Action
    var count: Int?
    init(_ action: Action, _ count: Int? = nil) {
      self.action = action
      self.count = count
    }
    var description: String { "\(action)" + (count.map { "(\($0))" } ?? "") }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var mode: KeyMode
    var keys: [Key]
    var asked: [Asked]
    var testDescription: String { "\(mode): \(name)" }
  }

  static func chars(_ text: String) -> [Key] { text.map { .character($0) } }
  static func times(_ action: Action, _ n: Int) -> [Asked] {
    Array(repeating: Asked(action), count: n)
  }

  static let slides: [Case] = [
    Case(
      name: "→ l Space n PgDn Enter are next", mode: .slides,
      keys: [.right, .character("l"), .character(" "), .character("n"), .pageDown, .enter],
      asked: times(.next, 6)),
    Case(
      name: "← h Backspace p PgUp are previous", mode: .slides,
      keys: [.left, .character("h"), .backspace, .character("p"), .pageUp],
      asked: times(.previous, 5)),
    Case(
      name: "Tab ] ↓ j are next section", mode: .slides,
      keys: [.tab, .character("]"), .down, .character("j")], asked: times(.nextSection, 4)),
    Case(
      name: "Shift-Tab [ ↑ k are previous section", mode: .slides,
      keys: [.backTab, .character("["), .up, .character("k")], asked: times(.previousSection, 4)),
    Case(
      name: "g g and Home are first", mode: .slides, keys: chars("gg") + [.home],
      asked: times(.first, 2)),
    Case(
      name: "g g g is first, then a g waits", mode: .slides, keys: chars("ggg"),
      asked: [Asked(.first)]),
    Case(
      name: "G and End are last", mode: .slides, keys: chars("G") + [.end], asked: times(.last, 2)),
    Case(
      name: "12G shows section 1, then goes to slide 12", mode: .slides, keys: chars("12G"),
      asked: [Asked(.selectSection, 1), Asked(.goToSlide, 12)]),
    Case(
      name: "a digit selects its section at once, then another key acts", mode: .slides,
      keys: chars("3") + [.right], asked: [Asked(.selectSection, 3), Asked(.next)]),
    Case(
      name: "a second digit extends the count and selects nothing", mode: .slides,
      keys: chars("42") + [.right], asked: [Asked(.selectSection, 4), Asked(.next)]),
    Case(
      name: "0 alone selects nothing, 0G goes to slide 0 (the pager says there is none)",
      mode: .slides, keys: chars("0G"), asked: [Asked(.goToSlide, 0)]),
    Case(
      name: "another key ends the count: 1 l 2 G is section 1, next, section 2, slide 2",
      mode: .slides, keys: chars("1l2G"),
      asked: [
        Asked(.selectSection, 1), Asked(.next), Asked(.selectSection, 2), Asked(.goToSlide, 2),
      ]),
    Case(
      name: "a count is capped", mode: .slides, keys: chars("1234567G"),
      asked: [Asked(.selectSection, 1), Asked(.goToSlide, 99_999)]),
    Case(
      name: "g then another key drops the g", mode: .slides, keys: chars("g") + [.right],
      asked: [Asked(.next)]),
    Case(
      name: "g then a digit drops the g and selects the section", mode: .slides, keys: chars("g2G"),
      asked: [Asked(.selectSection, 2), Asked(.goToSlide, 2)]),
    Case(
      name: "a count then g g drops the count", mode: .slides, keys: chars("5gg"),
      asked: [Asked(.selectSection, 5), Asked(.first)]),
    Case(
      name: ": o N ? Esc", mode: .slides, keys: chars(":oN?") + [.escape],
      asked: [Asked(.openPrompt), Asked(.overview), Asked(.notes), Asked(.help), Asked(.close)]),
    Case(
      name: "r Ctrl-R reload", mode: .slides, keys: [.character("r"), .control("r")],
      asked: times(.reload, 2)),
    Case(
      name: "q and Ctrl-C quit", mode: .slides, keys: [.character("q"), .control("c")],
      asked: times(.quit, 2)),
    Case(
      name: "unbound keys do nothing", mode: .slides,
      keys: [.character("x"), .function(5), .delete],
      asked: []),
  ]

  static let overlays: [Case] = [
    Case(
      name: "N and Esc close; the slides' keys page under the notes", mode: .notes,
      keys: chars("N") + [.escape, .right] + chars("12G"),
      asked: [
        Asked(.close), Asked(.close), Asked(.next), Asked(.selectSection, 1),
        Asked(.goToSlide, 12),
      ]),
    Case(
      name: "Esc ? q close; other keys do nothing", mode: .help,
      keys: [.escape] + chars("?q") + [.right] + chars("1G"), asked: times(.close, 3)),
    Case(
      name: "↓ j Tab, ↑ k Shift-Tab, PgDn PgUp, Enter, Esc o q", mode: .overview,
      keys: [
        .down, .character("j"), .tab, .up, .character("k"), .backTab, .pageDown, .pageUp, .enter,
      ]
        + [.escape] + chars("oq"),
      asked: times(.selectNext, 3) + times(.selectPrevious, 3) + [
        Asked(.selectNextPage), Asked(.selectPreviousPage), Asked(.jump),
      ] + times(.close, 3)),
    Case(
      name: "the overview does not count", mode: .overview, keys: chars("2G"), asked: []),
    Case(
      name: "digits, / and Space are typed; Backspace, Enter, Esc, Ctrl-C", mode: .prompt,
      keys: chars("12/3 ") + [.backspace, .enter, .escape, .control("c")],
      asked: times(.type, 5) + [Asked(.erase), Asked(.submit), Asked(.close), Asked(.close)]),
    Case(
      name: "letters are not typed and G does not count", mode: .prompt, keys: chars("aGq:"),
      asked: []),
  ]

  static let viewers: [Case] = [
    Case(
      name: "moves, counts and g g as the presenter's", mode: .speaker,
      keys: [.right, .left, .tab, .backTab] + chars("3gg") + [.end] + chars("12G"),
      asked: [
        Asked(.next), Asked(.previous), Asked(.nextSection), Asked(.previousSection),
        Asked(.selectSection, 3), Asked(.first), Asked(.last), Asked(.selectSection, 1),
        Asked(.goToSlide, 12),
      ]),
    Case(
      name: "J K t q Ctrl-C", mode: .speaker, keys: chars("JKtq") + [.control("c")],
      asked: [
        Asked(.scrollNotesDown), Asked(.scrollNotesUp), Asked(.restartTimer), Asked(.quit),
        Asked(.quit),
      ]),
    Case(
      name: "the presenter's overlays are not the speaker view's", mode: .speaker,
      keys: chars(":o?Nr") + [.escape], asked: []),
    Case(
      name: "the follower quits and ignores the rest", mode: .follow,
      keys: [.right] + chars("2Gggt:q") + [.control("c")], asked: times(.quit, 2)),
  ]

  @Test(arguments: slides + overlays + viewers)
  func bindings(_ c: Case) {
    var reader = KeyReader()
    let asked = c.keys.compactMap { reader.command(for: $0, in: c.mode, at: 0) }
    #expect(asked.map { Asked($0.action, $0.count) } == c.asked)
  }

  @Test func aCountAndAGAreForgottenAtTheirDeadline() {
    var reader = KeyReader()
    let timeout = KeyReader.sequenceTimeoutMilliseconds
    #expect(reader.command(for: .character("2"), in: .slides, at: 0)?.count == 2)
    #expect(reader.deadline == timeout)
    // A key just before the deadline still extends the count, and moves the deadline on.
    #expect(reader.command(for: .character("0"), in: .slides, at: timeout - 1) == nil)
    #expect(reader.deadline == 2 * timeout - 1)
    #expect(reader.due(at: 2 * timeout - 2) == [])
    #expect(reader.isWaiting)
    #expect(reader.command(for: .character("G"), in: .slides, at: 2 * timeout - 2)?.count == 20)
    #expect(!reader.isWaiting)
    #expect(reader.deadline == nil)
    // Past its deadline the count is gone: G is the last slide, and a digit selects again.
    _ = reader.command(for: .character("3"), in: .slides, at: 5000)
    #expect(reader.due(at: 5000 + timeout) == [])
    #expect(!reader.isWaiting)
    #expect(reader.command(for: .character("G"), in: .slides, at: 7000)?.action == .last)
    _ = reader.command(for: .character("g"), in: .slides, at: 8000)
    _ = reader.due(at: 8000 + timeout)
    #expect(reader.command(for: .character("g"), in: .slides, at: 9500) == nil)
    #expect(reader.command(for: .character("g"), in: .slides, at: 9600)?.action == .first)
  }

  @Test func aLoneEscapeWaitsForTheEscapeDelay() {
    var reader = KeyReader()
    #expect(reader.read([0x1B], at: 100) == [])
    #expect(reader.deadline == 100 + TerminalScreen.escapeDelayMilliseconds)
    #expect(reader.due(at: 100 + TerminalScreen.escapeDelayMilliseconds - 1) == [])
    #expect(reader.due(at: 100 + TerminalScreen.escapeDelayMilliseconds) == [.key(.escape)])
    #expect(reader.deadline == nil)
    // An arrow's bytes in one read are one key, with nothing left to wait for.
    #expect(reader.read(Array("\u{1B}[C".utf8), at: 200) == [.key(.right)])
    #expect(reader.deadline == nil)
  }

  @Test func everyActionIsBoundSomewhereAndEveryModeHasKeys() {
    let table = KeyTable.standard
    let bound = Set(KeyMode.allCases.flatMap { table[$0].map(\.action) })
    #expect(bound == Set(Action.allCases))
    for mode in KeyMode.allCases { #expect(!table[mode].isEmpty, "\(mode)") }
  }

  @Test func noKeyIsBoundTwiceInAMode() {
    for mode in KeyMode.allCases {
      let triggers = KeyTable.standard[mode].flatMap(\.triggers)
      #expect(Set(triggers).count == triggers.count, "\(mode)")
    }
  }

  @Test func theHelpUsesNOnlyForNotes() {
    let lines = KeyTable.standard.helpLines.filter { $0.keys.contains("N") }
    #expect(lines.map(\.action) == [Action.notes.help])
  }
}
