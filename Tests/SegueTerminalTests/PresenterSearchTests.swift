import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// `/` searches the slides' text and notes; `n` and `N` go round the matches; Esc clears.
@Suite struct PresenterSearchTests {
  static let deck = """
    # Intro

    ## Welcome

    Nothing here.

    # Middle

    ## Apples

    An apple a day, and another Apple.

    # End

    ## Pears

    No fruit but a pear.

    <!-- speaker_note: mention the apple harvest -->
    """

  @Test func enterGoesToTheFirstMatchMarksItAndCountsThem() throws {
    var p = PresenterSession(Self.deck)
    p.type("/apple")
    #expect(p.screen.last?.contains("/apple▏") == true)
    p.type("\r")
    #expect(p.position == Position(section: 1, page: 1))
    #expect(p.screen.last?.contains("/apple  match 1 of 4") == true)
    // The matches on the slide are drawn in the theme's search style (reverse by default).
    let canvas = try #require(p.frames.last)
    let row = try #require(p.screen.firstIndex { $0.contains("An apple a day") })
    let column = p.screen[row].distance(
      from: p.screen[row].startIndex, to: p.screen[row].range(of: "apple")!.lowerBound)
    #expect(canvas.row(row)[column].style.attributes.contains(.reverse))
    #expect(!canvas.row(row)[column - 2].style.attributes.contains(.reverse))
  }

  @Test func nAndShiftNGoRoundTheMatchesAndSayWhenTheyWrap() {
    var p = PresenterSession(Self.deck, size: Size(width: 80, height: 16))
    // The title, "apple" and "Apple" on one slide, then the last slide's notes.
    p.type("/apple\r")
    p.type("n")
    #expect(p.screen.last?.contains("match 2 of 4") == true)
    #expect(p.position == Position(section: 1, page: 1))
    p.type("nn")
    #expect(p.position == Position(section: 2, page: 1))
    #expect(p.screen.last?.contains("match 4 of 4 (in the notes)") == true)
    p.type("n")
    #expect(p.position == Position(section: 1, page: 1))
    #expect(p.screen.last?.contains("match 1 of 4 · wrapped to the top") == true)
    p.type("N")
    #expect(p.position == Position(section: 2, page: 1))
    #expect(p.screen.last?.contains("wrapped to the bottom") == true)
  }

  @Test func aCapitalMakesTheSearchCaseSensitive() {
    var p = PresenterSession(Self.deck)
    p.type("/Apple\r")
    // The title "Apples" and "Apple", not "apple" nor the notes' "apple".
    #expect(p.screen.last?.contains("match 1 of 2") == true)
    #expect(SearchQuery("apple").caseSensitive == false)
    #expect(SearchQuery("Apple").caseSensitive)
  }

  @Test func escClearsTheSearchAndNThenPagesAgain() {
    var p = PresenterSession(Self.deck)
    p.type("/apple\r")
    p.key(.escape)
    p.send(.timer, at: 1000)  // a lone Escape is known once nothing followed it
    #expect(p.state.overlays.search == nil)
    #expect(p.screen.last?.contains("match") == false)
    p.type("n")
    #expect(p.position == Position(section: 2, page: 0))
  }

  @Test func nothingFoundSaysSoAndKeepsThePlace() {
    var p = PresenterSession(Self.deck)
    p.type("/kiwi\r")
    #expect(p.position == .start)
    #expect(p.text.contains("not found: kiwi"))
    #expect(p.state.overlays.search == nil)
  }

  @Test func backspaceErasesAndEscClosesThePrompt() {
    var p = PresenterSession(Self.deck)
    p.type("/pz")
    p.key(.backspace)
    #expect(p.screen.last?.contains("/p▏") == true)
    p.key(.backspace)
    p.key(.backspace)
    #expect(p.state.overlays.mode == .slides)
  }

  @Test func aMatchInALaterStepShowsThatStep() {
    var p = PresenterSession("## One\n\nfirst\n\n<!-- pause -->\n\nhidden word\n")
    p.type("/hidden\r")
    #expect(p.position == Position(section: 0, page: 0, step: 1))
    #expect(p.text.contains("hidden word"))
  }
}
