import Foundation
import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// A screen that replays scripted input and keeps every frame drawn.
final class ScriptedScreen: PresenterScreen {
  var size: Size
  var script: [TerminalInput]
  var frames: [Canvas] = []
  /// Called before each input is handed out, to change the world (e.g. edit the deck).
  var beforeInput: ((Int) -> Void)?
  private var served = 0

  init(size: Size = Size(width: 60, height: 16), script: [TerminalInput]) {
    self.size = size
    self.script = script
  }

  func draw(_ canvas: Canvas) { frames.append(canvas) }

  func readInput(timeoutMilliseconds: Int) -> TerminalInput {
    beforeInput?(served)
    served += 1
    guard !script.isEmpty else { return .endOfInput }
    return script.removeFirst()
  }

  var screen: [String] { frames.last?.lines() ?? [] }
}

/// A clock that moves 50 ms on every look, so timeouts and animations advance in tests.
func fakeClock() -> () -> Int {
  nonisolated(unsafe) var time = 0
  return {
    time += 50
    return time
  }
}

/// Keys as the terminal would send them.
func keys(_ text: String) -> TerminalInput { .bytes(Array(text.utf8)) }

@Suite struct PresenterTests {
  static let markdown =
    "# One\n\n## A\n\nx\n\n## B\n\n<!-- pause -->\n\ny\n\n# Two\n\n## C\n\nz\n\n# Three\n\n## D\n\nw\n"

  func presenter(_ script: [TerminalInput], transitions: Bool = false, markdown: String = markdown)
    throws -> (Presenter, ScriptedScreen)
  {
    let load = DeckParser.parse(markdown, fileName: "deck.md")
    let deck = try #require(load.deck)
    let screen = ScriptedScreen(script: script)
    let source = DeckSource(
      name: "deck.md", load: { .success(DeckParser.parse(markdown, fileName: "deck.md")) })
    let presenter = Presenter(
      screen: screen, source: source, deck: deck, options: .init(transitions: transitions),
      clock: fakeClock())
    return (presenter, screen)
  }

  @Test func keysMoveThePager() throws {
    let (p, _) = try presenter([keys("l"), keys(" "), keys("n"), keys("\u{1B}[C")])
    p.run()
    #expect(p.pager.position == Position(section: 1, page: 0, step: 0))
  }

  @Test func tabAndShiftTabMoveBySection() throws {
    let (p, _) = try presenter([keys("\t"), keys("\t"), keys("\u{1B}[Z")])
    p.run()
    #expect(p.pager.position.section == 1)
  }

  @Test func aDigitSelectsASectionOnceNothingFollows() throws {
    let (p, _) = try presenter([keys("3")] + Array(repeating: .timeout, count: 10))
    p.run()
    #expect(p.pager.position.section == 2)
  }

  @Test func countThenGGoesToASlide() throws {
    let (p, _) = try presenter([keys("6G")])
    p.run()
    #expect(p.pager.position == Position(section: 2, page: 0, step: 0))
  }

  @Test func promptGoesToSectionAndPage() throws {
    let (p, s) = try presenter([keys(":2/2"), keys("\r")])
    p.run()
    #expect(p.pager.position == Position(section: 1, page: 1, step: 0))
    #expect(!s.screen.joined().contains(":2/2"))
  }

  @Test func badPromptShowsABanner() throws {
    let (p, s) = try presenter([keys(":9/9\r")])
    p.run()
    #expect(s.screen[0].contains("there is no section 9; the deck has 3 sections"))
  }

  @Test func overviewEnterJumps() throws {
    let (p, s) = try presenter([
      keys("o"), keys("\u{1B}[B"), keys("\u{1B}[B"), keys("\u{1B}[B"), keys("\r"),
    ])
    p.run()
    #expect(p.pager.position == Position(section: 1, page: 0, step: 0))
    #expect(!s.screen.joined().contains("Overview"))
  }

  @Test func helpOpensAndEscapeClosesIt() throws {
    let (p, s) = try presenter(
      [keys("?"), .timeout, keys("\u{1B}")] + Array(repeating: .timeout, count: 3))
    var helpShown = false
    s.beforeInput = { n in
      if n == 1 {
        let text = s.screen.joined(separator: "\n")
        helpShown = text.contains("Keys") && text.contains("select section N")
      }
    }
    p.run()
    #expect(helpShown)
    #expect(!s.screen.joined(separator: "\n").contains("select section N"))
  }

  @Test func clicksOnSegmentsAndDots() throws {
    // 60 columns, 3 sections: segments are 19 or 20 wide; click in the third.
    let (p, _) = try presenter([keys("\u{1B}[<0;50;1M"), keys("\u{1B}[<0;50;1m")])
    p.run()
    #expect(p.pager.position.section == 2)
    let (q, s) = try presenter([])
    q.run()
    let dotsRow = s.screen.firstIndex { $0.contains("●") }!
    let secondDot = Array(s.screen[dotsRow]).firstIndex(of: "○")!
    let (r, _) = try presenter([keys("\u{1B}[<0;\(secondDot + 1);\(dotsRow + 1)M")])
    r.run()
    #expect(r.pager.position == Position(section: 0, page: 1, step: 0))
  }

  @Test func everyKeyDuringTransitionsIsApplied() throws {
    let (p, s) = try presenter(
      [keys("l"), keys("l"), keys("l"), keys("l"), keys("l")], transitions: true)
    p.run()
    // One → A → B (step 0) → B (step 1) → Two → C: five keys, five steps.
    #expect(p.pager.position == Position(section: 1, page: 1, step: 0))
    #expect(s.frames.count > 5)
  }

  @Test func resizeBelowTheMinimumShowsTheNotice() throws {
    let (p, s) = try presenter([.resize])
    s.beforeInput = { n in if n == 0 { s.size = Size(width: 30, height: 8) } }
    p.run()
    #expect(s.screen.joined(separator: " ").contains("terminal too small: 30×8"))
  }

  @Test func brokenReloadKeepsTheDeckUnderABanner() throws {
    let good = Self.markdown
    let broken = "---\ntitle: [oops\n---\n\n# X\n"
    nonisolated(unsafe) var text = good
    let screen = ScriptedScreen(script: [keys("l"), keys("r"), keys("r")])
    let deck = try #require(DeckParser.parse(good, fileName: "deck.md").deck)
    let source = DeckSource(
      name: "deck.md", load: { .success(DeckParser.parse(text, fileName: "deck.md")) })
    let p = Presenter(
      screen: screen, source: source, deck: deck, options: .init(transitions: false))
    var bannerShown = false
    screen.beforeInput = { n in
      if n == 1 { text = broken }
      if n == 2 {
        bannerShown =
          screen.screen[0].contains("deck.md:")
          && screen.screen[0].contains("malformed front matter")
        text = good.replacingOccurrences(of: "## B", with: "## Bee")
      }
    }
    p.run()
    #expect(bannerShown)
    #expect(p.banner == nil)
    #expect(p.pager.position == Position(section: 0, page: 1, step: 0))
    #expect(p.deck.sections[0].slides[2].titleText == "Bee")
  }
}

@Suite struct ThemeReloadTests {
  @Test func editingTheThemeRestylesAndABrokenEditKeepsTheLastGoodTheme() throws {
    let deck = try #require(
      DeckParser.parse("# A\n\n## One\n\nx\n\n## Two\n\ny\n", fileName: "d.md").deck)
    nonisolated(unsafe) var themeText = "page_dots:\n  active: \"◆\"\n"
    nonisolated(unsafe) var version = 0
    let loader = ThemeLoader(
      catalog: ThemeCatalog(
        builtIn: [], userDirectory: nil, readFile: { _ in Array(themeText.utf8) },
        listDirectory: { _ in [] }))
    let themeSource = ThemeSource(
      load: { loader.load("/t/theme.yaml") },
      stamp: { FileStamp(size: 0, modified: version, modifiedNanoseconds: 0, inode: 1) })
    let screen = ScriptedScreen(script: Array(repeating: .timeout, count: 30))
    var seen: [String] = []
    screen.beforeInput = { n in
      let text = screen.screen.joined(separator: "\n")
      if n == 5 { themeText = "page_dots:\n  active: [\n"; version = 1 }
      if n == 15 { seen.append(text); themeText = "page_dots:\n  active: \"■\"\n"; version = 2 }
      if n == 29 { seen.append(text) }
    }
    let p = Presenter(
      screen: screen, source: DeckSource(name: "d.md", load: { .failure(.error("unused")) }),
      deck: deck,
      options: .init(
        theme: try loader.load("/t/theme.yaml").get(), transitions: false, themeSource: themeSource),
      clock: fakeClock())
    p.run()
    #expect(seen[0].contains("/t/theme.yaml:3:1: malformed YAML"))
    #expect(seen[0].contains("◆"))
    #expect(seen[1].contains("■"))
    #expect(!seen[1].contains("malformed"))
  }
}

@Suite struct NotesTests {
  @Test func notesFollowTheSlidesUntilClosed() throws {
    let markdown =
      "# A\n\n## One\n\nx\n\n<!-- speaker_note: first note -->\n\n## Two\n\ny\n\n<!-- speaker_note: second note -->\n"
    let deck = try #require(DeckParser.parse(markdown, fileName: "d.md").deck)
    let screen = ScriptedScreen(script: [keys("l"), keys("N"), keys("l"), keys("N")])
    var seen: [String] = []
    screen.beforeInput = { n in seen.append(screen.screen.joined(separator: "\n")) }
    let source = DeckSource(
      name: "d.md", load: { .success(DeckParser.parse(markdown, fileName: "d.md")) })
    let p = Presenter(
      screen: screen, source: source, deck: deck, options: .init(transitions: false),
      clock: fakeClock())
    p.run()
    #expect(seen[2].contains("first note"))
    #expect(seen[3].contains("second note") && !seen[3].contains("first note"))
    #expect(!screen.screen.joined().contains("second note"))
  }
}

/// A reload that changes the deck's own `theme:` restyles the slides through
/// `Options.deckTheme`; one that leaves it alone does not ask again.
@Suite struct PresenterDeckThemeReloadTests {
  final class Edits: @unchecked Sendable {
    var text: String
    var asked = 0
    init(_ text: String) { self.text = text }
  }

  static func deck(theme: String?, above: String = "") -> String {
    (theme.map { "---\n\(above)theme: \($0)\n---\n" } ?? "") + "# One\n\n## A\n\nx\n\n## B\n\ny\n"
  }

  /// Presents `edits.text`, switches it to `editsTo` and reloads (`r`), then to `thenTo` (if
  /// any) and reloads again.
  func run(
    edits: Edits, after editsTo: String, then thenTo: String? = nil, problem: Diagnostic? = nil
  ) throws -> ScriptedScreen {
    let deck = try #require(DeckParser.parse(edits.text, fileName: "deck.md").deck)
    let screen = ScriptedScreen(script: [.timeout, keys("r"), .timeout, keys("r"), .timeout])
    screen.beforeInput = { served in
      if served == 1 { edits.text = editsTo }
      if served == 3, let thenTo { edits.text = thenTo }
    }
    let source = DeckSource(
      name: "deck.md", load: { .success(DeckParser.parse(edits.text, fileName: "deck.md")) })
    var options = Presenter.Options(transitions: false)
    options.deckTheme = { deck, _ in
      edits.asked += 1
      var theme = Theme.dark
      if deck.meta.theme?.name == "diamond" { theme.pageDots.active = "◆" }
      return Presenter.DeckTheme(theme: theme, problem: problem)
    }
    Presenter(screen: screen, source: source, deck: deck, options: options, clock: fakeClock())
      .run()
    return screen
  }

  @Test func aNewThemeNameRestylesTheSlides() throws {
    let edits = Edits(Self.deck(theme: nil))
    let screen = try run(edits: edits, after: Self.deck(theme: "diamond"))
    #expect(!(screen.frames.first?.lines().joined().contains("◆") ?? true))
    #expect(screen.screen.joined().contains("◆"))
    #expect(edits.asked == 1)
  }

  @Test func anUnchangedThemeIsNotAskedAgain() throws {
    let edits = Edits(Self.deck(theme: "diamond"))
    _ = try run(edits: edits, after: Self.deck(theme: "diamond") + "\nmore\n")
    #expect(edits.asked == 0)
  }

  /// A line added above `theme:` moves it but names the same theme.
  @Test func aMovedThemeIsNotAskedAgain() throws {
    let edits = Edits(Self.deck(theme: "{name: diamond, override: {page_dots: {active: x}}}"))
    _ = try run(
      edits: edits,
      after: Self.deck(
        theme: "{name: diamond, override: {page_dots: {active: x}}}", above: "title: T\n"))
    #expect(edits.asked == 0)
  }

  static let unknownTheme = Diagnostic.warning(
    "unknown theme 'nowhere'; using 'dark'", at: SourceLocation(file: "deck.md", line: 2, column: 8)
  )

  /// The problem stays on screen until it is fixed, through saves that change nothing else.
  @Test func aProblemOutlastsAnUnrelatedSave() throws {
    let edits = Edits(Self.deck(theme: nil))
    let screen = try run(
      edits: edits, after: Self.deck(theme: "nowhere"),
      then: Self.deck(theme: "nowhere") + "\nmore\n",
      problem: Self.unknownTheme)
    #expect(screen.screen.joined().contains("unknown theme 'nowhere'"))
  }

  @Test func aProblemShowsInTheBanner() throws {
    let edits = Edits(Self.deck(theme: nil))
    let screen = try run(
      edits: edits, after: Self.deck(theme: "nowhere"),
      problem: Self.unknownTheme)
    #expect(screen.screen.joined().contains("warning: deck.md:2:8: unknown theme 'nowhere'"))
  }
}

/// Whether slide changes animate follows the deck and the theme as they are now, so a reload
/// that adds `transition: none` stops the animation.
@Suite struct PresenterTransitionFollowsDeckTests {
  @Test func aReloadedTransitionNoneStopsAnimating() throws {
    nonisolated(unsafe) var text = "# One\n\n## A\n\nx\n\n## B\n\ny\n\n## C\n\nz\n"
    let deck = try #require(DeckParser.parse(text, fileName: "deck.md").deck)
    let screen = ScriptedScreen(
      script: [keys("l")] + Array(repeating: .timeout, count: 20)
        + [keys("r"), keys("l")] + Array(repeating: .timeout, count: 20))
    var framesBeforeEdit = 0
    screen.beforeInput = { served in
      if served == 21 {
        framesBeforeEdit = screen.frames.count
        text = "---\ntransition: none\n---\n" + text
      }
    }
    let source = DeckSource(
      name: "deck.md", load: { .success(DeckParser.parse(text, fileName: "deck.md")) })
    Presenter(
      screen: screen, source: source, deck: deck, options: .init(transitions: true),
      clock: fakeClock()
    ).run()
    // The first move animated (several frames); after the reload, one frame for the reload
    // and one for the move.
    #expect(framesBeforeEdit > 3)
    #expect(screen.frames.count - framesBeforeEdit == 2)
  }
}
