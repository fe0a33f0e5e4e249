/// Splits a byte stream into lines, holding at most `limit` bytes of an unfinished one.
///
/// A line over the limit is not kept: its bytes are skipped up to the next newline and it is
/// reported once, as `.tooLong`, so a peer that never sends a newline costs a bounded buffer.
public struct LineReader: Sendable {
  public enum Item: Sendable, Equatable {
    case line([UInt8])
    /// A line that passed the limit (its length so far when it was dropped).
    case tooLong(Int)
  }

  public let limit: Int
  private var pending: [UInt8] = []
  private var skipping = false

  public init(limit: Int = ChannelCodec.maximumLine) {
    self.limit = limit
  }

  /// Whether part of a line is waiting for its newline (a half-written message at the end).
  public var hasPartialLine: Bool { !pending.isEmpty || skipping }

  /// The complete lines (and dropped ones) in `bytes`, given what came before.
  public mutating func feed(_ bytes: some Collection<UInt8>) -> [Item] {
    var items: [Item] = []
    for byte in bytes {
      if byte == 0x0A {
        if !skipping { items.append(.line(pending)) }
        pending.removeAll(keepingCapacity: true)
        skipping = false
      } else if !skipping {
        pending.append(byte)
        if pending.count > limit {
          items.append(.tooLong(pending.count))
          pending.removeAll()
          skipping = true
        }
      }
    }
    return items
  }
}
