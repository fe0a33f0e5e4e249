/// Greedy word wrapping of styled text into lines of a given width, CJK included.
public enum WordWrap {
  /// Breaks styled text into lines of at most `width` columns: at spaces (consumed at line
  /// ends), between any two wide (CJK) characters, and hard inside a word longer than the line;
  /// never inside a grapheme; "\n" in a span forces a line break. Returns at least one (possibly
  /// empty) line.
  ///
  /// Details a caller may notice:
  /// - A wide glyph may also break from a narrow letter or digit beside it (`Swift` + `語`), as
  ///   in UAX #14, and the basic kinsoku rules hold: no line starts with closing CJK punctuation
  ///   (`。`, `」`, `ー`) and none ends with opening punctuation (`「`).
  /// - Spaces at a soft break are dropped, as are spaces at the end of a line or the text;
  ///   spaces at the start of the text or after "\n" are kept (indentation) when they fit.
  /// - A word longer than the line starts on a line of its own and is cut between graphemes.
  /// - A glyph wider than the line (a wide glyph at width 1) gets a line of its own.
  /// - A width below 1 is taken as 1. Adjacent pieces in the same style are merged into one span.
  public static func wrap(_ spans: [Span], width: Int) -> [[Span]] {
    let atoms = Atom.split(spans)
    let ranges = LineBreaker(atoms: atoms, width: max(1, width)).lines()
    return ranges.map { lineSpans(of: $0, atoms: atoms, from: spans) }
  }

  /// Wraps unstyled text; see `wrap(_:width:)` for the rules.
  public static func wrap(_ text: String, width: Int) -> [String] {
    wrap([Span(text)], width: width).map(\.plainText)
  }

  /// The text of the atoms in `range` as spans, cut from the input without copying per character.
  private static func lineSpans(of range: Range<Int>, atoms: [Atom], from input: [Span]) -> [Span] {
    var line: [Span] = []
    var start = range.lowerBound
    while start < range.upperBound {
      let spanIndex = atoms[start].span
      var end = start + 1
      while end < range.upperBound && atoms[end].span == spanIndex { end += 1 }
      let source = input[spanIndex]
      let utf8 = source.text.utf8
      let lower = utf8.index(utf8.startIndex, offsetBy: atoms[start].offset)
      let upper =
        end < atoms.count && atoms[end].span == spanIndex
        ? utf8.index(utf8.startIndex, offsetBy: atoms[end].offset) : utf8.endIndex
      let text = source.text[lower..<upper]
      if let last = line.last, last.style == source.style {
        line[line.count - 1].text += text
      } else {
        line.append(Span(String(text), style: source.style))
      }
      start = end
    }
    return line
  }
}

/// One grapheme of the input, with what the line breaker needs to know about it.
struct Atom {
  enum Kind: UInt8 { case word, space, newline }

  /// Where the grapheme starts in its span's text, in UTF-8 bytes.
  var offset: Int
  /// The index of its span in the input.
  var span: Int
  var width: Int
  var kind: Kind
  /// Whether a line may break between the previous atom and this one, both being word atoms.
  var breakBefore: Bool

  /// The graphemes of all spans in order, classified in one pass.
  static func split(_ spans: [Span]) -> [Atom] {
    var atoms: [Atom] = []
    atoms.reserveCapacity(spans.reduce(0) { $0 + $1.text.utf8.count })
    var previous: LineBreakClass? = nil  // the class of the previous atom when it is a word atom
    for (spanIndex, span) in spans.enumerated() {
      GraphemeScanner.forEach(in: span.text) { grapheme in
        var atom = Atom(
          offset: grapheme.offset, span: spanIndex, width: 1, kind: .word, breakBefore: false)
        var current: LineBreakClass? = nil
        if grapheme.isASCII {
          switch grapheme.ascii {
          case 0x20: atom.kind = .space
          case 0x0A:
            atom.kind = .newline
            atom.width = 0
          default: current = LineBreakClass(ascii: grapheme.ascii)
          }
        } else {
          let character = grapheme.character
          if character == "\r\n" {
            atom.kind = .newline
            atom.width = 0
          } else {
            atom.width = TextWidth.width(of: character)
            current = LineBreakClass(character, width: atom.width)
          }
        }
        if let previous, let current {
          atom.breakBefore = LineBreakClass.canBreak(between: previous, and: current)
        }
        previous = current
        atoms.append(atom)
        return true
      }
    }
    return atoms
  }
}

/// The greedy line filling over atoms; each line is a range of atoms, so lines are contiguous
/// slices of the input with the consumed spaces outside them.
struct LineBreaker {
  let atoms: [Atom]
  let width: Int

  /// The current line: `lineStart..<lineEnd` is committed; spaces after it are pending.
  private var lineStart = 0
  private var lineEnd = 0
  private var lineWidth = 0
  /// Whether the current line began at a soft break, where leading spaces are dropped.
  private var afterSoftBreak = false
  private var result: [Range<Int>] = []

  init(atoms: [Atom], width: Int) {
    self.atoms = atoms
    self.width = width
  }

  consuming func lines() -> [Range<Int>] {
    var index = 0
    while index < atoms.count {
      switch atoms[index].kind {
      case .newline:
        endLine(nextStart: index + 1, soft: false)
        index += 1
      case .space:
        var end = index + 1
        while end < atoms.count && atoms[end].kind == .space { end += 1 }
        if lineEnd == lineStart && afterSoftBreak {
          lineStart = end
          lineEnd = end
        }
        index = end
      case .word:
        var end = index + 1
        var segmentWidth = atoms[index].width
        while end < atoms.count && atoms[end].kind == .word && !atoms[end].breakBefore {
          segmentWidth += atoms[end].width
          end += 1
        }
        place(index..<end, width: segmentWidth)
        index = end
      }
    }
    result.append(lineStart..<lineEnd)
    return result
  }

  /// Puts an unbreakable piece of a word on the current line, or on new lines.
  private mutating func place(_ segment: Range<Int>, width segmentWidth: Int) {
    // The atoms between the committed text and the segment are pending spaces, one column each.
    let gap = segment.lowerBound - lineEnd
    if lineWidth + gap + segmentWidth <= width {
      lineEnd = segment.upperBound
      lineWidth += gap + segmentWidth
      return
    }
    if lineEnd == lineStart {
      // Nothing on the line but leading spaces that leave no room: drop them.
      lineStart = segment.lowerBound
      lineEnd = segment.lowerBound
    } else {
      endLine(nextStart: segment.lowerBound, soft: true)
    }
    if segmentWidth <= width {
      lineEnd = segment.upperBound
      lineWidth = segmentWidth
      return
    }
    // Longer than a whole line: cut between graphemes, at least one grapheme per line.
    for index in segment {
      let atomWidth = atoms[index].width
      if lineWidth + atomWidth > width && lineEnd > lineStart {
        endLine(nextStart: index, soft: true)
      }
      lineEnd = index + 1
      lineWidth += atomWidth
    }
  }

  private mutating func endLine(nextStart: Int, soft: Bool) {
    result.append(lineStart..<lineEnd)
    lineStart = nextStart
    lineEnd = nextStart
    lineWidth = 0
    afterSoftBreak = soft
  }
}
