import SegueCore
import Testing

@testable import SegueTerminal

/// The channel's lines, both ways: each message as its exact JSON, and every way a line is
/// refused with the reason its log line gives.
@Suite struct ChannelCodecTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var message: ChannelMessage
    var line: String
    var testDescription: String { name }
  }

  static let report = PositionReport(
    position: Position(section: 1, page: 2, step: 1), slide: 5, slideCount: 12,
    sectionTitle: "Why \"terminals\"", title: "Notes\tand\nnext")

  static let scrolled = {
    var scrolled = report
    scrolled.scroll = 14
    return scrolled
  }()

  static let cases: [Case] = [
    Case(
      name: "deck announcement",
      message: .deck(DeckAnnouncement(path: "/talks/a b.md", hash: "fnv1a64:00ff")),
      line: #"{"v":1,"type":"deck","path":"/talks/a b.md","hash":"fnv1a64:00ff"}"#),
    Case(
      name: "position, titles escaped", message: .position(report),
      line:
        #"{"v":1,"type":"position","section":1,"page":2,"step":1,"slide":5,"slides":12,"sectionTitle":"Why \"terminals\"","title":"Notes\tand\nnext"}"#
    ),
    Case(
      name: "position of a scrolled slide", message: .position(scrolled),
      line:
        #"{"v":1,"type":"position","section":1,"page":2,"step":1,"slide":5,"slides":12,"sectionTitle":"Why \"terminals\"","title":"Notes\tand\nnext","scroll":14}"#
    ),
    Case(name: "bye", message: .bye, line: #"{"v":1,"type":"bye"}"#),
    Case(
      name: "hello", message: .hello(role: "notes"), line: #"{"v":1,"type":"hello","role":"notes"}"#
    ),
    Case(
      name: "next", message: .command(.next), line: #"{"v":1,"type":"command","command":"next"}"#),
    Case(
      name: "previous section", message: .command(.previousSection),
      line: #"{"v":1,"type":"command","command":"previousSection"}"#),
    Case(
      name: "go to slide", message: .command(.goToSlide(7)),
      line: #"{"v":1,"type":"command","command":"goto","slide":7}"#),
  ]

  @Test(arguments: cases) func encodesToItsLine(_ c: Case) {
    #expect(String(decoding: ChannelCodec.encode(c.message), as: UTF8.self) == c.line + "\n")
  }

  @Test(arguments: cases) func decodesFromItsLine(_ c: Case) throws {
    #expect(try ChannelCodec.decode(Array(c.line.utf8)) == c.message)
  }

  @Test func controlAndSeparatorCharactersAreEscapedSoALineStaysOneLine() {
    let line = ChannelCodec.encode(.hello(role: "a\u{1B}[31m\u{2028}b\u{0}"))
    #expect(
      String(decoding: line, as: UTF8.self)
        == #"{"v":1,"type":"hello","role":"a\u001b[31m\u2028b\u0000"}"# + "\n")
    #expect(line.filter { $0 == 0x0A }.count == 1)
  }

  @Test func unknownMembersAreIgnoredAndOrderDoesNotMatter() throws {
    let line = #" {"command":"last","extra":[1,{"x":null}],"type":"command","v":1} "#
    #expect(try ChannelCodec.decode(Array(line.utf8)) == .command(.last))
  }

  @Test func longTitlesAreCutSoEveryMessageFitsTheLimit() throws {
    var report = Self.report
    report.title = String(repeating: "界", count: 10_000)
    let line = ChannelCodec.encode(.position(report))
    #expect(line.count < ChannelCodec.maximumLine)
    guard case .position(let back) = try ChannelCodec.decode(line.dropLast()) else {
      Issue.record("not a position")
      return
    }
    #expect(back.title.count == ChannelCodec.maximumTitle)
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    var name: String
    var line: String
    var reason: String
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(
      name: "not JSON", line: "garbage", reason: "malformed JSON: unexpected character at byte 1"),
    Refusal(
      name: "half a message", line: #"{"v":1,"type":"comm"#,
      reason: "malformed JSON: unterminated string at byte 20"),
    Refusal(
      name: "trailing text", line: #"{"v":1,"type":"bye"} x"#,
      reason: "malformed JSON: text after the value at byte 22"),
    Refusal(name: "an array", line: "[1]", reason: "a message must be a JSON object"),
    Refusal(
      name: "no version", line: #"{"type":"bye"}"#,
      reason: "unknown protocol version (none) (this is 1)"),
    Refusal(
      name: "version 2", line: #"{"v":2,"type":"bye"}"#,
      reason: "unknown protocol version 2 (this is 1)"),
    Refusal(
      name: "version as text", line: #"{"v":"1","type":"bye"}"#,
      reason: #"unknown protocol version "1" (this is 1)"#),
    Refusal(
      name: "unknown type", line: #"{"v":1,"type":"dance"}"#, reason: "unknown message type 'dance'"
    ),
    Refusal(
      name: "unknown command", line: #"{"v":1,"type":"command","command":"jump"}"#,
      reason: "missing or bad field 'command'"),
    Refusal(
      name: "go to slide 0", line: #"{"v":1,"type":"command","command":"goto","slide":0}"#,
      reason: "missing or bad field 'slide'"),
    Refusal(
      name: "negative page",
      line:
        #"{"v":1,"type":"position","section":0,"page":-1,"step":0,"slide":0,"slides":1,"sectionTitle":"","title":""}"#,
      reason: "missing or bad field 'page'"),
    Refusal(
      name: "fractional step",
      line:
        #"{"v":1,"type":"position","section":0,"page":0,"step":0.5,"slide":0,"slides":1,"sectionTitle":"","title":""}"#,
      reason: "missing or bad field 'step'"),
    Refusal(
      name: "invalid UTF-8", line: "{\"v\":1,\"type\":\"hello\",\"role\":\"\u{FFFD}\"}", reason: ""),
    Refusal(
      name: "deep nesting", line: "{\"v\":1,\"x\":" + String(repeating: "[", count: 100) + "}",
      reason: "malformed JSON: nested too deeply at byte 27"),
    Refusal(
      name: "lone surrogate", line: #"{"v":1,"type":"hello","role":"\ud800"}"#,
      reason: "malformed JSON: lone surrogate at byte 37"),
  ]

  @Test(arguments: refusals) func refusesWithAReason(_ r: Refusal) {
    var bytes = Array(r.line.utf8)
    if r.name == "invalid UTF-8" {
      // U+FFFD stands in for a byte that is not UTF-8 at all.
      bytes = Array(#"{"v":1,"type":"hello","role":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
    }
    do {
      let message = try ChannelCodec.decode(bytes)
      Issue.record("decoded \(message)")
    } catch {
      if r.reason.isEmpty {
        #expect(error.description.hasPrefix("malformed JSON: invalid UTF-8"))
      } else {
        #expect(error.description == r.reason)
      }
    }
  }

  @Test func aLineOverTheLimitIsRefusedBeforeItIsRead() {
    let bytes = [UInt8](repeating: 0x20, count: ChannelCodec.maximumLine + 1)
    #expect(throws: ChannelCodec.Failure.tooLong(ChannelCodec.maximumLine + 1)) {
      try ChannelCodec.decode(bytes)
    }
  }
}

/// Lines out of a stream: split anywhere, too long, or never finished.
@Suite struct LineReaderTests {
  @Test func linesSplitAcrossReadsComeOutWhole() {
    var reader = LineReader(limit: 10)
    #expect(reader.feed(Array("ab".utf8)) == [])
    #expect(reader.hasPartialLine)
    #expect(
      reader.feed(Array("c\nde\n\nf".utf8)) == [
        .line(Array("abc".utf8)), .line(Array("de".utf8)), .line([]),
      ])
    #expect(reader.hasPartialLine)
  }

  @Test func aLongLineIsReportedOnceAndSkippedToItsNewline() {
    var reader = LineReader(limit: 4)
    #expect(reader.feed(Array("12345678".utf8)) == [.tooLong(5)])
    #expect(reader.feed(Array("9999".utf8)) == [])
    #expect(reader.feed(Array("99\nok\n".utf8)) == [.line(Array("ok".utf8))])
    #expect(!reader.hasPartialLine)
  }
}
