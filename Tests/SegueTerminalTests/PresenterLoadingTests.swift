import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// A big deck shows its leading part while the whole is parsed: keys page the part, the bar
/// and footer say it is not all there, and the whole replaces it as a reload would. Each
/// section opens with its title slide: the part has 5 slides, the whole 8.
@Suite struct PresenterLoadingTests {
  static let part = "# Alpha\n\n## A1\n\none\n\n## A2\n\ntwo\n\n# Beta\n\n## B1\n\nthree\n"
  static let whole = part + "\n## B2\n\nfour\n\n# Gamma\n\n## G1\n\nfive\n"

  static func load(_ text: String) -> DeckLoad { DeckParser.parse(text, fileName: "deck.md") }

  /// A session showing `part` while loading; `loadDeck` answers with the whole deck.
  func loading() -> PresenterSession {
    var p = PresenterSession(Self.part)
    p.state.isLoading = true
    p.loadDeck = { .success(Self.load(Self.whole)) }
    p.send(.resize(Size(width: 60, height: 16)))
    return p
  }

  func loadingMarks(_ p: PresenterSession) -> (bar: Bool, footer: Bool) {
    (p.screen.first?.hasSuffix("…") == true, p.screen.last?.hasSuffix(" …") == true)
  }

  @Test func thePartShowsWithLoadingMarksOnTheBarAndFooter() {
    let p = loading()
    #expect(loadingMarks(p) == (true, true))
    #expect(p.screen.last?.hasSuffix("Alpha · 1/5 …") == true)
    #expect(p.screen[0].contains("Beta") && !p.screen[0].contains("Gamma"))
  }

  @Test func keysPageThePartWhileItLoads() {
    var p = loading()
    p.type("ll")
    #expect(p.text.contains("two"))
    p.type("]")
    #expect(p.text.contains("█ Beta"))
    // The last slide as far as the deck is known.
    p.type("G")
    #expect(p.position == Position(section: 1, page: 1, step: 0))
    #expect(p.text.contains("three"))
    #expect(loadingMarks(p) == (true, true))
  }

  /// The whole deck comes where the part was: same slide, all sections, no marks.
  @Test func theWholeDeckReplacesThePartAtTheSamePosition() {
    var p = loading()
    p.type("]l")
    p.send(.deckLoaded(.success(Self.load(Self.whole))))
    #expect(!p.state.isLoading)
    #expect(p.position == Position(section: 1, page: 1, step: 0))
    #expect(p.text.contains("three"))
    #expect(p.screen[0].contains("Gamma"))
    #expect(loadingMarks(p) == (false, false))
    #expect(p.screen.last?.hasSuffix("Beta · 5/8") == true)
    p.type("G")
    #expect(p.text.contains("five"))
  }

  /// An edit (or `r`) while loading is read once the whole deck is there, not meanwhile:
  /// a second parse of the big file would hold the keys up, and the slower of the two would
  /// win.
  @Test(arguments: ["file", "r key"])
  func aReloadWhileLoadingWaitsForTheWholeDeck(_ how: String) {
    var p = loading()
    var reads = 0
    p.loadDeck = {
      reads += 1
      return .success(Self.load(Self.whole + "\n# Delta\n\n## D1\n\nsix\n"))
    }
    if how == "file" { p.send(.fileChanged(.deck)) } else { p.type("r") }
    #expect(reads == 0)
    #expect(!p.effects.contains { if case .reloadDeck = $0 { true } else { false } })
    p.send(.deckLoaded(.success(Self.load(Self.whole))))
    #expect(reads == 1)
    #expect(p.screen[0].contains("Delta"))
    p.send(.fileChanged(.deck))
    #expect(reads == 2)
  }

  /// The channel's followers check the deck's hash against the file: they hear of the deck
  /// (and of moves) once it is whole.
  @Test func theChannelAnnouncesTheDeckOnceItIsWhole() {
    var p = loading()
    p.state.deckAnnouncement = DeckAnnouncement(path: "/t/deck.md", hash: DeckHash.of(Self.part))
    p.type("l")
    #expect(p.announced.isEmpty)
    p.send(.deckLoaded(.success(Self.load(Self.whole))))
    let hash = DeckHash.of(Self.load(Self.whole).source.text)
    #expect(p.announced.first == .deck(DeckAnnouncement(path: "/t/deck.md", hash: hash)))
    guard case .position(let report) = p.announced.last else {
      Issue.record("no position announced: \(p.announced)")
      return
    }
    #expect(report.slide == 1 && report.slideCount == 8)
  }

  /// The loading thread hands the whole deck over with its hash and shape made: the state
  /// uses them rather than hashing 10 MB on the main thread.
  @Test func aPreparedDeckBringsItsHashAndShape() {
    var p = loading()
    p.state.deckAnnouncement = DeckAnnouncement(path: "/t/deck.md", hash: "")
    var prepared = PreparedDeck(.success(Self.load(Self.whole)))
    #expect(prepared.hash == DeckHash.of(Self.load(Self.whole).source.text))
    #expect(prepared.shape == PagerShape(deck: Self.load(Self.whole).deck!))
    prepared.hash = "fnv1a64:made-by-the-thread"
    p.send(.deckPrepared(prepared))
    #expect(p.announced.first == .deck(DeckAnnouncement(path: "/t/deck.md", hash: prepared.hash!)))
    #expect(p.screen[0].contains("Gamma") && !p.state.isLoading)
    #expect(PreparedDeck(.success(Self.load(Self.whole)), prepares: false).hash == nil)
  }

  /// The rest of the deck has an error: the part stays, under the error's banner, as after a
  /// broken edit, and loading is over (a fixed file reloads as usual).
  @Test func aWholeDeckWithAnErrorKeepsThePartUnderABanner() {
    var p = loading()
    p.type("l")
    let broken = Self.load(Self.whole + "\n<!-- end_slide: now -->\n")
    try? #require(broken.deck == nil, "the fixture must have an error")
    p.send(.deckLoaded(.success(broken)))
    #expect(!p.state.isLoading)
    #expect(p.screen[0].contains("deck.md:27:17: 'end_slide' takes no argument, found 'now'"))
    #expect(p.text.contains("one"))
    #expect(!p.screen.last!.hasSuffix("…"))
    p.send(.fileChanged(.deck))
    #expect(p.screen[0].contains("Gamma"))
  }
}
