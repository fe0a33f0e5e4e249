import SegueCore
import SegueRender
import Testing

@testable import SegueTerminal

/// Live output over the speaker channel: the presenter tells each change (at most once a
/// frame), the `live` message keeps styles and drops everything else, and a follower draws
/// what the presenter draws.
@Suite struct LiveChannelTests {
  static let red = Style(fg: .ansi(1))

  static let output = LiveOutput(
    lines: [[StyledRun("plain ")], [StyledRun("red", style: red), StyledRun(" then plain")]],
    status: .exited(3), note: "5 earlier lines dropped", version: 4, cursor: (1, 2))

  @Test func aLiveMessageKeepsTextStylesStatusAndNote() throws {
    let id = BlockID.named(section: 1, page: 2, name: "demo")
    let line = ChannelCodec.encode(.live(LiveReport(id: id, output: Self.output)))
    guard case .live(let report) = try ChannelCodec.decode(line.dropLast()) else {
      Issue.record("not a live message")
      return
    }
    #expect(report.id == id)
    #expect(report.output.lines == Self.output.lines)
    #expect(report.output.status == .exited(3))
    #expect(report.output.note == "5 earlier lines dropped")
    #expect(report.output.cursor?.row == 1 && report.output.cursor?.column == 2)
  }

  /// A line of the wire is read as a program's output: a title, a cursor move or a clipboard
  /// write in it never reaches the follower's screen.
  @Test func aHostileLiveLineShowsOnlyItsText() throws {
    let wire =
      #"{"v":1,"type":"live","block":{"section":0,"page":0,"ordinal":0},"status":"running","#
      + #""lines":["\u001b]0;HACKED\u0007a\u001b[2Jb\u001b]52;c;eA==\u0007c"]}"#
    guard case .live(let report) = try ChannelCodec.decode(Array(wire.utf8)) else {
      Issue.record("not a live message")
      return
    }
    #expect(report.output.lines.map { $0.map(\.text).joined() } == ["abc"])
  }

  /// Long output sends its last lines, as many as a line of the protocol holds.
  @Test func longOutputSendsItsLastLinesWithinTheLineLimit() throws {
    let lines = (1...10_000).map { [StyledRun("line \($0) of a long output")] }
    let message = ChannelCodec.encode(
      .live(
        LiveReport(id: .position(section: 0, page: 0, ordinal: 0), output: LiveOutput(lines: lines))
      ))
    #expect(message.count < ChannelCodec.maximumLine)
    guard case .live(let report) = try ChannelCodec.decode(message.dropLast()) else {
      Issue.record("not a live message")
      return
    }
    #expect(report.output.lines.last?.first?.text == "line 10000 of a long output")
    #expect(report.output.lines.count > 100)
  }

  @Test func thePresenterTellsEachChangeAtMostOnceAFrame() {
    let deck = "# A\n\n## Run\n\n```bash +exec\necho hi\n```\n"
    var session = PresenterSession(deck, size: Size(width: 60, height: 20), exec: .byKey)
    session.state.channel.deck = DeckAnnouncement(path: "/t/deck.md", hash: "h")
    session.type("n", at: 0)
    session.type("\u{05}", at: 100)
    let id = BlockID.position(section: 0, page: 1, ordinal: 0)
    func told(_ session: PresenterSession) -> [LiveReport] {
      session.announced.compactMap { if case .live(let r) = $0 { r } else { nil } }
    }
    let before = told(session).count
    session.send(.liveOutput(id, LiveOutput(lines: [[StyledRun("one")]])), at: 200)
    session.send(
      .liveOutput(id, LiveOutput(lines: [[StyledRun("one")], [StyledRun("two")]])), at: 205)
    #expect(told(session).count == before + 1)
    #expect(session.scheduled.contains(200 + PresenterState.frameMilliseconds))
    session.send(.timer, at: 200 + PresenterState.frameMilliseconds)
    #expect(told(session).count == before + 2)
    #expect(told(session).last?.output.lines.count == 2)
  }

  @Test func aFollowerDrawsTheOutputItIsTold() {
    let load = DeckParser.parse("# A\n\n## Run\n\n```bash +exec\necho hi\n```\n", fileName: "t.md")
    var state = ViewerState(
      kind: .follow, size: Size(width: 60, height: 16), theme: .dark, deckPath: "/t/t.md")
    var screen: [String] = []
    func send(_ event: ViewerEvent) {
      for case .draw(let canvas) in state.handle(event, at: 0) { screen = canvas.lines() }
    }
    send(.start)
    send(.deckLoaded(PreparedDeck(.success(load))))
    send(.connected)
    send(.message(.deck(DeckAnnouncement(path: "/t/t.md", hash: DeckHash.of(load.source.text)))))
    send(ViewerStateTests.at(0, 1, slide: 1))
    #expect(screen.contains { $0.contains("echo hi") })
    #expect(!screen.contains { $0.contains("from the presenter") })
    let output = LiveOutput(lines: [[StyledRun("from the presenter")]], status: .exited(0))
    send(
      .message(.live(LiveReport(id: .position(section: 0, page: 1, ordinal: 0), output: output))))
    #expect(screen.contains { $0.contains("from the presenter") })
    #expect(screen.contains { $0.contains("exit 0") })
    // Nothing runs in a follower: no hint either.
    #expect(!screen.contains { $0.contains("run with") })
  }
}
