/// Turns the bytes a terminal sends into keys and mouse events: a pure state machine.
///
/// Feed it whatever `read` returned; it returns the events complete so far and keeps an
/// unfinished escape sequence or UTF-8 character for the next feed, so a sequence split across
/// reads decodes the same as one read whole.
///
/// The one thing bytes cannot tell is whether a lone ESC is the Escape key or the start of a
/// sequence whose rest is still in flight. The caller decides by time: while `hasPending` is
/// true, wait at most `TerminalScreen.escapeDelayMilliseconds` for more input and call `flush()`
/// when none came. Decisions, so that no sequence ever leaks into the deck as typed text:
/// - ESC followed by anything other than `[` or `O` (an Alt-key, or ESC ESC) is `.escape` and
///   then that key.
/// - `flush()` turns a pending ESC, or ESC with the start of a sequence after it, into one
///   `.escape`; the unfinished sequence is dropped. A pending partial UTF-8 character is
///   dropped.
/// - A well-formed CSI or SS3 sequence that means nothing here (focus reports, device
///   answers, Insert, paste markers) is consumed whole and ignored. A sequence broken by a
///   byte that cannot belong to it is dropped and that byte is decoded afresh.
/// - Invalid UTF-8 and C1 control characters are ignored.
/// - ESC `]` starts a terminal's OSC reply (the answer to the background-colour query), read to
///   its BEL or ST; so Alt-`]` is not a key (a lone one is Escape when nothing follows in time).
/// - ESC `_`, `P`, `^` and `X` start a control string (APC, DCS, PM, SOS: kitty's graphics
///   replies are APC) that is dropped whole, to its ST; so Alt-`_`, Alt-`P`, Alt-`^` and
///   Alt-`X` are not keys either.
public struct KeyDecoder: Sendable {
  enum State: Sendable, Equatable {
    case ground
    /// Inside a multi-byte UTF-8 character.
    case utf8
    /// After ESC.
    case escape
    /// After ESC `[`.
    case csi
    /// After ESC `O`.
    case ss3
    /// After ESC `[` `M`: the legacy mouse report's three bytes follow.
    case legacyMouse
    /// After ESC `[` `[`: the Linux console's F1–F5 letter follows.
    case linuxFunctionKey
    /// After ESC `]`: a terminal's OSC reply, up to BEL or ST.
    case osc
    /// An ESC inside an OSC reply: `\` ends it (ST).
    case oscEscape
    /// After ESC `_`, `P`, `^` or `X`: a control string, dropped up to its ST.
    case controlString
    /// An ESC inside a control string: `\` ends it.
    case controlStringEscape
  }

  var state = State.ground
  var utf8Value: UInt32 = 0
  var utf8Remaining = 0
  var utf8Minimum: UInt32 = 0
  var sequence = ControlSequence()
  var mouseBytes: [UInt8] = []
  var oscBytes: [UInt8] = []

  public init() {}

  /// Whether an unfinished escape sequence or character is waiting for more bytes.
  public var hasPending: Bool { state != .ground }

  /// Decodes `bytes`, continuing whatever the previous feed left unfinished.
  public mutating func feed(_ bytes: [UInt8]) -> [InputEvent] {
    var events: [InputEvent] = []
    for byte in bytes { step(byte, into: &events) }
    return events
  }

  /// Ends what is pending because no more input came in time: ESC (with or without the start
  /// of a sequence after it) becomes `.escape`, a partial UTF-8 character is dropped.
  public mutating func flush() -> [InputEvent] {
    defer { state = .ground }
    switch state {
    case .ground, .utf8: return []
    case .escape, .csi, .ss3, .legacyMouse, .linuxFunctionKey, .osc, .oscEscape, .controlString,
      .controlStringEscape:
      return [.key(.escape)]
    }
  }

  mutating func step(_ byte: UInt8, into events: inout [InputEvent]) {
    switch state {
    case .ground:
      ground(byte, into: &events)
    case .utf8:
      continueUTF8(byte, into: &events)
    case .escape:
      afterEscape(byte, into: &events)
    case .csi, .ss3:
      continueSequence(byte, into: &events)
    case .legacyMouse:
      mouseBytes.append(byte)
      if mouseBytes.count == 3 {
        state = .ground
        if let event = Self.legacyMouse(mouseBytes) { events.append(.mouse(event)) }
      }
    case .linuxFunctionKey:
      state = .ground
      if (0x41...0x45).contains(byte) { events.append(.key(.function(Int(byte) - 0x40))) }
    case .osc, .oscEscape:
      continueOSC(byte, into: &events)
    case .controlString:
      if byte == 0x1B { state = .controlStringEscape }
    case .controlStringEscape:
      if byte == UInt8(ascii: "\\") {
        state = .ground
      } else {
        afterEscapeStart(byte, into: &events)
      }
    }
  }

  /// Collects an OSC reply to its end (BEL, or ESC `\`); one too long, or broken by another
  /// ESC, is dropped, and nothing in it is ever read as keys.
  private mutating func continueOSC(_ byte: UInt8, into events: inout [InputEvent]) {
    if state == .oscEscape {
      state = .ground
      if byte == UInt8(ascii: "\\") {
        if let event = OSCReply.event(oscBytes) { events.append(event) }
      } else {
        afterEscapeStart(byte, into: &events)
      }
      return
    }
    switch byte {
    case 0x07:
      state = .ground
      if let event = OSCReply.event(oscBytes) { events.append(event) }
    case 0x1B:
      state = .oscEscape
    default:
      // Past the limit the rest is dropped to its end (or to the escape timeout's flush).
      if oscBytes.count <= OSCReply.maximumLength { oscBytes.append(byte) }
    }
  }

  /// An ESC that broke off an OSC reply starts a sequence of its own.
  private mutating func afterEscapeStart(_ byte: UInt8, into events: inout [InputEvent]) {
    state = .escape
    afterEscape(byte, into: &events)
  }

  private mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) {
    switch byte {
    case 0x1B:
      state = .escape
    case 0x20...0x7E:
      events.append(.key(.character(Character(Unicode.Scalar(byte)))))
    case 0x00..<0x20, 0x7F:
      events.append(.key(Self.controlKey(byte)))
    case 0xC2...0xDF:
      startUTF8(value: byte & 0x1F, remaining: 1, minimum: 0x80)
    case 0xE0...0xEF:
      startUTF8(value: byte & 0x0F, remaining: 2, minimum: 0x800)
    case 0xF0...0xF4:
      startUTF8(value: byte & 0x07, remaining: 3, minimum: 0x1_0000)
    default:
      break  // a stray continuation byte or a byte that never appears in UTF-8
    }
  }

  /// The key a C0 control byte or DEL stands for.
  static func controlKey(_ byte: UInt8) -> Key {
    switch byte {
    case 0x09: return .tab
    case 0x0A, 0x0D: return .enter
    case 0x08, 0x7F: return .backspace
    case 0x1B: return .escape
    case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
    default: return .control(Character(Unicode.Scalar(byte + 0x40)))  // @ \ ] ^ _
    }
  }

  private mutating func startUTF8(value: UInt8, remaining: Int, minimum: UInt32) {
    state = .utf8
    utf8Value = UInt32(value)
    utf8Remaining = remaining
    utf8Minimum = minimum
  }

  private mutating func continueUTF8(_ byte: UInt8, into events: inout [InputEvent]) {
    guard byte & 0xC0 == 0x80 else {
      state = .ground  // the character was cut short: drop it, decode this byte afresh
      ground(byte, into: &events)
      return
    }
    utf8Value = utf8Value << 6 | UInt32(byte & 0x3F)
    utf8Remaining -= 1
    guard utf8Remaining == 0 else { return }
    state = .ground
    // Overlong forms and surrogates are invalid; C1 controls (U+0080–U+009F) are not text.
    guard utf8Value >= utf8Minimum, utf8Value >= 0xA0, let scalar = Unicode.Scalar(utf8Value)
    else { return }
    events.append(.key(.character(Character(scalar))))
  }

  private mutating func afterEscape(_ byte: UInt8, into events: inout [InputEvent]) {
    switch byte {
    case UInt8(ascii: "["):
      state = .csi
      sequence = ControlSequence()
    case UInt8(ascii: "O"):
      state = .ss3
      sequence = ControlSequence()
    case UInt8(ascii: "]"):
      state = .osc
      oscBytes = []
    case UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "^"), UInt8(ascii: "X"):
      state = .controlString
    case 0x1B:
      events.append(.key(.escape))  // ESC ESC: the first was the Escape key
    default:
      events.append(.key(.escape))  // an Alt-key: Escape, then the key
      state = .ground
      ground(byte, into: &events)
    }
  }

  private mutating func continueSequence(_ byte: UInt8, into events: inout [InputEvent]) {
    switch byte {
    case 0x20...0x3F:
      sequence.add(byte)
    case 0x40...0x7E:
      let isSS3 = state == .ss3
      state = .ground
      if isSS3 {
        if let key = Self.ss3Key(final: byte) { events.append(.key(key)) }
      } else {
        finishCSI(final: byte, into: &events)
      }
    default:
      // A control byte, DEL or a non-ASCII byte cannot be part of a sequence: the sequence
      // was broken off. Drop it and decode the byte on its own (an ESC starts a new one).
      state = .ground
      ground(byte, into: &events)
    }
  }

  private mutating func finishCSI(final: UInt8, into events: inout [InputEvent]) {
    let parameters = sequence.finishedParameters
    if sequence.isPlain && parameters.isEmpty {
      if final == UInt8(ascii: "M") {
        state = .legacyMouse
        mouseBytes = []
        return
      }
      if final == UInt8(ascii: "[") {
        state = .linuxFunctionKey
        return
      }
    }
    if sequence.isSGRMouse && (final == UInt8(ascii: "M") || final == UInt8(ascii: "m")) {
      if parameters.count >= 3,
        let event = Self.mouseEvent(
          code: parameters[0], column: parameters[1], row: parameters[2],
          isRelease: final == UInt8(ascii: "m"))
      {
        events.append(.mouse(event))
      }
      return
    }
    guard sequence.isPlain, let key = Self.csiKey(final: final, parameters: parameters) else {
      return
    }
    events.append(.key(key))
  }
}
