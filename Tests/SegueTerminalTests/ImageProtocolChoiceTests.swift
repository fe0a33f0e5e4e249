import SegueRender
import Testing

@testable import SegueTerminal

/// One row of the protocol rule: the option, the environment, the terminal's answers, the
/// protocol chosen, and whether the terminal was asked at all.
struct ProtocolCase: Sendable, CustomTestStringConvertible {
  let name: String
  let option: ImageProtocolOption
  let environment: [String: String]
  let reply: GraphicsReply
  let chosen: ImageProtocol
  let asks: Bool

  var testDescription: String { name }
}

private let xterm = ["TERM": "xterm-256color"]
private let kittyOK = GraphicsReply(kittyGraphics: true, deviceAttributes: [62, 22])
private let sixelDA = GraphicsReply(deviceAttributes: [62, 4, 22])
private let plainDA = GraphicsReply(deviceAttributes: [62, 22])

let protocolCases: [ProtocolCase] = [
  ProtocolCase(
    name: "tmux: symbols, without asking", option: .auto,
    environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"], reply: kittyOK,
    chosen: .symbols, asks: false),
  ProtocolCase(
    name: "TERM=screen: symbols", option: .auto, environment: ["TERM": "screen-256color"],
    reply: sixelDA, chosen: .symbols, asks: false),
  ProtocolCase(
    name: "GNU screen by STY under an xterm TERM", option: .auto,
    environment: ["TERM": "xterm-256color", "STY": "1234.pts-0.host"], reply: sixelDA,
    chosen: .symbols, asks: false),
  ProtocolCase(
    name: "kitty env: KITTY_WINDOW_ID", option: .auto,
    environment: ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], reply: GraphicsReply(),
    chosen: .kitty, asks: false),
  ProtocolCase(
    name: "kitty env: TERM=xterm-kitty", option: .auto, environment: ["TERM": "xterm-kitty"],
    reply: GraphicsReply(), chosen: .kitty, asks: false),
  ProtocolCase(
    name: "ghostty", option: .auto,
    environment: ["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"], reply: GraphicsReply(),
    chosen: .kitty, asks: false),
  ProtocolCase(
    name: "iTerm", option: .auto,
    environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"],
    reply: GraphicsReply(), chosen: .iterm2, asks: false),
  ProtocolCase(
    name: "WezTerm", option: .auto,
    environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], reply: GraphicsReply(),
    chosen: .iterm2, asks: false),
  ProtocolCase(
    name: "kitty query answered OK", option: .auto, environment: xterm, reply: kittyOK,
    chosen: .kitty, asks: true),
  ProtocolCase(
    name: "sixel in DA reply", option: .auto, environment: xterm, reply: sixelDA,
    chosen: .sixel, asks: true),
  ProtocolCase(
    name: "DA reply without sixel", option: .auto, environment: xterm, reply: plainDA,
    chosen: .symbols, asks: true),
  ProtocolCase(
    name: "no reply", option: .auto, environment: xterm, reply: GraphicsReply(),
    chosen: .symbols, asks: true),
  ProtocolCase(
    name: "explicit option wins over the answers", option: .fixed(.iterm2), environment: xterm,
    reply: kittyOK, chosen: .iterm2, asks: false),
  ProtocolCase(
    name: "explicit option wins inside tmux", option: .fixed(.kitty),
    environment: ["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0"], reply: GraphicsReply(),
    chosen: .kitty, asks: false),
  ProtocolCase(
    name: "explicit symbols in kitty", option: .fixed(.symbols),
    environment: ["TERM": "xterm-kitty"], reply: kittyOK, chosen: .symbols, asks: false),
]

@Suite struct ImageProtocolChoiceTests {
  @Test(arguments: protocolCases)
  func choice(_ c: ProtocolCase) {
    var asked = false
    let chosen = ImageProtocolChoice.choose(c.option, environment: c.environment) {
      asked = true
      return c.reply
    }
    #expect(chosen == c.chosen)
    #expect(asked == c.asks)
  }

  @Test(arguments: [
    ("auto", ImageProtocolOption.auto), ("symbols", .fixed(.symbols)), ("kitty", .fixed(.kitty)),
    ("iterm2", .fixed(.iterm2)), ("sixel", .fixed(.sixel)),
  ])
  func optionValues(_ text: String, _ option: ImageProtocolOption) {
    #expect(ImageProtocolOption(parsing: text) == option)
  }

  @Test func otherOptionValuesAreRefused() {
    #expect(ImageProtocolOption(parsing: "iterm") == nil)
    #expect(ImageProtocolOption(parsing: "Kitty") == nil)
    #expect(ImageProtocolOption(parsing: "") == nil)
  }
}

/// The terminal's answers, read from the bytes that came back.
@Suite struct GraphicsReplyTests {
  private let esc = "\u{1B}"

  private func read(_ text: String) -> GraphicsReply { GraphicsReply.read(Array(text.utf8)) }

  @Test func kittyOKAndDeviceAttributes() {
    let reply = read("\(esc)_Gi=31;OK\(esc)\\\(esc)[?62;22c")
    #expect(reply == GraphicsReply(kittyGraphics: true, deviceAttributes: [62, 22]))
  }

  @Test func kittyErrorIsNoKitty() {
    let reply = read("\(esc)_Gi=31;ENOTSUPPORTED:no\(esc)\\\(esc)[?62;22c")
    #expect(!reply.kittyGraphics)
  }

  @Test func anotherImageIDIsNotOurAnswer() {
    #expect(!read("\(esc)_Gi=7;OK\(esc)\\").kittyGraphics)
  }

  @Test func sixelAttribute() {
    #expect(read("\(esc)[?63;1;2;4;6;9;15;22c").sixel)
    #expect(!read("\(esc)[?62;14;22c").sixel)
    #expect(!read("\(esc)[?1;2c").sixel)
  }

  @Test func noReply() {
    #expect(read("") == GraphicsReply())
    #expect(!GraphicsReply.isComplete([]))
  }

  @Test func keysAroundTheRepliesAreIgnored() {
    let reply = read("q\(esc)[A\(esc)_Gi=31;OK\(esc)\\x\(esc)[?62;4c")
    #expect(reply == GraphicsReply(kittyGraphics: true, deviceAttributes: [62, 4]))
  }

  @Test func completeOnlyWithTheDeviceAttributes() {
    #expect(!GraphicsReply.isComplete(Array("\(esc)_Gi=31;OK\(esc)\\".utf8)))
    #expect(!GraphicsReply.isComplete(Array("\(esc)[?62;4".utf8)))
    #expect(GraphicsReply.isComplete(Array("\(esc)[?62;4c".utf8)))
  }

  @Test func theQueryAsksKittyThenTheColourThenDA() {
    let query = String(decoding: GraphicsReply.query, as: UTF8.self)
    #expect(
      query == "\(esc)_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\(esc)\\"
        + "\(esc)[48;2;1;2;3m\(esc)P$qm\(esc)\\\(esc)[m\(esc)[c")
  }

  /// DECRQSS's report of the SGR in force: the 24-bit colour kept (xterm's colon form, the
  /// semicolon form), rounded to the palette, or refused (`0$r`).
  @Test(arguments: [
    ("P1$r0;48:2::1:2:3m", true), ("P1$r48;2;1;2;3m", true), ("P1$r0;48:2:1:2:3m", true),
    ("P1$r0;48;5;16m", false), ("P0$r", false), ("P1$r0m", false),
  ])
  func trueColorFromDECRQSS(report: String, trueColor: Bool) {
    let reply = read("\(esc)\(report)\(esc)\\\(esc)[?62;22c")
    #expect(reply.trueColor == trueColor)
    #expect(reply.deviceAttributes == [62, 22])
  }
}
