import SegueTerminal

/// The terminal input decoder: bytes in any order, fed whole, one at a time and in pieces.
///
/// `KeyDecoder` promises that a sequence split across reads decodes as it does read whole, so
/// the three feeds must give the same events; and after `flush()` nothing is pending.
enum KeyFuzz {
  static func run(_ bytes: [UInt8]) {
    let whole = decode([bytes])
    require(decode(bytes.map { [$0] }) == whole, "feeding byte by byte changed the events")
    require(decode(pieces(of: bytes)) == whole, "feeding in pieces changed the events")
  }

  /// Every event from feeding `chunks` in order, then flushing.
  static func decode(_ chunks: [[UInt8]]) -> [InputEvent] {
    var decoder = KeyDecoder()
    var events: [InputEvent] = []
    for chunk in chunks { events += decoder.feed(chunk) }
    events += decoder.flush()
    require(!decoder.hasPending, "flush() left input pending")
    return events
  }

  /// The input cut into pieces whose lengths come from the input itself (1 to 8 bytes), so a
  /// run is reproducible from the input alone.
  static func pieces(of bytes: [UInt8]) -> [[UInt8]] {
    var chunks: [[UInt8]] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + 1 + Int(bytes[start] % 8))
      chunks.append(Array(bytes[start..<end]))
      start = end
    }
    return chunks
  }
}
