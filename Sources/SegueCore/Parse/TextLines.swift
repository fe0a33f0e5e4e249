/// A text's lines by number, each made a `String` only when it is read, and the lines a pass
/// replaced: what a pass that looks around a line (`PandocTables`) reads a deck through.
///
/// An array of the lines as strings costs a string per line beside the text; here a line
/// costs the index of its start.
struct TextLines: RandomAccessCollection {
  let text: String
  private let starts: [String.Index]
  /// The lines replaced, by number.
  private var replaced: [Int: String] = [:]

  init(_ text: String) {
    self.text = text
    var starts: [String.Index] = []
    var rest = text[...].utf8
    starts.reserveCapacity(rest.count(ofByte: 0x0A) + 1)
    starts.append(text.startIndex)
    while let newline = rest.firstIndex(ofByte: 0x0A) {
      starts.append(rest.index(after: newline))
      rest = rest[rest.index(after: newline)...]
    }
    self.starts = starts
  }

  var startIndex: Int { 0 }
  var endIndex: Int { starts.count }

  /// Line `index` (0-based), without its line feed.
  subscript(index: Int) -> String {
    get { String(slice(index)) }
    set { replaced[index] = newValue }
  }

  /// Line `index` as a slice of the text or of the line that replaced it: read without
  /// making a `String` of it.
  func slice(_ index: Int) -> Substring {
    if !replaced.isEmpty, let line = replaced[index] { return line[...] }
    let end = index + 1 < starts.count ? text.utf8.index(before: starts[index + 1]) : text.endIndex
    return text[starts[index]..<end]
  }

  /// The text with the replaced lines: the text itself when none was.
  var joined: String {
    guard !replaced.isEmpty else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for index in indices {
      if index > 0 { out += "\n" }
      out += slice(index)
    }
    return out
  }
}
