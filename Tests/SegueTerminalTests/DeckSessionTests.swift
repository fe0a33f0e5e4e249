import SegueCore
import Testing

@testable import SegueRender
@testable import SegueTerminal

/// The deck session's rules, written once for the presenter and both viewers: one read at a
/// time, the last good deck kept under a problem, an empty file refused, and when a new deck
/// resolves its theme again.
@Suite struct DeckSessionTests {
  static func read(_ text: String) -> PreparedDeck {
    PreparedDeck(.success(DeckParser.parse(text, fileName: "deck.md")))
  }

  static let good = "# One\n\n## A\n\nalpha\n"

  static func session(choosing: Bool = true) -> DeckSession {
    let load = DeckParser.parse(good, fileName: "deck.md")
    return DeckSession(
      deck: load.deck!, source: load.source, theme: .dark, deckChoosesTheme: choosing)
  }

  static func names(_ requests: [DeckSession.Request]) -> [String] {
    requests.map {
      switch $0 {
      case .readDeck: "read"
      case .resolveTheme: "theme"
      case .replaced: "replaced"
      case .pictures: "pictures"
      case .render: "render"
      case .redraw: "redraw"
      }
    }
  }

  @Test func aBrokenEditKeepsTheLastGoodDeckAndNamesTheProblemUntilItIsFixed() {
    var session = Self.session()
    #expect(Self.names(session.reload(at: 0)) == ["read"])
    let broken = Self.read(Self.good + "\n<!-- end_slide: now -->\n")
    #expect(Self.names(session.deckRead(broken)) == ["redraw"])
    #expect(session.source?.text == Self.good)
    #expect(session.problem == "deck.md:7:17: 'end_slide' takes no argument, found 'now'")
    _ = session.reload(at: 10)
    #expect(
      Self.names(session.deckRead(Self.read(Self.good + "\nmore\n"))) == ["replaced", "redraw"])
    #expect(session.source?.text.hasSuffix("more\n") == true)
    #expect(session.problem == nil)
  }

  /// What an editor leaves between truncating and writing (or `: > deck.md`) would replace
  /// the talk by one blank slide: refused, as a broken deck is.
  @Test(arguments: ["", "\n\n", "  \t\n"])
  func anEmptyFileWhileSavingKeepsTheDeck(_ text: String) {
    var session = Self.session()
    _ = session.reload(at: 0)
    #expect(Self.names(session.deckRead(Self.read(text))) == ["redraw"])
    #expect(session.source?.text == Self.good)
    #expect(session.problem == "error: deck.md: the file is empty")
  }

  /// A new deck resolves its theme when it is the first, when its `theme:` names another
  /// theme and the deck chooses it, or when its footer, margins or title bar changed.
  @Test(
    arguments: [
      ("the first deck", nil, "theme: paper", true, true),
      ("another theme", "theme: dark", "theme: paper", true, true),
      ("another theme, --theme given", "theme: dark", "theme: paper", false, false),
      ("the same theme", "theme: paper", "theme: paper", true, false),
      ("another footer, --theme given", "footer: A", "footer: B", false, true),
      ("another footer", "footer: A", "footer: B", true, true),
      ("the text only", "theme: paper", "theme: paper\ntitle: New", true, false),
      (
        "a lookatme deck's title, shown in its title bar", "dialect: lookatme",
        "dialect: lookatme\ntitle: New", false, true
      ),
    ] as [(String, String?, String, Bool, Bool)])
  func theThemeChangeRule(_ name: String, old: String?, new: String, choosing: Bool, resolves: Bool)
  {
    let deck = { (front: String) in DeckParser.parse("---\n\(front)\n---\n" + Self.good).deck! }
    let session = DeckSession(theme: .dark, deckChoosesTheme: choosing)
    #expect(session.resolvesTheme(from: old.map(deck), to: deck(new)) == resolves, "\(name)")
  }

  /// The new deck waits for its theme: no redraw before the resolution, which draws.
  @Test func aDeckNamingAnotherThemeIsDrawnOnceItsThemeIsIn() {
    var session = Self.session()
    _ = session.reload(at: 0)
    let requests = session.deckRead(Self.read("---\ntheme: paper\n---\n" + Self.good))
    #expect(Self.names(requests) == ["replaced", "theme"])
    var paper = Theme.dark
    paper.name = "paper"
    #expect(
      Self.names(session.themeResolved(ThemeResolution(theme: paper, origin: .deck))) == ["redraw"])
    #expect(session.theme.name == "paper")
  }

  /// A broken edit of the theme's file keeps the last good theme, named; fixing it clears it.
  @Test func aBrokenThemeFileKeepsTheLastGoodTheme() {
    var session = Self.session()
    #expect(Self.names(session.themeFileChanged()) == ["theme"])
    let error = ThemeError([(Diagnostic.error("malformed YAML"), nil)])
    var other = Theme.dark
    other.name = "other"
    _ = session.themeResolved(ThemeResolution(theme: other, origin: .deck, error: error))
    #expect(session.theme.name == Theme.dark.name)
    #expect(session.problem == "error: malformed YAML")
    _ = session.themeFileChanged()
    _ = session.themeResolved(ThemeResolution(theme: other, origin: .deck))
    #expect(session.theme.name == "other" && session.problem == nil)
  }

  /// Changes during a read are one read after it, and the mark is due `markMilliseconds`
  /// after the first read started, kept through the read that follows.
  @Test func oneReadAtATime() {
    var session = Self.session()
    _ = session.reload(at: 1_000)
    #expect(session.markDeadline == 1_000 + DeckSession.markMilliseconds)
    #expect(session.reload(at: 1_050).isEmpty)
    #expect(session.reload(at: 1_060).isEmpty)
    #expect(session.markIfDue(at: 1_100) && session.isMarked)
    #expect(Self.names(session.deckRead(Self.read(Self.good))).last == "read")
    #expect(session.isMarked)
    _ = session.deckRead(Self.read(Self.good))
    #expect(session.reading == .idle && !session.isMarked)
  }

  /// The hash the reading thread made is the one kept: the main thread hashes nothing.
  @Test func aPreparedDeckBringsItsHashAndShape() {
    var prepared = Self.read(Self.good + "\nmore\n")
    let load = DeckParser.parse(Self.good + "\nmore\n", fileName: "deck.md")
    #expect(prepared.hash == DeckHash.of(load.source.text))
    #expect(prepared.shape == PagerShape(deck: load.deck!))
    #expect(PreparedDeck(.success(load), prepares: false).hash == nil)
    prepared.hash = "fnv1a64:made-by-the-thread"
    var session = Self.session()
    _ = session.reload(at: 0)
    _ = session.deckRead(prepared)
    #expect(session.hash == "fnv1a64:made-by-the-thread")
  }
}
