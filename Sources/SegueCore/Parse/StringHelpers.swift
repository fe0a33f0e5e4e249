extension StringProtocol {
  var trimmingTrailingWhitespace: Substring {
    var s = self[...]
    while let last = s.last, last == " " || last == "\t" { s.removeLast() }
    return Substring(s)
  }

  var trimmingWhitespace: String {
    var s = self[...]
    while let first = s.first, first.isWhitespace { s.removeFirst() }
    while let last = s.last, last.isWhitespace { s.removeLast() }
    return String(s)
  }
}
