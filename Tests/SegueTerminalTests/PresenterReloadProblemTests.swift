import SegueCore
import Testing

@testable import SegueRender
@testable import SegueTerminal

/// What a reload that fails leaves on screen: the last good deck and theme, under a banner
/// that names the problem of each file until that file is good again, whatever the other file
/// does meanwhile.
@Suite struct PresenterReloadProblemTests {
  static let markdown = "# One\n\n## A\n\nx\n\n## B\n\ny\n"

  /// The reads a presenter's deck source answers with when the file went bad.
  static let unreadable: [(String, String)] = [
    ("a FIFO", "error: deck.md: not a regular file (a FIFO)"),
    ("a device", "error: deck.md: not a regular file (a character device)"),
    ("a directory", "error: deck.md: is a directory, not a deck file"),
    ("gone", "error: deck.md: no such file"),
    ("too large", "error: deck.md: larger than 4 MiB, the most a deck may be"),
  ]

  @Test(arguments: unreadable)
  func anUnreadableDeckKeepsTheSlideAndKeysStillPage(_ kind: String, _ banner: String) {
    var p = PresenterSession(Self.markdown)
    p.type("l")
    let message = String(banner.dropFirst("error: ".count))
    p.loadDeck = { .failure(.error(message)) }
    p.send(.fileChanged(.deck))
    #expect(p.screen[0].trimmingCharacters(in: .whitespaces) == banner, "\(kind)")
    #expect(p.text.contains("A"))
    p.type("l")
    #expect(p.slideNumber == 3)
    #expect(p.screen[0].trimmingCharacters(in: .whitespaces) == banner)
  }

  /// `: > deck.md`, or an editor caught between truncating and writing.
  @Test(arguments: ["", "\n\n", "  \n\t\n"])
  func anEmptyDeckKeepsTheLastGoodOne(_ text: String) {
    var p = PresenterSession(Self.markdown)
    p.type("l")
    let before = p.screen
    p.loadDeck = { .success(DeckParser.parse(text, fileName: "deck.md")) }
    p.send(.fileChanged(.deck))
    #expect(p.screen[0].trimmingCharacters(in: .whitespaces) == "error: deck.md: the file is empty")
    #expect(Array(p.screen.dropFirst()) == Array(before.dropFirst()))
    p.loadDeck = { .success(DeckParser.parse(Self.markdown, fileName: "deck.md")) }
    p.send(.fileChanged(.deck))
    #expect(p.screen == before)
  }

  func themeFailure(_ message: String) -> ThemeResolution {
    ThemeResolution(
      theme: .dark, origin: .commandLine,
      error: ThemeError([(Diagnostic.error(message), nil)]))
  }

  @Test func aGoodThemeDoesNotHideABrokenDeck() {
    var p = PresenterSession(Self.markdown)
    p.loadDeck = { .failure(.error("deck.md: not a regular file (a FIFO)")) }
    p.send(.fileChanged(.deck))
    p.send(.fileChanged(.theme))
    #expect(p.screen[0].contains("error: deck.md: not a regular file (a FIFO)"))
  }

  @Test func aGoodDeckDoesNotHideABrokenThemeFile() {
    var p = PresenterSession(Self.markdown)
    p.resolveTheme = { _, _ in self.themeFailure("cannot read theme file 't.yaml': no such file") }
    p.send(.fileChanged(.theme))
    #expect(p.screen[0].contains("error: cannot read theme file 't.yaml': no such file"))
    p.send(.fileChanged(.deck))
    #expect(p.screen[0].contains("error: cannot read theme file 't.yaml': no such file"))
    p.resolveTheme = { _, _ in ThemeResolution(theme: .dark, origin: .commandLine) }
    p.send(.fileChanged(.theme))
    #expect(!p.text.contains("error:"))
  }

  /// Both broken: the deck's banner first; fixing the deck shows the theme's.
  @Test func theDecksProblemComesFirstThenTheThemes() {
    var p = PresenterSession(Self.markdown)
    p.resolveTheme = { _, _ in self.themeFailure("cannot read theme file 't.yaml': is a directory")
    }
    p.send(.fileChanged(.theme))
    p.loadDeck = { .failure(.error("deck.md: no such file")) }
    p.send(.fileChanged(.deck))
    #expect(p.screen[0].contains("error: deck.md: no such file"))
    p.loadDeck = { .success(DeckParser.parse(Self.markdown, fileName: "deck.md")) }
    p.send(.fileChanged(.deck))
    #expect(p.screen[0].contains("error: cannot read theme file 't.yaml': is a directory"))
  }
}
