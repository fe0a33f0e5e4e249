extension Array where Element == String {
  /// The strings with `separator` between them, as `joined(separator:)` gives them.
  ///
  /// `joined(separator:)` runs the standard library's unspecialized generic code, which looks
  /// the array's associated types up at run time; the first such lookup scans every protocol
  /// conformance in the binary (~30 µs of the presenter's first frame, on the title slide).
  func joinedWith(_ separator: String) -> String {
    var result = ""
    for (index, part) in enumerated() {
      if index > 0 { result += separator }
      result += part
    }
    return result
  }
}
