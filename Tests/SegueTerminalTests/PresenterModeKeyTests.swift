import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// Each overlay's keys as the presenter performs them: the table decides which key does what
/// (`KeyTableTests`), these check what the action then does to the screen and the position.
@Suite struct PresenterModeKeyTests {
  static let long = "# S\n\n" + (1...14).map { "## P\($0)\n\nx\n\n" }.joined()

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var keys: [String]
    var page: Int
    var shows: String?
    var hides: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "o then q closes the overview where it was", keys: ["l", "o", "q"], page: 1,
      shows: nil, hides: "Overview"),
    Case(
      name: "o, PgDn, Enter goes ten slides on", keys: ["o", "\u{1B}[6~", "\r"], page: 10,
      shows: nil, hides: "Overview"),
    Case(
      name: "o, j, k, Tab, Enter goes one on", keys: ["o", "j", "k", "\t", "\r"], page: 1,
      shows: nil, hides: "Overview"),
    Case(
      name: "the prompt takes digits, / and Space, not letters", keys: [":", "1a2"],
      page: 0, shows: ":12▏", hides: nil),
    Case(
      name: "Backspace erases, then closes the empty prompt", keys: [":", "3", "\u{7F}", "\u{7F}"],
      page: 0, shows: nil, hides: "▏"),
    Case(
      name: "Ctrl-C closes the prompt and does not quit", keys: [":", "5", "\u{03}", "l"],
      page: 1, shows: nil, hides: ":5"),
    Case(
      name: "the help ignores paging keys and q closes it", keys: ["?", "l", "G", "q"],
      page: 0, shows: nil, hides: "select section n"),
    Case(
      name: "under the notes a count still goes to its slide", keys: ["N", "1", "2", "G"],
      page: 11, shows: "Notes", hides: nil),
  ]

  @Test(arguments: cases)
  func keysInAMode(_ c: Case) {
    var p = PresenterSession(Self.long, size: Size(width: 60, height: 20))
    for key in c.keys { p.type(key) }
    #expect(p.position.page == c.page)
    #expect(!p.quit)
    if let shows = c.shows { #expect(p.text.contains(shows), "\(p.text)") }
    if let hides = c.hides { #expect(!p.text.contains(hides), "\(p.text)") }
  }

  @Test func escapeClearsABannerThatWaitsForAGoodReload() {
    var p = PresenterSession(Self.long)
    p.state.overlays.banner = PresenterState.Banner(text: "deck.md:1:1: broken", clearsOnKey: false)
    p.type("l")
    #expect(p.text.contains("broken"))
    p.type("\u{1B}")
    p.send(.timer, at: p.now + TerminalScreen.escapeDelayMilliseconds)
    #expect(!p.text.contains("broken"))
  }

  /// A section digit past the last section says how many there are, until the next key; a
  /// count typed on after it still goes to its slide.
  @Test(arguments: [
    ("# A\n\nx\n", "there is only 1 section"),
    ("# A\n\n## a\n\nx\n\n# B\n\n## b\n\ny\n\n# C\n\n## c\n\nz\n", "there are only 3 sections"),
  ])
  func aSectionDigitPastTheLastSaysSo(markdown: String, message: String) {
    var p = PresenterSession(markdown)
    p.type("5")
    #expect(p.text.contains(message), "\(p.text)")
    #expect(p.position == .start)
    p.type("l")
    #expect(!p.text.contains(message))
    var q = PresenterSession(Self.long)
    q.type("2")
    #expect(q.text.contains("there is only 1 section"))
    q.type("G")
    #expect(!q.text.contains("only"))
    #expect(q.position.page == 1)
  }
}
