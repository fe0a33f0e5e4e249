/// A terminal's answer to an operating-system command query, as `KeyDecoder` collects it.
///
/// Only the background colour is asked for (OSC 11, `ESC ] 11 ; ? ST`); terminals answer
/// `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or ST, with one to four hex digits per
/// component.
enum OSCReply {
  /// Longest reply kept: anything longer is not an answer to our question and is dropped.
  static let maximumLength = 64

  /// The event for a finished OSC payload (what came between `ESC ]` and its end), if any.
  static func event(_ payload: [UInt8]) -> InputEvent? {
    guard payload.count <= maximumLength else { return nil }
    let text = String(decoding: payload, as: UTF8.self)
    guard text.hasPrefix("11;rgb:") else { return nil }
    // Empty parts count (`ffff//0` is not three channels), and only hex digits do: `Int(_:radix:)`
    // alone takes a sign, and a negative channel trapped converting to UInt8 (found by fuzzing).
    let parts = text.dropFirst("11;rgb:".count).split(
      separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    var channels: [UInt8] = []
    for part in parts {
      guard (1...4).contains(part.count), part.allSatisfy(\.isHexDigit),
        let value = Int(part, radix: 16)
      else { return nil }
      let top = (1 << (4 * part.count)) - 1
      channels.append(UInt8((value * 255 + top / 2) / top))
    }
    return .terminalBackground(red: channels[0], green: channels[1], blue: channels[2])
  }
}
