import SegueTerminal
import Testing

/// One row of the decoder's specification: bytes in (fed, then flushed), events out.
struct DecoderCase: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  let events: [InputEvent]

  init(_ name: String, _ bytes: [UInt8], _ events: [InputEvent]) {
    self.name = name
    self.bytes = bytes
    self.events = events
  }

  init(_ name: String, _ text: String, _ events: [InputEvent]) {
    self.init(name, Array(text.utf8), events)
  }

  var testDescription: String { name }
}

private func key(_ key: Key) -> InputEvent { .key(key) }
private func chars(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }
private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> InputEvent {
  .mouse(MouseEvent(kind: kind, x: x, y: y))
}

private let esc = "\u{1B}"

let textCases: [DecoderCase] = [
  DecoderCase("ASCII letters", "Hi", chars("Hi")),
  DecoderCase("space and digits", " 42", chars(" 42")),
  DecoderCase("punctuation", "[]?:", chars("[]?:")),
  DecoderCase("two-byte UTF-8", "é", chars("é")),
  DecoderCase("three-byte UTF-8", "€日", chars("€日")),
  DecoderCase("four-byte UTF-8", "😀", chars("😀")),
  DecoderCase(
    "combining mark is its own scalar", "e\u{301}",
    [key(.character("e")), key(.character("\u{301}"))]),
  DecoderCase("enter as CR", "\r", [key(.enter)]),
  DecoderCase("enter as LF", "\n", [key(.enter)]),
  DecoderCase("CR LF is two enters", "\r\n", [key(.enter), key(.enter)]),
  DecoderCase("tab", "\t", [key(.tab)]),
  DecoderCase("backspace as DEL", [0x7F], [key(.backspace)]),
  DecoderCase("backspace as BS", [0x08], [key(.backspace)]),
  DecoderCase("Ctrl-A", [0x01], [key(.control("a"))]),
  DecoderCase("Ctrl-C", [0x03], [key(.control("c"))]),
  DecoderCase("Ctrl-R", [0x12], [key(.control("r"))]),
  DecoderCase("Ctrl-Z", [0x1A], [key(.control("z"))]),
  DecoderCase("Ctrl-Space", [0x00], [key(.control("@"))]),
  DecoderCase("Ctrl-backslash", [0x1C], [key(.control("\\"))]),
  DecoderCase(
    "keys around a sequence", "a\(esc)[Bb",
    [key(.character("a")), key(.down), key(.character("b"))]),
]

let cursorCases: [DecoderCase] = [
  DecoderCase("CSI up", "\(esc)[A", [key(.up)]),
  DecoderCase("CSI down", "\(esc)[B", [key(.down)]),
  DecoderCase("CSI right", "\(esc)[C", [key(.right)]),
  DecoderCase("CSI left", "\(esc)[D", [key(.left)]),
  DecoderCase("SS3 up", "\(esc)OA", [key(.up)]),
  DecoderCase("SS3 down", "\(esc)OB", [key(.down)]),
  DecoderCase("SS3 right", "\(esc)OC", [key(.right)]),
  DecoderCase("SS3 left", "\(esc)OD", [key(.left)]),
  DecoderCase("Ctrl-up is up", "\(esc)[1;5A", [key(.up)]),
  DecoderCase("Shift-down is down", "\(esc)[1;2B", [key(.down)]),
  DecoderCase("Alt-right is right", "\(esc)[1;3C", [key(.right)]),
  DecoderCase("empty first parameter", "\(esc)[;5D", [key(.left)]),
  DecoderCase("sub-parameters", "\(esc)[1;5:1A", [key(.up)]),
  DecoderCase("huge parameter", "\(esc)[999999999999999999999999A", [key(.up)]),
  DecoderCase("home CSI H", "\(esc)[H", [key(.home)]),
  DecoderCase("end CSI F", "\(esc)[F", [key(.end)]),
  DecoderCase("home 1~", "\(esc)[1~", [key(.home)]),
  DecoderCase("end 4~", "\(esc)[4~", [key(.end)]),
  DecoderCase("home 7~", "\(esc)[7~", [key(.home)]),
  DecoderCase("end 8~", "\(esc)[8~", [key(.end)]),
  DecoderCase("home SS3 H", "\(esc)OH", [key(.home)]),
  DecoderCase("end SS3 F", "\(esc)OF", [key(.end)]),
  DecoderCase("Ctrl-home", "\(esc)[1;5H", [key(.home)]),
  DecoderCase("page up", "\(esc)[5~", [key(.pageUp)]),
  DecoderCase("page down", "\(esc)[6~", [key(.pageDown)]),
  DecoderCase("Ctrl-page down", "\(esc)[6;5~", [key(.pageDown)]),
  DecoderCase("delete", "\(esc)[3~", [key(.delete)]),
  DecoderCase("Shift-delete", "\(esc)[3;2~", [key(.delete)]),
  DecoderCase("Shift-Tab", "\(esc)[Z", [key(.backTab)]),
]

let functionKeyCases: [DecoderCase] =
  [
    DecoderCase("F1 SS3", "\(esc)OP", [key(.function(1))]),
    DecoderCase("F2 SS3", "\(esc)OQ", [key(.function(2))]),
    DecoderCase("F3 SS3", "\(esc)OR", [key(.function(3))]),
    DecoderCase("F4 SS3", "\(esc)OS", [key(.function(4))]),
    DecoderCase("Shift-F1 CSI", "\(esc)[1;2P", [key(.function(1))]),
    DecoderCase("Ctrl-F4 CSI", "\(esc)[1;5S", [key(.function(4))]),
    DecoderCase("F1 Linux console", "\(esc)[[A", [key(.function(1))]),
    DecoderCase("F5 Linux console", "\(esc)[[E", [key(.function(5))]),
    DecoderCase("unknown Linux console letter", "\(esc)[[Zx", chars("x")),
  ]
  + zip([11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24], 1...12).map { code, number in
    DecoderCase("F\(number) as \(code)~", "\(esc)[\(code)~", [key(.function(number))])
  }

let keypadCases: [DecoderCase] = [
  DecoderCase("keypad enter", "\(esc)OM", [key(.enter)]),
  DecoderCase("keypad digits", "\(esc)Op\(esc)Oy", chars("09")),
  DecoderCase("keypad operators", "\(esc)Oj\(esc)Ok\(esc)Om\(esc)Oo\(esc)OX", chars("*+-/=")),
]

let mouseCases: [DecoderCase] = [
  DecoderCase("SGR left press", "\(esc)[<0;10;5M", [mouse(.press(button: 1), 9, 4)]),
  DecoderCase("SGR middle press", "\(esc)[<1;3;4M", [mouse(.press(button: 2), 2, 3)]),
  DecoderCase("SGR right press", "\(esc)[<2;1;1M", [mouse(.press(button: 3), 0, 0)]),
  DecoderCase("SGR release", "\(esc)[<0;10;5m", [mouse(.release, 9, 4)]),
  DecoderCase("SGR wheel up", "\(esc)[<64;5;6M", [mouse(.wheelUp, 4, 5)]),
  DecoderCase("SGR wheel down", "\(esc)[<65;5;6M", [mouse(.wheelDown, 4, 5)]),
  DecoderCase("SGR drag", "\(esc)[<32;7;8M", [mouse(.drag, 6, 7)]),
  DecoderCase("SGR Shift-click", "\(esc)[<4;2;2M", [mouse(.press(button: 1), 1, 1)]),
  DecoderCase("SGR Ctrl-click", "\(esc)[<16;2;2M", [mouse(.press(button: 1), 1, 1)]),
  DecoderCase("SGR far away", "\(esc)[<0;300;200M", [mouse(.press(button: 1), 299, 199)]),
  DecoderCase("SGR move without button", "\(esc)[<35;7;8M", []),
  DecoderCase("SGR horizontal wheel", "\(esc)[<66;1;1M", []),
  DecoderCase("SGR extra button", "\(esc)[<128;1;1M", []),
  DecoderCase("SGR wheel release", "\(esc)[<64;1;1m", []),
  DecoderCase("SGR too few parameters", "\(esc)[<0;1M", []),
  DecoderCase(
    "SGR click then key", "\(esc)[<0;1;1Mq", [mouse(.press(button: 1), 0, 0), key(.character("q"))]),
  DecoderCase(
    "legacy left press", Array("\(esc)[M".utf8) + [32, 33 + 9, 33 + 4],
    [mouse(.press(button: 1), 9, 4)]),
  DecoderCase(
    "legacy right press", Array("\(esc)[M".utf8) + [34, 33, 33], [mouse(.press(button: 3), 0, 0)]),
  DecoderCase("legacy release", Array("\(esc)[M".utf8) + [35, 33, 33], [mouse(.release, 0, 0)]),
  DecoderCase("legacy wheel up", Array("\(esc)[M".utf8) + [96, 40, 40], [mouse(.wheelUp, 7, 7)]),
  DecoderCase(
    "legacy wheel down", Array("\(esc)[M".utf8) + [97, 40, 40], [mouse(.wheelDown, 7, 7)]),
  DecoderCase("legacy drag", Array("\(esc)[M".utf8) + [64, 40, 40], [mouse(.drag, 7, 7)]),
  DecoderCase(
    "legacy far column", Array("\(esc)[M".utf8) + [32, 255, 33], [mouse(.press(button: 1), 222, 0)]),
  DecoderCase(
    "legacy with ESC bytes", Array("\(esc)[M".utf8) + [32, 0x1B, 0x1B] + Array("a".utf8),
    [mouse(.press(button: 1), 0, 0), key(.character("a"))]),
]

let escapeCases: [DecoderCase] = [
  DecoderCase("lone ESC, flushed", esc, [key(.escape)]),
  DecoderCase("ESC [ flushed", "\(esc)[", [key(.escape)]),
  DecoderCase("ESC O flushed", "\(esc)O", [key(.escape)]),
  DecoderCase("unfinished CSI flushed", "\(esc)[1;5", [key(.escape)]),
  DecoderCase("unfinished legacy mouse flushed", "\(esc)[M!", [key(.escape)]),
  DecoderCase("ESC ESC", "\(esc)\(esc)", [key(.escape), key(.escape)]),
  DecoderCase("Alt-x", "\(esc)x", [key(.escape), key(.character("x"))]),
  DecoderCase("Alt-Enter", "\(esc)\r", [key(.escape), key(.enter)]),
  DecoderCase("Alt-é", "\(esc)é", [key(.escape), key(.character("é"))]),
  DecoderCase("ESC then arrow", "\(esc)\(esc)[A", [key(.escape), key(.up)]),
]

let ignoredCases: [DecoderCase] = [
  DecoderCase("insert", "\(esc)[2~", []),
  DecoderCase("unknown tilde", "\(esc)[99~", []),
  DecoderCase("focus in and out", "\(esc)[I\(esc)[O", []),
  DecoderCase("device attributes answer", "\(esc)[?1;2c", []),
  DecoderCase("secondary DA answer", "\(esc)[>41;380;0c", []),
  DecoderCase("DA answer listing sixel", "\(esc)[?62;4;22c", []),
  DecoderCase("kitty graphics answer (APC)", "\(esc)_Gi=31;OK\(esc)\\", []),
  DecoderCase("kitty error answer", "\(esc)_Gi=31;ENOTSUPPORTED:x\(esc)\\", []),
  DecoderCase("kitty answer then a key", "\(esc)_Gi=31;OK\(esc)\\j", chars("j")),
  DecoderCase("DCS answer (XTGETTCAP)", "\(esc)P1+r544e=787465726d\(esc)\\", []),
  DecoderCase("APC broken by a sequence", "\(esc)_Gi=31\(esc)[A", [key(.up)]),
  DecoderCase("unfinished APC flushed", "\(esc)_Gi=31;O", [key(.escape)]),
  DecoderCase("intermediate byte", "\(esc)[1 q", []),
  DecoderCase(
    "many parameters", "\(esc)[" + (1...40).map(String.init).joined(separator: ";") + "x", []),
  DecoderCase("paste markers around text", "\(esc)[200~hi\(esc)[201~", chars("hi")),
  DecoderCase("unknown SS3", "\(esc)OZ", []),
  DecoderCase("unknown CSI then text", "\(esc)[Iok", chars("ok")),
  DecoderCase("marker in the middle", "\(esc)[1?A", []),
]

let garbageCases: [DecoderCase] = [
  DecoderCase("stray continuation byte", [0x80], []),
  DecoderCase("invalid byte FF", [0xFF], []),
  DecoderCase("invalid byte C0", [0xC0, 0x41], chars("A")),
  DecoderCase("truncated character then ASCII", [0xC3, 0x61], chars("a")),
  DecoderCase("truncated character flushed", [0xE2, 0x82], []),
  DecoderCase("overlong slash", [0xE0, 0x80, 0xAF], []),
  DecoderCase("surrogate", [0xED, 0xA0, 0x80], []),
  DecoderCase("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80], []),
  DecoderCase("C1 control NEL", [0xC2, 0x85], []),
  DecoderCase("8-bit CSI", [0x9B, 0x41], chars("A")),
  DecoderCase("CSI broken by a control byte", "\(esc)[1\u{01}", [key(.control("a"))]),
  DecoderCase("CSI broken by ESC", "\(esc)[1\(esc)[A", [key(.up)]),
  DecoderCase("CSI broken by UTF-8", "\(esc)[1é", chars("é")),
  DecoderCase("CSI broken by DEL", Array("\(esc)[1".utf8) + [0x7F], [key(.backspace)]),
  DecoderCase("text after garbage", [0xFE, 0x68, 0x69], chars("hi")),
]

let allCases =
  textCases + cursorCases + functionKeyCases + keypadCases + mouseCases + escapeCases
  + ignoredCases + garbageCases

/// Feeds `bytes` in the given pieces, then flushes.
private func decode(_ pieces: [ArraySlice<UInt8>]) -> [InputEvent] {
  var decoder = KeyDecoder()
  var events: [InputEvent] = []
  for piece in pieces { events += decoder.feed(Array(piece)) }
  events += decoder.flush()
  #expect(!decoder.hasPending)
  return events
}

@Suite struct KeyDecoderTests {
  @Test(arguments: allCases)
  func decodesInOneRead(_ testCase: DecoderCase) {
    #expect(decode([testCase.bytes[...]]) == testCase.events)
  }

  @Test(arguments: allCases)
  func decodesSplitAtEveryByte(_ testCase: DecoderCase) {
    let bytes = testCase.bytes
    for split in 0...bytes.count {
      let events = decode([bytes[..<split], bytes[split...]])
      #expect(events == testCase.events, "split after \(split) bytes")
    }
  }

  @Test(arguments: allCases)
  func decodesOneByteAtATime(_ testCase: DecoderCase) {
    #expect(decode(testCase.bytes.map { [$0][...] }) == testCase.events)
  }

  @Test func everyCaseTogetherInOneRead() {
    // Cases that end with something pending only make sense at the end of the input.
    let complete = allCases.filter { testCase in
      var decoder = KeyDecoder()
      _ = decoder.feed(testCase.bytes)
      return !decoder.hasPending
    }
    #expect(complete.count > allCases.count - 10)
    let bytes = complete.flatMap(\.bytes)
    #expect(decode([bytes[...]]) == complete.flatMap(\.events))
  }

  @Test func feedReturnsWhatIsCompleteAndKeepsTheRest() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("a\u{1B}".utf8)) == chars("a"))
    #expect(decoder.hasPending)
    #expect(decoder.feed(Array("[".utf8)) == [])
    #expect(decoder.hasPending)
    #expect(decoder.feed(Array("5~b".utf8)) == [key(.pageUp), key(.character("b"))])
    #expect(!decoder.hasPending)
  }

  @Test func pendingUTF8IsPending() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xF0, 0x9F]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.feed([0x98, 0x80]) == chars("😀"))
    #expect(!decoder.hasPending)
  }

  @Test func flushWithNothingPendingIsEmpty() {
    var decoder = KeyDecoder()
    #expect(decoder.flush() == [])
    _ = decoder.feed(Array("x".utf8))
    #expect(decoder.flush() == [])
  }

  @Test func sequenceCompletedAfterAFlushIsReadAsText() {
    // What a timeout costs: the rest of a sequence that arrives later is ordinary text.
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.flush() == [key(.escape)])
    #expect(decoder.feed(Array("[A".utf8)) == chars("[A"))
  }

  @Test func decoderIsReusableAfterGarbage() {
    var decoder = KeyDecoder()
    _ = decoder.feed([0xFF, 0xC3, 0x1B, 0x5B, 0x31, 0x3B])
    #expect(decoder.flush() == [key(.escape)])
    #expect(decoder.feed(Array("\u{1B}[Bq".utf8)) == [key(.down), key(.character("q"))])
  }

  @Test func longUnknownSequenceIsConsumedWhole() {
    var decoder = KeyDecoder()
    let body = [UInt8](repeating: UInt8(ascii: "7"), count: 100_000)
    let events = decoder.feed(Array("\u{1B}[".utf8) + body + Array("xq".utf8))
    #expect(events == chars("q"))
  }
}
