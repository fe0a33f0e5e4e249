/// Where a long top-level list may be cut between two of its items, for the converter to join
/// the two pieces' lists back into one.
///
/// A cut inside a list is proposed here from the text alone and proved by the converter from
/// cmark's own tree of the piece before it (`MarkdownChunks.joins`): that piece must end with a
/// top-level list of the same marker, which is then still open when the item line comes. Such a
/// line (column 0, `-`/`+`/`*` or `1.`/`1)`, content after the marker, not a thematic break)
/// fails the open item's indentation, is no setext underline (that needs an open paragraph to
/// be the deepest block matched) and no lazy line (it starts a block), so CommonMark adds it to
/// the open list as a new item — exactly the first item of a list of its own in the next piece.
/// The proposal only keeps such refusals rare: a refused cut is parsed again with the next piece.
extension MarkdownChunks {
  /// What makes an item belong to a list: its bullet character, or its ordered delimiter.
  enum ListMarker: Equatable, Sendable {
    case bullet(UInt8)
    case ordered(delimiter: UInt8)
  }

  /// A proposed cut before an item line that may continue the list before it.
  struct ListCut: Equatable, Sendable {
    var marker: ListMarker
    /// A blank line precedes the item: the joined list is loose if the blank ends the item
    /// before, which only cmark knows, so only a list already loose may be joined there.
    var afterBlank: Bool
  }

  /// What the converter read of the list a piece ends with.
  struct TrailingList: Equatable, Sendable {
    var marker: ListMarker
    var isTight: Bool
  }

  /// Whether a piece ending with `list` and the next piece, beginning with the item `cut`
  /// proposed, give the blocks of one parse once the two lists are joined into one.
  static func joins(_ list: TrailingList?, _ cut: ListCut) -> Bool {
    guard let list, list.marker == cut.marker else { return false }
    // After a non-blank line the item before ends with no blank line (cmark clears the flag
    // on every container of the line), so the join changes no list's looseness.
    return !cut.afterBlank || !list.isTight
  }

  /// A list item's first line at column 0.
  struct ItemLine: Equatable {
    var marker: ListMarker
    /// Whether anything but white space follows the marker (an empty item may be a setext
    /// underline or, ordered, no item at the start of a piece).
    var hasContent: Bool
    /// The column at which the item's content starts (for the proposal only; tabs are not
    /// expanded).
    var contentIndent: Int
  }

  /// The item line `line` is, following cmark's `parse_list_marker` at column 0; nil for any
  /// other line and for a thematic break (`- - -`, `***`), which wins over an item.
  static func itemLine(_ line: Substring.UTF8View) -> ItemLine? {
    guard let first = line.first else { return nil }
    var rest = line.dropFirst()
    let marker: ListMarker
    switch first {
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"):
      if first != UInt8(ascii: "+"), isThematicBreak(line) { return nil }
      marker = .bullet(first)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      let digits = line.prefix { (0x30...0x39).contains($0) }.count
      rest = line.dropFirst(digits)
      guard digits <= 9, let delimiter = rest.first,
        delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")")
      else { return nil }
      rest = rest.dropFirst()
      marker = .ordered(delimiter: delimiter)
    default:
      return nil
    }
    guard rest.isEmpty || rest.first == 0x20 || rest.first == 0x09 else { return nil }
    let markerWidth = line.count - rest.count
    let spaces = rest.prefix { $0 == 0x20 }.count
    let hasContent = rest.contains { !isWhiteSpace($0) }
    let indent = hasContent && spaces <= 4 ? markerWidth + spaces : markerWidth + 1
    return ItemLine(marker: marker, hasContent: hasContent, contentIndent: indent)
  }

  /// Three or more of one of `-`, `*`, `_` and nothing else but spaces and tabs.
  static func isThematicBreak(_ line: Substring.UTF8View) -> Bool {
    guard let mark = line.first else { return false }
    var count = 0
    for byte in line {
      if byte == mark {
        count += 1
      } else if byte != 0x20, byte != 0x09 {
        return false
      }
    }
    return count >= 3
  }

  /// cmark's `cmark_isspace`, without the line end (lines here have none).
  static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// Follows a top-level list as its lines go by, to propose cuts before its items.
  ///
  /// Only a guess of where a list runs on (nesting, laziness and code in items are not
  /// followed exactly): the converter proves each cut, and one it refuses costs a parse of
  /// the piece again. The guess ends at whatever would end a list, so refusals stay rare.
  struct ListRun {
    private var marker: ListMarker?
    private var contentIndent = 0
    private var blankBefore = false
    /// A blank line came between two of the list's items: it is likely loose.
    private var seemsLoose = false

    /// Reads the next line; the cut to propose before it, if any.
    mutating func read(_ line: Substring.UTF8View) -> ListCut? {
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
        blankBefore = true
        return nil
      }
      defer { blankBefore = false }
      if let item = MarkdownChunks.itemLine(line) {
        var cut: ListCut?
        if item.marker == marker {
          if item.hasContent, !blankBefore || seemsLoose {
            cut = ListCut(marker: item.marker, afterBlank: blankBefore)
          }
          seemsLoose = seemsLoose || blankBefore
        } else {
          marker = item.marker
          seemsLoose = false
        }
        contentIndent = item.contentIndent
        return cut
      }
      let indent = line.prefix { $0 == 0x20 }.count
      if line.first == 0x09 || (indent < contentIndent && (blankBefore || indent == 0)) {
        // A tab, a line the item does not hold after a blank line, or a column-0 line that is
        // lazy text at best: only a lazy line keeps the list, and that is not followed here.
        marker = nil
      }
      return nil
    }

    /// Forgets the list: a block the guess does not look into, or a cut of another kind.
    mutating func end() {
      marker = nil
    }

    /// Notes a line that fenced code or an HTML block holds: one at column 0 ends any list,
    /// an indented one may be inside an item.
    mutating func skip(_ line: Substring.UTF8View) {
      if let first = line.first, first != 0x20 { marker = nil }
      blankBefore = false
    }
  }
}
