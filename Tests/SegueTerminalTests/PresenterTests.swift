import Foundation
import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// The presenter's state driven by events at explicit times; screens checked as text lines.
@Suite struct PresenterTests {
  static let markdown =
    "# One\n\n## A\n\nx\n\n## B\n\n<!-- pause -->\n\ny\n\n# Two\n\n## C\n\nz\n\n# Three\n\n## D\n\nw\n"

  /// One section of 14 slides, P1 … P14.
  static let long = "# S\n\n" + (1...14).map { "## P\($0)\n\nx\n\n" }.joined()

  @Test func keysMoveThePager() {
    var p = PresenterSession(Self.markdown)
    for key in ["l", " ", "n", "\u{1B}[C"] { p.type(key) }
    #expect(p.position == Position(section: 1, page: 0, step: 0))
  }

  @Test func tabAndShiftTabMoveBySection() {
    var p = PresenterSession(Self.markdown)
    for key in ["\t", "\t", "\u{1B}[Z"] { p.type(key) }
    #expect(p.position.section == 1)
  }

  @Test func aDigitSelectsItsSectionAtOnce() {
    var p = PresenterSession(Self.markdown)
    p.type("3", at: 1_000)
    #expect(p.position.section == 2)
    #expect(p.screen.last?.hasSuffix("Three · 6/7") ?? false)
    // The count it started is forgotten a second later: then 1 selects section 1 again.
    #expect(p.scheduled == [2_000])
    p.send(.timer, at: 2_000)
    p.type("1", at: 2_001)
    #expect(p.position.section == 0)
  }

  /// A count typed slowly, each key up to a second after the one before, still lands.
  @Test(arguments: [(900, 950), (100, 999), (999, 999)])
  func aSlowCountStillGoesToItsSlide(gap: (Int, Int)) {
    var p = PresenterSession(Self.long)
    p.type("1", at: 0)
    p.send(.timer, at: gap.0 - 1)
    p.type("0", at: gap.0)
    p.send(.timer, at: gap.0 + gap.1 - 1)
    p.type("G", at: gap.0 + gap.1)
    #expect(p.slideNumber == 10)
  }

  @Test func aCountPastItsSecondIsGone() {
    var p = PresenterSession(Self.long)
    p.type("1", at: 0)
    p.send(.timer, at: 1_000)
    p.type("0", at: 1_001)
    p.type("G", at: 1_002)
    #expect(p.slideNumber != 10)
  }

  @Test func digitsThenGGoToASlide() {
    var p = PresenterSession(Self.long)
    p.type("1", at: 0)
    p.type("2", at: 250)
    p.type("G", at: 500)
    #expect(p.position == Position(section: 0, page: 11, step: 0))
    // Nothing is left waiting: a timer later changes nothing.
    p.send(.timer, at: 2_000)
    #expect(p.position.page == 11)
  }

  @Test func countThenGInOneReadGoesToASlide() {
    var p = PresenterSession(Self.markdown)
    p.type("6G")
    #expect(p.position == Position(section: 2, page: 0, step: 0))
  }

  @Test func promptGoesToSectionAndPage() {
    var p = PresenterSession(Self.markdown)
    p.type(":2/2")
    #expect(p.screen.joined().contains(":2/2"))
    p.type("\r")
    #expect(p.position == Position(section: 1, page: 1, step: 0))
    #expect(!p.screen.joined().contains(":2/2"))
  }

  @Test func aBadPromptShowsABannerUntilTheNextKey() {
    var p = PresenterSession(Self.markdown)
    p.type(":9/9\r")
    #expect(p.screen[0].contains("there is no section 9; the deck has 3 sections"))
    p.type("l")
    #expect(!p.text.contains("there is no section 9"))
    #expect(p.position == Position(section: 0, page: 1, step: 0))
  }

  @Test func overviewEnterJumps() {
    var p = PresenterSession(Self.markdown)
    p.type("o")
    #expect(p.text.contains("Overview"))
    for _ in 0..<3 { p.type("\u{1B}[B") }
    p.type("\r")
    #expect(p.position == Position(section: 1, page: 0, step: 0))
    #expect(!p.text.contains("Overview"))
  }

  /// A lone Escape is known only once nothing followed it for 25 ms.
  @Test func helpClosesWhenEscapeHasWaitedAlone() {
    var p = PresenterSession(Self.markdown)
    p.type("?", at: 0)
    #expect(p.text.contains("Keys") && p.text.contains("select section n"))
    p.type("\u{1B}", at: 100)
    #expect(p.scheduled == [125])
    p.send(.timer, at: 124)
    #expect(p.text.contains("select section n"))
    p.send(.timer, at: 125)
    #expect(!p.text.contains("select section n"))
  }

  @Test func anEscapeSequenceIsOneKeyEvenWhenSplit() {
    var p = PresenterSession(Self.markdown)
    p.type("\u{1B}", at: 0)
    p.type("[C", at: 10)
    #expect(p.position.page == 1)
  }

  @Test func clicksOnSegmentsAndDots() throws {
    // 60 columns, 3 sections: segments are 19 or 20 wide; click in the third.
    var p = PresenterSession(Self.markdown)
    p.type("\u{1B}[<0;50;1M")
    p.type("\u{1B}[<0;50;1m")
    #expect(p.position.section == 2)
    var q = PresenterSession(Self.markdown)
    let dotsRow = try #require(q.screen.firstIndex { $0.contains("●") })
    let secondDot = try #require(Array(q.screen[dotsRow]).firstIndex(of: "○"))
    q.type("\u{1B}[<0;\(secondDot + 1);\(dotsRow + 1)M")
    #expect(q.position == Position(section: 0, page: 1, step: 0))
  }

  @Test func theWheelPages() {
    var p = PresenterSession(Self.markdown)
    p.send(.input(.mouse(MouseEvent(kind: .wheelDown, x: 5, y: 5))))
    p.send(.input(.mouse(MouseEvent(kind: .wheelDown, x: 5, y: 5))))
    p.send(.input(.mouse(MouseEvent(kind: .wheelUp, x: 5, y: 5))))
    #expect(p.position == Position(section: 0, page: 1, step: 0))
  }

  @Test func resizeBelowTheMinimumShowsTheNotice() {
    var p = PresenterSession(Self.markdown)
    p.send(.resize(Size(width: 30, height: 8)))
    #expect(p.text.replacingNewlines.contains("terminal too small: 30×8"))
    p.send(.resize(Size(width: 60, height: 16)))
    #expect(p.screen.last?.hasSuffix("One · 1/7") ?? false)
  }

  @Test func notesFollowTheSlidesUntilClosed() {
    var p = PresenterSession(
      "# A\n\n## One\n\nx\n\n<!-- speaker_note: first note -->\n\n## Two\n\ny\n\n<!-- speaker_note: second note -->\n"
    )
    p.type("l")
    p.type("N")
    #expect(p.text.contains("first note"))
    p.type("l")
    #expect(p.text.contains("second note") && !p.text.contains("first note"))
    p.type("N")
    #expect(!p.text.contains("second note"))
  }

  @Test(arguments: ["q", "\u{03}"])
  func quitKeysQuit(_ key: String) {
    var p = PresenterSession(Self.markdown)
    p.type(key)
    #expect(p.quit)
  }

  @Test func rAsksForTheDeckAgain() {
    var p = PresenterSession(Self.markdown)
    var asked = 0
    p.loadDeck = {
      asked += 1
      return .success(DeckParser.parse(Self.markdown, fileName: "deck.md"))
    }
    p.type("r")
    p.send(.fileChanged(.deck))
    #expect(asked == 2)
  }

  @Test func aBrokenReloadKeepsTheDeckUnderABanner() {
    var p = PresenterSession(Self.markdown)
    p.type("l")
    p.loadDeck = {
      .success(DeckParser.parse("---\ntitle: [oops\n---\n\n# X\n", fileName: "deck.md"))
    }
    p.send(.fileChanged(.deck))
    #expect(p.screen[0].contains("deck.md:") && p.screen[0].contains("malformed front matter"))
    // A key does not clear it: only a good reload does.
    p.type("l")
    #expect(p.screen[0].contains("malformed front matter"))
    let fixed = Self.markdown.replacingOccurrences(of: "## B", with: "## Bee")
    p.loadDeck = { .success(DeckParser.parse(fixed, fileName: "deck.md")) }
    p.send(.fileChanged(.deck))
    #expect(!p.text.contains("malformed"))
    #expect(p.position == Position(section: 0, page: 2, step: 0))
    #expect(p.state.deck.sections[0].slides[2].titleText == "Bee")
  }

  @Test func aDeckThatCannotBeReadKeepsTheLastGoodOne() {
    var p = PresenterSession(Self.markdown)
    p.loadDeck = { .failure(.error("deck.md: cannot read: No such file or directory")) }
    p.send(.fileChanged(.deck))
    #expect(p.screen[0].contains("error: deck.md: cannot read"))
    #expect(p.screen.last?.hasSuffix("One · 1/7") ?? false)
  }
}

extension String {
  var replacingNewlines: String { split(separator: "\n").joined(separator: " ") }
}
