/// Bytes being written: UTF-8 text, single bytes and decimal numbers appended to an array.
///
/// The one writer behind the canvas's text, the `text` and `ansi` encoders and the SGR
/// sequences, and the in-memory sink of an export. It is a plain array underneath, with
/// bounds checks: the hand-made writers into uninitialised string storage it replaces saved
/// less than a person can notice on the largest export.
public struct ByteBuffer: Sendable, Equatable {
  public private(set) var bytes: [UInt8] = []

  public init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  public var count: Int { bytes.count }

  /// The bytes as text; invalid UTF-8 (none of the appends write it) becomes U+FFFD.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  public mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  public mutating func append(_ scalar: Unicode.Scalar) {
    if scalar.isASCII {
      bytes.append(UInt8(truncatingIfNeeded: scalar.value))
    } else {
      UTF8.encode(scalar) { bytes.append($0) }
    }
  }

  public mutating func append(_ character: Character) {
    bytes.append(contentsOf: character.utf8)
  }

  public mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  public mutating func append(contentsOf other: [UInt8]) {
    bytes.append(contentsOf: other)
  }

  /// Appends `value` in decimal, with a "-" when it is negative.
  public mutating func append(decimal value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    var power: UInt = 1  // the largest power of ten that is at most `magnitude`
    while power <= magnitude / 10 { power *= 10 }
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude / power % 10))
      power /= 10
    } while power > 0
  }

  /// Drops the spaces at the end, but none of the first `start` bytes: trims a line that
  /// begins at `start`.
  public mutating func trimTrailingSpaces(after start: Int) {
    var end = bytes.count
    while end > start && bytes[end - 1] == 0x20 { end -= 1 }
    bytes.removeSubrange(end...)
  }

  /// Empties the buffer and keeps its storage, to write the next piece into it.
  public mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }
}
