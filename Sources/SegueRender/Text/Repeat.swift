extension String {
  /// `text` repeated `count` times, built by copying bytes: the standard library's
  /// `String(repeating:count:)` is several times slower for non-ASCII glyphs such as `─`,
  /// and rules, borders and padding are drawn on every frame.
  static func repeated(_ text: String, count: Int) -> String {
    var source = text
    let piece = source.utf8.count
    guard count > 0, piece > 0 else { return "" }
    return source.withUTF8 { utf8 in
      String(unsafeUninitializedCapacity: piece * count) { out in
        for copy in 0..<count {
          for (offset, byte) in utf8.enumerated() { out[copy * piece + offset] = byte }
        }
        return piece * count
      }
    }
  }
}
