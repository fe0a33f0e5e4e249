/// An image file told apart by its bytes, not by its name: what exports key a picture by, so a
/// file named twenty ways (`pad.png`, `./pad.png`, `././pad.png`, a hard link, a copy) is one
/// picture in an HTML page and one image object in a PDF.
///
/// The bytes were read anyway (to embed or to decode them), so their hash costs one pass and
/// needs nothing of the file system; it also cannot be fooled by a file that changes between
/// a check of its name and its reading. Two keyed hashes (Swift's SipHash, seeded at random
/// per process) with the length make an accidental match of different files negligible and a
/// chosen one impossible to plan.
public struct ImageContent: Hashable, Sendable {
  var count: Int
  var first: Int
  var second: Int

  public init(_ bytes: [UInt8]) {
    count = bytes.count
    var hashers = (Hasher(), Hasher())
    hashers.0.combine(0)
    hashers.1.combine(1)
    bytes.withUnsafeBytes { raw in
      hashers.0.combine(bytes: raw)
      hashers.1.combine(bytes: raw)
    }
    (first, second) = (hashers.0.finalize(), hashers.1.finalize())
  }

  /// The key as text, for a drawing that keeps one copy of a picture by a string id.
  public var id: String { "\(count)-\(first)-\(second)" }
}
