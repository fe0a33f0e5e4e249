import Foundation
import SegueCore
import Testing

@testable import SegueRender

/// An asciicast v2 recording, read back as a player would: a header, then events in order.
struct ParsedCast {
  var header: [String: Any]
  var events: [(time: Double, code: String, data: String)]

  init(_ text: String) throws {
    let lines = text.split(separator: "\n").map { Data($0.utf8) }
    header = try #require(try JSONSerialization.jsonObject(with: lines[0]) as? [String: Any])
    events = try lines.dropFirst().map { line in
      let array = try #require(try JSONSerialization.jsonObject(with: line) as? [Any])
      try #require(array.count == 3)
      return (
        try #require(array[0] as? Double), try #require(array[1] as? String),
        try #require(array[2] as? String)
      )
    }
  }
}

@Suite struct CastFormatTests {
  static let markdown = """
    ---
    title: Cast "test"
    ---

    # One

    ## A

    - x

    <!-- pause -->

    - y

    ## B

    Text.

    # Two

    ## C

    日本語

    """

  func deck(_ text: String = markdown) throws -> Deck {
    try #require(DeckParser.parse(text, fileName: "deck.md").deck)
  }

  func export(_ deck: Deck, theme: Theme, seconds: Double = 5, steps: Bool = true) throws
    -> ParsedCast
  {
    let exporter = Exporter(
      theme: theme, size: Size(width: 40, height: 12), steps: steps, chrome: true)
    return try ParsedCast(
      exporter.export(deck, as: CastFormat(theme: theme, slideSeconds: seconds)))
  }

  var still: Theme {
    var theme = Theme.dark
    theme.transition.style = .none
    return theme
  }

  @Test func headerIsVersionTwoAtTheExportSize() throws {
    let cast = try export(deck(), theme: still)
    #expect(cast.header["version"] as? Int == 2)
    #expect(cast.header["width"] as? Int == 40)
    #expect(cast.header["height"] as? Int == 12)
    #expect(cast.header["title"] as? String == "Cast \"test\"")
  }

  /// Without transitions: one full-screen frame per step, `--slide-seconds` apart, and a last
  /// event that shows the cursor again one interval after the last frame. The deck has 7
  /// frames with steps: the intro, each section's title slide, A's two steps, B and C.
  @Test func oneFramePerStepAtEachInterval() throws {
    let cast = try export(deck(), theme: still, seconds: 2)
    #expect(cast.events.map(\.time) == [0, 2, 4, 6, 8, 10, 12, 14])
    #expect(cast.events.allSatisfy { $0.code == "o" })
    #expect(
      cast.events.dropLast().allSatisfy {
        $0.data.hasPrefix("\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J")
      })
    #expect(!cast.events.contains { $0.data.contains("\n") })
    #expect(cast.events.last?.data == "\u{1B}[0m\u{1B}[?25h")
    #expect(cast.events[6].data.contains("日本語"))
  }

  @Test func withoutStepsEachSlideOnce() throws {
    let cast = try export(deck(), theme: still, steps: false)
    #expect(cast.events.map(\.time) == [0, 5, 10, 15, 20, 25, 30])
  }

  /// A theme that animates slides each new frame in, ending on the frame itself before the next.
  @Test func transitionsLeadIntoEachFrame() throws {
    var theme = Theme.dark
    theme.transition = TransitionTheme(style: .slide, durationMilliseconds: 160)
    let deck = try deck()
    let cast = try export(deck, theme: theme)
    let times = cast.events.map(\.time)
    #expect(times == times.sorted())
    #expect(times.filter { $0 >= 5 && $0 < 10 }.count == 10)  // 160 ms at ~16 ms a frame
    let exporter = Exporter(
      theme: theme, size: Size(width: 40, height: 12), steps: true, chrome: true)
    let second = exporter.frame(of: deck, at: Pager.walk(deck: deck, steps: true)[1], index: 1)
    let lastOfSecond = try #require(cast.events.last { $0.time < 10 })
    #expect(lastOfSecond.data == CastEvent.screen(second.canvas))
    #expect(lastOfSecond.time < 5.2)
  }

  @Test func deckTurnsTransitionsOff() throws {
    var theme = Theme.dark
    theme.transition = TransitionTheme(style: .slide, durationMilliseconds: 160)
    let deck = try deck(
      "---\ntransition: none\n---\n"
        + Self.markdown.split(separator: "\n").dropFirst(3).joined(separator: "\n"))
    let frames = Pager.walk(deck: deck, steps: true).count
    #expect(try export(deck, theme: theme).events.count == frames + 1)
  }

  @Test(arguments: [
    (0, "0.000000"), (5_000_000, "5.000000"), (1_234_567, "1.234567"), (16_000, "0.016000"),
  ])
  func secondsHaveSixDecimals(_ microseconds: Int, _ text: String) {
    #expect(CastEvent.seconds(microseconds) == text)
  }

  @Test func eventsAreJSONWithControlsEscaped() {
    #expect(
      CastEvent.output(at: 0, "\u{1B}[0m\"\\\n") == #"[0.000000, "o", "\u001b[0m\"\\\n"]"# + "\n")
    #expect(CastEvent.marker(at: 1_500_000, "Right") == "[1.500000, \"m\", \"Right\"]\n")
    #expect(
      CastEvent.resize(at: 2_000_000, to: Size(width: 30, height: 8))
        == "[2.000000, \"r\", \"30x8\"]\n")
  }

  /// U+2028 and U+2029 end a line in JavaScript before ES2019: escaped in a recording's title
  /// and events as the speaker channel escapes them (one function, `JSONString`), and C1
  /// controls too (on main both were written raw).
  @Test func lineAndParagraphSeparatorsAreEscaped() {
    let header = CastEvent.header(size: Size(width: 2, height: 1), title: "a\u{2028}b\u{2029}c")
    #expect(header.contains(#""title": "a\u2028b\u2029c""#), "\(header)")
    #expect(
      CastEvent.output(at: 0, "x\u{2028}\u{9B}y") == #"[0.000000, "o", "x\u2028\u009by"]"# + "\n")
    #expect(!header.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 })
  }
}
