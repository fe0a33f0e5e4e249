/// The content hash a presenter announces: FNV-1a over the deck's text, 64 bits.
///
/// Not for security (the channel is private to the user): only to tell whether the speaker
/// view read the same text as the presenter. One pass over the bytes, cheap enough for
/// every reload.
public enum DeckHash {
  public static func of(_ text: String) -> String {
    // Over the string's storage: the view's iterator is several times slower.
    "fnv1a64:" + hex(text.utf8.withContiguousStorageIfAvailable { fnv1a($0) } ?? fnv1a(text.utf8))
  }

  static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
