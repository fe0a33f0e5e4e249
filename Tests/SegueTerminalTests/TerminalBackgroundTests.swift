import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// The terminal's answer about its background (OSC 11) picks the light or dark theme when
/// nothing else chose one.
@Suite struct TerminalBackgroundTests {
  struct ReplyCase: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: String
    var events: [InputEvent]
    var testDescription: String { name }
  }

  static let replies: [ReplyCase] = [
    ReplyCase(
      name: "four hex digits, ended by ST", bytes: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\",
      events: [.terminalBackground(red: 255, green: 255, blue: 255)]),
    ReplyCase(
      name: "two hex digits, ended by BEL", bytes: "\u{1B}]11;rgb:1e/1e/2e\u{07}",
      events: [.terminalBackground(red: 0x1E, green: 0x1E, blue: 0x2E)]),
    ReplyCase(
      name: "one digit per channel scales to 8 bits", bytes: "\u{1B}]11;rgb:f/8/0\u{07}",
      events: [.terminalBackground(red: 255, green: 136, blue: 0)]),
    ReplyCase(
      name: "a key right after the reply is still a key", bytes: "\u{1B}]11;rgb:0/0/0\u{07}l",
      events: [.terminalBackground(red: 0, green: 0, blue: 0), .key(.character("l"))]),
    ReplyCase(
      name: "another OSC is ignored", bytes: "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}q",
      events: [.key(.character("q"))]),
    ReplyCase(
      name: "a malformed colour is ignored", bytes: "\u{1B}]11;rgb:zz/00/00\u{07}q",
      events: [.key(.character("q"))]),
    ReplyCase(
      name: "a signed channel is ignored (it crashed the decoder)",
      bytes: "\u{1B}]11;rgb:ffff/8079/-e\u{1B}\\q", events: [.key(.character("q"))]),
    ReplyCase(
      name: "a plus sign is not a hex digit", bytes: "\u{1B}]11;rgb:+f/00/00\u{07}q",
      events: [.key(.character("q"))]),
    ReplyCase(
      name: "an empty channel is not skipped", bytes: "\u{1B}]11;rgb:ffff//8079/0000\u{07}q",
      events: [.key(.character("q"))]),
    ReplyCase(
      name: "an overlong OSC is dropped whole, and what follows its end is read",
      bytes: "\u{1B}]11;rgb:" + String(repeating: "f", count: 80) + "\u{07}q",
      events: [.key(.character("q"))]),
  ]

  @Test(arguments: replies)
  func decoding(_ c: ReplyCase) {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array(c.bytes.utf8)) == c.events)
    #expect(!decoder.hasPending)
  }

  @Test func anUnendedOSCIsEscapeWhenNothingFollowsInTime() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}]x".utf8)) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(decoder.feed([UInt8(ascii: "l")]) == [.key(.character("l"))])
  }

  @Test func aReplySplitAcrossReadsDecodesTheSame() {
    var decoder = KeyDecoder()
    let bytes = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8)
    var events: [InputEvent] = []
    for byte in bytes { events += decoder.feed([byte]) }
    #expect(events == [.terminalBackground(red: 255, green: 255, blue: 255)])
  }

  static let themes: TerminalThemes = {
    var light = Theme.dark
    light.name = "light"
    return TerminalThemes(dark: .dark, light: light)
  }()

  @Test(arguments: [
    (UInt8(255), UInt8(255), UInt8(255), "light"), (0, 0, 0, "dark"), (0x1E, 0x1E, 0x2E, "dark"),
    (0xFD, 0xF6, 0xE3, "light"), (0x80, 0x80, 0x80, "light"), (0x70, 0x70, 0x70, "dark"),
  ])
  func lightnessPicksTheTheme(red: UInt8, green: UInt8, blue: UInt8, name: String) {
    #expect(Self.themes.theme(forBackground: red, green, blue).name == name)
  }

  @Test(
    arguments: [
      ("15;0", "dark"), ("0;15", "light"), ("0;7", "light"), ("default;default", nil),
      ("12;8;0", "dark"), ("", nil),
    ] as [(String, String?)])
  func colorFGBGGuesses(value: String, name: String?) {
    #expect(Self.themes.guess(colorFGBG: value)?.name == name)
  }

  func state(follows: Bool) throws -> PresenterState {
    let deck = try #require(DeckParser.parse("# A\n\nx\n", fileName: "deck.md").deck)
    var state = PresenterState(
      deck: deck, source: SourceText("# A\n\nx\n", fileName: "deck.md"), theme: .dark,
      size: Size(width: 60, height: 20))
    if follows { state.terminalThemes = Self.themes }
    _ = state.handle(.start, at: 0)
    return state
  }

  @Test func aLightAnswerSwitchesToTheLightThemeOnce() throws {
    var state = try state(follows: true)
    let effects = state.handle(.bytes(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}".utf8)), at: 10)
    #expect(state.theme.name == "light")
    #expect(effects.contains { if case .draw = $0 { true } else { false } })
    // A later answer (the terminal's theme changed) does not flip it back.
    _ = state.handle(.bytes(Array("\u{1B}]11;rgb:0/0/0\u{07}".utf8)), at: 20)
    #expect(state.theme.name == "light")
  }

  @Test func aChosenThemeIgnoresTheAnswer() throws {
    var state = try state(follows: false)
    _ = state.handle(.bytes(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}".utf8)), at: 10)
    #expect(state.theme.name == "dark")
  }

  /// A chosen theme stays whatever the background; one whose text cannot be read there is
  /// noted for after the talk, and nothing is redrawn.
  @Test func aChosenThemeOnABackgroundItCannotBeReadOnIsNoted() {
    var session = PresenterSession("# A\n\n## B\n\ntext")
    session.send(.input(.terminalBackground(red: 255, green: 255, blue: 255)))
    #expect(session.state.theme.name == "dark")
    #expect(session.state.contrastNote?.contains("'--theme light' suits it") == true)
    #expect(!session.effects.contains { $0.isDraw })
    session.send(.input(.terminalBackground(red: 0, green: 0, blue: 0)))
    #expect(session.state.contrastNote == nil)
  }

  /// A chosen theme with a counterpart that reads there switches to it, once, and says so
  /// after the talk; back on a background the first reads on, it does not flip back and forth.
  @Test func aChosenThemeSwitchesToItsCounterpartWhereItCannotBeRead() {
    var session = PresenterSession("# A\n\n## B\n\ntext")
    var light = Theme.dark.named("light")
    light.text.paragraph.fg = .rgb(0x1F, 0x23, 0x28)
    session.state.counterpartTheme = light
    session.send(.input(.terminalBackground(red: 255, green: 255, blue: 255)))
    #expect(session.state.theme.name == "light")
    #expect(session.state.counterpartTheme?.name == "dark")
    #expect(session.state.contrastNote?.hasPrefix("note: theme 'dark' cannot be read") == true)
    #expect(session.effects.contains { $0.isDraw })
    session.send(.input(.terminalBackground(red: 255, green: 255, blue: 255)))
    #expect(session.state.theme.name == "light")
  }

  /// COLORFGBG said light and switched dark to light at start; the terminal then answers
  /// black: back to the chosen dark theme, and nothing to say after the talk.
  @Test func aSwitchUndoneByTheTerminalsAnswerLeavesNoNote() {
    var session = PresenterSession("# A\n\n## B\n\ntext")
    var light = Theme.dark.named("light")
    light.text.paragraph.fg = .rgb(0x1F, 0x23, 0x28)
    session.state.counterpartTheme = light
    session.send(.input(.terminalBackground(red: 255, green: 255, blue: 255)))
    #expect(session.state.theme.name == "light")
    session.send(.input(.terminalBackground(red: 0, green: 0, blue: 0)))
    #expect(session.state.theme.name == "dark")
    #expect(session.state.contrastNote == nil)
  }
}
