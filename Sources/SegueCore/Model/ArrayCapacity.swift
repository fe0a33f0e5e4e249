extension Array {
  /// A copy with no spare capacity, or the array itself when it has none: an array built by
  /// appending keeps up to half its room unused, which a deck's many small arrays that live
  /// as long as the deck should not.
  func withoutSpareCapacity() -> [Element] {
    guard capacity > count else { return self }
    return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      _ = buffer.initialize(from: self)
      initialized = count
    }
  }
}
