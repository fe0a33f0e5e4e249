import SegueTerminal

/// The speaker channel's message reader: what a peer sends, split into lines (`LineReader`)
/// and decoded (`ChannelCodec` over `JSONReader`), as the presenter reads its clients and a
/// view reads the presenter.
///
/// What must hold: the lines are the same whether the bytes come whole, one at a time or in
/// pieces (a socket read can end anywhere); no line passes the reader's limit, and a dropped
/// one is reported just past it; every line decodes or fails with a reason; and a message
/// decoded is encoded as one line that decodes again, to a message that encodes the same.
enum ChannelFuzz {
  static func run(_ bytes: [UInt8]) {
    // The real limit, and a small one from the input, so that dropping long lines is reached
    // by inputs of a few hundred bytes.
    let small = 1 + Int(bytes.first ?? 0)
    let single = bytes.indices.lazy.map { $0..<($0 + 1) }
    let pieces = Self.pieces(of: bytes)
    for limit in [ChannelCodec.maximumLine, small] {
      let whole = lines(in: bytes, cut: [bytes.indices], limit: limit)
      require(lines(in: bytes, cut: single, limit: limit) == whole, "byte by byte differs")
      require(lines(in: bytes, cut: pieces, limit: limit) == whole, "in pieces differs")
      for item in whole { check(item, limit: limit) }
    }
  }

  /// Every item of feeding `bytes` to one reader in the parts `cut` gives, in order (slices:
  /// no copy of each part).
  static func lines(
    in bytes: [UInt8], cut: some Sequence<Range<Int>>, limit: Int
  ) -> [LineReader.Item] {
    var reader = LineReader(limit: limit)
    var items: [LineReader.Item] = []
    for part in cut { items += reader.feed(bytes[part]) }
    return items
  }

  /// Parts of 1 to 8 bytes, their lengths taken from the input (as `KeyFuzz.pieces`).
  static func pieces(of bytes: [UInt8]) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + 1 + Int(bytes[start] % 8))
      parts.append(start..<end)
      start = end
    }
    return parts
  }

  private static func check(_ item: LineReader.Item, limit: Int) {
    switch item {
    case .tooLong(let count):
      require(count == limit + 1, "a line dropped at \(count) bytes, limit \(limit)")
    case .line(let line):
      require(line.count <= limit, "a line of \(line.count) bytes passed the limit \(limit)")
      require(!line.contains(0x0A), "a line holds a newline")
      guard let message = try? ChannelCodec.decode(line) else { return }
      roundTrip(message)
    }
  }

  private static func roundTrip(_ message: ChannelMessage) {
    let encoded = ChannelCodec.encode(message)
    require(encoded.last == 0x0A, "an encoded message does not end its line")
    require(!encoded.dropLast().contains(0x0A), "an encoded message spans lines")
    // A path as long as a whole line, escaped, may not fit a line again: a presenter never
    // announces one (paths are at most PATH_MAX).
    guard encoded.count - 1 <= ChannelCodec.maximumLine else { return }
    let again: ChannelMessage
    do throws(ChannelCodec.Failure) {
      again = try ChannelCodec.decode(encoded.dropLast())
    } catch {
      return require(false, "an encoded message does not decode: \(error)")
    }
    require(ChannelCodec.encode(again) == encoded, "a message changed in a round trip")
  }
}
