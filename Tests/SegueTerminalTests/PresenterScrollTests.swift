import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// A slide taller than the content area scrolls: `next` shows its next screen before moving
/// on, J/K scroll half a screen, the wheel over it three rows; the marker says where.
@Suite struct PresenterScrollTests {
  /// A slide of 40 numbered lines, then a short one.
  static let deck =
    "## Long\n\n" + (1...40).map { "- line \($0)" }.joined(separator: "\n")
    + "\n\n## Short\n\nend\n"

  static func lines(_ p: PresenterSession) -> [Int] {
    p.screen.compactMap { row in
      guard let range = row.range(of: "line ") else { return nil }
      return Int(row[range.upperBound...].prefix { $0.isNumber })
    }
  }

  @Test func nextScrollsAScreenAtATimeThenMovesOn() throws {
    var p = PresenterSession(Self.deck)
    let first = Self.lines(p)
    #expect(first.first == 1)
    #expect(p.text.contains("1/"))
    #expect(p.text.contains("▼"))
    #expect(!p.text.contains("↓"))
    let height = try #require(p.state.shown?.scroll?.height)
    p.type(" ")
    #expect(p.position == Position(section: 0, page: 0))
    #expect(p.state.shown?.scroll?.offset == height)
    #expect(p.text.contains("▲"))
    var presses = 1
    while p.position.page == 0 && presses < 20 {
      #expect(Self.lines(p).last ?? 0 <= 40)
      p.type(" ")
      presses += 1
    }
    #expect(p.position == Position(section: 0, page: 1))
    let screens = 40 / height + 1
    #expect(presses <= screens + 1)
  }

  @Test func theLastScreenShowsTheLastLineAndPreviousScrollsBackUp() throws {
    var p = PresenterSession(Self.deck)
    let scroll = try #require(p.state.shown?.scroll)
    for _ in 1..<scroll.screens { p.type(" ") }
    #expect(Self.lines(p).last == 40)
    #expect(p.text.contains("\(scroll.screens)/\(scroll.screens)"))
    #expect(!p.text.contains("▼"))
    p.type("p")
    #expect(p.position == Position(section: 0, page: 0))
    #expect((p.state.shown?.scroll?.offset ?? 0) < scroll.maxOffset)
  }

  @Test func jAndKScrollHalfAScreenAndStopAtTheEnds() throws {
    var p = PresenterSession(Self.deck)
    let height = try #require(p.state.shown?.scroll?.height)
    p.type("J")
    #expect(p.state.shown?.scroll?.offset == height / 2)
    #expect(Self.lines(p).first ?? 0 > 1)
    p.type("K")
    #expect(p.state.shown?.scroll?.offset == 0)
    let before = p.frames.count
    p.type("K")
    #expect(p.frames.count == before)
    for _ in 0..<40 { p.type("J") }
    #expect(Self.lines(p).last == 40)
    #expect(p.position.page == 0)
  }

  @Test func theWheelOverTheSlideScrollsThreeRows() throws {
    var p = PresenterSession(Self.deck)
    let content = try #require(p.state.shown?.layout.content)
    p.send(.input(.mouse(MouseEvent(kind: .wheelDown, x: content.x + 2, y: content.y + 2))))
    #expect(p.state.shown?.scroll?.offset == PresenterState.wheelRows)
    p.send(.input(.mouse(MouseEvent(kind: .wheelUp, x: content.x + 2, y: content.y + 2))))
    #expect(p.state.shown?.scroll?.offset == 0)
    #expect(p.position.page == 0)
  }

  @Test func anotherSlideStartsAtItsTopAndTheChannelIsToldTheScroll() throws {
    var p = PresenterSession(Self.deck)
    p.state.channel.deck = DeckAnnouncement(path: "/deck.md", hash: "h")
    p.type("J")
    let told = p.announced.compactMap { if case .position(let r) = $0 { r.scroll } else { nil } }
    #expect(told.last == p.state.shown?.scroll?.offset)
    #expect((told.last ?? 0) > 0)
    p.type("G")
    p.type("gg")
    #expect(p.state.shown?.scroll?.offset ?? 0 == 0)
  }

  @Test func goingBackOntoALongSlideShowsItsLastScreen() throws {
    var p = PresenterSession(Self.deck)
    p.type("J")
    p.type("G")
    p.type("gg")
    // A jump shows the slide from its top.
    #expect(p.state.shown?.scroll?.offset == 0)
    p.type("G")
    p.type("p")
    let scroll = try #require(p.state.shown?.scroll)
    #expect(scroll.offset == scroll.maxOffset)
    #expect(Self.lines(p).last == 40)
  }

  @Test func aStepRevealedBelowTheScreenIsScrolledTo() throws {
    let long = (1...30).map { "- line \($0)" }.joined(separator: "\n")
    var p = PresenterSession("## Steps\n\n\(long)\n\n<!-- pause -->\n\nthe reveal\n")
    // Step 0 fits the first screens; next scrolls to its end, then reveals the step.
    while p.position.step == 0 { p.type(" ") }
    #expect(p.text.contains("the reveal"))
    let scroll = try #require(p.state.shown?.scroll)
    #expect(scroll.offset == scroll.maxOffset)
  }

  @Test func aSlideThatFitsHasNoMarkerAndNextMovesOn() {
    var p = PresenterSession("## A\n\nshort\n\n## B\n\nb\n")
    #expect(p.state.shown?.scroll == nil)
    p.type(" ")
    #expect(p.position.page == 1)
  }

  /// A match below the first screen of a long slide is scrolled to: search from the short
  /// slide finds `line 38` on the long one and shows the screen that holds it.
  @Test func searchScrollsToAMatchBelowTheFirstScreen() throws {
    var p = PresenterSession(Self.deck)
    p.type("/line 38")
    p.type("\r")
    #expect(p.position.page == 0)
    #expect(Self.lines(p).contains(38), "\(Self.lines(p))")
    #expect((p.state.shown?.scroll?.offset ?? 0) > 0)
  }
}
