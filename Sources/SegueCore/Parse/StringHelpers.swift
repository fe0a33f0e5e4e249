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
  /// characters, grapheme by grapheme). Never false where `contains(_:)` is true, so a pass
  /// that it lets run still decides by characters.
  func containsBytes(_ needle: String) -> Bool {
    self[...].byteRange(of: needle) != nil
  }
}

extension Substring {
  /// Where the UTF-8 bytes of `needle` first occur, found by bytes (`firstRange(of:)`, even on
  /// the UTF-8 view, goes through generic lookups at every call, and it runs once per comment).
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
    let candidates = UnsafeBufferPointer(start: base, count: haystack.count - pattern.count + 1)
    var start = 0
    // memchr finds each candidate first byte; the rest is compared in place.
    while let at = candidates.offset(ofByte: first, from: start) {
      if memcmp(base + at, wanted, pattern.count) == 0 { return at }
      start = at + 1
    }
    return nil
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The offset of the first `byte` at or after `start`, by `memchr`.
  func offset(ofByte byte: UInt8, from start: Int = 0) -> Int? {
    guard start < count, let base = baseAddress,
      let found = memchr(base + start, Int32(byte), count - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}

extension Substring.UTF8View {
  /// The first `byte` in the view, found by `memchr` in the string's storage: `firstIndex(of:)`
  /// walks the view's indices one by one, and every pass over a deck's lines calls this.
  public func firstIndex(ofByte byte: UInt8) -> Index? {
    let offset: Int?? = withContiguousStorageIfAvailable { $0.offset(ofByte: byte) }
    guard let offset else { return firstIndex(of: byte) }
    return offset.map { index(startIndex, offsetBy: $0) }
  }

  /// Whether `byte` is in the view (`firstIndex(ofByte:)`).
  public func containsByte(_ byte: UInt8) -> Bool { firstIndex(ofByte: byte) != nil }

  /// How many times `byte` is in the view, found by `memchr` in the string's storage.
  public func count(ofByte byte: UInt8) -> Int {
    withContiguousStorageIfAvailable { buffer in
      var (count, start) = (0, 0)
      while let at = buffer.offset(ofByte: byte, from: start) {
        (count, start) = (count + 1, at + 1)
      }
      return count
    } ?? reduce(0) { $1 == byte ? $0 + 1 : $0 }
  }
}
