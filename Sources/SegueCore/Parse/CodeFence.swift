/// Follows fenced code while a deck's lines are read one by one, before cmark sees them, so the
/// text forms of other tools (mdp's `<br>`, pandoc's divs and tables, dialect markers) are
/// never read inside code.
///
/// CommonMark's rule: a fence is three or more backticks or tildes indented less than four
/// spaces; the code ends at a line of the same character, at least as long, and nothing else.
///
/// Every line of a deck passes through here several times (dialect detection, pandoc's divs
/// and tables, mdp's forms), so a line is read as bytes; only a line with
/// non-ASCII text where it matters (Unicode white space around a fence, a mark that a
/// combining character could join) is read as characters.
struct CodeFence {
  /// The fence that opened the code (its character and length); nil outside code.
  private var open: (mark: Character, length: Int)?

  /// Whether a fence is open: the next line is code unless it closes the fence.
  var isOpen: Bool { open != nil }

  /// The line that closes the open fence; nil outside code.
  var closingLine: String? { open.map { String(repeating: $0.mark, count: $0.length) } }

  /// Whether `line` belongs to fenced code (its fences included); moves past it.
  mutating func contains(_ line: Substring) -> Bool {
    let fence = Self.fence(line)
    if let open {
      if let fence, fence.isAlone, fence.mark == open.mark, fence.length >= open.length {
        self.open = nil
      }
      return true
    }
    guard let fence, fence.length >= 3 else { return false }
    open = (fence.mark, fence.length)
    return true
  }

  /// A line that starts like a fence: its character, the length of its run, and whether the
  /// run is all there is (a closing fence).
  private struct Fence {
    var mark: Character
    var length: Int
    var isAlone: Bool
  }

  /// The fence `line` starts with, if any.
  private static func fence(_ line: Substring) -> Fence? {
    let bytes = line.utf8
    var index = bytes.startIndex
    var indent = 0
    while index < bytes.endIndex, bytes[index] == 0x20 {
      indent += 1
      bytes.formIndex(after: &index)
    }
    while index < bytes.endIndex, isASCIISpace(bytes[index]) { bytes.formIndex(after: &index) }
    guard index < bytes.endIndex else { return nil }
    let first = bytes[index]
    if first >= 0x80 { return characterFence(line) }
    guard indent < 4, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else {
      return nil
    }
    var length = 0
    while index < bytes.endIndex, bytes[index] == first {
      length += 1
      bytes.formIndex(after: &index)
    }
    var isAlone = true
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte >= 0x80 { return characterFence(line) }
      if !isASCIISpace(byte) {
        isAlone = false
        break
      }
      bytes.formIndex(after: &index)
    }
    return Fence(mark: Character(Unicode.Scalar(first)), length: length, isAlone: isAlone)
  }

  /// The fence a line holds, read as characters (Unicode white space trimmed).
  private static func characterFence(_ line: Substring) -> Fence? {
    let indent = line.prefix { $0 == " " }.count
    let trimmed = Substring(line.trimmingWhitespace)
    guard indent < 4, let mark = trimmed.first, mark == "`" || mark == "~" else { return nil }
    let length = trimmed.prefix { $0 == mark }.count
    return Fence(mark: mark, length: length, isAlone: length == trimmed.count)
  }

  private static func isASCIISpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
