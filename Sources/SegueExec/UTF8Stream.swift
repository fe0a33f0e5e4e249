/// Decodes UTF-8 that arrives in chunks split anywhere: a character cut between two reads is
/// held until its last byte comes. Invalid bytes become U+FFFD, as a terminal shows them.
struct UTF8Stream {
  private var pending: [UInt8] = []
  private var needed = 0

  /// Feeds one byte; the scalars it completes (at most two: a replacement for a broken
  /// sequence, then the byte's own).
  mutating func feed(_ byte: UInt8) -> (Unicode.Scalar?, Unicode.Scalar?) {
    var broken: Unicode.Scalar?
    if needed > 0 {
      if isContinuation(byte) {
        pending.append(byte)
        needed -= 1
        return (needed == 0 ? decoded() : nil, nil)
      }
      // A sequence cut short: it is one replacement, and the byte starts afresh.
      reset()
      broken = "\u{FFFD}"
    }
    switch byte {
    case 0x00...0x7F: return (broken, Unicode.Scalar(byte))
    case 0xC2...0xDF: start(byte, needing: 1)
    case 0xE0...0xEF: start(byte, needing: 2)
    case 0xF0...0xF4: start(byte, needing: 3)
    default: return (broken, "\u{FFFD}")
    }
    return (broken, nil)
  }

  /// The end of the output: a character still waiting for bytes is a replacement.
  mutating func finish() -> Unicode.Scalar? {
    guard needed > 0 else { return nil }
    reset()
    return "\u{FFFD}"
  }

  private mutating func start(_ byte: UInt8, needing count: Int) {
    pending = [byte]
    needed = count
  }

  private mutating func reset() {
    pending.removeAll(keepingCapacity: true)
    needed = 0
  }

  /// Whether `byte` may follow what is pending (the second byte's range is narrower after
  /// E0, ED, F0 and F4: no overlong forms, surrogates or scalars past U+10FFFF).
  private func isContinuation(_ byte: UInt8) -> Bool {
    guard pending.count == 1 else { return (0x80...0xBF).contains(byte) }
    switch pending[0] {
    case 0xE0: return (0xA0...0xBF).contains(byte)
    case 0xED: return (0x80...0x9F).contains(byte)
    case 0xF0: return (0x90...0xBF).contains(byte)
    case 0xF4: return (0x80...0x8F).contains(byte)
    default: return (0x80...0xBF).contains(byte)
    }
  }

  private mutating func decoded() -> Unicode.Scalar {
    var value = UInt32(pending[0]) & (pending.count == 2 ? 0x1F : pending.count == 3 ? 0x0F : 0x07)
    for byte in pending.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
    reset()
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}
