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
