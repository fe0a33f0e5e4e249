import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// Many keys read at once (a paste, a held key, a terminal that sends in bursts) are all
/// applied, but only the frames of the last one that shows anything reach the screen. The soak
/// found the presenter busy for 34 s, its memory up from 17 to 93 MB, after 2,000 digits were
/// typed into the `:` prompt: every key drew a frame, and every frame was kept until drawn.
@Suite struct PresenterBurstTests {
  static let markdown = "# One\n\n## A\n\nx\n\n## B\n\ny\n\n## C\n\nz\n\n## D\n\nw\n"

  func frameEffects(_ p: PresenterSession) -> Int {
    p.effects.filter(\.showsFrames).count
  }

  @Test func twoThousandDigitsIntoThePromptDrawOnce() {
    var p = PresenterSession(Self.markdown, size: Size(width: 60, height: 16))
    p.type(":")
    p.type(String(repeating: "9", count: 2_000))
    #expect(frameEffects(p) == 1)
    #expect(p.screen.last?.hasPrefix(" :999999") ?? false)
  }

  @Test func aBurstOfPagingKeysLandsWhereTheyLeadAndDrawsOnce() {
    var p = PresenterSession(Self.markdown)
    p.type("lll")
    #expect(p.position == Position(section: 0, page: 3, step: 0))
    #expect(frameEffects(p) == 1)
    #expect(p.text.contains("z") && p.screen.last?.hasSuffix(" 4/5") ?? false)
  }

  /// With transitions, the last key's own effects stay whole: the jump of the animation before
  /// it to its end, then its own animation.
  @Test func aBurstDuringTransitionsAnimatesOnlyTheLastKey() {
    var p = PresenterSession(Self.markdown, transitions: true)
    p.type("l", at: 0)
    p.type("ll", at: 20)
    #expect(p.position == Position(section: 0, page: 3, step: 0))
    #expect(p.effects.filter(\.isDraw).count == 1)
    #expect(p.effects.compactMap(\.animation).count == 1)
    #expect(p.effects.first?.isDraw ?? false)
  }

  /// Effects that show nothing are never dropped: `r` then `l` in one read still reloads.
  @Test func effectsThatShowNoFramesAreKept() {
    var p = PresenterSession(Self.markdown)
    p.type("rl")
    #expect(p.effects.contains { if case .reloadDeck = $0 { true } else { false } })
    #expect(p.position == Position(section: 0, page: 1, step: 0))
  }
}
