import Glibc

extension StringProtocol where SubSequence == Substring {
  /// Without trailing spaces and tabs.
  var trimmingTrailingWhitespace: Substring {
    var s = self[...]
    while s.last == " " || s.last == "\t" { s.removeLast() }
    return s
  }

  /// Without leading and trailing whitespace (Unicode's, such as U+3000, included).
  var trimmingWhitespace: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}

extension String {
  /// Whether the UTF-8 bytes of `needle` occur in the text: a byte search, for the quick
  /// "can this deck have any?" test before a pass over its lines (`contains(_:)` compares
  /// characters, ~25 ms a megabyte). Never false where `contains(_:)` is true, so a pass that
  /// it lets run still decides by characters.
  func containsBytes(_ needle: String) -> Bool {
    self[...].byteRange(of: needle) != nil
  }
}

extension Substring {
  /// Where the UTF-8 bytes of `needle` first occur, found by bytes (`firstRange(of:)`, even on
  /// the UTF-8 view, spent microseconds a call in generic lookups: a fifth of the parse of a
  /// deck of pauses, one call per comment).
  func byteRange(of needle: String) -> Range<Index>? {
    var text = self
    var needle = needle
    let offset: Int? = text.withUTF8 { haystack in
      needle.withUTF8 { Self.firstOffset(of: $0, in: haystack) }
    }
    guard let offset else { return nil }
    let start = utf8.index(startIndex, offsetBy: offset)
    return start..<utf8.index(start, offsetBy: needle.utf8.count)
  }

  private static func firstOffset(
    of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    guard let first = pattern.first else { return 0 }
    guard haystack.count >= pattern.count, let base = haystack.baseAddress,
      let wanted = pattern.baseAddress
    else { return nil }
    let last = haystack.count - pattern.count
    var start = 0
    // memchr finds each candidate first byte; the rest is compared in place.
    while start <= last, let found = memchr(base + start, Int32(first), last - start + 1) {
      let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + at, wanted, pattern.count) == 0 { return at }
      start = at + 1
    }
    return nil
  }
}
