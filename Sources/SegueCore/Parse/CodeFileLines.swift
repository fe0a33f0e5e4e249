import Glibc

/// Where the lines of a file that `file` code blocks show start, found once per file and only
/// as far as the blocks need.
///
/// A block shows a few lines of what may be a 60 MB file. Splitting the whole text into
/// millions of strings for each block (as the blocks first did) cost seconds a block; this
/// walks the bytes once, to the last line any block of the file asks for, and each block then
/// takes its lines as one slice of the text.
struct CodeFileLines {
  let text: String
  /// UTF-8 offsets at which lines 1, 2, … start, up to one past the last line needed (or every
  /// line, when a block shows the file to its end or the file is shorter).
  private var starts: [Int] = [0]
  /// Whether the walk reached the end of the text, so that `starts` holds every line.
  private var complete = false

  /// Indexes `text` up to line `lastLine` (`nil`: to the end).
  init(_ text: String, upTo lastLine: Int?) {
    self.text = text
    let limit = lastLine ?? Int.max
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress, !bytes.isEmpty else {
        complete = true
        return
      }
      var from = 0
      while starts.count <= limit, from < bytes.count,
        let found = memchr(base + from, 0x0A, bytes.count - from)
      {
        from = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        starts.append(from)
      }
      complete = starts.count <= limit || from >= bytes.count
      if complete, let last = starts.last, last < bytes.count { starts.append(bytes.count + 1) }
    }
  }

  /// How many lines the file has, when the walk saw them all: a last line without its LF
  /// counts, an empty text has none.
  var lineCount: Int? { complete ? starts.count - 1 : nil }

  /// Lines `first`…`last` (1-based; `last` nil: to the end, and cut to the end) with a final
  /// LF, and the last line's number; `nil` when the file has fewer than `first` lines.
  func excerpt(_ first: Int, through last: Int?) -> (text: String, last: Int)? {
    let known = starts.count - 1  // lines whose end is known
    guard first >= 1, first <= known else { return nil }
    let end = min(last ?? known, known)
    let utf8 = text.utf8
    let from = utf8.index(utf8.startIndex, offsetBy: starts[first - 1])
    let to = utf8.index(utf8.startIndex, offsetBy: starts[end] - 1)
    return (String(text[from..<to]) + "\n", end)
  }
}
